/**
 * Dashboard (/): headline numbers, quick actions, program overview, workload alerts and
 * distribution, all for the scope chosen in the header (one term, or every term of the academic
 * year). Staffing comes from the domain's one definition (staffing.ts) and loads are per term
 * (term-workload.ts), so these figures match the header, the sidebar and the Courses screen.
 */
import { Link } from '@tanstack/react-router'
import {
  BookOpen,
  CalendarClock,
  CircleCheck,
  CircleDashed,
  FileBarChart,
  GraduationCap,
  Users,
} from 'lucide-react'
import { lazy, Suspense, useMemo } from 'react'
import type * as AlertsModule from './dashboard-alerts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { workloadDistribution, WORKLOAD_DISTRIBUTION_LABELS } from '@/domain/plan/course-status'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { scopedWorkload } from '@/domain/plan/term-workload'
import { WEEKLY_SECTION_HOURS_LABEL, weeklySectionHoursHint } from '@/domain/plan/staffing'
import { coursesInScope } from '@/domain/plan/scope-figures'
import { useProfessors, usePrograms } from '@/data/entity-hooks'
import { usePreferences } from '@/data/local-settings'
import { usePlanIndex, useScopeFigures } from '@/data/plan-store'
import { useScopeSelection } from '@/data/planning-scope'
import { cn } from '@/lib/utils'
import { useContractAlerts, useWorkloadPolicy } from '@/data/use-workload-policy'
import { usePackUi } from '@/packs/pack-ui'
import { ProgramOverview } from './program-overview'
import { SampleDataCallout } from './sample-data-callout'

