import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { academicYearScope, termScope } from '@/domain/calendar/planning-term'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'
import { storedProgramSchema } from '@/domain/model/program'
import {
  DEFAULT_REPORT_SETTINGS,
  REPORT_MESSAGES,
  type Report,
  type ReportSettings,
} from './report'
import {
  scopeTermDates,
  staffingOverview,
  type ReportDataByType,
  type ReportInput,
} from './report-data'
import { generateReport } from './report-registry'

// A hand-made plan for academic year 2026-2027 (Fall 2026, Winter 2027, Spring 2027), plus one
// course of Fall 2025 that no figure of this year may count.
const professor = (
  input: Partial<ProfessorInput> &
    Pick<ProfessorInput, 'id' | 'firstName' | 'lastName' | 'employmentType'>,
): Professor => professorSchema.parse({ email: `${input.id}@college.edu`, ...input })

const ana = professor({
  id: 'p-ana',
  firstName: 'Ana',
  lastName: 'Alvarez',
  employmentType: 'partial-load',
  maxWeeklyHours: 12,
  specializations: ['Editing'],
})
const ben = professor({
  id: 'p-ben',
  firstName: 'Ben',
  lastName: 'Brown',
  employmentType: 'part-time',
  maxWeeklyHours: 6,
})
// No cap of his own (0, as records written before the schema's 1-40 rule may hold): the reports'
// fallback for sessional (18) applies.
const cy: Professor = {
  ...professor({ id: 'p-cy', firstName: 'Cy', lastName: 'Chen', employmentType: 'sessional' }),
  maxWeeklyHours: 0,
}
const dee = professor({
  id: 'p-dee',
  firstName: 'Dee',
  lastName: 'Diaz',
  employmentType: 'full-time',
  maxWeeklyHours: 40,
  isActive: false,
})
const professors = [dee, cy, ben, ana]

const course = (input: CourseInput): Course => courseSchema.parse(input)
const film = { program: 'film-tv', programId: 'film-tv' }
const game = { program: 'game-development', programId: 'game-development' }
const f1 = course({
  id: 'c-f1',
  code: 'FILM1001',
  title: 'Film Language',
  ...film,
  level: 1,
  weeklyHours: 4,
  sectionCount: 2,
  semester: { term: 'fall', year: 2026 },
})
const f2 = course({
  id: 'c-f2',
  code: 'FILM2001',
  title: 'Directing',
  ...film,
  level: 2,
  weeklyHours: 6,
  sectionCount: 1,
  semester: { term: 'winter', year: 2027 },
})
const g1 = course({
  id: 'c-g1',
  code: 'GAME1001',
  title: 'Game Design',
  ...game,
  level: 1,
  weeklyHours: 3,
  sectionCount: 4,
  semester: { term: 'fall', year: 2026 },
})
const g2 = course({
  id: 'c-g2',
  code: 'GAME1002',
  title: 'Studio Lab',
  ...game,
  level: 1,
  weeklyHours: 2,
  professorNotRequired: true,
  semester: { term: 'fall', year: 2026 },
})
const old = course({
  id: 'c-old',
  code: 'FILM1001',
  title: 'Film Language',
  ...film,
  level: 1,
  weeklyHours: 10,
  semester: { term: 'fall', year: 2025 },
})
const courses = [f1, f2, g1, g2, old]

const assign = (
  c: Course,
  section: number,
  professorId: string,
  weeklyHours = c.weeklyHours,
): Assignment =>
  assignmentSchema.parse({
    id: `${c.id}-${section}-${professorId}`,
    courseId: c.id,
    section,
    professorId,
    term: c.semester!.term,
    academicYear:
      c.semester!.term === 'fall'
        ? `${c.semester!.year}-${c.semester!.year + 1}`
        : `${c.semester!.year - 1}-${c.semester!.year}`,
    weeklyHours,
  })
const assignments = [
  assign(f1, 1, ana.id),
  assign(g1, 1, ana.id),
  assign(f2, 1, ana.id),
  assign(old, 1, ana.id), // 10 h in Fall 2025: outside the year
  assign(f1, 2, ben.id),
  assign(g1, 2, ben.id),
  assign(g1, 3, cy.id, 5), // an override of the course's 3 h
]

const programs = [
  storedProgramSchema.parse({ slug: 'film-tv', program: { name: 'Film & TV' } }),
  storedProgramSchema.parse({ slug: 'game-development', program: { name: 'Game Development' } }),
]

