/**
 * The six report types of the spec, computed from stored data for one scope (the header's academic
 * year + semester) and one program filter. Every load figure is per planning term: a professor
 * teaching 10 h in Fall and 12 h in Winter has a Fall row and a Winter row, each against the same
 * weekly cap, and hours of different terms are never added together.
 *
 * Loads come from the shared plan index (plan-index.ts), staffing from the one definition in
 * staffing.ts, the status from the reports' three-way rule with the fallback caps (the workload
 * policy, policy/workload-policy.ts). Each type's builder, label, table and print layout are its entry
 * in the report registry (report-registry.ts), which makes the report object.
 */
import { calendarTeachingWeeks, semesterDates } from '@/domain/calendar/academic-calendar'
import type { Assignment } from '@/domain/model/assignment'
import { EMPLOYMENT_TYPE_LABELS, HOURS_WEEKS_PER_TERM, TERM_LABELS } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseTerm } from '@/domain/model/course-placement'
import { courseBelongsToProgram, courseProgramId, courseProgramLabel, NO_PROGRAM_LABEL, programCodes } from '@/domain/model/course-program'
import type { PlanIndex } from '@/domain/plan/plan-index'
import {
  compareTerms,
  courseInScope,
  coursePlanningTerm,
  parseTermKey,
  planningTermLabel,
  termKey,
  type PlanningScope,
  type PlanningTerm,
} from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { professorFullName } from '@/domain/model/professor-name'
import type { StoredProgram } from '@/domain/model/program'
import type { ReportSettings } from './report'
import { scheduleText } from '@/domain/calendar/schedule-conflict'
import { courseStaffing } from '@/domain/plan/staffing'
import type { ReportWorkloadStatus } from '@/domain/model/workload'

// ---- Input -----------------------------------------------------------------------------------

export interface ReportInput {
  professors: readonly Professor[]
  courses: readonly Course[]
  assignments: readonly Assignment[]
  programs: readonly StoredProgram[]
  index: PlanIndex
  scope: PlanningScope
  /** 'all' or a program id. */
  program: string
  settings: ReportSettings
  /** The workload policy giving the reports' caps and status (default: the spec's bands). */
  policy?: WorkloadPolicy
}

export const ALL_PROGRAMS = 'all'
export const ALL_PROGRAMS_LABEL = 'All Programs'

/** A term of the report: its key and its label ('Fall 2026', or 'Fall' for a course with no year). */
interface TermRef {
  termKey: string
  term: string
}

function termRef(t: PlanningTerm): TermRef {
  return { termKey: termKey(t), term: planningTermLabel(t) }
}

export function programNames(programs: readonly StoredProgram[]): Map<string, string> {
  return new Map(programs.map((p) => [p.slug, p.program.name]))
}

function programName(course: Course, names: ReadonlyMap<string, string>): string {
  return courseProgramLabel(course, names, NO_PROGRAM_LABEL)
}

/**
 * A professor's names and email as in their record, each a column of its own in every export so
 * files can be joined with payroll's or HR's (issue 26): a VLOOKUP on the email or the legal name.
 */
export interface ProfessorNames {
  firstName: string
  lastName: string
  preferredName: string
  email: string
}

export function professorNames(p: Professor): ProfessorNames {
  return { firstName: p.firstName, lastName: p.lastName, preferredName: p.preferredName?.trim() ?? '', email: p.email }
}

/** Professors the report covers: active ones, and inactive ones when the option says so. */
export function reportProfessors(input: Pick<ReportInput, 'professors' | 'settings'>): Professor[] {
  return input.professors
    .filter((p) => input.settings.includeInactive || p.isActive)
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id))
}

/** Courses taught in the scope, of the chosen program. */
export function reportCourses(input: Pick<ReportInput, 'courses' | 'scope' | 'program'>): Course[] {
  return input.courses.filter(
    (c) => courseInScope(c, input.scope) && (input.program === ALL_PROGRAMS || courseBelongsToProgram(c, input.program)),
  )
}

/**
 * The term a section runs in: the course's own term; for a course with a term but no year, the
 * term its assignment counts in, else that term inside the scope.
 */
