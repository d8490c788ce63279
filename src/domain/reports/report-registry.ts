/**
 * The report registry: one record per report type of the spec, holding everything the screens
 * need to make, list, export and print it: its label, what it needs chosen (a professor, a
 * course), its builder (with the spec's messages when it cannot be made), the title and table
 * columns every export and the print window share (each column's header beside its cell), and its
 * print layout.
 *
 * The registry is typed by a mapped type over REPORT_TYPES, so each entry's data type (from
 * ReportDataByType) flows into its columns and print layout, and a report type without a complete
 * entry does not compile. Nothing else dispatches on the report type.
 */
import type { ReportType } from '@/domain/kernel/constants'
import {
  isReportType,
  REPORT_MESSAGES,
  ALL_PROFESSORS,
  DEFAULT_REPORT_CREATOR,
  type Report,
  type ReportSettings,
} from './report'
import {
  ALL_PROGRAMS,
  ALL_PROGRAMS_LABEL,
  courseAssignmentsData,
  courseProfessorsData,
  loadStatement,
  professorDetailsData,
  professorsForProgram,
  programNames,
  programOverviewData,
  workloadSummaryData,
  type LoadStatement,
  type CourseProfessorRow,
  type ProfessorDetailRow,
  type ProfessorNames,
  type ReportDataByType,
  type ReportInput,
  type SectionRow,
  type TermWorkload,
  type WorkloadRow,
} from './report-data'
import type { ReportCell, ReportTable } from './report-table'
import { termKey } from '@/domain/calendar/planning-term'

// ---- Requests and results ----------------------------------------------------------------------

interface ReportRequest {
  type: string
  /** professor-workload: a professor id, or ALL_PROFESSORS for a statement per professor. */
  professorId?: string
  /** course-professors: the course. */
  courseId?: string
  /** The semester selection the scope came from ('all', 'fall-2026', 'custom-…'). */
  semester: string
}

type ReportResult = { ok: true; report: Report } | { ok: false; message: string }

/** A builder's answer: the report's data, or the spec's message saying why it cannot be made. */
type ReportBuild<D> = { ok: true; data: D } | { ok: false; message: string }

// ---- Columns -----------------------------------------------------------------------------------

/** One column of a report table: its header and how a row fills its cell, side by side. */
interface ReportColumn<Row> {
  header: string
  cell: (row: Row) => ReportCell
  /** In the files (CSV, Excel) and not in the printed table, which keeps one Professor column. */
  fileOnly?: boolean
}

/** A table's header line and rows. */
type ReportTableBody = Pick<ReportTable, 'columns' | 'rows' | 'fileOnly'>

/** The table of some rows under some columns; the row type is inferred from the rows. */
export function tableOf<Row>(
  rows: readonly Row[],
  columns: readonly ReportColumn<Row>[],
): ReportTableBody {
  const fileOnly = columns.flatMap((c, i) => (c.fileOnly ? [i] : []))
  return {
    columns: columns.map((c) => c.header),
    rows: rows.map((r) => columns.map((c) => c.cell(r))),
    ...(fileOnly.length > 0 && { fileOnly }),
  }
}

/** The same columns read from a part of a wider row. */
function columnsOf<Row, Part>(
  columns: readonly ReportColumn<Part>[],
  part: (row: Row) => Part,
): ReportColumn<Row>[] {
  return columns.map((c) => ({ ...c, cell: (row) => c.cell(part(row)) }))
}

const NAME_PARTS = [
  ['First Name', 'firstName'],
  ['Last Name', 'lastName'],
  ['Preferred Name', 'preferredName'],
  ['Email', 'email'],
] as const

/**
 * The professor's legal name (first, last), preferred name and email as four columns, the same in
 * every export so files can be joined (issue 26). Files only, unless the email is printed too.
 * `?? ''`: a report saved before these fields existed has none.
 */
function professorNameColumns<Row>(
  names: (row: Row) => ProfessorNames | null | undefined,
  options: { emailPrinted?: boolean } = {},
): ReportColumn<Row>[] {
  return NAME_PARTS.map(([header, key]) => ({
    header,
    cell: (row) => names(row)?.[key] ?? '',
    fileOnly: !(options.emailPrinted && key === 'email'),
  }))
}

