/**
 * The load plan as a table (issue 13): one row per course section, by planning term, with the
 * professor's load IN THAT TERM against their per-term cap; a per-professor summary; and the
 * reverse, a sheet of such rows diffed against the stored plan (assignments added, changed,
 * removed) as ONE change set, with each affected professor's resulting term load.
 *
 * Rows are arrays of plain strings and numbers, so the writer (SheetJS or papaparse) keeps
 * numbers as numbers. Matching on import: the course by code + term (+ section within its section
 * count), the professor by email, else by full or preferred name when that name is unique.
 */
import type { Assignment } from '@/domain/model/assignment'
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  EMPLOYMENT_TYPE_LABELS,
  TERMS,
  type Term,
} from '@/domain/kernel/constants'
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import { recordAsRead, sectionHoldersAsRead } from '@/domain/plan/preconditions'
import type { Course } from '@/domain/model/course'
import { buildAssignment } from './cascades'
import { courseTerm, courseVersion } from '@/domain/model/course-placement'
import { courseProgramId, courseProgramLabel } from '@/domain/model/course-program'
import { NO_PROFESSOR_NEEDED_LABEL } from './course-status'
import { buildPlanIndex } from './plan-index'
import {
  academicYearOfPlanningTerm,
  assignmentPlanningTerm,
  compareTerms,
  courseAssignmentTerm,
  courseIsScheduled,
  parseTermKey,
  scheduleCourse,
  planningTermLabel,
  termKey,
  type PlanningTerm,
  type TermKey,
} from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName, professorFullName } from '@/domain/model/professor-name'
import {
  cellNumberOrUndefined,
  safeSheetName,
  type Cell,
  type SheetColumn,
  type SheetField,
  type SheetRecord,
  type SheetTable,
} from '@/domain/exchange/spreadsheet-columns'
import { cellText } from '@/domain/exchange/spreadsheet-rows'
import { emailKey } from '@/domain/kernel/normalise-text'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'

/**
 * The professor's legal name (first, last) and preferred name beside the Professor column the
 * import matches, and the program's code beside its name, so the plan joins with the other exports
 * and with payroll's files (issue 26).
 */
export const LOAD_PLAN_COLUMNS: SheetColumn[] = [
  { header: 'Term', width: 12 },
  { header: 'Program', width: 22 },
  { header: 'Program Code', width: 8 },
  { header: 'Level', width: 6 },
  { header: 'Course Code', width: 12 },
  { header: 'Title', width: 32 },
  { header: 'Section', width: 8 },
  { header: 'Weekly Hours', width: 12 },
  { header: 'Professor', width: 24 },
  { header: 'First Name', width: 12 },
  { header: 'Last Name', width: 14 },
  { header: 'Preferred Name', width: 12 },
  { header: 'Email', width: 28 },
  { header: 'Employment Type', width: 16 },
  { header: 'Term Load', width: 10 },
  { header: 'Cap', width: 6 },
  { header: 'Status', width: 16 },
]

/** A column's index in the plan's rows. */
const columnAt = (header: string) => LOAD_PLAN_COLUMNS.findIndex((c) => c.header === header)
/** The cells after the section's own, from Professor to Cap, empty on an open section's row. */
const PROFESSOR_CELLS = LOAD_PLAN_COLUMNS.slice(columnAt('Professor'), -1)

export const SECTION_STATUS = { open: 'Open', notRequired: NO_PROFESSOR_NEEDED_LABEL } as const

interface PlanData {
  courses: readonly Course[]
  assignments: readonly Assignment[]
  professors: readonly Professor[]
  programNames?: ReadonlyMap<string, string> | undefined
  /** Program id -> code, for the Program Code column (course-program.ts programCodes). */
  programCodes?: ReadonlyMap<string, string> | undefined
  /** The workload policy giving each term's cap and status (default: the spec's bands). */
  policy?: WorkloadPolicy | undefined
}

