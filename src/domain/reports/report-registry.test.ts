import { describe, expect, expectTypeOf, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { REPORT_TYPES, type ReportType } from '@/domain/kernel/constants'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { academicYearScope } from '@/domain/calendar/planning-term'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'
import { storedProgramSchema } from '@/domain/model/program'
import {
  DEFAULT_REPORT_SETTINGS,
  REPORT_MESSAGES,
  type Report,
  type ReportSettings,
} from './report'
import {
  courseAssignmentsData,
  programOverviewData,
  workloadSummaryData,
  type ReportDataByType,
  type ReportInput,
} from './report-data'
import {
  generateReport,
  printedTable,
  REPORTS,
  reportPrintView,
  reportTableOf,
  tableOf,
  type ReportRegistry,
} from './report-registry'
import { reportTable } from './report-table'

// A small plan for 2026-2027: two programs, three professors, a course with an open section.
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
  isCoordinator: true,
  coordinatorRole: 'Film Lead',
})
const ben = professor({
  id: 'p-ben',
  firstName: 'Ben',
  lastName: 'Brown',
  employmentType: 'part-time',
  maxWeeklyHours: 6,
})
const dee = professor({
  id: 'p-dee',
  firstName: 'Dee',
  lastName: 'Diaz',
  employmentType: 'full-time',
  maxWeeklyHours: 40,
  isActive: false,
})

const course = (input: CourseInput): Course => courseSchema.parse(input)
const f1 = course({
  id: 'c-f1',
  code: 'FILM1001',
  title: 'Film Language',
  program: 'film-tv',
  programId: 'film-tv',
  level: 1,
  weeklyHours: 4,
  sectionCount: 2,
  semester: { term: 'fall', year: 2026 },
})
const f2 = course({
  id: 'c-f2',
  code: 'FILM2001',
  title: 'Directing',
  program: 'film-tv',
  programId: 'film-tv',
  level: 2,
  weeklyHours: 6,
  sectionCount: 1,
  semester: { term: 'winter', year: 2027 },
})
const g1 = course({
  id: 'c-g1',
  code: 'GAME1001',
  title: 'Game Design',
  program: 'game-development',
  programId: 'game-development',
  level: 1,
  weeklyHours: 3,
  sectionCount: 2,
  semester: { term: 'fall', year: 2026 },
})
const courses = [f1, f2, g1]

const assign = (c: Course, section: number, professorId: string): Assignment =>
  assignmentSchema.parse({
    id: `${c.id}-${section}-${professorId}`,
    courseId: c.id,
    section,
    professorId,
    term: c.semester!.term,
    academicYear: '2026-2027',
    weeklyHours: c.weeklyHours,
  })
const assignments = [
  assign(f1, 1, ana.id),
  assign(f2, 1, ana.id),
  assign(f1, 2, ben.id),
  assign(g1, 1, ben.id),
]
const programs = [
  storedProgramSchema.parse({ slug: 'film-tv', program: { name: 'Film & TV', code: 'FILM' } }),
  storedProgramSchema.parse({ slug: 'game-development', program: { name: 'Game Development' } }),
]

function input(settings: Partial<ReportSettings> = {}): ReportInput {
  return {
    professors: [dee, ben, ana],
    courses,
    assignments,
    programs,
    index: buildPlanIndex(courses, assignments),
    scope: academicYearScope('2026-2027'),
    program: 'all',
    settings: { ...DEFAULT_REPORT_SETTINGS, ...settings },
  }
}

const NOW = new Date('2026-10-05T14:30:00Z')
const EXTRA: Partial<Record<ReportType, { professorId?: string; courseId?: string }>> = {
  'course-professors': { courseId: f1.id },
  'professor-workload': { professorId: 'all' },
}

function report(type: ReportType, settings: Partial<ReportSettings> = {}): Report {
  const result = generateReport({ type, semester: 'all', ...EXTRA[type] }, input(settings), NOW)
  if (!result.ok) throw new Error(result.message)
  return result.report
}

