/**
 * A professor's load at a glance: hours in the scope's term (or peak term) against the cap, a bar
 * coloured and labelled by status, and the per-term breakdown when the scope has several terms.
 */
import { formatNumber } from '@/domain/kernel/format'
import { planningTermLabel } from '@/domain/calendar/planning-term'
import { peakTermOf, termBreakdownLabel, type ScopedWorkload } from '@/domain/plan/term-workload'
import { WORKLOAD_STATUS_LABELS, type WorkloadStatus, type WorkloadSummary } from '@/domain/model/workload'
import { cn } from '@/lib/utils'

const WORKLOAD_BAR_COLORS: Record<WorkloadStatus, string> = {
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

/** ' · peak Winter 2027' when the figure is the busiest of several terms, else ''. */
export function peakNote(workload: WorkloadSummary | ScopedWorkload): string {
  const peak = 'isPeak' in workload ? peakTermOf(workload) : null
  return peak ? ` · peak ${planningTermLabel(peak)}` : ''
}

export function WorkloadBar({ workload, compact = false, className }: { workload: WorkloadSummary | ScopedWorkload; compact?: boolean; className?: string }) {
  const width = Math.min(100, Math.max(0, workload.utilization))
  const peak = peakNote(workload)
  // Under CAAT-A a full-time professor's figure is the SWF's ('41.3 / 44 h attributed · 15 / 18 TCH').
  const figure = 'figure' in workload ? workload.figure : undefined
  const hours = figure ?? `${formatNumber(workload.assignedHours)}/${formatNumber(workload.maxWeeklyHours)} hrs`
  const label = `${figure ?? `${formatNumber(workload.assignedHours)} of ${formatNumber(workload.maxWeeklyHours)} hours`}${peak}, ${workload.utilization}%, ${WORKLOAD_STATUS_LABELS[workload.status]}`
  return (
    <div className={cn('space-y-1', className)} data-status={workload.status}>
      {compact ? null : (
        <div className="flex items-center justify-between text-xs">
          <span className="text-muted-foreground tabular-nums" data-testid="workload-figure">
            {hours}
            {peak}
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

/** 'By term: Fall 2026: 10 h · Winter 2027: 12 h' when the professor teaches in several terms of the scope. */
export function TermBreakdown({ workload }: { workload: ScopedWorkload }) {
  if (!workload.isPeak || workload.terms.length < 2) return null
  return (
    <p className="text-muted-foreground text-xs" data-testid="term-breakdown">
      By term: {termBreakdownLabel(workload)}
    </p>
  )
}
