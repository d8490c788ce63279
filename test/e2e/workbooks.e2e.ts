// Every workbook the app writes, read by a reader that is not the app's own SheetJS (issue 26):
// the load plan, the course list, the professors and a report are downloaded in Chromium with the
// sample data and opened with openpyxl (test/fixtures/read-workbook.py, installed by
// build/ensure-test-tools.mjs from `npm run test:e2e`). Each sheet must open with its header row
// frozen, an autofilter over the header and rows, columns as wide as their content, and print
// landscape, one page wide, the header row repeated, on Letter paper by default (paper code 1) and
// on A4 (code 9) once Settings → General → Documents says so; the professors' hire dates are date
// cells.
//
// Expected values come from the raw IndexedDB records, never from the app's domain code.
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { python } from '../../build/ensure-test-tools.mjs'
import { describe, expect, test } from './browser'
import { readStoredRecords } from './stored-records'

interface RawProfessor {
  email: string
  hireDate: string
}
interface Raw {
  professors: RawProfessor[]
  courses: unknown[]
  assignments: unknown[]
}

interface SheetInfo {
  title: string
  freeze_panes: string | null
  auto_filter: string | null
  widths: (number | null)[]
  orientation: string | null
  fit_to_page: boolean | null
  fit_to_width: number | null
  fit_to_height: number | null
  paper_size: number | null
  print_title_rows: string | null
  header: string[]
  rows: number
  first_row: unknown[]
  column?: { is_date: boolean; value: unknown }[]
}

const reader = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'read-workbook.py')

function readWorkbook(path: string, column?: string): SheetInfo[] {
  const out = execFileSync(python, [reader, path, ...(column ? [column] : [])], { encoding: 'utf8' })
  return JSON.parse(out) as SheetInfo[]
}

const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** SpreadsheetML's paper codes. */
const LETTER = 1
const A4 = 9

/** What every sheet of every workbook must hold, as openpyxl reads it (on Letter unless told). */
function expectReadyToUse(sheet: SheetInfo, paper = LETTER) {
  expect(sheet.freeze_panes, sheet.title).toBe('A2')
  const last = COLUMN_LETTERS[sheet.header.length - 1]!
  expect(sheet.auto_filter, sheet.title).toBe(`A1:${last}${sheet.rows + 1}`)
  expect(sheet.orientation, sheet.title).toBe('landscape')
  expect(sheet.fit_to_page, sheet.title).toBe(true)
  expect(sheet.fit_to_width, sheet.title).toBe(1)
  expect(sheet.fit_to_height, sheet.title).toBe(0)
  expect(sheet.paper_size, sheet.title).toBe(paper)
  // openpyxl 3.0 spells the repeated rows '$1:$1', 3.1 '1:1'.
  expect(sheet.print_title_rows?.replace(/\$/g, ''), sheet.title).toBe('1:1')
  sheet.header.forEach((header, i) => {
    const width = sheet.widths[i] ?? 0
    expect(width, `${sheet.title}: ${header}`).toBeGreaterThanOrEqual(header.length)
    expect(width, `${sheet.title}: ${header}`).toBeLessThanOrEqual(61)
  })
}

async function seeded(page: Page): Promise<Raw> {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.evaluate(() => window.__courseload!.seed())
  return readStoredRecords<Raw>(page)
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return { name: file.suggestedFilename(), path: (await file.path())! }
}

const sidebarLink = (page: Page, name: RegExp) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name })