describe('the registry', () => {
  it('has a complete definition for every report type of the spec, and nothing else', () => {
    expect(Object.keys(REPORTS).sort()).toEqual([...REPORT_TYPES].sort())
    for (const type of REPORT_TYPES) {
      const definition = REPORTS[type]
      expect(definition.label).not.toBe('')
      expect(typeof definition.build).toBe('function')
      expect(typeof definition.table).toBe('function')
      expect(['table', 'statements']).toContain(definition.print.kind)
    }
  })

  it('keeps the labels the screens show', () => {
    expect(REPORT_TYPES.map((t) => REPORTS[t].label)).toEqual([
      'Workload Summary',
      'Course Assignments',
      'Course Professors',
      'Professor Details',
      'Program Overview',
      'Professor Load Statement',
    ])
    expect(REPORT_TYPES.filter((t) => REPORTS[t].needs === 'professor')).toEqual([
      'professor-workload',
    ])
    expect(REPORT_TYPES.filter((t) => REPORTS[t].needs === 'course')).toEqual(['course-professors'])
  })

  it('types each entry by its data', () => {
    expectTypeOf<ReportRegistry['program-overview']['table']>()
      .parameter(0)
      .toEqualTypeOf<ReportDataByType['program-overview']>()
    expectTypeOf<Extract<Report, { type: 'professor-workload' }>['data']>().toEqualTypeOf<
      ReportDataByType['professor-workload']
    >()
  })

  it('makes a report whose data is what the builder of its type gives', () => {
    const r = report('workload-summary')
    expect(r.type).toBe('workload-summary')
    if (r.type === 'workload-summary') expect(r.data).toEqual(workloadSummaryData(input()))
    const c = report('course-assignments', { includeUnassigned: false })
    if (c.type === 'course-assignments')
      expect(c.data).toEqual(courseAssignmentsData(input({ includeUnassigned: false })))
    const p = report('program-overview')
    if (p.type === 'program-overview') expect(p.data).toEqual(programOverviewData(input()))
  })

  it('still answers an unknown type with the spec message', () => {
    const result = generateReport({ type: 'salary-report', semester: 'all' }, input(), NOW)
    expect(result).toEqual({ ok: false, message: REPORT_MESSAGES.invalidType })
    expect(generateReport({ type: 'course-professors', semester: 'all' }, input(), NOW)).toEqual({
      ok: false,
      message: 'Course not selected',
    })
    expect(generateReport({ type: 'professor-workload', semester: 'all' }, input(), NOW)).toEqual({
      ok: false,
      message: 'Professor not selected',
    })
  })
})

