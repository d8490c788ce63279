/**
 * Dashboard (/): headline numbers, quick actions, program overview, workload alerts and
 * distribution. Everything is derived from the cached lists with domain rules.
 */
import { Link } from '@tanstack/react-router'
import { BookOpen, CalendarClock, CircleCheck, CircleDashed, FileBarChart, GraduationCap, Users } from 'lucide-react'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { completionColor, dashboardStats, workloadDistribution, WORKLOAD_DISTRIBUTION_LABELS } from '@/domain/course-status'
import { assignedHoursByProfessor } from '@/domain/workload'
import { useAssignments, useCourses, useProfessors, usePrograms } from '@/data/entity-hooks'
import { useAcademicYear } from '@/data/local-settings'
import { formatNumber } from '@/domain/format'
import { cn } from '@/lib/utils'
import { ProgramOverview } from './program-overview'
import { SampleDataCallout } from './sample-data-callout'

const BADGE_TONE = { green: 'bg-emerald-100 text-emerald-800', amber: 'bg-amber-100 text-amber-800', red: 'bg-red-100 text-red-800' } as const

export function DashboardPage() {
  const professors = useProfessors()
  const courses = useCourses()
  const assignments = useAssignments()
  const programs = usePrograms()
  const [academicYear] = useAcademicYear()

  const view = useMemo(() => {
    if (!professors.data || !courses.data || !assignments.data) return null
    const stats = dashboardStats({ professors: professors.data, courses: courses.data, assignments: assignments.data })
    const hours = assignedHoursByProfessor(assignments.data)
    const distribution = workloadDistribution(professors.data.map((p) => p.id), hours)
    return { stats, distribution }
  }, [professors.data, courses.data, assignments.data])

  if (!view || !programs.data) {
    return (
      <div className="flex items-center justify-center gap-3 py-24" role="status">
        <Spinner />
        <span className="text-muted-foreground">Loading dashboard...</span>
      </div>
    )
  }
  const { stats, distribution } = view
  const isEmpty = professors.data!.length === 0 && courses.data!.length === 0 && programs.data.length === 0

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Faculty Course Loading Dashboard</h1>
          <p className="text-muted-foreground mt-1 text-sm">
            Academic year {academicYear} · {programs.data.length} active program{programs.data.length === 1 ? '' : 's'}
          </p>
        </div>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold', BADGE_TONE[completionColor(stats.percentComplete)])}
          data-testid="dashboard-percent-complete"
        >
          {stats.percentComplete}% complete
        </span>
      </div>

      {isEmpty && <SampleDataCallout />}

      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatLink to="/professors" label="Total Professors" value={stats.totalProfessors} icon={Users} />
        <StatLink to="/courses" label="Assigned Courses" value={stats.assignedCourses} icon={CircleCheck} />
        <StatLink to="/courses" label="Unassigned Courses" value={stats.unassignedCourses} icon={CircleDashed} />
        <StatLink to="/reports" label="Weekly Hours" value={formatNumber(stats.weeklyHours)} icon={CalendarClock} />
      </section>

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-semibold">Quick actions</h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline"><Link to="/professors"><Users />Manage Professors</Link></Button>
          <Button asChild variant="outline"><Link to="/courses"><BookOpen />Assign Courses</Link></Button>
          <Button asChild variant="outline"><Link to="/programs"><GraduationCap />View Programs</Link></Button>
          <Button asChild variant="outline"><Link to="/reports"><FileBarChart />Generate Reports</Link></Button>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <ProgramOverview programs={programs.data} courses={courses.data!} className="lg:col-span-2" />
        <div className="space-y-6">
          <Card>
            <CardHeader><CardTitle>Workload Alerts</CardTitle></CardHeader>
            <CardContent>
              <p className="text-muted-foreground text-sm">No workload alerts at this time.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader><CardTitle>Workload Distribution</CardTitle></CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                {(Object.keys(WORKLOAD_DISTRIBUTION_LABELS) as Array<keyof typeof distribution>).map((key) => (
                  <div key={key} className="flex items-center justify-between">
                    <dt className="text-muted-foreground">{WORKLOAD_DISTRIBUTION_LABELS[key]}</dt>
                    <dd><Badge variant="outline" className="tabular-nums">{distribution[key]}</Badge></dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  )
}

function StatLink({ to, label, value, icon: Icon }: { to: '/professors' | '/courses' | '/reports'; label: string; value: number | string; icon: typeof Users }) {
  return (
    <Link to={to} className="bg-card hover:border-primary/50 focus-visible:ring-ring rounded-xl border p-5 shadow-xs transition-colors">
      <div className="flex items-center justify-between">
        <p className="text-muted-foreground text-sm font-medium">{label}</p>
        <Icon className="text-primary size-5" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-semibold tabular-nums">{value}</p>
    </Link>
  )
}
