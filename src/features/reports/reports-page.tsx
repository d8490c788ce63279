/**
 * Reports & Analytics (/reports, /reports/{academicYear}). Every figure is per planning term of the
 * reports' scope. On /reports that is the header's scope (the app's working year and semester),
 * which the filters here change too. /reports/{year} is a link to that year's reports: its year
 * and term (?term=) scope the reports only and never change the working year; a change made in
 * the header afterwards brings the reports back to the header's scope. A year in the address that
 * is not an academic year is said on the page. The tab and the program filter live in the address
 * so a view can be shared or reloaded; a program that no longer exists is dropped from it.
 */
import { BookOpen, CircleAlert, Percent, Settings2, Users } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Spinner } from '@/components/ui/spinner'
import { StatCard } from '@/components/ui/stat-card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDropStaleAddress } from '@/components/use-drop-stale-address'
import { usePrograms } from '@/data/entity-hooks'
import { useScopeSelection } from '@/data/planning-scope'
import { formatAcademicYear } from '@/domain/calendar/academic-year'
import { formatNumber } from '@/domain/kernel/format'
import {
  ALL_PROGRAMS,
  ALL_PROGRAMS_LABEL,
  reportCourses,
  reportProfessors,
} from '@/domain/reports/report-data'
import { invalidReportYearMessage, reportScopeChoice, reportTermOf } from '@/domain/reports/report-scope'
import { REPORT_TABS, type ReportsSearch, type ReportTab } from '@/domain/reports/report-search'
import { termsOfAcademicYear, planningTermLabel, termKey } from '@/domain/calendar/planning-term'
import {
  ALL_SEMESTERS_LABEL,
  ALL_SEMESTERS_VALUE,
  parseSemesterValue,
  resolvePlanningScope,
  semesterValueLabel,
  yearPickerYears,
} from '@/domain/calendar/semester-options'
import { staffingFigures } from '@/domain/plan/staffing'
import { AssignmentsTab } from './assignments-tab'
import { ExportTab } from './export-tab'
import { OverviewTab } from './overview-tab'
import { ProgramAnalysisTab } from './program-analysis-tab'
import { ReportOptionsFields } from './report-options-fields'
import { useReportInput } from './use-report-input'
import { WorkloadTab } from './workload-tab'

const TAB_LABELS: Record<ReportTab, string> = {
  overview: 'Overview',
  workload: 'Workload Analysis',
  assignments: 'Assignment Report',
  programs: 'Program Analysis',
  export: 'Export & Print',
}

/**
 * While a /reports/{year} link scopes the reports, a change made in the header (the user choosing
 * another year or semester there) brings the reports to the header's scope, so the header never
 * changes under a report that ignores it.
 */
function useFollowHeaderChanges(active: boolean, headerKey: string, follow: () => void) {
  const seen = useRef(headerKey)
  const followRef = useRef(follow)
  useEffect(() => {
    followRef.current = follow
  })
  useEffect(() => {
    if (seen.current === headerKey) return
    seen.current = headerKey
    if (active) followRef.current()
  }, [active, headerKey])
}

interface ReportsPageProps {
  search: ReportsSearch
  onSearchChange: (patch: ReportsSearch) => void
  /** The academic year in the address (/reports/2026-2027), when there is one. */
  yearParam?: string
  /** Go to /reports/{year}, with the search changed by `patch`. */
  onYearChange: (academicYear: string, patch?: ReportsSearch, replace?: boolean) => void
}