function sectionTerm(course: Course, assignment: Assignment | undefined, index: PlanIndex, scope: PlanningScope): TermRef {
  const own = coursePlanningTerm(course)
  if (own) return termRef(own)
  const key = assignment ? index.termOf.get(assignment.id) : undefined
  const parsed = key ? parseTermKey(key) : null
  if (parsed) return termRef(parsed)
  const inScope = scope.terms.find((t) => t.term === courseTerm(course))
  return inScope ? termRef(inScope) : { termKey: courseTerm(course), term: TERM_LABELS[courseTerm(course)] }
}

/** The assignment of each section 1..sectionCount of a course. */
function sectionAssignments(course: Course, index: PlanIndex): Map<number, Assignment> {
  const out = new Map<number, Assignment>()
  for (const a of index.byCourse.get(course.id) ?? []) {
    if (a.section >= 1 && a.section <= course.sectionCount && !out.has(a.section)) out.set(a.section, a)
  }
  return out
}

// ---- Per-term workload -----------------------------------------------------------------------

export interface TermWorkload extends TermRef {
  hours: number
  sections: number
  maxHours: number
  utilization: number
  status: ReportWorkloadStatus
  statusLabel: string
}

/** A professor's load in one term, with the reports' cap and three-way status from the policy. */
function termWorkload(
  t: TermRef,
  hours: number,
  sections: number,
  professor: Professor,
  policy: WorkloadPolicy = DEFAULT_WORKLOAD_POLICY,
): TermWorkload {
  const measured = policy.reportAssess(professor, parseTermKey(t.termKey), hours)
  return {
    ...t,
    hours,
    sections,
    maxHours: measured.limit,
    utilization: measured.utilization,
    status: measured.status,
    statusLabel: measured.statusLabel,
  }
}

function policyOf(input: Pick<ReportInput, 'policy'>): WorkloadPolicy {
  return input.policy ?? DEFAULT_WORKLOAD_POLICY
}

/** A professor's load in each term of the scope (every term, teaching or not). */
function professorTerms(professor: Professor, input: Pick<ReportInput, 'index' | 'scope' | 'policy'>): TermWorkload[] {
  const loads = input.index.loads.get(professor.id)
  return input.scope.terms.map((t) => {
    const load = loads?.get(termKey(t))
    return termWorkload(termRef(t), load?.hours ?? 0, load?.sections ?? 0, professor, policyOf(input))
  })
}

function teachesProgramInScope(professor: Professor, input: ReportInput, courseIds: ReadonlySet<string>): boolean {
  for (const [key, list] of input.index.byProfessorTerm.get(professor.id) ?? []) {
    if (!input.scope.keys.has(key)) continue
    if (list.some((a) => courseIds.has(a.courseId))) return true
  }
  return false
}

/** The report's professors, narrowed to those teaching the chosen program in the scope. */
export function professorsForProgram(input: ReportInput): Professor[] {
  const professors = reportProfessors(input)
  if (input.program === ALL_PROGRAMS) return professors
  const ids = new Set(reportCourses(input).map((c) => c.id))
  return professors.filter((p) => teachesProgramInScope(p, input, ids))
}

// ---- workload-summary --------------------------------------------------------------------------

export interface WorkloadRow extends TermWorkload {
  professorId: string
  name: string
  names: ProfessorNames
  employmentType: string
  isActive: boolean
}

interface WorkloadTermTotal extends TermRef {
  professors: number
  teaching: number
  hours: number
  sections: number
  overloaded: number
  underUtilized: number
  unassigned: number
  normal: number
}

interface WorkloadSummaryData {
  rows: WorkloadRow[]
  totals: WorkloadTermTotal[]
}

export function workloadSummaryData(input: ReportInput): WorkloadSummaryData {
  const rows: WorkloadRow[] = []
  const totals = new Map<string, WorkloadTermTotal>(
    input.scope.terms.map((t) => [
      termKey(t),
      { ...termRef(t), professors: 0, teaching: 0, hours: 0, sections: 0, overloaded: 0, underUtilized: 0, unassigned: 0, normal: 0 },
    ]),
  )
  for (const p of professorsForProgram(input)) {
    for (const t of professorTerms(p, input)) {
      rows.push({
        ...t,
        professorId: p.id,
        name: professorFullName(p),
        names: professorNames(p),
        employmentType: EMPLOYMENT_TYPE_LABELS[p.employmentType],
        isActive: p.isActive,
      })
      const total = totals.get(t.termKey)!
      total.professors++
      if (t.sections > 0) total.teaching++
      total.hours += t.hours
      total.sections += t.sections
      if (t.status === 'overloaded') total.overloaded++
      else if (t.status === 'under-utilized') total.underUtilized++
      else if (t.status === 'unassigned') total.unassigned++
      else total.normal++
    }
  }
  return { rows, totals: [...totals.values()] }
}

