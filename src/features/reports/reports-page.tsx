/**
 * Reports & Analytics (/reports, /reports/{academicYear}). Every figure is per planning term of the
 * scope chosen here, which is the header's scope: the year in the address selects the academic
 * year (and the header follows it), the semester filter is the header's semester. The tab and the
 * program filter live in the address so a view can be shared or reloaded.
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
import { formatAcademicYear, isValidAcademicYear } from '@/domain/academic-year'
import { formatNumber } from '@/domain/format'
import { ALL_PROGRAMS, ALL_PROGRAMS_LABEL, reportCourses, reportProfessors } from '@/domain/report-data'
import { REPORT_TABS, type ReportsSearch, type ReportTab } from '@/domain/report-search'
import { termsOfAcademicYear, planningTermLabel, termKey } from '@/domain/planning-term'
import { ALL_SEMESTERS_LABEL, ALL_SEMESTERS_VALUE, parseSemesterValue, semesterValueLabel, yearPickerYears } from '@/domain/semester-options'
import { staffingFigures } from '@/domain/staffing'
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
 * The year in the address is applied to the header once per address; when the header's year
 * changes afterwards, the address follows it (so the two never disagree).
 */
function useYearFromAddress(
  param: string | undefined,
  academicYear: string,
  chooseAcademicYear: (y: string) => void,
  onYearChange: (year: string, replace?: boolean) => void,
) {
  const applied = useRef<string | null>(null)
  const valid = param !== undefined && isValidAcademicYear(param) ? param : undefined
  useEffect(() => {
    if (!valid) return
    if (applied.current !== valid) {
      applied.current = valid
      if (valid !== academicYear) chooseAcademicYear(valid)
      return
    }
    if (academicYear !== valid) onYearChange(academicYear, true)
  }, [valid, academicYear, chooseAcademicYear, onYearChange])
}

export interface ReportsPageProps {
  search: ReportsSearch
  onSearchChange: (patch: ReportsSearch) => void
  /** The academic year in the address (/reports/2026-2027), when there is one. */
  yearParam?: string
  /** Go to /reports/{year}. */
  onYearChange: (academicYear: string, replace?: boolean) => void
}

export function ReportsPage({ search, onSearchChange, yearParam, onYearChange }: ReportsPageProps) {
  const tab: ReportTab = search.tab ?? 'overview'
  const program = search.program ?? ALL_PROGRAMS
  const { input, error, selection, settings, updateSettings } = useReportInput(program)
  const { academicYear, semester, scope, chooseSemester } = selection
  useYearFromAddress(yearParam, academicYear, selection.chooseAcademicYear, onYearChange)
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

  const years = useMemo(() => yearPickerYears(new Date()).map(formatAcademicYear), [])
  if (!years.includes(academicYear)) years.unshift(academicYear)
  const parsedSemester = parseSemesterValue(semester)

  if (error) {
    return <Unavailable description={error.message} />
  }
  if (!input || !stats) return <Loading />
  if (input.courses.length === 0 && input.professors.length === 0) {
    return <Unavailable description="There are no courses and no professors yet. Add them, or load the sample data from the dashboard." />
  }
  if (input.courses.length === 0) return <Loading hint="No courses yet: reports appear once courses are added." />

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Title />
          <p className="text-muted-foreground mt-1 text-sm" data-testid="reports-scope">
            Figures per term for {scope.label}
            {program !== ALL_PROGRAMS ? ` · ${input.programs.find((p) => p.slug === program)?.program.name ?? program}` : ''}
          </p>
        </div>
      </div>

      <section aria-label="Quick stats" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Professors" value={<span data-testid="stat-professors">{stats.professors}</span>} hint={settings.includeInactive ? 'Active and inactive' : 'Active professors'} icon={Users} tone="primary" />
        <StatCard label="Total Courses" value={<span data-testid="stat-courses">{stats.courses}</span>} hint={`Taught in ${scope.label}`} icon={BookOpen} tone="primary" />
        <StatCard
          label="Percent Assigned"
          value={<span data-testid="stat-percent">{stats.staffing.percentComplete}%</span>}
          hint={`${formatNumber(stats.staffing.staffedSections)} of ${formatNumber(stats.staffing.requiredSections)} sections have a professor`}
          icon={Percent}
          tone={stats.staffing.completionColor === 'green' ? 'success' : stats.staffing.completionColor === 'amber' ? 'warning' : 'destructive'}
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
          <NativeSelect id="reports-semester" value={semester} onChange={(e) => chooseSemester(e.target.value)}>
            <option value={ALL_SEMESTERS_VALUE}>{ALL_SEMESTERS_LABEL}</option>
            {termsOfAcademicYear(academicYear).map((t) => (
              <option key={termKey(t)} value={termKey(t)}>{planningTermLabel(t)}</option>
            ))}
            {parsedSemester?.kind === 'custom' && <option value={semester}>{semesterValueLabel(semester)}</option>}
          </NativeSelect>
        </div>
        <div className="w-56 space-y-1">
          <Label htmlFor="reports-program">Program</Label>
          <NativeSelect id="reports-program" value={program} onChange={(e) => setSearch({ program: e.target.value === ALL_PROGRAMS ? undefined : e.target.value })}>
            <option value={ALL_PROGRAMS}>{ALL_PROGRAMS_LABEL}</option>
            {input.programs.map((p) => (
              <option key={p.slug} value={p.slug}>{p.program.name}</option>
            ))}
          </NativeSelect>
        </div>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline"><Settings2 aria-hidden="true" />Report options</Button>
          </PopoverTrigger>
          <PopoverContent className="w-80" align="start">
            <ReportOptionsFields idPrefix="popover" settings={settings} onChange={updateSettings} />
          </PopoverContent>
        </Popover>
      </section>

      <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value === 'overview' ? undefined : (value as ReportTab) })}>
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {REPORT_TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="flex-none">{TAB_LABELS[t]}</TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="pt-4"><OverviewTab input={input} /></TabsContent>
        <TabsContent value="workload" className="pt-4"><WorkloadTab input={input} /></TabsContent>
        <TabsContent value="assignments" className="pt-4"><AssignmentsTab input={input} /></TabsContent>
        <TabsContent value="programs" className="pt-4"><ProgramAnalysisTab input={input} /></TabsContent>
        <TabsContent value="export" className="pt-4"><ExportTab input={input} semester={semester} onSettingsChange={updateSettings} /></TabsContent>
      </Tabs>
    </div>
  )
}

const Title = () => <h1 className="text-2xl font-semibold tracking-tight">Reports & Analytics</h1>

function Unavailable({ description }: { description: string }) {
  return (
    <div className="space-y-6">
      <Title />
      <EmptyState icon={CircleAlert} title="Unable to Generate Reports" description={description} />
    </div>
  )
}

function Loading({ hint }: { hint?: string }) {
  return (
    <div className="space-y-6">
      <Title />
      <div className="flex flex-col items-center justify-center gap-2 py-24">
        <Spinner label="Loading report data..." className="text-base" />
        {hint && <p className="text-muted-foreground text-sm">{hint}</p>}
      </div>
    </div>
  )
}