export function ReportsPage({ search, onSearchChange, yearParam, onYearChange }: ReportsPageProps) {
  const tab: ReportTab = search.tab ?? 'overview'
  const header = useScopeSelection()
  const choice = useMemo(
    () =>
      reportScopeChoice(
        { academicYear: header.academicYear, semester: header.semester },
        yearParam,
        search.term,
      ),
    [header.academicYear, header.semester, yearParam, search.term],
  )
  const { academicYear, semester } = choice
  const scope = useMemo(() => resolvePlanningScope(choice.academicYear, choice.semester), [choice])
  // A program removed since the link was made (or a bad id) would report zero everywhere under
  // "All Programs": drop it from the address, and report all programs meanwhile.
  const programs = usePrograms().data
  const stale = useDropStaleAddress(
    search,
    programs ? { program: (slug) => programs.some((p) => p.slug === slug) } : undefined,
    (keys) => onSearchChange(Object.fromEntries(keys.map((key) => [key, undefined]))),
  )
  const program =
    search.program !== undefined && !stale.has('program') ? search.program : ALL_PROGRAMS
  const { input, error, settings, updateSettings } = useReportInput(program, scope)
  useFollowHeaderChanges(choice.fromAddress, `${header.academicYear}|${header.semester}`, () =>
    onYearChange(header.academicYear, { term: undefined }, true),
  )
  const chooseSemester = (value: string) =>
    choice.fromAddress
      ? onSearchChange({ term: reportTermOf(value) })
      : header.chooseSemester(value)
  const setSearch = onSearchChange

  const stats = useMemo(() => {
    if (!input) return null
    const courses = reportCourses(input)
    return {
      professors: reportProfessors(input).length,
      courses: courses.length,
      staffing: staffingFigures(courses, input.index.assignedSections),
    }
  }, [input])

  const years = useMemo(() => {
    const list = yearPickerYears(new Date()).map(formatAcademicYear)
    return list.includes(choice.academicYear) ? list : [choice.academicYear, ...list]
  }, [choice.academicYear])
  const parsedSemester = parseSemesterValue(semester)
  const notice =
    choice.invalidYear !== undefined ? (
      <InvalidYear message={invalidReportYearMessage(choice.invalidYear, academicYear)} />
    ) : null

  if (error) {
    return <Unavailable notice={notice} description={error.message} />
  }
  if (!input || !stats) return <Loading notice={notice} />
  if (input.courses.length === 0 && input.professors.length === 0) {
    return (
      <Unavailable
        notice={notice}
        description="There are no courses and no professors yet. Add them, or load the sample data from the dashboard."
      />
    )
  }
  if (input.courses.length === 0)
    return <Loading notice={notice} hint="No courses yet: reports appear once courses are added." />

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Title />
          <p className="mt-1 text-sm text-muted-foreground" data-testid="reports-scope">
            Figures per term for {scope.label}
            {program !== ALL_PROGRAMS
              ? ` · ${input.programs.find((p) => p.slug === program)?.program.name ?? program}`
              : ''}
          </p>
          {choice.fromAddress &&
            (academicYear !== header.academicYear || semester !== header.semester) && (
              <p className="mt-1 text-sm text-muted-foreground" data-testid="reports-scope-note">
                The year in this address applies to the reports only; the rest of the app stays on{' '}
                {header.scope.label}.
              </p>
            )}
        </div>
      </div>
      {notice}

      <section aria-label="Quick stats" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Professors"
          value={<span data-testid="stat-professors">{stats.professors}</span>}
          hint={settings.includeInactive ? 'Active and inactive' : 'Active professors'}
          icon={Users}
          tone="primary"
        />
        <StatCard
          label="Total Courses"
          value={<span data-testid="stat-courses">{stats.courses}</span>}
          hint={`Taught in ${scope.label}`}
          icon={BookOpen}
          tone="primary"
        />
        <StatCard
          label="Percent Assigned"
          value={<span data-testid="stat-percent">{stats.staffing.percentComplete}%</span>}
          hint={`${formatNumber(stats.staffing.staffedSections)} of ${formatNumber(stats.staffing.requiredSections)} sections have a professor`}
          icon={Percent}
          tone={
            stats.staffing.completionColor === 'green'
              ? 'success'
              : stats.staffing.completionColor === 'amber'
                ? 'warning'
                : 'destructive'
          }
        />
      </section>

      <section aria-label="Report filters" className="flex flex-wrap items-end gap-3">
        <div className="w-40 space-y-1">
          <Label htmlFor="reports-year">Academic year</Label>
          <NativeSelect
            id="reports-year"
            value={academicYear}
            onChange={(e) => onYearChange(e.target.value)}
            options={years.map((y) => ({ value: y, label: y }))}
          />
        </div>
        <div className="w-52 space-y-1">
          <Label htmlFor="reports-semester">Semester</Label>
          <NativeSelect
            id="reports-semester"
            value={semester}
            onChange={(e) => chooseSemester(e.target.value)}
          >
            <option value={ALL_SEMESTERS_VALUE}>{ALL_SEMESTERS_LABEL}</option>
            {termsOfAcademicYear(academicYear).map((t) => (
              <option key={termKey(t)} value={termKey(t)}>
                {planningTermLabel(t)}
              </option>
            ))}
            {parsedSemester?.kind === 'custom' && (
              <option value={semester}>{semesterValueLabel(semester)}</option>
            )}
          </NativeSelect>
        </div>
        <div className="w-56 space-y-1">
          <Label htmlFor="reports-program">Program</Label>
          <NativeSelect
            id="reports-program"
            value={program}
            onChange={(e) =>
              setSearch({ program: e.target.value === ALL_PROGRAMS ? undefined : e.target.value })
            }
          >
            <option value={ALL_PROGRAMS}>{ALL_PROGRAMS_LABEL}</option>
            {input.programs.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.program.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">
              <Settings2 aria-hidden="true" />
              Report options
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-80" align="start">
            <ReportOptionsFields idPrefix="popover" settings={settings} onChange={updateSettings} />
          </PopoverContent>
        </Popover>
      </section>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearch({ tab: value === 'overview' ? undefined : (value as ReportTab) })
        }
      >
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {REPORT_TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="flex-none">
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="pt-4">
          <OverviewTab input={input} />
        </TabsContent>
        <TabsContent value="workload" className="pt-4">
          <WorkloadTab input={input} />
        </TabsContent>
        <TabsContent value="assignments" className="pt-4">
          <AssignmentsTab input={input} />
        </TabsContent>
        <TabsContent value="programs" className="pt-4">
          <ProgramAnalysisTab input={input} />
        </TabsContent>
        <TabsContent value="export" className="pt-4">
          <ExportTab input={input} semester={semester} onSettingsChange={updateSettings} />
        </TabsContent>
      </Tabs>
    </div>
  )
}

const Title = () => <h1 className="text-2xl font-semibold tracking-tight">Reports & Analytics</h1>

function Unavailable({ description, notice }: { description: string; notice: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <Title />
      {notice}
      <EmptyState icon={CircleAlert} title="Unable to Generate Reports" description={description} />
    </div>
  )
}

function Loading({ hint, notice }: { hint?: string; notice: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <Title />
      {notice}
      <div className="flex flex-col items-center justify-center gap-2 py-24">
        <Spinner label="Loading report data..." className="text-base" />
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
    </div>
  )
}

/** A year in the address that is not an academic year: said, not silently ignored. */
function InvalidYear({ message }: { message: string }) {
  return (
    <p
      role="alert"
      data-testid="reports-year-invalid"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm break-words"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span>{message}</span>
    </p>
  )
}
