/**
 * The reports' three-way status as a badge: an icon and a word as well as a colour, so the status
 * never rests on colour alone (the same words label the chart bars).
 */
import { CircleAlert, CircleCheck, CircleDashed, CircleMinus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { REPORT_WORKLOAD_STATUS_LABELS, type ReportWorkloadStatus } from '@/domain/model/workload'

export const STATUS_FILL: Record<ReportWorkloadStatus, string> = {
  overloaded: 'var(--destructive)',
  'under-utilized': 'var(--warning)',
  unassigned: 'var(--muted-foreground)',
  normal: 'var(--success)',
}

const VARIANT = { overloaded: 'destructive', 'under-utilized': 'warning', unassigned: 'outline', normal: 'success' } as const
const ICON = { overloaded: CircleAlert, 'under-utilized': CircleMinus, unassigned: CircleDashed, normal: CircleCheck } as const

export function ReportStatusBadge({ status }: { status: ReportWorkloadStatus }) {
  const Icon = ICON[status]
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      <Icon aria-hidden="true" />
      {REPORT_WORKLOAD_STATUS_LABELS[status]}
    </Badge>
  )
}
