/**
 * The comparison as workbook sheets (issue 33: export the comparison): what it is and that it is
 * a DRAFT, then per term, per professor, per section, the drift of live, and the side by side.
 * The app's one workbook writer (data/workbook-writer.ts) lays them out.
 */
import type { SheetTable } from '@/domain/exchange/spreadsheet-columns'
import { planningTermLabel } from '@/domain/calendar/planning-term'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'
import type { DriftItem } from './scenario-drift'
import type { ScenarioDiff, TermFigures } from './scenario-diff'
import { SCENARIO_MESSAGES } from './scenario-messages'
import type { SideBySide } from './scenario-side-by-side'

export interface ComparisonExport {
  scenarioName: string
  /** The other side: 'Live plan' or the other scenario's name. */
  otherName: string
  scopeLabel: string
  diff: ScenarioDiff
  drift: readonly DriftItem[]
  sideBySide: SideBySide
}

const SECTION_KIND_LABELS = { added: 'Added', removed: 'Removed', reassigned: 'Professor changed' } as const
export const sectionKindLabel = (kind: keyof typeof SECTION_KIND_LABELS) => SECTION_KIND_LABELS[kind]

const figureRow = (f: TermFigures) => [f.percentComplete, f.openSections, f.overloads]

export function comparisonSheets(c: ComparisonExport): SheetTable[] {
  return [
    {
      name: 'About',
      columns: [{ header: 'Item' }, { header: 'Value' }],
      rows: [
        ['Status', SCENARIO_MESSAGES.draftMark],
        ['Scenario', c.scenarioName],
        ['Compared with', c.otherName],
        ['Scope', c.scopeLabel],
      ],
    },
    {
      name: 'Terms',
      columns: ['Term', 'Staffed % before', 'Open sections before', 'Overloads before', 'Staffed % after', 'Open sections after', 'Overloads after'].map((header) => ({ header })),
      rows: c.diff.terms.map((t) => [t.label, ...figureRow(t.before), ...figureRow(t.after)]),
    },
    {
      name: 'Professors',
      columns: ['Professor', 'Term', 'Hours before', 'Status before', 'Hours after', 'Status after'].map((header) => ({ header })),
      rows: c.diff.professors.map((p) => [p.name, planningTermLabel(p.term), p.before.hours, WORKLOAD_STATUS_LABELS[p.before.status], p.after.hours, WORKLOAD_STATUS_LABELS[p.after.status]]),
    },
    {
      name: 'Sections',
      columns: ['Section', 'Change', 'Professors'].map((header) => ({ header })),
      rows: c.diff.sections.map((s) => [s.what, sectionKindLabel(s.kind), s.text]),
    },
    {
      name: 'Drift of live',
      columns: ['Record', 'What happened in live'].map((header) => ({ header })),
      rows: c.drift.map((d) => [d.what, d.message]),
    },
    {
      name: 'Side by side',
      columns: ['Section', c.scenarioName, c.otherName, 'Difference'].map((header) => ({ header })),
      rows: c.sideBySide.rows.map((r) => [r.what, r.left, r.right, r.differs ? SCENARIO_MESSAGES.differs : SCENARIO_MESSAGES.same]),
    },
  ]
}