// ---- course-assignments ---------------------------------------------------------------------------

const ASSIGNED_LABEL = 'Assigned'
export const UNASSIGNED_LABEL = 'Unassigned'

export interface SectionRow extends TermRef {
  courseId: string
  code: string
  title: string
  programId: string
  programName: string
  programCode: string
  level: number
  section: number
  weeklyHours: number
  professorId: string | null
  /** The professor's name, or 'Unassigned'. */
  professorName: string
  names: ProfessorNames | null
  status: typeof ASSIGNED_LABEL | typeof UNASSIGNED_LABEL
}

interface SectionTermTotal extends TermRef {
  sections: number
  assigned: number
  unassigned: number
  assignedHours: number
}

interface CourseAssignmentsData {
  rows: SectionRow[]
  totals: SectionTermTotal[]
  /** Courses in the scope flagged as needing no professor: listed nowhere, counted here. */
  notRequiredCourses: number
}

function compareSections(groupByProgram: boolean) {
  return (a: SectionRow, b: SectionRow) =>
    (groupByProgram ? a.programName.localeCompare(b.programName) : 0) ||
    compareTermRefs(a, b) ||
    a.code.localeCompare(b.code) ||
    a.section - b.section
}

function compareTermRefs(a: TermRef, b: TermRef): number {
  const x = parseTermKey(a.termKey)
  const y = parseTermKey(b.termKey)
  if (x && y) return compareTerms(x, y)
  return a.termKey.localeCompare(b.termKey)
}

/** Every section of every course that needs a professor, with its professor or 'Unassigned'. */
function allSectionRows(input: ReportInput, courses: readonly Course[] = reportCourses(input)): SectionRow[] {
  const names = programNames(input.programs)
  const codes = programCodes(input.programs)
  const professorById = new Map(input.professors.map((p) => [p.id, p]))
  const rows: SectionRow[] = []
  for (const course of courses) {
    if (course.professorNotRequired) continue
    const bySection = sectionAssignments(course, input.index)
    for (let section = 1; section <= Math.max(1, course.sectionCount); section++) {
      const a = bySection.get(section)
      const professor = a ? professorById.get(a.professorId) : undefined
      rows.push({
        ...sectionTerm(course, a, input.index, input.scope),
        courseId: course.id,
        code: course.code,
        title: course.title,
        programId: courseProgramId(course),
        programName: programName(course, names),
        programCode: codes.get(courseProgramId(course)) ?? '',
        level: course.level,
        section,
        weeklyHours: a ? a.weeklyHours : course.weeklyHours,
        professorId: a ? a.professorId : null,
        professorName: a ? (professor ? professorFullName(professor) : a.professorId) : UNASSIGNED_LABEL,
        names: professor ? professorNames(professor) : null,
        status: a ? ASSIGNED_LABEL : UNASSIGNED_LABEL,
      })
    }
  }
  return rows.sort(compareSections(input.settings.groupByProgram))
}

export function courseAssignmentsData(input: ReportInput): CourseAssignmentsData {
  const courses = reportCourses(input)
  const all = allSectionRows(input, courses)
  const totals = new Map<string, SectionTermTotal>()
  for (const row of all) {
    let total = totals.get(row.termKey)
    if (!total) totals.set(row.termKey, (total = { termKey: row.termKey, term: row.term, sections: 0, assigned: 0, unassigned: 0, assignedHours: 0 }))
    total.sections++
    if (row.professorId) {
      total.assigned++
      total.assignedHours += row.weeklyHours
    } else total.unassigned++
  }
  return {
    rows: input.settings.includeUnassigned ? all : all.filter((r) => r.professorId !== null),
    totals: [...totals.values()].sort(compareTermRefs),
    notRequiredCourses: courses.filter((c) => c.professorNotRequired).length,
  }
}

// ---- course-professors -----------------------------------------------------------------------