describe('tables', () => {
  it('lays a header beside each cell', () => {
    expect(
      tableOf(
        [{ a: 1, b: 'x' }],
        [
          { header: 'A', cell: (r) => r.a },
          { header: 'B', cell: (r) => r.b },
        ],
      ),
    ).toEqual({
      columns: ['A', 'B'],
      rows: [[1, 'x']],
    })
  })

  // Issue 26: the files gained the names and codes for joining (fileOnly columns, checked below);
  // the printed table is the table as before.
  it('gives the same printed table as before for each type', () => {
    expect(printedTable(reportTable(report('workload-summary')))).toEqual({
      title: 'Workload Summary',
      columns: [
        'Professor',
        'Employment Type',
        'Term',
        'Weekly Hours',
        'Sections',
        'Max Hours',
        'Utilization %',
        'Status',
      ],
      rows: [
        ['Ana Alvarez', 'Partial Load', 'Fall 2026', 4, 1, 12, 33, 'Under-utilized'],
        ['Ana Alvarez', 'Partial Load', 'Winter 2027', 6, 1, 12, 50, 'Normal'],
        ['Ana Alvarez', 'Partial Load', 'Spring 2027', 0, 0, 12, 0, 'Unassigned'],
        ['Ben Brown', 'Part-time', 'Fall 2026', 7, 2, 6, 117, 'Overloaded'],
        ['Ben Brown', 'Part-time', 'Winter 2027', 0, 0, 6, 0, 'Unassigned'],
        ['Ben Brown', 'Part-time', 'Spring 2027', 0, 0, 6, 0, 'Unassigned'],
      ],
    })
    expect(printedTable(reportTable(report('course-assignments', { groupByProgram: true })))).toEqual({
      title: 'Course Assignments',
      columns: [
        'Program',
        'Course Code',
        'Course Title',
        'Level',
        'Term',
        'Section',
        'Weekly Hours',
        'Professor',
        'Status',
      ],
      rows: [
        ['Film & TV', 'FILM1001', 'Film Language', 1, 'Fall 2026', 1, 4, 'Ana Alvarez', 'Assigned'],
        ['Film & TV', 'FILM1001', 'Film Language', 1, 'Fall 2026', 2, 4, 'Ben Brown', 'Assigned'],
        ['Film & TV', 'FILM2001', 'Directing', 2, 'Winter 2027', 1, 6, 'Ana Alvarez', 'Assigned'],
        [
          'Game Development',
          'GAME1001',
          'Game Design',
          1,
          'Fall 2026',
          1,
          3,
          'Ben Brown',
          'Assigned',
        ],
        [
          'Game Development',
          'GAME1001',
          'Game Design',
          1,
          'Fall 2026',
          2,
          3,
          'Unassigned',
          'Unassigned',
        ],
      ],
    })
    expect(printedTable(reportTable(report('course-professors')))).toEqual({
      title: 'Course Professors: FILM1001 Film Language',
      columns: [
        'Course Code',
        'Term',
        'Section',
        'Weekly Hours',
        'Professor',
        'Email',
        'Employment Type',
        'Professor Hours in Term',
        'Max Hours',
        'Status',
      ],
      rows: [
        [
          'FILM1001',
          'Fall 2026',
          1,
          4,
          'Ana Alvarez',
          'p-ana@college.edu',
          'Partial Load',
          4,
          12,
          'Under-utilized',
        ],
        [
          'FILM1001',
          'Fall 2026',
          2,
          4,
          'Ben Brown',
          'p-ben@college.edu',
          'Part-time',
          7,
          6,
          'Overloaded',
        ],
      ],
    })
    expect(printedTable(reportTable(report('professor-details', { showWorkloadDetails: false })))).toEqual({
      title: 'Professor Details',
      columns: [
        'Professor',
        'Email',
        'Employment Type',
        'Active',
        'Coordinator',
        'Specializations',
        'Courses',
        'Term',
        'Weekly Hours',
        'Max Hours',
        'Status',
      ],
      rows: [
        [
          'Ana Alvarez',
          'p-ana@college.edu',
          'Partial Load',
          'Yes',
          'Film Lead',
          'Editing',
          'FILM1001, FILM2001',
          'Fall 2026',
          4,
          12,
          'Under-utilized',
        ],
        [
          'Ana Alvarez',
          'p-ana@college.edu',
          'Partial Load',
          'Yes',
          'Film Lead',
          'Editing',
          'FILM1001, FILM2001',
          'Winter 2027',
          6,
          12,
          'Normal',
        ],
        [
          'Ana Alvarez',
          'p-ana@college.edu',
          'Partial Load',
          'Yes',
          'Film Lead',
          'Editing',
          'FILM1001, FILM2001',
          'Spring 2027',
          0,
          12,
          'Unassigned',
        ],
        [
          'Ben Brown',
          'p-ben@college.edu',
          'Part-time',
          'Yes',
          'No',
          '',
          'FILM1001, GAME1001',
          'Fall 2026',
          7,
          6,
          'Overloaded',
        ],
        [
          'Ben Brown',
          'p-ben@college.edu',
          'Part-time',
          'Yes',
          'No',
          '',
          'FILM1001, GAME1001',
          'Winter 2027',
          0,
          6,
          'Unassigned',
        ],
        [
          'Ben Brown',
          'p-ben@college.edu',
          'Part-time',
          'Yes',
          'No',
          '',
          'FILM1001, GAME1001',
          'Spring 2027',
          0,
          6,
          'Unassigned',
        ],
      ],
    })
    expect(printedTable(reportTable(report('program-overview')))).toEqual({
      title: 'Program Overview',
      columns: [
        'Program',
        'Level',
        'Term',
        'Courses',
        'Required Sections',
        'Staffed Sections',
        'Open Sections',
        'Percent Staffed',
        'Required Hours',
        'Staffed Hours',
      ],
      rows: [
        ['Film & TV', 1, 'Fall 2026', 1, 2, 2, 0, 100, 8, 8],
        ['Film & TV', 2, 'Winter 2027', 1, 1, 1, 0, 100, 6, 6],
        ['Game Development', 1, 'Fall 2026', 1, 2, 1, 1, 50, 6, 3],
      ],
    })
    expect(printedTable(reportTable(report('professor-workload')))).toEqual({
      title: 'Professor Load Statement',
      columns: [
        'Professor',
        'Employment Type',
        'Max Hours',
        'Term',
        'Course Code',
        'Course Title',
        'Section',
        'Schedule',
        'Weekly Hours',
        'Weeks',
        'Hours in Term',
        'Term Total',
        'Status',
      ],
      rows: [
        [
          'Ana Alvarez',
          'Partial Load',
          12,
          'Fall 2026',
          'FILM1001',
          'Film Language',
          1,
          '',
          4,
          14,
          56,
          4,
          'Under-utilized',
        ],
        [
          'Ana Alvarez',
          'Partial Load',
          12,
          'Winter 2027',
          'FILM2001',
          'Directing',
          1,
          '',
          6,
          14,
          84,
          6,
          'Normal',
        ],
        [
          'Ben Brown',
          'Part-time',
          6,
          'Fall 2026',
          'FILM1001',
          'Film Language',
          2,
          '',
          4,
          14,
          56,
          7,
          'Overloaded',
        ],
        [
          'Ben Brown',
          'Part-time',
          6,
          'Fall 2026',
          'GAME1001',
          'Game Design',
          1,
          '',
          3,
          14,
          42,
          7,
          'Overloaded',
        ],
      ],
    })
  })
})

