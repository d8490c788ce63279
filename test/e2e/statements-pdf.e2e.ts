// Load statements printed to PDF by Chromium (Letter) and read back without the app's code
// (test/e2e/pdf-reader.ts: poppler's pdftotext per page, the outline from the PDF's objects),
// issue 26:
// - a statement long enough to span pages repeats its table's header row on every page and keeps
//   its signature and date lines with the end of the table, never alone on a page;
// - all statements in one PDF have a bookmark per professor, opening their statement's page.
// Expected names and counts come from the raw IndexedDB records, never from the app's domain code.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { axeViolations, describeViolations } from './axe'
import { describe, expect, screenshotDir, test } from './browser'
import { pdfOutline, pdfPages } from './pdf-reader'
import { readStoredRecords } from './stored-records'

interface StoredProfessor {
  id: string
  firstName: string
  lastName: string
  isActive: boolean
}
interface StoredCourse {
  id: string
  semester?: { term: string; year: number }
}
interface StoredAssignment {
  courseId: string
  professorId: string
}
interface Stored {
  professors: StoredProfessor[]
  courses: StoredCourse[]
  assignments: StoredAssignment[]
}

/** The Fall term of the current academic year (the sample data starts there). */
function fallTerm() {
  const now = new Date()
  const year = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1
  return { year, key: `fall-${year}`, label: `Fall ${year}`, academicYear: `${year}-${year + 1}` }
}

const filters = (page: Page) => page.getByRole('region', { name: 'Report filters' })

async function seeded(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  // The half-staffed plan (the sample's volume plan, the data these checks were written on): open sections and unassigned professors to act on.
  await page.evaluate(() => window.__courseload!.seed({ plan: 'volume' }))
  const fall = fallTerm()
  const raw = await readStoredRecords<Stored>(page)
  const fallIds = new Set(
    raw.courses.filter((c) => c.semester?.term === 'fall' && c.semester.year === fall.year).map((c) => c.id),
  )
  return { fall, raw, fallIds }
}

/** Reports → Export with Fall chosen, the load statements of `professor` (a name, or 'all'). */
async function statementsReport(page: Page, fall: ReturnType<typeof fallTerm>, professor: string) {
  await page.goto(page.url().replace(/\/app\/.*$/, '/app/reports?tab=export'))
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await filters(page).getByLabel('Semester').selectOption(fall.key)
  await expect.poll(() => page.getByTestId('reports-scope').textContent()).toContain(fall.label)
  await page.getByLabel('Report type').selectOption('professor-workload')
  await page.getByLabel('Professor', { exact: true }).selectOption(professor === 'all' ? 'all' : { label: professor })
}

/** Generates the report and prints it to a Letter PDF from its print window; returns the file. */
async function printToPdf(page: Page, context: BrowserContext, file: string, options: { outline?: boolean; axe?: boolean } = {}) {
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await page.getByTestId('report-status').waitFor()
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print' }).click()])
  await popup.getByTestId('load-statement').first().waitFor()
  await mkdir(screenshotDir, { recursive: true })
  const path = join(screenshotDir, file)
  // Chromium builds the outline from the tagged PDF's headings, so it needs both.
  await popup.pdf({ path, format: 'Letter', ...(options.outline ? { outline: true, tagged: true } : {}) })
  const statements = popup.getByTestId('load-statement')
  const problems = options.axe ? describeViolations('print window', await axeViolations(popup)) : []
  const result = { path, count: await statements.count(), text: (await statements.allTextContents()).join('\n'), problems }
  await popup.close()
  return result
}

/** First and last of the lengths tried: more sections than a Letter page holds rows, a few apart. */
const FIRST_LENGTH = 43
const LAST_LENGTH = 48