export interface CourseProfessorRow extends TermRef {
  section: number
  weeklyHours: number
  professorId: string | null
  professorName: string
  email: string
  names: ProfessorNames | null
  employmentType: string
  /** The professor's whole load in the section's term, against their cap. */
  load: TermWorkload | null
}

interface CourseProfessorsData {
  course: { id: string; code: string; title: string; programName: string; level: number; weeklyHours: number; sectionCount: number; professorNotRequired: boolean }
  rows: CourseProfessorRow[]
  totals: { sections: number; assigned: number; unassigned: number }
}

export function courseProfessorsData(input: ReportInput, course: Course): CourseProfessorsData {
  const names = programNames(input.programs)
  const professorById = new Map(input.professors.map((p) => [p.id, p]))
  const bySection = sectionAssignments(course, input.index)
  const rows: CourseProfessorRow[] = []
  for (let section = 1; section <= Math.max(1, course.sectionCount); section++) {
    const a = bySection.get(section)
    const professor = a ? professorById.get(a.professorId) : undefined
    const term = sectionTerm(course, a, input.index, input.scope)
    const load = professor ? input.index.loads.get(professor.id)?.get(term.termKey) : undefined
    rows.push({
      ...term,
      section,
      weeklyHours: a ? a.weeklyHours : course.weeklyHours,
      professorId: a?.professorId ?? null,
      professorName: a ? (professor ? professorFullName(professor) : a.professorId) : UNASSIGNED_LABEL,
      email: professor?.email ?? '',
      names: professor ? professorNames(professor) : null,
      employmentType: professor ? EMPLOYMENT_TYPE_LABELS[professor.employmentType] : '',
      load: professor ? termWorkload(term, load?.hours ?? 0, load?.sections ?? 0, professor, policyOf(input)) : null,
    })
  }
  const assigned = rows.filter((r) => r.professorId !== null).length
  return {
    course: {
      id: course.id,
      code: course.code,
      title: course.title,
      programName: programName(course, names),
      level: course.level,
      weeklyHours: course.weeklyHours,
      sectionCount: course.sectionCount,
      professorNotRequired: course.professorNotRequired,
    },
    rows,
    totals: { sections: rows.length, assigned, unassigned: rows.length - assigned },
  }
}

// ---- professor-details -------------------------------------------------------------------------

export interface ProfessorDetailRow {
  professorId: string
  name: string
  names: ProfessorNames
  email: string
  phone: string
  office: string
  employmentType: string
  isActive: boolean
  isCoordinator: boolean
  coordinatorRole: string
  specializations: string[]
  maxHours: number
  /** Course codes taught in the scope. */
  courses: string[]
  terms: TermWorkload[]
}

interface ProfessorDetailsData {
  rows: ProfessorDetailRow[]
  totals: { professors: number; active: number; inactive: number; byEmploymentType: Record<string, number> }
}

export function professorDetailsData(input: ReportInput): ProfessorDetailsData {
  const rows: ProfessorDetailRow[] = []
  const byEmploymentType: Record<string, number> = {}
  for (const p of professorsForProgram(input)) {
    const codes = new Set<string>()
    for (const [key, list] of input.index.byProfessorTerm.get(p.id) ?? []) {
      if (!input.scope.keys.has(key)) continue
      for (const a of list) codes.add(input.index.courseById.get(a.courseId)?.code ?? a.courseId)
    }
    const type = EMPLOYMENT_TYPE_LABELS[p.employmentType]
    byEmploymentType[type] = (byEmploymentType[type] ?? 0) + 1
    rows.push({
      professorId: p.id,
      name: professorFullName(p),
      names: professorNames(p),
      email: p.email,
      phone: p.phone,
      office: p.officeNA ? 'N/A' : p.office,
      employmentType: type,
      isActive: p.isActive,
      isCoordinator: p.isCoordinator,
      coordinatorRole: p.coordinatorRole,
      specializations: [...p.specializations],
      maxHours: policyOf(input).reportLimit(p, null),
      courses: [...codes].sort(),
      terms: professorTerms(p, input),
    })
  }
  const active = rows.filter((r) => r.isActive).length
  return { rows, totals: { professors: rows.length, active, inactive: rows.length - active, byEmploymentType } }
}

