/**
 * Professors from a spreadsheet: the shared mapping panel, then the values to match (employment
 * types and statuses the reader does not know), a preview of every mapped field with each cell
 * the reader interpreted flagged and each row's errors naming the file's column, and the same
 * atomic import as JSON.
 */
import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { SheetImportPanel, type SheetContext } from '@/components/spreadsheet/sheet-import-panel'
import { isEmptyChangeSet } from '@/domain/model/change-set'
import { EMPLOYMENT_TYPE_LABELS } from '@/domain/kernel/constants'
import { importSummary, type ProfessorImportPlan } from '@/domain/professors/professor-import'
import { NEEDS_REVIEW_LABEL } from '@/domain/professors/professor-rules'
import {
  NO_VALUE_CHOICES,
  planProfessorSheetImport,
  previewProfessorRows,
  PROFESSOR_SHEET_FIELDS,
  unknownSheetValues,
  type ProfessorSheetField,
  type ProfessorSheetPreviewRow,
  type ValueChoices,
} from '@/domain/professors/professor-sheet'
import type { SheetRecord } from '@/domain/exchange/spreadsheet-columns'
import { isEmploymentType } from '@/domain/model/workload'
import { currentList } from '@/data/apply-changes'
import { useProfessors } from '@/data/entity-hooks'
import { useApplyChangeSet } from '@/data/program-mutations'
import { notify } from '@/lib/notify'
import { ValueMappingStep } from './value-mapping-step'

/** Rows shown in the preview; the import itself takes every row. */
export const PREVIEW_ROWS = 8

export function ProfessorSheetImport({ onClose }: { onClose: () => void }) {
  const client = useQueryClient()
  const apply = useApplyChangeSet()
  const [choices, setChoices] = useState<ValueChoices>(NO_VALUE_CHOICES)

  const onImport = async (records: SheetRecord<ProfessorSheetField>[], context: SheetContext<ProfessorSheetField>) => {
    // The freshest list (another tab may have written since this screen rendered).
    const existing = await currentList(client, 'professors')
    const plan = planProfessorSheetImport(records, existing, new Date(), { choices, headers: context.headers })
    if (!isEmptyChangeSet(plan.changes)) await apply.mutateAsync(plan.changes)
    notify.alert(importSummary(plan), plan.skipped > 0 ? 'warning' : 'success')
    return <ImportOutcome plan={plan} />
  }

  return (
    <SheetImportPanel
      fields={PROFESSOR_SHEET_FIELDS}
      renderPreview={(r, context) => (
        <ValuesAndPreview records={r} headers={context.headers} choices={choices} onChoices={setChoices} />
      )}
      onImport={onImport}
      onClose={onClose}
    />
  )
}

/** The result of a professor import (JSON or spreadsheet): counts, then each skipped row and why. */
export function ImportOutcome({ plan }: { plan: ProfessorImportPlan }) {
  return (
    <div className="space-y-2">
      <p className="font-medium">{importSummary(plan)}</p>
      {plan.needsReview > 0 ? (
        <p>
          {plan.needsReview} professor{plan.needsReview === 1 ? '' : 's'} marked &ldquo;{NEEDS_REVIEW_LABEL}&rdquo;: saved, with
          details still to complete (see their cards).
        </p>
      ) : null}
      {plan.errors.length > 0 ? (
        <ul className="text-destructive max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-xs" aria-label="Skipped rows">
          {plan.errors.map((e) => (
            <li key={e.row}>
              Row {e.row}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function cellDisplay(row: ProfessorSheetPreviewRow, key: ProfessorSheetField): string {
  const v = row.value[key]
  if (key === 'employmentType') return typeof v === 'string' && isEmploymentType(v) ? EMPLOYMENT_TYPE_LABELS[v] : String(v ?? '')
  if (key === 'active') return v === undefined ? '' : v ? 'Active' : 'Inactive'
  if (key === 'maxWeeklyHours') return v === undefined ? 'type default' : String(v)
  if (Array.isArray(v)) return v.join(', ')
  return v === undefined ? '' : String(v)
}

function ValuesAndPreview({
  records,
  headers,
  choices,
  onChoices,
}: {
  records: SheetRecord<ProfessorSheetField>[]
  headers: Partial<Record<ProfessorSheetField, string>>
  choices: ValueChoices
  onChoices: (choices: ValueChoices) => void
}) {
  const values = useMemo(() => unknownSheetValues(records), [records])
  return (
    <div className="space-y-4">
      <ValueMappingStep values={values} choices={choices} headers={headers} onChange={onChoices} />
      <ProfessorPreview records={records} choices={choices} headers={headers} />
    </div>
  )
}

function ProfessorPreview({
  records,
  choices,
  headers,
}: {
  records: SheetRecord<ProfessorSheetField>[]
  choices: ValueChoices
  headers: Partial<Record<ProfessorSheetField, string>>
}) {
  const { data: existing } = useProfessors()
  // The whole plan, as Import will write it (against the stored professors), once per change.
  const rows = useMemo(
    () => previewProfessorRows(records, { choices, headers, existing: existing ?? [] }),
    [records, choices, headers, existing],
  )
  const withErrors = rows.filter((r) => r.errors.length > 0).length
  const toReview = rows.filter((r) => r.errors.length === 0 && r.review.length > 0).length
  // Every mapped field, in the fields' order, headed as in the file.
  const shown = PROFESSOR_SHEET_FIELDS.filter((f) => headers[f.key] !== undefined)
  return (
    <section aria-label="Preview" className="space-y-2">
      <p className="text-sm" aria-live="polite">
        {rows.length} row{rows.length === 1 ? '' : 's'} to import · {withErrors} with errors (skipped)
        {toReview > 0 ? ` · ${toReview} to review` : ''}
        {rows.length > PREVIEW_ROWS ? ` · first ${PREVIEW_ROWS} shown` : ''}
      </p>
      {/* Focusable, so the keyboard can scroll the columns that do not fit (axe: scrollable-region-focusable). */}
      <div className="overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label="Rows to import">
        <table className="w-full text-left text-xs">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-2 py-1">Row</th>
              {shown.map((f) => (
                <th key={f.key} scope="col" className="px-2 py-1">
                  {headers[f.key]}
                </th>
              ))}
              {/* Room for the row's check: squeezed, a one-line message stood a word per line. */}
              <th scope="col" className="min-w-64 px-2 py-1">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_ROWS).map((r) => (
              <tr key={r.row} className="border-t align-top">
                <td className="px-2 py-1">{r.row}</td>
                {shown.map((f) => (
                  <td key={f.key} className="px-2 py-1">
                    {cellDisplay(r, f.key)}
                    {r.notes[f.key] ? (
                      <span className="block text-amber-700 dark:text-amber-400" data-testid="interpreted">
                        {r.notes[f.key]}
                      </span>
                    ) : null}
                  </td>
                ))}
                <td className={r.errors.length ? 'min-w-64 text-destructive px-2 py-1' : 'min-w-64 px-2 py-1'}>
                  {r.errors.length ? (
                    `Error: ${r.errors.join(', ')}`
                  ) : r.review.length ? (
                    <>
                      <Badge variant="outline">{NEEDS_REVIEW_LABEL}</Badge> {r.review.join(', ')}
                    </>
                  ) : (
                    'OK'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