type Overrides = Partial<Omit<ReportInput, 'settings'>> & { settings?: Partial<ReportSettings> }

function input(overrides: Overrides = {}): ReportInput {
  const { settings, ...rest } = overrides
  return {
    professors,
    courses,
    assignments,
    programs,
    index: buildPlanIndex(courses, assignments),
    scope: academicYearScope('2026-2027'),
    program: 'all',
    ...rest,
    settings: { ...DEFAULT_REPORT_SETTINGS, ...settings },
  }
}

const NOW = new Date('2026-10-05T14:30:00Z')

function generate<T extends keyof ReportDataByType>(
  type: T,
  overrides: Overrides = {},
  extra: { professorId?: string; courseId?: string } = {},
) {
  const result = generateReport({ type, semester: 'all', ...extra }, input(overrides), NOW)
  if (!result.ok) throw new Error(result.message)
  return { report: result.report, data: result.report.data as ReportDataByType[T] }
}

describe('workload-summary', () => {
  it('gives one row per professor and term, each against the cap, never a sum across terms', () => {
    const { data } = generate('workload-summary')
    const table = data.rows.map((r) => [r.name, r.term, r.hours, r.maxHours, r.statusLabel])
    expect(table).toEqual([
      ['Ana Alvarez', 'Fall 2026', 7, 12, 'Normal'],
      ['Ana Alvarez', 'Winter 2027', 6, 12, 'Normal'],
      ['Ana Alvarez', 'Spring 2027', 0, 12, 'Unassigned'],
      ['Ben Brown', 'Fall 2026', 7, 6, 'Overloaded'],
      ['Ben Brown', 'Winter 2027', 0, 6, 'Unassigned'],
      ['Ben Brown', 'Spring 2027', 0, 6, 'Unassigned'],
      // 5 h of 18 (sessional fallback cap): under 50 %.
      ['Cy Chen', 'Fall 2026', 5, 18, 'Under-utilized'],
      ['Cy Chen', 'Winter 2027', 0, 18, 'Unassigned'],
      ['Cy Chen', 'Spring 2027', 0, 18, 'Unassigned'],
    ])
    // Ana teaches 7 + 6 (+ 10 in 2025) = 23 h in all, over her 12 h cap, yet is overloaded nowhere.
    expect(
      data.rows.filter((r) => r.professorId === ana.id).every((r) => r.status !== 'overloaded'),
    ).toBe(true)
  })

  it('totals each term separately', () => {
    const { data } = generate('workload-summary')
    expect(
      data.totals.map((t) => [
        t.term,
        t.professors,
        t.teaching,
        t.hours,
        t.sections,
        t.overloaded,
        t.underUtilized,
        t.unassigned,
        t.normal,
      ]),
    ).toEqual([
      ['Fall 2026', 3, 3, 19, 5, 1, 1, 0, 1],
      // No hours reads "Unassigned", not "Normal" (issue 26): as the dashboard counts them.
      ['Winter 2027', 3, 1, 6, 1, 0, 0, 2, 1],
      ['Spring 2027', 3, 0, 0, 0, 0, 0, 3, 0],
    ])
  })

  it('includes inactive professors only when asked', () => {
    expect(generate('workload-summary').data.rows.some((r) => r.professorId === dee.id)).toBe(false)
    const { data } = generate('workload-summary', { settings: { includeInactive: true } })
    expect(data.rows.filter((r) => r.professorId === dee.id).map((r) => r.maxHours)).toEqual([
      40, 40, 40,
    ])
  })

  it('in a one-term scope lists that term only', () => {
    const { data } = generate('workload-summary', {
      scope: termScope({ term: 'winter', year: 2027 }),
    })
    expect(data.rows.map((r) => [r.name, r.hours])).toEqual([
      ['Ana Alvarez', 6],
      ['Ben Brown', 0],
      ['Cy Chen', 0],
    ])
  })

  it('with a program chosen lists the professors teaching it, with their whole term load', () => {
    const { data } = generate('workload-summary', { program: 'film-tv' })
    expect([...new Set(data.rows.map((r) => r.name))]).toEqual(['Ana Alvarez', 'Ben Brown'])
    expect(
      data.rows.find((r) => r.professorId === ana.id && r.termKey === 'fall-2026')?.hours,
    ).toBe(7)
  })
})