// ---- program-overview ---------------------------------------------------------------------------

export interface CoverageFigures {
  courses: number
  requiredSections: number
  staffedSections: number
  openSections: number
  /** Staffed over required, rounded; 100 when nothing is required. */
  percentStaffed: number
  requiredHours: number
  staffedHours: number
}

interface ProgramLevelRow extends TermRef, CoverageFigures {
  programId: string
  programName: string
  programCode: string
  level: number
}

interface ProgramTotal extends CoverageFigures {
  programId: string
  programName: string
}

interface ProgramOverviewData {
  rows: ProgramLevelRow[]
  programs: ProgramTotal[]
  totals: CoverageFigures
}

function emptyCoverage(): CoverageFigures {
  return { courses: 0, requiredSections: 0, staffedSections: 0, openSections: 0, percentStaffed: 100, requiredHours: 0, staffedHours: 0 }
}

function addCourse(target: CoverageFigures, course: Course, index: PlanIndex): void {
  target.courses++
  const s = courseStaffing(course, index.assignedSections.get(course.id) ?? 0)
  target.requiredSections += s.required
  target.staffedSections += s.staffed
  target.openSections += s.open
  target.requiredHours += s.required * course.weeklyHours
  if (!course.professorNotRequired) {
    for (const a of sectionAssignments(course, index).values()) target.staffedHours += a.weeklyHours
  }
}

function finishCoverage<T extends CoverageFigures>(target: T): T {
  target.percentStaffed = target.requiredSections > 0 ? Math.round((target.staffedSections / target.requiredSections) * 100) : 100
  return target
}

/** Coverage per program, level and term: which level of which program is not yet staffed. */
export function programOverviewData(input: ReportInput): ProgramOverviewData {
  const names = programNames(input.programs)
  const codes = programCodes(input.programs)
  const rows = new Map<string, ProgramLevelRow>()
  const programs = new Map<string, ProgramTotal>()
  const totals = emptyCoverage()
  for (const course of reportCourses(input)) {
    const term = sectionTerm(course, undefined, input.index, input.scope)
    const programId = courseProgramId(course)
    const name = programName(course, names)
    const key = `${programId}|${course.level}|${term.termKey}`
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { ...emptyCoverage(), ...term, programId, programName: name, programCode: codes.get(programId) ?? '', level: course.level }))
    let program = programs.get(programId)
    if (!program) programs.set(programId, (program = { ...emptyCoverage(), programId, programName: name }))
    addCourse(row, course, input.index)
    addCourse(program, course, input.index)
    addCourse(totals, course, input.index)
  }
  const sorted = [...rows.values()].map(finishCoverage)
  sorted.sort((a, b) => a.programName.localeCompare(b.programName) || a.level - b.level || compareTermRefs(a, b))
  return {
    rows: sorted,
    programs: [...programs.values()].map(finishCoverage).sort((a, b) => a.programName.localeCompare(b.programName)),
    totals: finishCoverage(totals),
  }
}

// ---- professor-workload (load statements) ----------------------------------------------------------

interface StatementLine extends TermRef {
  courseId: string
  code: string
  title: string
  programName: string
  section: number
  /** Days and times ('Mon, Wed 09:00-12:00') when the course has a schedule, else ''. */
  schedule: string
  weeklyHours: number
  /**
   * Teaching weeks of the term and the hours they make (weekly x weeks): the academic calendar's
   * weeks for the term when it holds the term, else the spec's 14.
   */
  weeks: number
  termHours: number
}

export interface LoadStatement {
  professorId: string
  name: string
  /** The professor's legal name (first and last) and preferred name, as in their record. */
  legalName: string
  preferredName: string
  email: string
  names: ProfessorNames
  employmentType: string
  maxHours: number
  isActive: boolean
  lines: StatementLine[]
  /** One total per term the professor teaches in, each with its status: never one sum across terms. */
  terms: TermWorkload[]
}

interface ProfessorWorkloadData {
  statements: LoadStatement[]
}