describe('workbooks', () => {
  test('the load plan, courses, professors and a report open frozen, filtered and print one page wide', async ({ openApp }) => {
    const page = await openApp('/')
    const raw = await seeded(page)

    // Courses: the load plan (a sheet per term and a professor summary), then the course list.
    await sidebarLink(page, /^Courses/).click()
    const exportButton = page.getByRole('button', { name: 'Export', exact: true })
    await exportButton.click()
    let dialog = page.getByRole('dialog', { name: 'Export' })
    const plan = await download(page, () => dialog.getByRole('button', { name: 'Export' }).click())
    expect(plan.name).toMatch(/^load_plan_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const planSheets = readWorkbook(plan.path)
    expect(planSheets.at(-1)!.title).toBe('Professor Summary')
    expect(planSheets.length).toBeGreaterThan(1)
    planSheets.forEach((sheet) => expectReadyToUse(sheet))
    // The Email column is as wide as the longest address in it.
    const term = planSheets[0]!
    const longestEmail = Math.max(...raw.professors.map((p) => p.email.length))
    expect(term.widths[term.header.indexOf('Email')]!).toBeGreaterThanOrEqual(longestEmail)
    // Numbers as numbers: the section and its weekly hours.
    expect(typeof term.first_row[term.header.indexOf('Section')]).toBe('number')
    expect(typeof term.first_row[term.header.indexOf('Weekly Hours')]).toBe('number')

    await exportButton.click()
    dialog = page.getByRole('dialog', { name: 'Export' })
    // The filtered and the full list have names of their own (issue 26), shown before the download.
    await dialog.getByLabel('Export', { exact: true }).selectOption('filtered')
    await expect
      .poll(() => dialog.locator('p[aria-live]').textContent())
      .toMatch(/^courses_[a-z0-9-]+_filtered_\d{4}-\d{2}-\d{2}\.xlsx$/)
    await dialog.getByLabel('Export', { exact: true }).selectOption('all')
    const courses = await download(page, () => dialog.getByRole('button', { name: 'Export' }).click())
    expect(courses.name).toMatch(/^courses_all_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const courseSheets = readWorkbook(courses.path)
    expect(courseSheets).toHaveLength(1)
    expect(courseSheets[0]!.rows).toBe(raw.courses.length)
    courseSheets.forEach((sheet) => expectReadyToUse(sheet))

    // Professors: the hire dates are date cells holding the stored dates.
    await sidebarLink(page, /^Professors/).click()
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    dialog = page.getByRole('dialog', { name: 'Export Professors' })
    await dialog.getByLabel('Format').selectOption('xlsx')
    const professors = await download(page, () => dialog.getByRole('button', { name: 'Export' }).click())
    expect(professors.name).toMatch(/^professors_export_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const [people] = readWorkbook(professors.path, 'Hire Date')
    expectReadyToUse(people!)
    expect(people!.rows).toBe(raw.professors.length)
    const emailAt = people!.header.indexOf('Email')
    expect(emailAt).toBeGreaterThanOrEqual(0)
    const dated = raw.professors.filter((p) => p.hireDate !== '')
    expect(dated.length).toBeGreaterThan(0)
    expect(people!.column!.filter((c) => c.is_date).map((c) => String(c.value).slice(0, 10)).sort()).toEqual(
      dated.map((p) => p.hireDate).sort(),
    )

    // A report: the course assignments of the current filters, as Excel.
    await page.goto(page.url().replace(/\/app\/.*$/, '/app/reports?tab=export'))
    await page.waitForFunction(() => window.__courseload?.ready === true)
    await page.getByLabel('Report type').selectOption('course-assignments')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await page.getByTestId('report-status').waitFor()
    const report = await download(page, () => page.getByRole('button', { name: 'Export Excel' }).click())
    expect(report.name).toMatch(/^report_course-assignments_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const [reportSheet] = readWorkbook(report.path)
    expect(reportSheet!.header[0]).toBe('Program')
    expect(reportSheet!.header.slice(0, 2)).toEqual(['Program', 'Program Code'])
    expect(typeof reportSheet!.first_row[reportSheet!.header.indexOf('Weekly Hours')]).toBe('number')
    expect(reportSheet!.rows).toBeGreaterThan(0)
    expectReadyToUse(reportSheet!)

    // A4 in Settings → General → Documents: the next professors workbook prints on A4.
    await page.goto(page.url().replace(/\/app\/.*$/, '/app/settings?tab=general'))
    const documents = page.getByTestId('documents-section')
    await documents.getByLabel('Paper size').selectOption('a4')
    await documents.getByRole('button', { name: 'Save documents' }).click()
    await documents.getByText('Document settings saved').waitFor()
    await sidebarLink(page, /^Professors/).click()
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    dialog = page.getByRole('dialog', { name: 'Export Professors' })
    await dialog.getByLabel('Format').selectOption('xlsx')
    const onA4 = await download(page, () => dialog.getByRole('button', { name: 'Export' }).click())
    const [a4Sheet] = readWorkbook(onA4.path)
    expectReadyToUse(a4Sheet!, A4)
  })
})
