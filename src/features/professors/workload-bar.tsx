/** A professor's load at a glance: assigned hours against the cap, a bar coloured by status. */
import { formatNumber } from '@/domain/format'
import { WORKLOAD_STATUS_LABELS, type WorkloadStatus, type WorkloadSummary } from '@/domain/workload'
import { cn } from '@/lib/utils'

export const WORKLOAD_BAR_COLORS: Record<WorkloadStatus, string> = {
  overloaded: 'bg-destructive',
  full: 'bg-success',
  partial: 'bg-primary',
  underutilized: 'bg-warning',
  unassigned: 'bg-muted-foreground/40',
}

export const WORKLOAD_TEXT_COLORS: Record<WorkloadStatus, string> = {
  overloaded: 'text-destructive',
  full: 'text-success',
  partial: 'text-primary',
  underutilized: 'text-amber-700',
  unassigned: 'text-muted-foreground',
}

export function WorkloadBar({ workload, compact = false, className }: { workload: WorkloadSummary; compact?: boolean; className?: string }) {
  const width = Math.min(100, Math.max(0, workload.utilization))
  const label = `${formatNumber(workload.assignedHours)} of ${formatNumber(workload.maxWeeklyHours)} hours, ${workload.utilization}%, ${WORKLOAD_STATUS_LABELS[workload.status]}`
  return (
    <div className={cn('space-y-1', className)} data-status={workload.status}>
      {compact ? null : (
        <div className="flex items-center justify-between text-xs">
          <span className="text-muted-foreground tabular-nums">
            {formatNumber(workload.assignedHours)} / {formatNumber(workload.maxWeeklyHours)} hrs
          </span>
          <span className={cn('font-medium', WORKLOAD_TEXT_COLORS[workload.status])}>
            {workload.utilization}% · {WORKLOAD_STATUS_LABELS[workload.status]}
          </span>
        </div>
      )}
      <div
        role="meter"
        aria-label="Utilization"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={label}
        className="bg-muted h-1.5 w-full overflow-hidden rounded-full"
      >
        <div className={cn('h-full rounded-full', WORKLOAD_BAR_COLORS[workload.status])} style={{ width: `${width}%` }} />
      </div>
    </div>
  )
}