/** One table per planning term (chronological), rows by program, level, code, section. */
export function loadPlanTables(data: PlanData): SheetTable[] {
  const policy = data.policy ?? DEFAULT_WORKLOAD_POLICY
  const index = buildPlanIndex(data.courses, data.assignments)
  const professorById = new Map(data.professors.map((p) => [p.id, p]))
  const byTerm = new Map<TermKey, { term: PlanningTerm; rows: Cell[][] }>()
  const add = (term: PlanningTerm, row: Cell[]) => {
    const key = termKey(term)
    let entry = byTerm.get(key)
    if (!entry) byTerm.set(key, (entry = { term, rows: [] }))
    entry.rows.push(row)
  }
  const sorted = [...data.courses].sort(
    (a, b) =>
      courseProgramLabel(a).localeCompare(courseProgramLabel(b)) ||
      a.level - b.level ||
      a.code.localeCompare(b.code),
  )
  for (const course of sorted) {
    const program = courseProgramLabel(course, data.programNames)
    const programCode = data.programCodes?.get(courseProgramId(course)) ?? ''
    const base = (term: PlanningTerm, section: number, hours: number): Cell[] => [
      planningTermLabel(term),
      program,
      programCode,
      course.level,
      course.code,
      course.title,
      section,
      hours,
    ]
    const assigned = index.byCourse.get(course.id) ?? []
    const seen = new Set<number>()
    for (const a of assigned) {
      const term = assignmentPlanningTerm(a, course)
      const p = professorById.get(a.professorId)
      const load = index.loads.get(a.professorId)?.get(termKey(term))?.hours ?? a.weeklyHours
      const measured = p ? policy.assess(p, term, load) : null
      seen.add(a.section)
      add(term, [
        ...base(term, a.section, a.weeklyHours),
        p ? professorDisplayName(p) : a.professorId,
        p?.firstName ?? '',
        p?.lastName ?? '',
        p?.preferredName ?? '',
        p?.email ?? '',
        p ? EMPLOYMENT_TYPE_LABELS[p.employmentType] : '',
        load,
        measured?.limit ?? 0,
        measured ? WORKLOAD_STATUS_LABELS[measured.status] : '',
      ])
    }
    // A course without a term and year is in no term's plan: its open sections are not listed
    // under a made-up year (issue 21 item 1). Its staffed sections, if any, show where they count.
    if (!courseIsScheduled(course)) continue
    const term = courseAssignmentTerm(course)
    for (let section = 1; section <= course.sectionCount; section++) {
      if (seen.has(section)) continue
      add(term, [
        ...base(term, section, course.weeklyHours),
        ...PROFESSOR_CELLS.map(() => ''),
        course.professorNotRequired ? SECTION_STATUS.notRequired : SECTION_STATUS.open,
      ])
    }
  }
  const tables = [...byTerm.values()].sort((a, b) => compareTerms(a.term, b.term))
  const [program, level, code, section] = ['Program', 'Level', 'Course Code', 'Section'].map(columnAt)
  for (const t of tables)
    t.rows.sort(
      (a, b) =>
        String(a[program!]).localeCompare(String(b[program!])) ||
        Number(a[level!]) - Number(b[level!]) ||
        String(a[code!]).localeCompare(String(b[code!])) ||
        Number(a[section!]) - Number(b[section!]),
    )
  return tables.map((t) => ({
    name: safeSheetName(planningTermLabel(t.term)),
    columns: LOAD_PLAN_COLUMNS,
    rows: t.rows,
  }))
}

