/**
 * Workload Alerts: the scope's alerts grouped by type, most severe first, each group counted and
 * each alert linking to where it is fixed. Long groups are paged (a few shown, then "Show more")
 * so a term with 2,000 open sections stays a short panel. 'No workload alerts at this time.'
 * only when there are none.
 */
import { Link } from '@tanstack/react-router'
import {
  BookX,
  CalendarClock,
  CalendarX2,
  ChevronRight,
  GraduationCap,
  TrendingDown,
  TriangleAlert,
} from 'lucide-react'
import { useState, type ComponentType } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  alertCount,
  type AlertGroup,
  type IssueType,
  type WorkloadAlert,
} from '@/domain/alerts/workload-alerts'
import { cn } from '@/lib/utils'

const FIRST_PAGE = 3
const PAGE = 10

const ICONS: Record<IssueType, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  'workload-overload': TriangleAlert,
  'schedule-conflict': CalendarX2,
  'course-unassigned': BookX,
  'qualification-mismatch': GraduationCap,
  'workload-underload': TrendingDown,
  'workload-unassigned': TrendingDown,
  'contract-attributed': TriangleAlert,
  'contract-tch': TriangleAlert,
  // Icons the first bundle already has (the group's words tell the types apart).
  'contract-load': TriangleAlert,
  'contract-day': CalendarX2,
  'contract-rest': CalendarX2,
  'contract-sessional': CalendarClock,
  'contract-teaching-weeks': CalendarClock,
}

const TONES: Record<IssueType, string> = {
  'workload-overload': 'text-destructive',
  'schedule-conflict': 'text-destructive',
  'course-unassigned': 'text-amber-700 dark:text-amber-400',
  'qualification-mismatch': 'text-amber-700 dark:text-amber-400',
  'workload-underload': 'text-muted-foreground',
  'workload-unassigned': 'text-muted-foreground',
  'contract-attributed': 'text-destructive',
  'contract-tch': 'text-destructive',
  'contract-load': 'text-destructive',
  'contract-day': 'text-destructive',
  'contract-rest': 'text-amber-700 dark:text-amber-400',
  'contract-sessional': 'text-amber-700 dark:text-amber-400',
  'contract-teaching-weeks': 'text-destructive',
}

export function WorkloadAlertsPanel({
  groups,
  scopeLabel,
  className,
}: {
  groups: readonly AlertGroup[]
  scopeLabel: string
  className?: string
}) {
  const total = alertCount(groups)
  return (
    <Card className={className}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Workload Alerts</CardTitle>
        {total > 0 && (
          <Badge
            variant="outline"
            className="tabular-nums"
            aria-label={`${total} alerts in ${scopeLabel}`}
          >
            {total}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {total === 0 ? (
          <p className="text-sm text-muted-foreground">No workload alerts at this time.</p>
        ) : (
          <div
            className="grid grid-cols-1 gap-x-8 gap-y-5 xl:grid-cols-2"
            data-testid="workload-alerts"
          >
            {groups.map((g) => (
              <AlertGroupSection key={g.type} group={g} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function AlertGroupSection({ group }: { group: AlertGroup }) {
  const [shown, setShown] = useState(FIRST_PAGE)
  const Icon = ICONS[group.type]
  const headingId = `alerts-${group.type}`
  const rest = group.alerts.length - shown
  return (
    <section aria-labelledby={headingId} data-issue-type={group.type}>
      <h3
        id={headingId}
        className={cn('flex items-center gap-2 text-sm font-semibold', TONES[group.type])}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {group.label} ({group.alerts.length})
      </h3>
      <ul className="mt-1 divide-y">
        {group.alerts.slice(0, shown).map((a) => (
          <AlertRow key={a.id} alert={a} />
        ))}
      </ul>
      {rest > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 h-7 px-2 text-xs"
          onClick={() => setShown((n) => n + PAGE)}
        >
          {rest > PAGE ? `Show ${PAGE} more (${rest} not shown)` : `Show the other ${rest}`}
        </Button>
      )}
    </section>
  )
}

function AlertRow({ alert }: { alert: WorkloadAlert }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="truncate font-medium" title={alert.subject}>
          {alert.subject}
        </p>
        <p className="text-xs text-muted-foreground">{alert.detail}</p>
      </div>
      <AlertLink alert={alert} />
    </li>
  )
}

const LINK_CLASS =
  'text-primary inline-flex shrink-0 items-center gap-0.5 text-xs font-medium hover:underline'

/** Where the alert is fixed: the professor's courses, the course's Manage Sections, or both conflicting courses. */
function AlertLink({ alert }: { alert: WorkloadAlert }) {
  const label = `${alert.action}: ${alert.subject}`
  const body = (
    <>
      {alert.action}
      <ChevronRight className="size-3" aria-hidden />
    </>
  )
  const target = alert.target
  switch (target.kind) {
    case 'professor-courses':
      return (
        <Link
          to="/courses"
          search={{ professorId: target.professorId }}
          className={LINK_CLASS}
          aria-label={label}
        >
          {body}
        </Link>
      )
    case 'professor-form':
      return (
        <Link
          to="/professors"
          search={{ edit: target.professorId }}
          className={LINK_CLASS}
          aria-label={label}
        >
          {body}
        </Link>
      )
    case 'manage-sections':
      return (
        <Link
          to="/courses"
          search={{ manage: target.courseId }}
          className={LINK_CLASS}
          aria-label={label}
        >
          {body}
        </Link>
      )
    case 'conflict':
      return (
        <Link
          to="/courses"
          search={{ professorId: target.professorId, chip: 'conflicts' }}
          className={LINK_CLASS}
          aria-label={label}
        >
          {body}
        </Link>
      )
  }
}