/** The program's code beside its name (files only; the printed table groups by the name). */
function programCodeColumn<Row extends { programCode?: string }>(): ReportColumn<Row> {
  return { header: 'Program Code', cell: (r) => r.programCode ?? '', fileOnly: true }
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No')

/** A term's load; the sections and utilization columns only when workload details are shown. */
function workloadColumns(details: boolean): ReportColumn<TermWorkload>[] {
  const all: (ReportColumn<TermWorkload> & { detail?: true })[] = [
    { header: 'Term', cell: (t) => t.term },
    { header: 'Weekly Hours', cell: (t) => t.hours },
    { header: 'Sections', cell: (t) => t.sections, detail: true },
    { header: 'Max Hours', cell: (t) => t.maxHours },
    { header: 'Utilization %', cell: (t) => t.utilization, detail: true },
    { header: 'Status', cell: (t) => t.statusLabel },
  ]
  return all.filter((c) => details || !c.detail).map(({ header, cell }) => ({ header, cell }))
}

// ---- Print layouts -----------------------------------------------------------------------------

/**
 * How the print window lays a report out: its table (grouped under a heading per value of the
 * first column, the program, when `groupable` and the report was grouped by program), or one
 * statement per professor, each on its own page.
 */
type ReportPrintLayout<D> =
  | { kind: 'table'; groupable: boolean }
  | { kind: 'statements'; heading: string; statements: (data: D) => readonly LoadStatement[] }

// ---- The registry ------------------------------------------------------------------------------

interface ReportDefinition<T extends ReportType> {
  label: string
  /** What the user must choose before generating: a professor, a course, or nothing. */
  needs: 'professor' | 'course' | null
  build: (request: ReportRequest, input: ReportInput) => ReportBuild<ReportDataByType[T]>
  /** The title of the table (the label when absent). */
  title?: (data: ReportDataByType[T], label: string) => string
  /** The one flat table shared by CSV, Excel and the print window. */
  table: (data: ReportDataByType[T], settings: ReportSettings) => ReportTableBody
  print: ReportPrintLayout<ReportDataByType[T]>
}

export type ReportRegistry = { [T in ReportType]: ReportDefinition<T> }

const made = <D>(data: D): ReportBuild<D> => ({ ok: true, data })
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message })

/** Most reports need professors and courses to say anything. */
function needsProfessorsAndCourses(input: ReportInput): { ok: false; message: string } | null {
  return input.professors.length === 0 || input.courses.length === 0
    ? fail(REPORT_MESSAGES.insufficientData)
    : null
}