/** One row per professor: name, email, type, cap, then hours and status in each term of the plan. */
export function professorSummaryTable(data: PlanData, terms: readonly PlanningTerm[]): SheetTable {
  const policy = data.policy ?? DEFAULT_WORKLOAD_POLICY
  const index = buildPlanIndex(data.courses, data.assignments)
  const columns: SheetColumn[] = [
    { header: 'Professor', width: 24 },
    { header: 'First Name', width: 12 },
    { header: 'Last Name', width: 14 },
    { header: 'Preferred Name', width: 12 },
    { header: 'Email', width: 28 },
    { header: 'Employment Type', width: 16 },
    { header: 'Active', width: 8 },
    { header: 'Cap', width: 6 },
    ...terms.flatMap((t) => [
      { header: `${planningTermLabel(t)} Hours`, width: 16 },
      { header: `${planningTermLabel(t)} Status`, width: 18 },
    ]),
  ]
  const rows = [...data.professors]
    .sort((a, b) => professorFullName(a).localeCompare(professorFullName(b)))
    .map((p): Cell[] => [
      professorDisplayName(p),
      p.firstName,
      p.lastName,
      p.preferredName,
      p.email,
      EMPLOYMENT_TYPE_LABELS[p.employmentType],
      p.isActive ? 'Yes' : 'No',
      policy.weeklyLimit(p, null),
      ...terms.flatMap((t) => {
        const hours = index.loads.get(p.id)?.get(termKey(t))?.hours ?? 0
        return [hours, WORKLOAD_STATUS_LABELS[policy.assess(p, t, hours).status]]
      }),
    ])
  return { name: 'Professor Summary', columns, rows }
}

/** The whole workbook: one sheet per term, then the per-professor summary. */
export function loadPlanWorkbook(data: PlanData): SheetTable[] {
  const tables = loadPlanTables(data)
  const terms = tables
    .map((t) => parseTermLabel(t.name))
    .filter((t): t is PlanningTerm => t !== null)
  return [...tables, professorSummaryTable(data, terms)]
}

/** 'Fall 2026', 'fall-2026', 'FALL 2026' -> { term: 'fall', year: 2026 }. */
export function parseTermLabel(value: unknown): PlanningTerm | null {
  const text = cellText(value).toLowerCase().trim()
  const key = parseTermKey(text.replace(/\s+/g, '-'))
  if (key) return key
  const match = /^(fall|winter|spring)\D*(\d{4})$/.exec(text)
  return match && (TERMS as readonly string[]).includes(match[1]!)
    ? { term: match[1] as Term, year: Number(match[2]) }
    : null
}

// ---- Import --------------------------------------------------------------------------------------

export const LOAD_PLAN_SHEET_FIELDS = [
  { key: 'term', label: 'Term', required: true, aliases: ['semester', 'planning term'] },
  { key: 'code', label: 'Course Code', required: true, aliases: ['code', 'course', 'course id'] },
  { key: 'program', label: 'Program', aliases: ['program id', 'program name', 'programme'] },
  { key: 'section', label: 'Section', aliases: ['sec', 'section number'] },
  {
    key: 'professor',
    label: 'Professor',
    aliases: ['instructor', 'teacher', 'faculty', 'name', 'professor name'],
  },
  { key: 'email', label: 'Email', aliases: ['e-mail', 'professor email', 'instructor email'] },
] as const satisfies readonly SheetField[]
export type LoadPlanSheetField = (typeof LOAD_PLAN_SHEET_FIELDS)[number]['key']

export const LOAD_PLAN_MESSAGES = {
  badTerm: 'Term not recognised (use e.g. Fall 2026)',
  termYear: (term: string) =>
    `${term} is outside the years ${ACADEMIC_YEAR_MIN} to ${ACADEMIC_YEAR_MAX}`,
  courseMissing: (code: string, term: string) => `No course ${code} in ${term}`,
  courseMissingInProgram: (code: string, term: string, program: string) =>
    `No course ${code} in ${term} in program ${program}`,
  courseAmbiguous: (code: string, term: string, programs: string) =>
    `More than one course ${code} in ${term} (${programs}); add a Program column naming one`,
  badSection: (section: string) => `Section ${section} does not exist`,
  professorMissing: (who: string) => `No professor matches ${who}`,
  professorAmbiguous: (who: string) => `More than one professor is named ${who}; give the email`,
  duplicateRow: 'This section appears twice in the file; the first row is used',
  professorMismatch: (email: string, owner: string, name: string) =>
    `${email} is the email of ${owner}, not of ${name}`,
  inactive: (name: string) => `${name} is inactive`,
  schedules: (code: string, term: string) =>
    `${code} had no term and year: importing this row schedules it in ${term}`,
  scheduledElsewhere: (code: string, term: string, other: string) =>
    `No course ${code} in ${term}: a row above schedules it in ${other}`,
} as const