export function loadStatement(professor: Professor, input: ReportInput): LoadStatement {
  const names = programNames(input.programs)
  const lines: StatementLine[] = []
  for (const [key, list] of input.index.byProfessorTerm.get(professor.id) ?? []) {
    if (!input.scope.keys.has(key)) continue
    const term = parseTermKey(key)
    if (!term) continue
    const weeks = calendarTeachingWeeks(term.term, term.year) ?? HOURS_WEEKS_PER_TERM
    for (const a of list) {
      const course = input.index.courseById.get(a.courseId)
      lines.push({
        ...termRef(term),
        courseId: a.courseId,
        code: course?.code ?? a.courseId,
        title: course?.title ?? '',
        programName: course ? programName(course, names) : '',
        section: a.section,
        schedule: scheduleText(course?.schedule),
        weeklyHours: a.weeklyHours,
        weeks,
        termHours: a.weeklyHours * weeks,
      })
    }
  }
  lines.sort((a, b) => compareTermRefs(a, b) || a.code.localeCompare(b.code) || a.section - b.section)
  const cap = policyOf(input).reportLimit(professor, null)
  const terms = professorTerms(professor, input).filter((t) => t.sections > 0)
  return {
    professorId: professor.id,
    name: professorFullName(professor),
    legalName: professorFullName(professor),
    preferredName: professor.preferredName?.trim() ?? '',
    email: professor.email,
    names: professorNames(professor),
    employmentType: EMPLOYMENT_TYPE_LABELS[professor.employmentType],
    maxHours: cap,
    isActive: professor.isActive,
    lines,
    terms,
  }
}

// ---- Printed headers ------------------------------------------------------------------------------

/** A term of the scope with its dates from the academic calendar: classes start to the end of exams. */
interface TermDates {
  term: string
  start: string
  end: string
}

/** The scope's terms with their dates, for the printed header (issue 26). */
export function scopeTermDates(termKeys: readonly string[]): TermDates[] {
  return termKeys.flatMap((key) => {
    const term = parseTermKey(key)
    if (!term) return []
    const semester = semesterDates(term.term, term.year)
    return [{ term: planningTermLabel(term), start: semester.classesStart, end: semester.examPeriod.end }]
  })
}

// ---- The data of each type -------------------------------------------------------------------------

/** The data of each report type: what its builder makes and its columns and print layout read. */
export interface ReportDataByType {
  'workload-summary': WorkloadSummaryData
  'course-assignments': CourseAssignmentsData
  'course-professors': CourseProfessorsData
  'professor-details': ProfessorDetailsData
  'program-overview': ProgramOverviewData
  'professor-workload': ProfessorWorkloadData
}

// ---- Overview: staffing per term and program ---------------------------------------------------------

interface ProgramTermCoverage {
  programId: string
  programName: string
  byTerm: Record<string, CoverageFigures>
  total: CoverageFigures
}

interface StaffingOverview {
  terms: TermRef[]
  programs: ProgramTermCoverage[]
  byTerm: Record<string, CoverageFigures>
  total: CoverageFigures
}

function addCoverage(target: CoverageFigures, from: CoverageFigures): void {
  target.courses += from.courses
  target.requiredSections += from.requiredSections
  target.staffedSections += from.staffedSections
  target.openSections += from.openSections
  target.requiredHours += from.requiredHours
  target.staffedHours += from.staffedHours
}

/** The program overview folded into a program x term grid (levels added together). */
export function staffingOverview(data: ProgramOverviewData): StaffingOverview {
  const terms = new Map<string, TermRef>()
  const programs = new Map<string, ProgramTermCoverage>()
  const byTerm: Record<string, CoverageFigures> = {}
  for (const row of data.rows) {
    terms.set(row.termKey, { termKey: row.termKey, term: row.term })
    let program = programs.get(row.programId)
    if (!program) programs.set(row.programId, (program = { programId: row.programId, programName: row.programName, byTerm: {}, total: emptyCoverage() }))
    addCoverage((program.byTerm[row.termKey] ??= emptyCoverage()), row)
    addCoverage(program.total, row)
    addCoverage((byTerm[row.termKey] ??= emptyCoverage()), row)
  }
  for (const p of programs.values()) {
    Object.values(p.byTerm).forEach(finishCoverage)
    finishCoverage(p.total)
  }
  Object.values(byTerm).forEach(finishCoverage)
  return {
    terms: [...terms.values()].sort(compareTermRefs),
    programs: [...programs.values()].sort((a, b) => a.programName.localeCompare(b.programName)),
    byTerm,
    total: data.totals,
  }
}