const BADGE_TONE = {
  // No dark: text shade: the dark theme remaps emerald-800 to a light shade itself (styles.css), and
  // its emerald-200 is a dark one (1.9:1 on emerald-950, seen once the sample showed a green badge).
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const

// The alerts' chunk starts loading at the dashboard's first render (its loading state, while the
// data is read), so it is normally in before the data; until then a card of the same title stands
// in. Not at start-up: a cold start on another screen would fetch and run it for nothing.
let alertsChunk: Promise<typeof AlertsModule> | null = null
let alertsLoaded: typeof AlertsModule | null = null
const loadAlerts = () => (alertsChunk ??= import('./dashboard-alerts').then((m) => (alertsLoaded = m)))
const LazyDashboardAlerts = lazy(() => loadAlerts().then((m) => ({ default: m.DashboardAlerts })))

export function DashboardPage() {
  void loadAlerts()
  const professors = useProfessors()
  const programs = usePrograms()
  const { scope } = useScopeSelection()
  const [preferences] = usePreferences()
  const index = usePlanIndex()
  const figures = useScopeFigures(scope)
  // The courses taught in the scope, for the alerts and the program overview.
  const scopeCourses = useMemo(() => (index ? coursesInScope(index, scope) : []), [index, scope])
  const policy = useWorkloadPolicy()
  const contractAlerts = useContractAlerts()
  // The chosen pack's own cards (CAAT-A's SWF clock); none under the bands.
  const packUi = usePackUi()

  const view = useMemo(() => {
    if (!professors.data || !index || !figures) return null
    const hours = new Map<string, number>()
    for (const p of professors.data) {
      hours.set(p.id, scopedWorkload(index.loads.get(p.id), p, scope, policy).assignedHours)
    }
    const distribution = workloadDistribution(
      professors.data.map((p) => p.id),
      hours,
    )
    return { distribution }
  }, [professors.data, index, figures, scope, policy])

  if (!view || !figures || !programs.data) {
    return (
      <div className="flex items-center justify-center gap-3 py-24" role="status">
        <Spinner />
        <span className="text-muted-foreground">Loading dashboard...</span>
      </div>
    )
  }
  const { distribution } = view
  const Alerts = alertsLoaded?.DashboardAlerts ?? LazyDashboardAlerts
  const { staffing } = figures
  const professorCount = professors.data!.length
  const isEmpty = professorCount === 0 && index!.courseById.size === 0 && programs.data.length === 0
  const activePrograms = programs.data.length

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            Faculty Course Loading Dashboard
          </h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="dashboard-scope">
            {scope.academicYear ? `Academic year ${scope.academicYear} · ` : ''}
            {pluralize(activePrograms, 'active program')} · counting{' '}
            {pluralize(staffing.courses, 'course')} taught in {scope.label}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            BADGE_TONE[staffing.completionColor],
          )}
          data-testid="dashboard-percent-complete"
          title={`${staffing.staffedSections} of ${staffing.requiredSections} sections that need a professor have one`}
        >
          {staffing.percentComplete}% complete
        </span>
      </div>

      {/* The welcome card of an empty database, unless turned off in Settings (Show welcome). */}
      {isEmpty && preferences.showWelcome && <SampleDataCallout />}

      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatLink
          to="/professors"
          label="Total Professors"
          value={professorCount}
          hint={`${figures.professorsTeaching.size} teaching in ${scope.label}`}
          icon={Users}
          testId="dashboard-total-professors"
        />
        <StatLink
          to="/courses"
          label="Assigned Courses"
          value={staffing.staffedSections}
          hint={`of ${pluralize(staffing.requiredSections, 'section')} needing a professor`}
          icon={CircleCheck}
          testId="dashboard-assigned"
        />
        <StatLink
          to="/courses"
          search={{ chip: 'unassigned' }}
          label="Unassigned Courses"
          value={staffing.openSections}
          hint={`open sections in ${pluralize(staffing.coursesWithOpenSections, 'course')}`}
          icon={CircleDashed}
          testId="dashboard-unassigned"
        />
        <StatLink
          to="/reports"
          label={WEEKLY_SECTION_HOURS_LABEL}
          value={formatNumber(staffing.requiredSectionHours)}
          hint={weeklySectionHoursHint(staffing)}
          icon={CalendarClock}
          testId="dashboard-weekly-hours"
        />
      </section>

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-semibold">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/professors">
              <Users />
              Manage Professors
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/courses">
              <BookOpen />
              Assign Courses
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/programs">
              <GraduationCap />
              View Programs
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/reports">
              <FileBarChart />
              Generate Reports
            </Link>
          </Button>
        </div>
      </section>

      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: an alert's one-line subject
          would otherwise widen the column past a phone's screen. */}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-3">
        <Suspense fallback={<AlertsPlaceholder />}>
          <Alerts
            professors={professors.data!}
            courses={scopeCourses}
            index={index!}
            scope={scope}
            policy={policy}
            contractAlerts={contractAlerts}
            className="xl:col-span-2"
          />
        </Suspense>
        <div className="space-y-6">
          {packUi?.DashboardCards ? <packUi.DashboardCards terms={scope.terms} professors={professors.data} /> : null}
          <ProgramOverview
            programs={programs.data}
            courses={scopeCourses}
            scopeLabel={scope.label}
          />
          <Card>
            <CardHeader>
              <CardTitle>Workload Distribution</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                {(
                  Object.keys(WORKLOAD_DISTRIBUTION_LABELS) as Array<keyof typeof distribution>
                ).map((key) => (
                  <div key={key} className="flex items-center justify-between">
                    <dt className="text-muted-foreground">{WORKLOAD_DISTRIBUTION_LABELS[key]}</dt>
                    <dd>
                      <Badge
                        variant="outline"
                        className="tabular-nums"
                        data-testid={`distribution-${key}`}
                      >
                        {distribution[key]}
                      </Badge>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-xs text-muted-foreground">
                {scope.kind === 'term'
                  ? `Weekly hours in ${scope.label}.`
                  : 'Weekly hours in each professor’s busiest term of the scope.'}
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  )
}

function StatLink({
  to,
  search,
  label,
  value,
  hint,
  icon: Icon,
  testId,
}: {
  to: '/professors' | '/courses' | '/reports'
  search?: { chip: 'unassigned' }
  label: string
  value: number | string
  hint: string
  icon: typeof Users
  testId: string
}) {
  return (
    <Link
      to={to}
      search={search}
      className="rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/50 focus-visible:ring-ring"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon className="size-5 text-primary" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Link>
  )
}

/** Stands in for the alerts card while its chunk loads (rarely seen: it loads beside the data). */
function AlertsPlaceholder() {
  return (
    <Card className="xl:col-span-2" aria-busy="true">
      <CardHeader>
        <CardTitle>Workload Alerts</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">Checking workloads...</p>
      </CardContent>
    </Card>
  )
}
