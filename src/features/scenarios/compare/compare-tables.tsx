/**
 * The Compare screen's tables. Lists that grow with the plan (sections, professors, side by side)
 * are TanStack tables, virtualised (components/data-table); the per-term figures are a few rows.
 * A difference is never shown by colour alone: the changed figure reads "before -> after" and
 * carries the word "Changed", a differing side-by-side row the word "Differs".
 */
import { useMemo } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { createDataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/data-table-features'
import { Badge } from '@/components/ui/badge'
import { planningTermLabel } from '@/domain/calendar/planning-term'
import { formatNumber } from '@/domain/kernel/format'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'
import type { ProfessorChange, SectionChange, TermChange, TermFigures } from '@/domain/scenarios/scenario-diff'
import { sectionKindLabel } from '@/domain/scenarios/scenario-compare-sheets'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import type { SideBySideRow } from '@/domain/scenarios/scenario-side-by-side'
import { cn } from '@/lib/utils'

/** 'x -> y', or just 'x' when the two read the same. */
export const beforeAfter = (before: string, after: string) => (before === after ? before : `${before} -> ${after}`)

const TERM_FIGURES: [string, (f: TermFigures) => string][] = [
  ['Staffed', (f) => `${formatNumber(f.percentComplete)}%`],
  ['Open sections', (f) => formatNumber(f.openSections)],
  ['Overloads', (f) => formatNumber(f.overloads)],
]

export function TermFiguresTable({ terms, caption }: { terms: readonly TermChange[]; caption: string }) {
  const breaches = terms.some((t) => t.before.contractBreaches !== undefined)
  const figures: typeof TERM_FIGURES = breaches ? [...TERM_FIGURES, ['Contract breaches', (f) => formatNumber(f.contractBreaches ?? 0)]] : TERM_FIGURES
  return (
    <table className="w-full text-sm" data-testid="compare-terms">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="py-2 pr-4 font-medium">Term</th>
          {figures.map(([label]) => (
            <th key={label} scope="col" className="py-2 pr-4 font-medium">{label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {terms.map((t) => (
          <tr key={t.label} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-4 text-left font-medium">{t.label}</th>
            {figures.map(([label, read]) => {
              const before = read(t.before)
              const after = read(t.after)
              return (
                <td key={label} className={cn('py-2 pr-4', before !== after && 'font-semibold')}>
                  {beforeAfter(before, after)}
                  {before !== after ? <ChangedMark /> : null}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function ChangedMark() {
  return (
    <Badge variant="outline" className="ml-2">
      Changed
    </Badge>
  )
}

const sectionHelper = createDataTableColumnHelper<SectionChange>()
const SECTION_COLUMNS: DataTableColumnDef<SectionChange>[] = [
  sectionHelper.accessor((r) => r.what, { id: 'section', header: 'Section', size: 260 }),
  sectionHelper.accessor((r) => sectionKindLabel(r.kind), { id: 'change', header: 'Change', size: 150 }),
  sectionHelper.accessor((r) => r.text, { id: 'professors', header: 'Professors' }),
]

export function SectionChangesTable({ sections, emptyMessage = SCENARIO_MESSAGES.noChanges }: { sections: readonly SectionChange[]; emptyMessage?: string }) {
  return (
    <DataTable
      aria-label="Section changes"
      columns={SECTION_COLUMNS}
      data={sections}
      getRowId={(r) => `${r.courseId}#${r.section}`}
      height={Math.min(360, 48 + sections.length * 44)}
      keyboardNavigation={false}
      emptyMessage={emptyMessage}
    />
  )
}

const hours = (h: number) => `${formatNumber(h)} h`
const professorHelper = createDataTableColumnHelper<ProfessorChange>()
const PROFESSOR_COLUMNS: DataTableColumnDef<ProfessorChange>[] = [
  professorHelper.accessor((r) => r.name, { id: 'professor', header: 'Professor', size: 200 }),
  professorHelper.accessor((r) => planningTermLabel(r.term), { id: 'term', header: 'Term', size: 130 }),
  professorHelper.accessor((r) => beforeAfter(hours(r.before.hours), hours(r.after.hours)), { id: 'hours', header: 'Hours' }),
  professorHelper.accessor((r) => beforeAfter(WORKLOAD_STATUS_LABELS[r.before.status], WORKLOAD_STATUS_LABELS[r.after.status]), { id: 'status', header: 'Status' }),
]

export function ProfessorChangesTable({ professors }: { professors: readonly ProfessorChange[] }) {
  return (
    <DataTable
      aria-label="Professor changes"
      columns={PROFESSOR_COLUMNS}
      data={professors}
      getRowId={(r) => `${r.professorId}@${planningTermLabel(r.term)}`}
      height={Math.min(360, 48 + professors.length * 44)}
      keyboardNavigation={false}
      emptyMessage={SCENARIO_MESSAGES.noChanges}
    />
  )
}

function sideColumns(leftName: string, rightName: string): DataTableColumnDef<SideBySideRow>[] {
  const helper = createDataTableColumnHelper<SideBySideRow>()
  return [
    helper.accessor((r) => r.what, { id: 'section', header: 'Section', size: 240 }),
    helper.accessor((r) => r.left, { id: 'left', header: leftName }),
    helper.accessor((r) => r.right, { id: 'right', header: rightName }),
    helper.accessor((r) => (r.differs ? SCENARIO_MESSAGES.differs : SCENARIO_MESSAGES.same), {
      id: 'difference',
      header: 'Difference',
      size: 120,
      cell: ({ row }) =>
        row.original.differs ? <Badge variant="warning">{SCENARIO_MESSAGES.differs}</Badge> : <span className="text-muted-foreground">{SCENARIO_MESSAGES.same}</span>,
    }),
  ]
}

export function SideBySideTable({ rows, leftName, rightName }: { rows: readonly SideBySideRow[]; leftName: string; rightName: string }) {
  // Rebuilt only when a side's name changes (the headers are the names).
  const columns = useMemo(() => sideColumns(leftName, rightName), [leftName, rightName])
  return (
    <DataTable
      key={`${leftName}\u0000${rightName}`}
      aria-label="Side by side"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      height={Math.min(480, 48 + rows.length * 44)}
      keyboardNavigation={false}
      emptyMessage={SCENARIO_MESSAGES.noDifferences}
    />
  )
}