export const REPORTS: ReportRegistry = {
  'workload-summary': {
    label: 'Workload Summary',
    needs: null,
    build: (_, input) => needsProfessorsAndCourses(input) ?? made(workloadSummaryData(input)),
    table: (data, settings) =>
      tableOf(data.rows, [
        { header: 'Professor', cell: (r) => r.name },
        ...professorNameColumns((r: WorkloadRow) => r.names),
        { header: 'Employment Type', cell: (r) => r.employmentType },
        ...workloadColumns(settings.showWorkloadDetails),
      ]),
    print: { kind: 'table', groupable: false },
  },
  'course-assignments': {
    label: 'Course Assignments',
    needs: null,
    build: (_, input) => needsProfessorsAndCourses(input) ?? made(courseAssignmentsData(input)),
    table: (data) =>
      tableOf(data.rows, [
        { header: 'Program', cell: (r) => r.programName },
        programCodeColumn(),
        { header: 'Course Code', cell: (r) => r.code },
        { header: 'Course Title', cell: (r) => r.title },
        { header: 'Level', cell: (r) => r.level },
        { header: 'Term', cell: (r) => r.term },
        { header: 'Section', cell: (r) => r.section },
        { header: 'Weekly Hours', cell: (r) => r.weeklyHours },
        { header: 'Professor', cell: (r) => r.professorName },
        ...professorNameColumns((r: SectionRow) => r.names),
        { header: 'Status', cell: (r) => r.status },
      ]),
    print: { kind: 'table', groupable: true },
  },
  'course-professors': {
    label: 'Course Professors',
    needs: 'course',
    build: (request, input) => {
      const course = input.courses.find((c) => c.id === request.courseId)
      if (!course) return fail(REPORT_MESSAGES.courseNotSelected)
      if (input.professors.length === 0) return fail(REPORT_MESSAGES.insufficientData)
      return made(courseProfessorsData(input, course))
    },
    title: (data, label) => `${label}: ${data.course.code} ${data.course.title}`,
    table: (data) =>
      tableOf(data.rows, [
        { header: 'Course Code', cell: () => data.course.code },
        { header: 'Term', cell: (r) => r.term },
        { header: 'Section', cell: (r) => r.section },
        { header: 'Weekly Hours', cell: (r) => r.weeklyHours },
        { header: 'Professor', cell: (r) => r.professorName },
        ...professorNameColumns((r: CourseProfessorRow) => r.names, { emailPrinted: true }),
        { header: 'Employment Type', cell: (r) => r.employmentType },
        { header: 'Professor Hours in Term', cell: (r) => r.load?.hours ?? '' },
        { header: 'Max Hours', cell: (r) => r.load?.maxHours ?? '' },
        { header: 'Status', cell: (r) => r.load?.statusLabel ?? '' },
      ]),
    print: { kind: 'table', groupable: false },
  },
  'professor-details': {
    label: 'Professor Details',
    needs: null,
    build: (_, input) => needsProfessorsAndCourses(input) ?? made(professorDetailsData(input)),
    // One line per professor and term.
    table: (data, settings) =>
      tableOf(
        data.rows.flatMap((professor) => professor.terms.map((term) => ({ professor, term }))),
        [
          { header: 'Professor', cell: ({ professor: r }) => r.name },
          ...professorNameColumns(({ professor: r }: { professor: ProfessorDetailRow }) => r.names, { emailPrinted: true }),
          { header: 'Employment Type', cell: ({ professor: r }) => r.employmentType },
          { header: 'Active', cell: ({ professor: r }) => yesNo(r.isActive) },
          {
            header: 'Coordinator',
            cell: ({ professor: r }) => (r.isCoordinator ? r.coordinatorRole || 'Yes' : 'No'),
          },
          { header: 'Specializations', cell: ({ professor: r }) => r.specializations.join(', ') },
          { header: 'Courses', cell: ({ professor: r }) => r.courses.join(', ') },
          ...columnsOf(
            workloadColumns(settings.showWorkloadDetails),
            (line: { term: TermWorkload }) => line.term,
          ),
        ],
      ),
    print: { kind: 'table', groupable: false },
  },
  'program-overview': {
    label: 'Program Overview',
    needs: null,
    build: (_, input) => needsProfessorsAndCourses(input) ?? made(programOverviewData(input)),
    table: (data) =>
      tableOf(data.rows, [
        { header: 'Program', cell: (r) => r.programName },
        programCodeColumn(),
        { header: 'Level', cell: (r) => r.level },
        { header: 'Term', cell: (r) => r.term },
        { header: 'Courses', cell: (r) => r.courses },
        { header: 'Required Sections', cell: (r) => r.requiredSections },
        { header: 'Staffed Sections', cell: (r) => r.staffedSections },
        { header: 'Open Sections', cell: (r) => r.openSections },
        { header: 'Percent Staffed', cell: (r) => r.percentStaffed },
        { header: 'Required Hours', cell: (r) => r.requiredHours },
        { header: 'Staffed Hours', cell: (r) => r.staffedHours },
      ]),
    print: { kind: 'table', groupable: true },
  },
  'professor-workload': {
    label: 'Professor Load Statement',
    needs: 'professor',
    build: (request, input) => {
      const id = request.professorId ?? ''
      const chosen = id === ALL_PROFESSORS ? null : input.professors.find((p) => p.id === id)
      if (!id || (id !== ALL_PROFESSORS && !chosen))
        return fail(REPORT_MESSAGES.professorNotSelected)
      const insufficient = needsProfessorsAndCourses(input)
      if (insufficient) return insufficient
      const professors = chosen ? [chosen] : professorsForProgram(input)
      const statements = professors.map((p) => loadStatement(p, input))
      // "All professors" is one statement per professor who teaches in the scope (issue 26: blank
      // statements were printed for everyone else) unless the option asks for them all.
      return made({
        statements:
          chosen || input.settings.includeIdleProfessors
            ? statements
            : statements.filter((s) => s.lines.length > 0),
      })
    },
    // One line per section taught, with the total and status of its term.
    table: (data) =>
      tableOf(
        data.statements.flatMap((statement) =>
          statement.lines.map((line) => ({
            statement,
            line,
            term: statement.terms.find((t) => t.termKey === line.termKey),
          })),
        ),
        [
          { header: 'Professor', cell: (r) => r.statement.name },
          ...professorNameColumns((r: { statement: LoadStatement }) => r.statement.names),
          { header: 'Employment Type', cell: (r) => r.statement.employmentType },
          { header: 'Max Hours', cell: (r) => r.statement.maxHours },
          { header: 'Term', cell: (r) => r.line.term },
          { header: 'Course Code', cell: (r) => r.line.code },
          { header: 'Course Title', cell: (r) => r.line.title },
          { header: 'Section', cell: (r) => r.line.section },
          // A report saved before schedules were listed has none.
          { header: 'Schedule', cell: (r) => r.line.schedule ?? '' },
          { header: 'Weekly Hours', cell: (r) => r.line.weeklyHours },
          { header: 'Weeks', cell: (r) => r.line.weeks },
          { header: 'Hours in Term', cell: (r) => r.line.termHours },
          { header: 'Term Total', cell: (r) => r.term?.hours ?? r.line.weeklyHours },
          { header: 'Status', cell: (r) => r.term?.statusLabel ?? '' },
        ],
      ),
    print: {
      kind: 'statements',
      heading: 'Teaching Load Statement',
      statements: (data) => data.statements,
    },
  },
}