describe('course-assignments', () => {
  it('lists every section needing a professor with its professor or Unassigned, by term', () => {
    const { data } = generate('course-assignments')
    expect(
      data.rows.map((r) => [r.term, r.code, r.section, r.weeklyHours, r.professorName, r.status]),
    ).toEqual([
      ['Fall 2026', 'FILM1001', 1, 4, 'Ana Alvarez', 'Assigned'],
      ['Fall 2026', 'FILM1001', 2, 4, 'Ben Brown', 'Assigned'],
      ['Fall 2026', 'GAME1001', 1, 3, 'Ana Alvarez', 'Assigned'],
      ['Fall 2026', 'GAME1001', 2, 3, 'Ben Brown', 'Assigned'],
      ['Fall 2026', 'GAME1001', 3, 5, 'Cy Chen', 'Assigned'],
      ['Fall 2026', 'GAME1001', 4, 3, 'Unassigned', 'Unassigned'],
      ['Winter 2027', 'FILM2001', 1, 6, 'Ana Alvarez', 'Assigned'],
    ])
    expect(data.notRequiredCourses).toBe(1)
    expect(
      data.totals.map((t) => [t.term, t.sections, t.assigned, t.unassigned, t.assignedHours]),
    ).toEqual([
      ['Fall 2026', 6, 5, 1, 19],
      ['Winter 2027', 1, 1, 0, 6],
    ])
  })

  it('leaves unassigned sections out when asked, but still counts them in the totals', () => {
    const { data } = generate('course-assignments', { settings: { includeUnassigned: false } })
    expect(data.rows).toHaveLength(6)
    expect(data.totals[0]?.unassigned).toBe(1)
  })

  it('groups by program when asked, and filters by program', () => {
    const grouped = generate('course-assignments', { settings: { groupByProgram: true } }).data
    expect(grouped.rows.map((r) => `${r.programName} ${r.code}-${r.section}`).slice(0, 4)).toEqual([
      'Film & TV FILM1001-1',
      'Film & TV FILM1001-2',
      'Film & TV FILM2001-1',
      'Game Development GAME1001-1',
    ])
    const filmOnly = generate('course-assignments', { program: 'film-tv' }).data
    expect(new Set(filmOnly.rows.map((r) => r.programId))).toEqual(new Set(['film-tv']))
  })
})

describe('course-professors', () => {
  it('lists each section of the course with its professor and their load in that term', () => {
    const { data } = generate('course-professors', {}, { courseId: g1.id })
    expect(data.course.code).toBe('GAME1001')
    expect(
      data.rows.map((r) => [
        r.section,
        r.professorName,
        r.load && `${r.load.hours}/${r.load.maxHours} ${r.load.statusLabel}`,
      ]),
    ).toEqual([
      [1, 'Ana Alvarez', '7/12 Normal'],
      [2, 'Ben Brown', '7/6 Overloaded'],
      [3, 'Cy Chen', '5/18 Under-utilized'],
      [4, 'Unassigned', null],
    ])
    expect(data.totals).toEqual({ sections: 4, assigned: 3, unassigned: 1 })
  })
})

describe('professor-details', () => {
  it('gives each professor, their fallback cap when they have none, and their courses in the scope', () => {
    const { data } = generate('professor-details')
    expect(data.rows.map((r) => [r.name, r.maxHours, r.courses.join(' ')])).toEqual([
      ['Ana Alvarez', 12, 'FILM1001 FILM2001 GAME1001'],
      ['Ben Brown', 6, 'FILM1001 GAME1001'],
      ['Cy Chen', 18, 'GAME1001'],
    ])
    expect(data.totals).toEqual({
      professors: 3,
      active: 3,
      inactive: 0,
      byEmploymentType: { 'Partial Load': 1, 'Part-time': 1, Sessional: 1 },
    })
  })
})

describe('program-overview', () => {
  it('gives coverage per program, level and term, and per program', () => {
    const { data } = generate('program-overview')
    expect(
      data.rows.map((r) => [
        r.programName,
        r.level,
        r.term,
        r.courses,
        r.requiredSections,
        r.staffedSections,
        r.openSections,
        r.percentStaffed,
        r.requiredHours,
        r.staffedHours,
      ]),
    ).toEqual([
      ['Film & TV', 1, 'Fall 2026', 1, 2, 2, 0, 100, 8, 8],
      ['Film & TV', 2, 'Winter 2027', 1, 1, 1, 0, 100, 6, 6],
      // GAME1002 needs no professor: counted as a course, not as sections.
      ['Game Development', 1, 'Fall 2026', 2, 4, 3, 1, 75, 12, 11],
    ])
    expect(
      data.programs.map((p) => [
        p.programName,
        p.requiredSections,
        p.staffedSections,
        p.percentStaffed,
      ]),
    ).toEqual([
      ['Film & TV', 3, 3, 100],
      ['Game Development', 4, 3, 75],
    ])
    expect(data.totals).toMatchObject({
      courses: 4,
      requiredSections: 7,
      staffedSections: 6,
      openSections: 1,
      percentStaffed: 86,
      requiredHours: 26,
      staffedHours: 25,
    })
  })
})