export interface LoadPlanChange {
  kind: 'added' | 'changed' | 'removed'
  course: Course
  section: number
  term: PlanningTerm
  from?: Professor | undefined
  to?: Professor | undefined
}

export interface ProfessorTermLoad {
  professor: Professor
  term: PlanningTerm
  before: number
  after: number
  cap: number
  status: string
}

export interface LoadPlanImportPlan {
  changes: ChangeSet
  added: LoadPlanChange[]
  changed: LoadPlanChange[]
  removed: LoadPlanChange[]
  unchanged: number
  errors: { row: number; message: string }[]
  /** Rows that are imported but deserve a look (an inactive professor), as Manage Sections flags them. */
  warnings: { row: number; message: string }[]
  loads: ProfessorTermLoad[]
}

const nameKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** Professor lookup by email, else by a unique full or preferred name. */
export function professorMatcher(professors: readonly Professor[]) {
  const byEmail = new Map<string, Professor>()
  const byName = new Map<string, Professor[]>()
  for (const p of professors) {
    if (emailKey(p.email)) byEmail.set(emailKey(p.email), p)
    for (const name of new Set([professorFullName(p), professorDisplayName(p)].map(nameKey))) {
      const list = byName.get(name) ?? []
      list.push(p)
      byName.set(name, list)
    }
  }
  return (email: string, name: string): { professor: Professor } | { error: string } => {
    const byMail = email ? byEmail.get(emailKey(email)) : undefined
    const list = name ? (byName.get(nameKey(name)) ?? []) : []
    if (byMail) {
      // The row names two different people (the email one, the name another): neither is certain.
      // A name matching nobody ('Dr. A. Lovelace') leaves the email in charge.
      if (list.length > 0 && !list.includes(byMail))
        return {
          error: LOAD_PLAN_MESSAGES.professorMismatch(email, professorDisplayName(byMail), name),
        }
      return { professor: byMail }
    }
    if (list.length === 1) return { professor: list[0]! }
    if (list.length > 1) return { error: LOAD_PLAN_MESSAGES.professorAmbiguous(name) }
    return { error: LOAD_PLAN_MESSAGES.professorMissing(email || name) }
  }
}

/**
 * Diffs the sheet against the stored plan. A row naming a professor assigns that section (added
 * when the section was open, changed when someone else held it); a row with no professor opens
 * the section (removed). Sections absent from the file are left as they are. Rows with an error
 * change nothing.
 */
