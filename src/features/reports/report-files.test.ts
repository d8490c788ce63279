import Papa from 'papaparse'
import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REPORT_SETTINGS, type Report } from '@/domain/reports/report'
import { reportPrintView } from '@/domain/reports/report-registry'
import { neutraliseFormula, reportFileName, reportTable, spreadsheetRows, type ReportTable } from '@/domain/reports/report-table'
import { reportCsv, reportWorkbook } from './report-files'

const tricky: ReportTable = {
  title: 'Course Assignments',
  columns: ['Title', 'Hours', 'Note'],
  rows: [
    ['Film, Sound & "Story"', 4, 'line one\nline two'],
    ['=HYPERLINK("http://evil")', -3, '+1'],
    ['@SUM(A1)', 2.5, '\tTabbed'],
    ['-2+3', 0, 'Montréal'],
  ],
}

describe('file names', () => {
  const day = new Date(2026, 9, 5, 23, 30)
  it('is report_{type}_{date}[_{program}].{ext}', () => {
    expect(reportFileName({ type: 'workload-summary', program: 'all' }, 'csv', day)).toBe('report_workload-summary_2026-10-05.csv')
    expect(reportFileName({ type: 'program-overview', program: 'film-tv' }, 'json', day)).toBe('report_program-overview_2026-10-05_film-tv.json')
    expect(reportFileName({ type: 'course-assignments', program: 'game-development' }, 'excel', day)).toBe(
      'report_course-assignments_2026-10-05_game-development.xlsx',
    )
  })
})

describe('CSV', () => {
  it('starts with a UTF-8 byte-order mark and uses CRLF between records', async () => {
    const csv = await reportCsv(tricky)
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).startsWith('Title,Hours,Note\r\n')).toBe(true)
  })

  it('quotes commas, quotes and line breaks (RFC 4180) and reads back to the same cells', async () => {
    const csv = await reportCsv(tricky)
    expect(csv).toContain('"Film, Sound & ""Story""",4,"line one\nline two"')
    const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data
    expect(parsed[1]).toEqual(['Film, Sound & "Story"', '4', 'line one\nline two'])
    expect(parsed[4]?.[2]).toBe('Montréal')
  })

  it('prefixes cells starting with = + - @ or a tab so a spreadsheet shows them as text; numbers are untouched', async () => {
    const parsed = Papa.parse<string[]>((await reportCsv(tricky)).slice(1), { newline: '\r\n' }).data
    expect(parsed[2]).toEqual(['\'=HYPERLINK("http://evil")', '-3', "'+1"])
    expect(parsed[3]).toEqual(["'@SUM(A1)", '2.5', "'\tTabbed"])
    expect(parsed[4]?.[0]).toBe("'-2+3")
  })
})

describe('Excel', () => {
  it('writes numbers as number cells and text as text, with formula-looking text neutralised', async () => {
    const book = XLSX.read(new Uint8Array(await reportWorkbook(tricky, 'letter')), { type: 'array' })
    expect(book.SheetNames).toEqual(['Course Assignments'])
    const sheet = book.Sheets['Course Assignments']!
    expect(sheet.A1).toMatchObject({ t: 's', v: 'Title' })
    expect(sheet.B2).toMatchObject({ t: 'n', v: 4 })
    expect(sheet.B3).toMatchObject({ t: 'n', v: -3 })
    expect(sheet.B4).toMatchObject({ t: 'n', v: 2.5 })
    expect(sheet.A3).toMatchObject({ t: 's', v: '\'=HYPERLINK("http://evil")' })
    expect(sheet.A3.f).toBeUndefined()
    expect(sheet.C3).toMatchObject({ t: 's', v: "'+1" })
    expect(sheet.C2).toMatchObject({ t: 's', v: 'line one\nline two' })
  })

  it('prints on the paper the report was generated with (A4 is paper code 9)', async () => {
    const zip = XLSX.CFB.read(await reportWorkbook(tricky, 'a4'), { type: 'array' })
    const at = (zip.FullPaths as string[]).findIndex((p) => p.endsWith('xl/worksheets/sheet1.xml'))
    expect(new TextDecoder().decode(zip.FileIndex[at]!.content as Uint8Array)).toContain('<pageSetup paperSize="9" ')
  })

  it('neutralises exactly the risky starts', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'a=1', ' =1', ''].map(neutraliseFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'a=1',
      ' =1',
      '',
    ])
    expect(spreadsheetRows({ title: 't', columns: ['A'], rows: [[-1], ['-1']] })).toEqual([['A'], [-1], ["'-1"]])
  })
})

// Issue 26: every export names the professor the same way, so files can be joined.
const NAME_COLUMNS = ['First Name', 'Last Name', 'Preferred Name', 'Email']
const BEN = ['Ben', 'Brown', 'Benny', 'ben.brown@college.example']

describe('report table', () => {
  const base: Omit<Report, 'type' | 'data'> = {
    program: 'all',
    semester: 'all',
    scope: { label: 'Fall 2026', academicYear: '2026-2027', terms: ['fall-2026'], programName: 'All Programs' },
    settings: DEFAULT_REPORT_SETTINGS,
    generatedAt: '2026-10-05T00:00:00.000Z',
    generatedBy: 'System Administrator',
    metadata: { dataSnapshot: { totalCourses: 1, totalProfessors: 1, totalAssignments: 1 } },
  }
  const row = { termKey: 'fall-2026', term: 'Fall 2026', hours: 7, sections: 2, maxHours: 6, utilization: 117, status: 'overloaded' as const, statusLabel: 'Overloaded', professorId: 'p', name: 'Ben Brown', names: { firstName: 'Ben', lastName: 'Brown', preferredName: 'Benny', email: 'ben.brown@college.example' }, employmentType: 'Part-time', isActive: true }

  it('drops the detail columns when workload details are off', () => {
    const withDetails = reportTable({ ...base, type: 'workload-summary', data: { rows: [row], totals: [] } })
    expect(withDetails.columns).toEqual(['Professor', ...NAME_COLUMNS, 'Employment Type', 'Term', 'Weekly Hours', 'Sections', 'Max Hours', 'Utilization %', 'Status'])
    expect(withDetails.rows).toEqual([['Ben Brown', ...BEN, 'Part-time', 'Fall 2026', 7, 2, 6, 117, 'Overloaded']])
    const plain = reportTable({ ...base, settings: { ...base.settings, showWorkloadDetails: false }, type: 'workload-summary', data: { rows: [row], totals: [] } })
    expect(plain.columns).toEqual(['Professor', ...NAME_COLUMNS, 'Employment Type', 'Term', 'Weekly Hours', 'Max Hours', 'Status'])
  })

  it('writes the legal name, preferred name and email as columns of their own in the files, not in print', () => {
    const report: Report = { ...base, type: 'workload-summary', data: { rows: [row], totals: [] } }
    const view = reportPrintView(report)
    expect(view.kind === 'table' && view.table.columns).toEqual(['Professor', 'Employment Type', 'Term', 'Weekly Hours', 'Sections', 'Max Hours', 'Utilization %', 'Status'])
    expect(view.kind === 'table' && view.table.rows).toEqual([['Ben Brown', 'Part-time', 'Fall 2026', 7, 2, 6, 117, 'Overloaded']])
  })
})
