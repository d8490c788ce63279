/**
 * Professors from a spreadsheet: the shared mapping panel with a preview of the first rows and
 * each row's errors (the spec's professor messages), then the same atomic import as JSON.
 */
import { useQueryClient } from '@tanstack/react-query'
import { SheetImportPanel } from '@/components/spreadsheet/sheet-import-panel'
import { isEmptyChangeSet } from '@/domain/change-set'
import { EMPLOYMENT_TYPE_LABELS } from '@/domain/constants'
import { importSummary, type ProfessorImportPlan } from '@/domain/professor-import'
import {
  planProfessorSheetImport,
  previewProfessorRows,
  PROFESSOR_SHEET_FIELDS,
  type ProfessorSheetField,
} from '@/domain/professor-sheet'
import type { SheetRecord } from '@/domain/spreadsheet-columns'
import { isEmploymentType } from '@/domain/workload'
import { currentList } from '@/data/apply-changes'
import { useApplyChangeSet } from '@/data/program-mutations'
import { notify } from '@/lib/notify'

/** Rows shown in the preview; the import itself takes every row. */
export const PREVIEW_ROWS = 8

export function ProfessorSheetImport({ onClose }: { onClose: () => void }) {
  const client = useQueryClient()
  const apply = useApplyChangeSet()

  const onImport = async (records: SheetRecord<ProfessorSheetField>[]) => {
    // The freshest list (another tab may have written since this screen rendered).
    const existing = await currentList(client, 'professors')
    const plan = planProfessorSheetImport(records, existing)
    if (!isEmptyChangeSet(plan.changes)) await apply.mutateAsync(plan.changes)
    notify.alert(importSummary(plan), plan.skipped > 0 ? 'warning' : 'success')
    return <ImportOutcome plan={plan} />
  }

  return <SheetImportPanel fields={PROFESSOR_SHEET_FIELDS} renderPreview={(r) => <ProfessorPreview records={r} />} onImport={onImport} onClose={onClose} />
}

/** The result of a professor import (JSON or spreadsheet): counts, then each skipped row and why. */
export function ImportOutcome({ plan }: { plan: ProfessorImportPlan }) {
  return (
    <div className="space-y-2">
      <p className="font-medium">{importSummary(plan)}</p>
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

function ProfessorPreview({ records }: { records: SheetRecord<ProfessorSheetField>[] }) {
  const rows = previewProfessorRows(records)
  const withErrors = rows.filter((r) => r.errors.length > 0).length
  return (
    <section aria-label="Preview" className="space-y-2">
      <p className="text-sm" aria-live="polite">
        {rows.length} row{rows.length === 1 ? '' : 's'} to import · {withErrors} with errors (skipped)
        {rows.length > PREVIEW_ROWS ? ` · first ${PREVIEW_ROWS} shown` : ''}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-xs">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-2 py-1">Row</th>
              <th scope="col" className="px-2 py-1">Name</th>
              <th scope="col" className="px-2 py-1">Email</th>
              <th scope="col" className="px-2 py-1">Type</th>
              <th scope="col" className="px-2 py-1">Max hours</th>
              <th scope="col" className="px-2 py-1">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_ROWS).map((r) => {
              const type = String(r.value.employmentType ?? '')
              return (
                <tr key={r.row} className="border-t">
                  <td className="px-2 py-1">{r.row}</td>
                  <td className="px-2 py-1">{`${String(r.value.firstName)} ${String(r.value.lastName)}`.trim()}</td>
                  <td className="px-2 py-1">{String(r.value.email)}</td>
                  <td className="px-2 py-1">{isEmploymentType(type) ? EMPLOYMENT_TYPE_LABELS[type] : type}</td>
                  <td className="px-2 py-1">{r.value.maxWeeklyHours === undefined ? 'default' : String(r.value.maxWeeklyHours)}</td>
                  <td className={r.errors.length ? 'text-destructive px-2 py-1' : 'px-2 py-1'}>
                    {r.errors.length ? `Error: ${r.errors.join(', ')}` : 'OK'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
