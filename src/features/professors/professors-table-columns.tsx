/**
 * Columns of the professors table. Column ids are the sort keys of the URL; each column sorts
 * with the same comparator the grid uses, so both views agree on the order.
 */
import { Pencil, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { createDataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/data-table-features'
import { createSelectionColumn } from '@/components/data-table/selection-column'
import { EMPLOYMENT_TYPE_LABELS } from '@/domain/kernel/constants'
import { formatNumber } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { PROFESSOR_ROW_COMPARATORS, PROFESSOR_SORT_LABELS, type ProfessorRow, type ProfessorSortKey } from '@/domain/professors/professor-list'
import type { DataTableRow } from '@/components/data-table/data-table-features'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'
import { cn } from '@/lib/utils'
import { termBreakdownLabel } from '@/domain/plan/term-workload'
import type { PackLink } from '@/packs/pack-ui'
import { peakNote, WORKLOAD_TEXT_COLORS, WorkloadBar } from './workload-bar'

const helper = createDataTableColumnHelper<ProfessorRow>()

const sortBy = (key: ProfessorSortKey) => (a: DataTableRow<ProfessorRow>, b: DataTableRow<ProfessorRow>) =>
  PROFESSOR_ROW_COMPARATORS[key](a.original, b.original)

/** An address that may break after its '@' (and anywhere if still too long), never cut off. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  return (
    <span className="text-muted-foreground [overflow-wrap:anywhere]">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  )
}

// Widths fit a 1280 px window with the sidebar open: the fixed columns take about 640 px, name and
// email share the rest and wrap; the utilization column is wide enough for "100% Underutilized".
export function professorColumns(actions: {
  onEdit: (p: Professor) => void
  onDelete: (p: Professor) => void
  /** Under a pack with a per-professor form (CAAT-A's SWF), its link and term; null otherwise. */
  packLink?: PackLink | null
}): DataTableColumnDef<ProfessorRow>[] {
  const packLink = actions.packLink ?? null
  return [
    createSelectionColumn<ProfessorRow>({ selectAllLabel: 'Select all professors', getRowLabel: (r) => `Select ${r.fullName}` }),
    helper.accessor((r) => r.fullName, {
      id: 'name',
      header: PROFESSOR_SORT_LABELS.name,
      sortFn: sortBy('name'),
      meta: { wrap: true },
      cell: ({ row }) => <span className="font-medium">{row.original.fullName}</span>,
    }),
    helper.accessor((r) => r.professor.employmentType, {
      id: 'employmentType',
      header: 'Type',
      size: 116,
      sortFn: sortBy('employmentType'),
      cell: ({ row }) => <Badge variant="outline">{EMPLOYMENT_TYPE_LABELS[row.original.professor.employmentType]}</Badge>,
    }),
    helper.accessor((r) => r.professor.email, {
      id: 'email',
      header: PROFESSOR_SORT_LABELS.email,
      // No fixed width: the email column shares what the others leave with the name, and breaks
      // a long address rather than cutting it.
      sortFn: sortBy('email'),
      meta: { wrap: true },
      cell: ({ row }) => <EmailText email={row.original.professor.email} />,
    }),
    helper.accessor((r) => r.assignedHours, {
      id: 'hours',
      header: 'Hours / Max',
      size: 96,
      sortFn: sortBy('hours'),
      meta: { align: 'end', label: 'Hours / Max' },
      cell: ({ row }) => {
        const w = row.original.workload
        const peak = peakNote(w)
        return (
          <span className="tabular-nums" title={w.terms.length > 1 ? termBreakdownLabel(w) : undefined}>
            {w.figure ?? `${formatNumber(row.original.assignedHours)} / ${formatNumber(w.maxWeeklyHours)}`}
            {peak && <span className="text-muted-foreground block text-xs">{peak.replace(' · ', '')}</span>}
          </span>
        )
      },
    }),
    helper.accessor((r) => r.workload.utilization, {
      id: 'utilization',
      header: PROFESSOR_SORT_LABELS.utilization,
      size: 184,
      sortFn: sortBy('utilization'),
      cell: ({ row }) => {
        const w = row.original.workload
        return (
          <div className="flex items-center gap-2">
            <WorkloadBar workload={w} compact className="w-12 shrink-0" />
            <span className={cn('text-xs font-medium whitespace-nowrap', WORKLOAD_TEXT_COLORS[w.status])}>
              {w.utilization}% {WORKLOAD_STATUS_LABELS[w.status]}
            </span>
          </div>
        )
      },
    }),
    helper.accessor((r) => r.courseCount, {
      id: 'courses',
      header: PROFESSOR_SORT_LABELS.courses,
      size: 80,
      sortFn: sortBy('courses'),
      meta: { align: 'end' },
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    helper.accessor((r) => r.professor.isActive, {
      id: 'active',
      header: PROFESSOR_SORT_LABELS.active,
      size: 84,
      sortFn: sortBy('active'),
      cell: ({ getValue }) =>
        getValue() ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>,
    }),
    helper.display({
      id: 'actions',
      // The header cell holds the table's View menu (DataTable's viewOptionsInHeader).
      header: () => null,
      size: packLink ? 108 : 76,
      enableHiding: false,
      meta: { align: 'end', label: 'Actions' },
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          {packLink ? <packLink.Link professor={row.original.professor} fullName={row.original.fullName} term={packLink.term} variant="row" /> : null}
          <Button variant="ghost" size="icon" className="size-7 in-data-[density=compact]:size-6" aria-label={`Edit ${row.original.fullName}`} onClick={() => actions.onEdit(row.original.professor)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="hover:text-destructive size-7 in-data-[density=compact]:size-6"
            aria-label={`Delete ${row.original.fullName}`}
            onClick={() => actions.onDelete(row.original.professor)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    }),
  ]
}