describe('professor-workload (load statement)', () => {
  it('lists each section with its term and hours, and a total per term, never one sum', () => {
    const { data } = generate('professor-workload', {}, { professorId: ana.id })
    expect(data.statements).toHaveLength(1)
    const s = data.statements[0]!
    expect([s.name, s.employmentType, s.maxHours]).toEqual(['Ana Alvarez', 'Partial Load', 12])
    expect(s.lines.map((l) => [l.term, l.code, l.section, l.weeklyHours])).toEqual([
      ['Fall 2026', 'FILM1001', 1, 4],
      ['Fall 2026', 'GAME1001', 1, 3],
      ['Winter 2027', 'FILM2001', 1, 6],
    ])
    expect(s.terms.map((t) => [t.term, t.hours, t.statusLabel])).toEqual([
      ['Fall 2026', 7, 'Normal'],
      ['Winter 2027', 6, 'Normal'],
    ])
  })

  it('for all professors gives one statement each, with the overloaded term flagged', () => {
    const { data } = generate('professor-workload', {}, { professorId: 'all' })
    expect(data.statements.map((s) => s.name)).toEqual(['Ana Alvarez', 'Ben Brown', 'Cy Chen'])
    expect(
      data.statements[1]!.terms.map((t) => `${t.term} ${t.hours}/${t.maxHours} ${t.statusLabel}`),
    ).toEqual(['Fall 2026 7/6 Overloaded'])
  })

  it('gives each section its weeks and hours for the term (weekly x 14), and the names as in the record', () => {
    const withPreferred = { ...ana, preferredName: 'Annie' }
    const { data } = generate('professor-workload', { professors: [withPreferred, ben] }, { professorId: ana.id })
    const s = data.statements[0]!
    expect(s.lines.map((l) => [l.code, l.weeklyHours, l.weeks, l.termHours])).toEqual([
      ['FILM1001', 4, 14, 56],
      ['GAME1001', 3, 14, 42],
      ['FILM2001', 6, 14, 84],
    ])
    expect([s.legalName, s.preferredName, s.name]).toEqual(['Ana Alvarez', 'Annie', 'Ana Alvarez'])
  })

  it("lists a section's schedule when its course has one, and its weeks from the calendar, else the spec's 14 (issue 26)", () => {
    const scheduled = course({ ...f1, schedule: { days: ['wed', 'mon'], startTime: '09:00', endTime: '12:00' } })
    const list = [scheduled, f2, g1, g2, old]
    const { data } = generate('professor-workload', { courses: list, index: buildPlanIndex(list, assignments) }, { professorId: ana.id })
    expect(data.statements[0]!.lines.map((l) => [l.code, l.schedule, l.weeks, l.termHours])).toEqual([
      ['FILM1001', 'Mon, Wed 09:00-12:00', 14, 56],
      ['GAME1001', '', 14, 42],
      ['FILM2001', '', 14, 84],
    ])
    // Fall 2031 is beyond the built-in calendar (2023-2024 to 2027-2028): the spec's 14 weeks.
    const later = course({ id: 'c-later', code: 'FILM3001', title: 'Later', ...film, weeklyHours: 2, semester: { term: 'fall', year: 2031 } })
    const laterAssignments = [assign(later, 1, ana.id)]
    const far = generate(
      'professor-workload',
      { courses: [later], assignments: laterAssignments, index: buildPlanIndex([later], laterAssignments), scope: academicYearScope('2031-2032') },
      { professorId: ana.id },
    )
    expect(far.data.statements[0]!.lines.map((l) => [l.term, l.weeks, l.termHours])).toEqual([['Fall 2031', 14, 28]])
  })

  it('for all professors skips those with no section in the scope, unless asked to include them (issue 26)', () => {
    const inactiveToo = { includeInactive: true }
    const skipped = generate('professor-workload', { settings: inactiveToo }, { professorId: 'all' })
    expect(skipped.data.statements.map((s) => s.name)).toEqual(['Ana Alvarez', 'Ben Brown', 'Cy Chen'])
    const all = generate(
      'professor-workload',
      { settings: { ...inactiveToo, includeIdleProfessors: true } },
      { professorId: 'all' },
    )
    expect(all.data.statements.map((s) => [s.name, s.lines.length])).toEqual([
      ['Ana Alvarez', 3],
      ['Ben Brown', 2],
      ['Cy Chen', 1],
      ['Dee Diaz', 0],
    ])
  })
})