describe('print layouts', () => {
  it('writes the legal name, preferred name, email and program code as columns of their own in the files', () => {
    const NAMES = ['First Name', 'Last Name', 'Preferred Name', 'Email']
    const assignments = reportTable(report('course-assignments', { groupByProgram: true }))
    expect(assignments.columns).toEqual(['Program', 'Program Code', 'Course Code', 'Course Title', 'Level', 'Term', 'Section', 'Weekly Hours', 'Professor', ...NAMES, 'Status'])
    expect(assignments.rows[0]).toEqual(['Film & TV', 'FILM', 'FILM1001', 'Film Language', 1, 'Fall 2026', 1, 4, 'Ana Alvarez', 'Ana', 'Alvarez', '', 'p-ana@college.edu', 'Assigned'])
    // An open section has no professor: its name cells are empty.
    expect(assignments.rows.find((r) => r.includes('Unassigned'))!.slice(9, 13)).toEqual(['', '', '', ''])
    // A program without a code: the column is there, empty (never the slug).
    expect(assignments.rows.find((r) => r[0] === 'Game Development')![1]).toBe('')
    for (const type of ['workload-summary', 'course-professors', 'professor-details', 'professor-workload'] as const) {
      const columns = reportTable(report(type)).columns
      const at = columns.indexOf('Professor')
      expect(columns.slice(at, at + 5), type).toEqual(['Professor', ...NAMES])
    }
    expect(reportTable(report('program-overview')).columns.slice(0, 2)).toEqual(['Program', 'Program Code'])
  })

  it('prints load statements one per professor, and other reports as their table', () => {
    const statements = reportPrintView(report('professor-workload'))
    expect(statements.kind).toBe('statements')
    if (statements.kind === 'statements') {
      expect(statements.heading).toBe('Teaching Load Statement')
      expect(statements.statements.map((s) => s.name)).toEqual(['Ana Alvarez', 'Ben Brown'])
    }
    const summary = report('workload-summary')
    expect(reportPrintView(summary)).toEqual({
      kind: 'table',
      table: printedTable(reportTableOf(summary)),
      groupedByProgram: false,
    })
  })

  it('groups by program only the tables led by the program, and only when asked', () => {
    const grouped = (type: ReportType, groupByProgram: boolean) => {
      const view = reportPrintView(report(type, { groupByProgram }))
      return view.kind === 'table' && view.groupedByProgram
    }
    expect(REPORT_TYPES.filter((t) => grouped(t, true))).toEqual([
      'course-assignments',
      'program-overview',
    ])
    expect(REPORT_TYPES.filter((t) => grouped(t, false))).toEqual([])
    for (const type of ['course-assignments', 'program-overview'] as const)
      expect(reportTable(report(type)).columns[0]).toBe('Program')
  })
})