// ---- Using a report through its definition ------------------------------------------------------

/** The report as one table: what CSV and Excel contain and what the print window lists. */
export function reportTableOf<T extends ReportType>(report: Report<T>): ReportTable {
  const definition: ReportDefinition<T> = REPORTS[report.type]
  const label = definition.label
  return {
    title: definition.title ? definition.title(report.data, label) : label,
    ...definition.table(report.data, report.settings),
  }
}

/** What the print window shows: the report's table, or its statements, one per page. */
type ReportPrintView =
  | { kind: 'table'; table: ReportTable; groupedByProgram: boolean }
  | { kind: 'statements'; heading: string; statements: readonly LoadStatement[] }

export function reportPrintView<T extends ReportType>(report: Report<T>): ReportPrintView {
  const layout: ReportPrintLayout<ReportDataByType[T]> = REPORTS[report.type].print
  if (layout.kind === 'statements')
    return {
      kind: 'statements',
      heading: layout.heading,
      statements: layout.statements(report.data),
    }
  return {
    kind: 'table',
    table: printedTable(reportTableOf(report)),
    groupedByProgram: layout.groupable && report.settings.groupByProgram,
  }
}

/** The table without its files-only columns (the names and codes kept for joining files). */
export function printedTable(table: ReportTable): ReportTable {
  const hidden = new Set(table.fileOnly ?? [])
  if (hidden.size === 0) return table
  const shown = (_: unknown, i: number) => !hidden.has(i)
  return { title: table.title, columns: table.columns.filter(shown), rows: table.rows.map((r) => r.filter(shown)) }
}

// ---- Generation ----------------------------------------------------------------------------------

function buildReport<T extends ReportType>(
  type: T,
  request: ReportRequest,
  input: ReportInput,
  now: Date,
): { ok: true; report: Report<T> } | { ok: false; message: string } {
  const built = REPORTS[type].build(request, input)
  if (!built.ok) return built
  const report: Report<T> = {
    type,
    program: input.program,
    semester: request.semester,
    scope: {
      label: input.scope.label,
      academicYear: input.scope.academicYear,
      terms: input.scope.terms.map(termKey),
      programName:
        input.program === ALL_PROGRAMS
          ? ALL_PROGRAMS_LABEL
          : (programNames(input.programs).get(input.program) ?? input.program),
    },
    settings: { ...input.settings },
    data: built.data,
    generatedAt: now.toISOString(),
    generatedBy: input.settings.createdBy.trim() || DEFAULT_REPORT_CREATOR,
    metadata: {
      dataSnapshot: {
        totalCourses: input.courses.length,
        totalProfessors: input.professors.length,
        totalAssignments: input.assignments.length,
      },
    },
  }
  return { ok: true, report }
}

/**
 * The spec's report object for one request, or the spec's message when it cannot be made: an
 * unknown type ('Invalid report type selected'), a missing professor or course, or no professors
 * or no courses at all.
 */
export function generateReport(
  request: ReportRequest,
  input: ReportInput,
  now: Date = new Date(),
): ReportResult {
  if (!isReportType(request.type)) return fail(REPORT_MESSAGES.invalidType)
  return buildReport(request.type, request, input, now)
}
