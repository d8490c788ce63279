/**
 * One flat table per report, shared by the CSV, Excel and print outputs, so the three always show
 * the same columns and rows; plus the export file names and the formula-injection rule.
 *
 * Cells are strings or numbers. Numbers stay numbers all the way into the spreadsheet (hours,
 * sections, percentages); text that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) is prefixed with an apostrophe, the same rule papaparse's
 * escapeFormulae applies to the CSV.
 */
import type { ReportType } from './constants'
import { REPORT_TYPE_LABELS, type Report } from './report'
import type { ReportDataByType, TermWorkload } from './report-data'

export type ReportCell = string | number

export interface ReportTable {
  title: string
  columns: string[]
  rows: ReportCell[][]
}

export const REPORT_FILE_EXTENSIONS = { csv: 'csv', json: 'json', excel: 'xlsx' } as const
export type ReportFileFormat = keyof typeof REPORT_FILE_EXTENSIONS

/** Local calendar date 'YYYY-MM-DD' (the day the user sees, not the UTC day). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** report_{type}_{date}[_{program}].{ext}; the program part only when one program was chosen. */
export function reportFileName(
  report: Pick<Report, 'type' | 'program'>,
  format: ReportFileFormat,
  date: Date,
): string {
  const program = report.program && report.program !== 'all' ? `_${report.program.replace(/[^\w.-]+/g, '-')}` : ''
  return `report_${report.type}_${localIsoDate(date)}${program}.${REPORT_FILE_EXTENSIONS[format]}`
}

/** Same pattern as papaparse's escapeFormulae default. */
export const FORMULA_START = /^[=+\-@\t\r]/

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** Rows for a spreadsheet: header first, numbers kept as numbers, risky text neutralised. */
export function spreadsheetRows(table: ReportTable): ReportCell[][] {
  return [table.columns, ...table.rows].map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell : neutraliseFormula(cell))),
  )
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No')

function workloadCells(t: TermWorkload, details: boolean): ReportCell[] {
  return details ? [t.term, t.hours, t.sections, t.maxHours, t.utilization, t.statusLabel] : [t.term, t.hours, t.maxHours, t.statusLabel]
}

function workloadColumns(details: boolean): string[] {
  return details
    ? ['Term', 'Weekly Hours', 'Sections', 'Max Hours', 'Utilization %', 'Status']
    : ['Term', 'Weekly Hours', 'Max Hours', 'Status']
}

/** The report as one table: what CSV and Excel contain and what the print window lists. */
export function reportTable(report: Report): ReportTable {
  const details = report.settings.showWorkloadDetails
  const title = REPORT_TYPE_LABELS[report.type]
  const type: ReportType = report.type
  switch (type) {
    case 'workload-summary': {
      const data = report.data as ReportDataByType['workload-summary']
      return {
        title,
        columns: ['Professor', 'Employment Type', ...workloadColumns(details)],
        rows: data.rows.map((r) => [r.name, r.employmentType, ...workloadCells(r, details)]),
      }
    }
    case 'course-assignments': {
      const data = report.data as ReportDataByType['course-assignments']
      return {
        title,
        columns: ['Program', 'Course Code', 'Course Title', 'Level', 'Term', 'Section', 'Weekly Hours', 'Professor', 'Status'],
        rows: data.rows.map((r) => [r.programName, r.code, r.title, r.level, r.term, r.section, r.weeklyHours, r.professorName, r.status]),
      }
    }
    case 'course-professors': {
      const data = report.data as ReportDataByType['course-professors']
      return {
        title: `${title}: ${data.course.code} ${data.course.title}`,
        columns: ['Course Code', 'Term', 'Section', 'Weekly Hours', 'Professor', 'Email', 'Employment Type', 'Professor Hours in Term', 'Max Hours', 'Status'],
        rows: data.rows.map((r) => [
          data.course.code,
          r.term,
          r.section,
          r.weeklyHours,
          r.professorName,
          r.email,
          r.employmentType,
          r.load?.hours ?? '',
          r.load?.maxHours ?? '',
          r.load?.statusLabel ?? '',
        ]),
      }
    }
    case 'professor-details': {
      const data = report.data as ReportDataByType['professor-details']
      return {
        title,
        columns: ['Professor', 'Email', 'Employment Type', 'Active', 'Coordinator', 'Specializations', 'Courses', ...workloadColumns(details)],
        rows: data.rows.flatMap((r) =>
          r.terms.map((t) => [
            r.name,
            r.email,
            r.employmentType,
            yesNo(r.isActive),
            r.isCoordinator ? r.coordinatorRole || 'Yes' : 'No',
            r.specializations.join(', '),
            r.courses.join(', '),
            ...workloadCells(t, details),
          ]),
        ),
      }
    }
    case 'program-overview': {
      const data = report.data as ReportDataByType['program-overview']
      return {
        title,
        columns: ['Program', 'Level', 'Term', 'Courses', 'Required Sections', 'Staffed Sections', 'Open Sections', 'Percent Staffed', 'Required Hours', 'Staffed Hours'],
        rows: data.rows.map((r) => [
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
      }
    }
    case 'professor-workload': {
      const data = report.data as ReportDataByType['professor-workload']
      return {
        title,
        columns: ['Professor', 'Employment Type', 'Max Hours', 'Term', 'Course Code', 'Course Title', 'Section', 'Weekly Hours', 'Term Total', 'Status'],
        rows: data.statements.flatMap((s) =>
          s.lines.map((l) => {
            const term = s.terms.find((t) => t.termKey === l.termKey)
            return [s.name, s.employmentType, s.maxHours, l.term, l.code, l.title, l.section, l.weeklyHours, term?.hours ?? l.weeklyHours, term?.statusLabel ?? '']
          }),
        ),
      }
    }
  }
}