describe('printed header: the terms with their dates (issue 26)', () => {
  it('gives each term of the scope its first day of classes and last day of exams from the calendar', () => {
    expect(scopeTermDates(['fall-2026', 'winter-2027'])).toEqual([
      // Labour Day 2026 is Monday 7 September: classes from Tuesday the 8th, 14 weeks, exams to 18 December.
      { term: 'Fall 2026', start: '2026-09-08', end: '2026-12-18' },
      // Classes from the first Monday on or after 4 January 2027 (the 4th), exams in week 15.
      { term: 'Winter 2027', start: '2027-01-04', end: '2027-04-16' },
    ])
    expect(scopeTermDates(['not-a-term'])).toEqual([])
  })
})

describe('report object and validation', () => {
  it('carries the spec fields: type, program, semester, settings, generatedAt, generatedBy, data snapshot', () => {
    const { report } = generate('workload-summary', {
      program: 'film-tv',
      settings: { createdBy: 'Dean Office' },
    })
    expect(report).toMatchObject<Partial<Report>>({
      type: 'workload-summary',
      program: 'film-tv',
      semester: 'all',
      generatedAt: '2026-10-05T14:30:00.000Z',
      generatedBy: 'Dean Office',
      scope: {
        label: 'All Semesters 2026-2027',
        academicYear: '2026-2027',
        terms: ['fall-2026', 'winter-2027', 'spring-2027'],
        programName: 'Film & TV',
      },
      metadata: { dataSnapshot: { totalCourses: 5, totalProfessors: 4, totalAssignments: 7 } },
    })
  })

  it('falls back to the default creator when the field is blank', () => {
    expect(generate('program-overview', { settings: { createdBy: '  ' } }).report.generatedBy).toBe(
      'System Administrator',
    )
  })

  it('gives the spec messages', () => {
    const run = (
      type: string,
      extra: { professorId?: string; courseId?: string } = {},
      overrides: Overrides = {},
    ) => {
      const result = generateReport({ type, semester: 'all', ...extra }, input(overrides), NOW)
      return result.ok ? 'ok' : result.message
    }
    expect(run('professor-workload')).toBe(REPORT_MESSAGES.professorNotSelected)
    expect(run('professor-workload', { professorId: 'nobody' })).toBe('Professor not selected')
    expect(run('course-professors')).toBe('Course not selected')
    expect(run('course-professors', { courseId: 'nothing' })).toBe('Course not selected')
    expect(run('salary-report')).toBe('Invalid report type selected')
    expect(run('workload-summary', {}, { professors: [] })).toBe(
      'Insufficient data to generate report',
    )
    expect(run('course-assignments', {}, { courses: [] })).toBe(
      'Insufficient data to generate report',
    )
    expect(run('professor-workload', { professorId: 'all' }, { courses: [] })).toBe(
      'Insufficient data to generate report',
    )
    expect(run('workload-summary')).toBe('ok')
  })
})

describe('staffing overview', () => {
  it('folds the program overview into programs x terms', () => {
    const overview = staffingOverview(generate('program-overview').data)
    expect(overview.terms.map((t) => t.term)).toEqual(['Fall 2026', 'Winter 2027'])
    expect(
      overview.programs.map((p) => [
        p.programName,
        p.byTerm['fall-2026']?.staffedSections,
        p.byTerm['fall-2026']?.requiredSections,
        p.total.percentStaffed,
      ]),
    ).toEqual([
      ['Film & TV', 2, 2, 100],
      ['Game Development', 3, 4, 75],
    ])
    expect(overview.byTerm['fall-2026']).toMatchObject({
      requiredSections: 6,
      staffedSections: 5,
      openSections: 1,
      percentStaffed: 83,
    })
    expect(overview.byTerm['winter-2027']).toMatchObject({
      requiredSections: 1,
      staffedSections: 1,
      percentStaffed: 100,
    })
  })
})