describe('load statements as PDF', () => {
  test('a statement over several pages repeats its header row and keeps the signatures with the table', async ({
    openApp,
    context,
  }) => {
    const page = await openApp('/')
    const { fall, raw, fallIds } = await seeded(page)
    const taught = raw.assignments.find((a) => fallIds.has(a.courseId))!
    const professor = raw.professors.find((p) => p.id === taught.professorId)!
    const name = `${professor.firstName} ${professor.lastName}`
    const template = raw.courses.find((c) => c.id === taught.courseId)!
    const own = raw.assignments.filter((a) => a.professorId === professor.id && fallIds.has(a.courseId)).length

    /** Gives the professor one more Fall course of one section (LONG101, LONG102, …) through the app's write path. */
    const addSection = (n: number) =>
      page.evaluate(
        ({ template, professorId, academicYear, n }) => {
          const course = {
            ...template,
            id: `long-statement-${n}`,
            code: `LONG${100 + n}`,
            title: `Studio practice ${n}`,
            sectionCount: 1,
            weeklyHours: 1,
            professorNotRequired: false,
            schedule: undefined,
          }
          const assignment = {
            id: `${course.id}-1-${professorId}`,
            courseId: course.id,
            section: 1,
            professorId,
            term: 'fall',
            academicYear,
            weeklyHours: 1,
            assignedAt: new Date().toISOString(),
            assignedBy: 'e2e',
          }
          return window.__courseload!.write({ put: { courses: [course as never], assignments: [assignment as never] } })
        },
        { template, professorId: professor.id, academicYear: fall.academicYear, n },
      )
    for (let n = 1; n < FIRST_LENGTH; n++) await addSection(n)
    await statementsReport(page, fall, name)

    // Several lengths a row apart: whichever puts the table's end at the foot of a page, the
    // signatures must not go over alone (a page holds some 28 rows; the signatures take about 3).
    for (let extra = FIRST_LENGTH; extra <= LAST_LENGTH; extra++) {
      await addSection(extra)
      const { path, text } = await printToPdf(page, context, `statement-over-pages-${extra}.pdf`)
      const lastCode = `LONG${100 + extra}`
      expect(text, `${extra} sections added`).toContain(lastCode)
      const pages = pdfPages(path)
      expect(pages.length, `${extra} sections added`).toBeGreaterThanOrEqual(2)
      const rowOf = new RegExp(`^\\s*${fall.label}\\s+[A-Z]+\\d{3,4}\\s`)
      let rows = 0
      pages.forEach((page, i) => {
        const where = `${extra} sections added, page ${i + 1} of ${pages.length}`
        // The header row heads the page's rows; pdftotext lays its wrapped cells ('Weekly hours',
        // 'Hours in term') on the lines around the row of one-word headers.
        const lines = page.split('\n')
        const header = lines.findIndex((line) => /^\s*Term\s+Course\s+Title\s+Section\s+.*\bWeeks\b/.test(line))
        expect(header, `${where}: header row`).toBeGreaterThanOrEqual(0)
        expect(lines.slice(header - 1, header + 2).join(' '), where).toMatch(/Weekly.*Hours in.*hours.*term/s)
        const first = lines.findIndex((line) => rowOf.test(line))
        expect(first, `${where}: sections under the header`).toBeGreaterThan(header)
        rows += lines.filter((line) => rowOf.test(line)).length
      })
      expect(rows, `${extra} sections added: every section printed once`).toBe(own + extra)
      // The signature and date lines: once, on the last page, with the table's last rows.
      const last = pages.at(-1)!
      expect(pages.filter((page) => page.includes('Professor signature')), `${extra} sections added`).toHaveLength(1)
      expect(last).toContain('Professor signature')
      expect(last).toMatch(/Date\s+Chair \/ Dean signature\s+Date/)
      expect(last).toContain(`Total ${fall.label}: `)
      expect(last).toMatch(new RegExp(`^\\s*${fall.label}\\s+${lastCode}\\s`, 'm'))
    }
  })

  test('all statements in one PDF have a bookmark per professor, opening their page', async ({ openApp, context }) => {
    const page = await openApp('/')
    const { fall, raw, fallIds } = await seeded(page)
    const teaching = raw.professors.filter(
      (p) => p.isActive && raw.assignments.some((a) => a.professorId === p.id && fallIds.has(a.courseId)),
    )
    expect(teaching.length).toBeGreaterThan(1)
    await statementsReport(page, fall, 'all')
    const { path, count, problems } = await printToPdf(page, context, 'all-statements-outline.pdf', { outline: true, axe: true })
    expect(count).toBe(teaching.length)
    // The window's headings (one h1, a name per statement) pass axe.
    expect(problems).toEqual([])

    const outline = pdfOutline(path)
    expect(outline, 'the PDF has an outline').not.toBeNull()
    // One bookmark per professor at the top of the outline, titled with their name, nothing else.
    const byName = (a: string, b: string) => a.localeCompare(b)
    expect(outline!.map((item) => item.title).sort(byName)).toEqual(
      teaching.map((p) => `${p.firstName} ${p.lastName}`).sort(byName),
    )
    expect(outline!.every((item) => item.children.length === 0)).toBe(true)
    // Each opens the page of that professor's statement, in the order they are printed.
    const pages = pdfPages(path)
    expect(pages).toHaveLength(teaching.length)
    outline!.forEach((item, i) => {
      expect(item.page, item.title).toBe(i + 1)
      expect(pages[i], item.title).toMatch(new RegExp(`Professor\\s+${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`))
    })
  })
})