export function planLoadPlanImport(
  records: readonly SheetRecord<LoadPlanSheetField>[],
  data: {
    courses: readonly Course[]
    assignments: readonly Assignment[]
    professors: readonly Professor[]
    /** Program id -> name, so a Program cell may hold either. */
    programNames?: ReadonlyMap<string, string> | undefined
    policy?: WorkloadPolicy | undefined
  },
  now: Date = new Date(),
): LoadPlanImportPlan {
  const policy = data.policy ?? DEFAULT_WORKLOAD_POLICY
  // Every course under a code and term: the same code may run in several programs or versions.
  // A course without a year is filed under its term type: a row names the year, and importing it
  // schedules the course in that term, as staffing it in Manage Sections does (issue 21 item 1).
  const coursesByCodeTerm = new Map<string, Course[]>()
  for (const c of data.courses) {
    const when = courseIsScheduled(c) ? termKey(courseAssignmentTerm(c)) : courseTerm(c)
    const key = `${c.code.trim().toUpperCase()}|${when}`
    const list = coursesByCodeTerm.get(key)
    if (list) list.push(c)
    else coursesByCodeTerm.set(key, [c])
  }
  /** Courses without a year that rows of this file schedule, by id. */
  const scheduled = new Map<string, Course>()
  const programLabel = (c: Course) => courseProgramLabel(c, data.programNames)
  const inProgram = (c: Course, text: string) =>
    [c.programId, c.program, c.programName, programLabel(c)].some(
      (t) => t && nameKey(t) === nameKey(text),
    )
  const before = buildPlanIndex(data.courses, data.assignments)
  const match = professorMatcher(data.professors)
  const errors: LoadPlanImportPlan['errors'] = []
  const warnings: LoadPlanImportPlan['warnings'] = []
  const seen = new Set<string>()
  const put: Assignment[] = []
  const removedIds: string[] = []
  const added: LoadPlanChange[] = []
  const changed: LoadPlanChange[] = []
  const removed: LoadPlanChange[] = []
  const professorById = new Map(data.professors.map((p) => [p.id, p]))
  /** Each section written was held as read here (a holder added meanwhile refuses the import). */
  const require: Precondition[] = []
  let unchanged = 0

  for (const record of records) {
    const c = record.cells
    // A row whose cells may sit in the wrong columns names nothing for certain.
    if (record.problem) {
      errors.push({ row: record.row, message: record.problem })
      continue
    }
    const term = parseTermLabel(c.term)
    if (!term) {
      errors.push({ row: record.row, message: LOAD_PLAN_MESSAGES.badTerm })
      continue
    }
    if (term.year < ACADEMIC_YEAR_MIN || term.year > ACADEMIC_YEAR_MAX) {
      errors.push({
        row: record.row,
        message: LOAD_PLAN_MESSAGES.termYear(planningTermLabel(term)),
      })
      continue
    }
    const code = cellText(c.code).toUpperCase()
    const programText = cellText(c.program)
    const unscheduled = coursesByCodeTerm.get(`${code}|${term.term}`) ?? []
    // One already scheduled by an earlier row in another year no longer runs in this one.
    const elsewhere = unscheduled.filter((x) => {
      const s = scheduled.get(x.id)
      return s !== undefined && termKey(courseAssignmentTerm(s)) !== termKey(term)
    })
    const candidates = [
      ...(coursesByCodeTerm.get(`${code}|${termKey(term)}`) ?? []),
      ...unscheduled.filter((x) => !elsewhere.includes(x)),
    ]
    const matching = programText ? candidates.filter((x) => inProgram(x, programText)) : candidates
    if (matching.length === 0 && elsewhere.length) {
      const other = planningTermLabel(courseAssignmentTerm(scheduled.get(elsewhere[0]!.id)!))
      errors.push({
        row: record.row,
        message: LOAD_PLAN_MESSAGES.scheduledElsewhere(code, planningTermLabel(term), other),
      })
      continue
    }
    if (matching.length !== 1) {
      const label = planningTermLabel(term)
      const message =
        matching.length > 1
          ? LOAD_PLAN_MESSAGES.courseAmbiguous(
              code,
              label,
              matching.map((x) => `${programLabel(x)} ${courseVersion(x)}`).join(', '),
            )
          : programText && candidates.length
            ? LOAD_PLAN_MESSAGES.courseMissingInProgram(code, label, programText)
            : LOAD_PLAN_MESSAGES.courseMissing(code, label)
      errors.push({ row: record.row, message })
      continue
    }
    const found0 = matching[0]!
    const course = courseIsScheduled(found0)
      ? found0
      : (scheduled.get(found0.id) ?? scheduleCourse(found0, term))
    const sectionText = cellText(c.section) || '1'
    const section = cellNumberOrUndefined(sectionText)
    if (
      section === undefined ||
      !Number.isInteger(section) ||
      section < 1 ||
      section > course.sectionCount
    ) {
      errors.push({ row: record.row, message: LOAD_PLAN_MESSAGES.badSection(sectionText) })
      continue
    }
    const sectionKey = `${course.id}|${section}`
    if (seen.has(sectionKey)) {
      errors.push({ row: record.row, message: LOAD_PLAN_MESSAGES.duplicateRow })
      continue
    }
    const current = (before.byCourse.get(course.id) ?? []).filter((a) => a.section === section)
    // A file without a Professor or an Email column says nothing about who teaches: it leaves
    // every section as it is (a column the file does not have changes nothing).
    if (!('professor' in c) && !('email' in c)) {
      seen.add(sectionKey)
      unchanged++
      continue
    }
    const email = cellText(c.email)
    const name = cellText(c.professor)
    const holder = current[0] ? professorById.get(current[0].professorId) : undefined
    if (!email && !name) {
      seen.add(sectionKey)
      if (current.length) {
        require.push(sectionHoldersAsRead(course, section, current))
        removedIds.push(...current.map((a) => a.id))
        removed.push({ kind: 'removed', course, section, term, from: holder })
      } else unchanged++
      continue
    }
    const found = match(email, name)
    if ('error' in found) {
      errors.push({ row: record.row, message: found.error })
      continue
    }
    seen.add(sectionKey)
    const professor = found.professor
    if (current.length === 1 && current[0]!.professorId === professor.id) {
      unchanged++
      continue
    }
    require.push(sectionHoldersAsRead(course, section, current))
    if (!courseIsScheduled(found0) && !scheduled.has(course.id)) {
      scheduled.set(course.id, course)
      require.push(recordAsRead('courses', found0.id, found0, `course ${found0.code}`))
      warnings.push({
        row: record.row,
        message: LOAD_PLAN_MESSAGES.schedules(code, planningTermLabel(term)),
      })
    }
    if (!professor.isActive)
      warnings.push({
        row: record.row,
        message: LOAD_PLAN_MESSAGES.inactive(professorDisplayName(professor)),
      })
    const assignment = buildAssignment({
      course,
      professorId: professor.id,
      section,
      term: term.term,
      academicYear: academicYearOfPlanningTerm(term),
      now,
      assignedBy: 'import',
    })
    put.push(assignment)
    removedIds.push(...current.filter((a) => a.id !== assignment.id).map((a) => a.id))
    if (current.length)
      changed.push({ kind: 'changed', course, section, term, from: holder, to: professor })
    else added.push({ kind: 'added', course, section, term, to: professor })
  }

  const removedSet = new Set(removedIds)
  const coursesAfter = scheduled.size
    ? data.courses.map((c) => scheduled.get(c.id) ?? c)
    : data.courses
  const after = buildPlanIndex(coursesAfter, [
    ...data.assignments.filter((a) => !removedSet.has(a.id)),
    ...put,
  ])
  const affected = new Map<string, ProfessorTermLoad>()
  const note = (p: Professor | undefined, term: PlanningTerm) => {
    if (!p) return
    const key = `${p.id}|${termKey(term)}`
    if (affected.has(key)) return
    const hoursBefore = before.loads.get(p.id)?.get(termKey(term))?.hours ?? 0
    const hoursAfter = after.loads.get(p.id)?.get(termKey(term))?.hours ?? 0
    const measured = policy.assess(p, term, hoursAfter)
    affected.set(key, {
      professor: p,
      term,
      before: hoursBefore,
      after: hoursAfter,
      cap: measured.limit,
      status: WORKLOAD_STATUS_LABELS[measured.status],
    })
  }
  for (const change of [...added, ...changed, ...removed]) {
    note(change.from, change.term)
    note(change.to, change.term)
  }
  const changes: ChangeSet = {}
  if (put.length) changes.put = { assignments: put }
  if (scheduled.size) changes.put = { ...changes.put, courses: [...scheduled.values()] }
  if (removedIds.length) changes.delete = { assignments: [...removedSet] }
  if (changes.put || changes.delete) changes.require = require
  return {
    changes,
    added,
    changed,
    removed,
    unchanged,
    errors,
    warnings,
    loads: [...affected.values()].sort(
      (a, b) =>
        professorFullName(a.professor).localeCompare(professorFullName(b.professor)) ||
        compareTerms(a.term, b.term),
    ),
  }
}
