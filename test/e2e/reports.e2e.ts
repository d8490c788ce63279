// Reports screen in Chromium with the sample data: each tab's figures match the stored data
// (computed here by hand from IndexedDB), the Workload Analysis row follows a new assignment,
// CSV / JSON / Excel downloads have the right names and contents, the print window shows the load
// statement (and is printed to PDF), a blocked popup gives the spec's message.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import Papa from 'papaparse'
import type { Page } from 'playwright-core'
import * as XLSX from 'xlsx'
import { describe, expect, screenshot, screenshotDir, test } from './browser'

interface StoredProfessor {
  id: string
  firstName: string
  lastName: string
  isActive: boolean
  maxWeeklyHours: number
  employmentType: string
  email: string
}
interface StoredCourse {
  id: string
  code: string
  title: string
  programId: string
  sectionCount: number
  weeklyHours: number
  professorNotRequired: boolean
  semester?: { term: string; year: number }
}
interface StoredAssignment {
  id: string
  courseId: string
  section: number
  professorId: string
  weeklyHours: number
}
interface Stored {
  professors: StoredProfessor[]
  courses: StoredCourse[]
  assignments: StoredAssignment[]
}

async function ready(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
}

/** Every record of the three entity stores, straight from IndexedDB. */
function stored(page: Page): Promise<Stored> {
  return page.evaluate(
    () =>
      new Promise<Stored>((resolve, reject) => {
        const open = indexedDB.open('courseload-app')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['professors', 'courses', 'assignments'])
          const out: Record<string, unknown[]> = {}
          for (const name of ['professors', 'courses', 'assignments'] as const) {
            const request = tx.objectStore(name).getAll()
            request.onsuccess = () => (out[name] = request.result)
          }
          tx.oncomplete = () => {
            db.close()
            resolve(out as unknown as Stored)
          }
        }
      }),
  )
}

/** The Fall term of the current academic year (the sample data starts there). */
function fallTerm() {
  const now = new Date()
  const start = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1
  return {
    year: start,
    key: `fall-${start}`,
    label: `Fall ${start}`,
    academicYear: `${start}-${start + 1}`,
  }
}

/** Hand-computed figures of one term from the stored records. */
function termFigures(data: Stored, year: number) {
  const inTerm = data.courses.filter((c) => c.semester?.term === 'fall' && c.semester.year === year)
  const ids = new Set(inTerm.map((c) => c.id))
  const staffedByCourse = new Map<string, Set<number>>()
  for (const a of data.assignments) {
    const c = inTerm.find((x) => x.id === a.courseId)
    if (!c || a.section > c.sectionCount) continue
    staffedByCourse.set(c.id, (staffedByCourse.get(c.id) ?? new Set()).add(a.section))
  }
  const needing = inTerm.filter((c) => !c.professorNotRequired)
  const required = needing.reduce((n, c) => n + c.sectionCount, 0)
  const staffed = needing.reduce((n, c) => n + (staffedByCourse.get(c.id)?.size ?? 0), 0)
  const hoursOf = (professorId: string) =>
    data.assignments
      .filter((a) => a.professorId === professorId && ids.has(a.courseId))
      .reduce((h, a) => h + a.weeklyHours, 0)
  const byProgram = new Map<string, { staffed: number; required: number }>()
  for (const c of needing) {
    const p = byProgram.get(c.programId) ?? { staffed: 0, required: 0 }
    p.required += c.sectionCount
    p.staffed += staffedByCourse.get(c.id)?.size ?? 0
    byProgram.set(c.programId, p)
  }
  return {
    courses: inTerm,
    needing,
    required,
    staffed,
    percent: Math.round((staffed / required) * 100),
    hoursOf,
    byProgram,
    staffedByCourse,
  }
}

async function openReports(page: Page, path: string) {
  await page.goto(page.url().replace(/\/app\/.*$/, `/app${path}`))
  await ready(page)
  await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor()
}

/**
 * The sample data, then /reports with Fall chosen in its filters: on /reports (no year in the
 * address) the filters are the header's, so the whole app is on Fall of the current year.
 */
async function seededReports(openApp: (path?: string) => Promise<Page>, tab = '') {
  const page = await openApp('/')
  await ready(page)
  await page.evaluate(() => window.__courseload!.seed())
  const fall = fallTerm()
  await openReports(page, `/reports${tab ? `?tab=${tab}` : ''}`)
  await filters(page).getByLabel('Semester').selectOption(fall.key)
  await expect.poll(() => page.getByTestId('reports-scope').textContent()).toContain(fall.label)
  return { page, fall }
}

const filters = (page: Page) => page.getByRole('region', { name: 'Report filters' })

const workloadRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Workload per professor and term' })
    .locator('tbody tr', { hasText: name })

describe('reports', () => {
  test('with no courses and no professors the screen says it cannot generate reports', async ({
    openApp,
  }) => {
    const page = await openApp('/reports')
    await ready(page)
    await page.getByRole('heading', { name: 'Reports & Analytics', level: 1 }).waitFor()
    await page.getByText('Unable to Generate Reports').waitFor()
  })

  test('every tab renders with figures that match the stored data', async ({ openApp }) => {
    const { page, fall } = await seededReports(openApp)
    const data = await stored(page)
    const f = termFigures(data, fall.year)

    // Choosing Fall on /reports set the header's year too.
    expect(await filters(page).getByLabel('Academic year').inputValue()).toBe(fall.academicYear)
    await expect
      .poll(() => page.getByTestId('stat-professors').textContent())
      .toBe(String(data.professors.filter((p) => p.isActive).length))
    expect(await page.getByTestId('stat-courses').textContent()).toBe(String(f.courses.length))
    expect(await page.getByTestId('stat-percent').textContent()).toBe(`${f.percent}%`)

    // Overview: staffing of the term, and alerts.
    expect(await page.getByTestId(`overview-total-${fall.key}`).textContent()).toBe(
      `${f.staffed}/${f.required} (${f.percent}%)`,
    )
    await page.getByRole('heading', { name: 'Top alerts' }).waitFor()
    await page.getByRole('img', { name: /Sections staffed per term/ }).waitFor()
    await screenshot(page, 'reports-overview', { fullPage: true })

    // Workload Analysis: a professor's row is their hours in this term against their cap.
    await page.getByRole('tab', { name: 'Workload Analysis' }).click()
    await page.getByTestId('workload-chart').waitFor()
    const teaching = data.professors.filter((p) => p.isActive && f.hoursOf(p.id) > 0)
    for (const p of teaching.slice(0, 3)) {
      const name = `${p.firstName} ${p.lastName}`
      await page.getByLabel('Find a professor').fill(name)
      const row = workloadRow(page, name)
      await expect
        .poll(() => row.getByTestId('workload-hours').textContent())
        .toBe(String(f.hoursOf(p.id)))
      const status =
        f.hoursOf(p.id) > p.maxWeeklyHours
          ? 'Overloaded'
          : f.hoursOf(p.id) < p.maxWeeklyHours / 2
            ? 'Under-utilized'
            : 'Normal'
      expect(await row.textContent()).toContain(status)
    }
    await page.getByLabel('Find a professor').fill('')
    await screenshot(page, 'reports-workload', { fullPage: true })

    // Assignment Report: one row per section that needs a professor.
    await page.getByRole('tab', { name: 'Assignment Report' }).click()
    await expect
      .poll(() => page.getByTestId('assignment-count').textContent())
      .toMatch(new RegExp(`^${f.required} sections`))
    expect(await page.getByTestId('assignment-totals').textContent()).toContain(
      `${f.staffed} of ${f.required} sections assigned`,
    )
    await page.getByLabel('Status').selectOption('unassigned')
    await expect
      .poll(() => page.getByTestId('assignment-count').textContent())
      .toMatch(new RegExp(`^${f.required - f.staffed} section`))
    await screenshot(page, 'reports-assignments', { fullPage: true })

    // Program Analysis: staffed / required per program.
    await page.getByRole('tab', { name: 'Program Analysis' }).click()
    for (const [programId, p] of f.byProgram) {
      expect(await page.getByTestId(`program-total-${programId}`).textContent()).toBe(
        `${p.staffed} / ${p.required}`,
      )
    }
    await screenshot(page, 'reports-programs', { fullPage: true })

    // Export & Print: the spec's validation messages.
    await page.getByRole('tab', { name: 'Export & Print' }).click()
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await page.getByText('Please generate a report first').waitFor()
    await page.getByLabel('Report type').selectOption('professor-workload')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    expect(await page.getByTestId('report-problem').textContent()).toBe('Professor not selected')
    await page.getByLabel('Report type').selectOption('course-professors')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    expect(await page.getByTestId('report-problem').textContent()).toBe('Course not selected')
    // Issue 26: Generate Report shows what it made, not only a row count.
    await page.getByLabel('Report type').selectOption('workload-summary')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    const preview = page.getByRole('region', { name: 'Preview of Workload Summary' })
    await preview.waitFor()
    const rowCount = Number(/· (\d+) rows? ·/.exec((await page.getByTestId('report-status').textContent()) ?? '')?.[1])
    expect(rowCount).toBeGreaterThan(0)
    expect(await preview.locator('tbody tr').count()).toBe(Math.min(rowCount, 50))
    expect(await preview.locator('thead th').first().textContent()).toBe('Professor')
    await screenshot(page, 'reports-export')
  })

  // Issue 21 item 3: opening /reports/{year} used to set the working year of the whole app, and it
  // stuck (every screen then showed that year); the test before this one asserted exactly that.
  test('a /reports/{year} link scopes the reports only; the working year stays; a header change brings the reports along', async ({
    openApp,
  }) => {
    const { page, fall } = await seededReports(openApp)
    const data = await stored(page)
    const next = `${fall.year + 1}-${fall.year + 2}`
    await openReports(page, `/reports/${next}`)
    const header = page.getByRole('banner')
    // The reports show that year (the header's Fall moved into it)...
    expect(await filters(page).getByLabel('Academic year').inputValue()).toBe(next)
    await expect
      .poll(() => page.getByTestId('reports-scope').textContent())
      .toContain(`Fall ${fall.year + 1}`)
    expect(await page.getByTestId('stat-courses').textContent()).toBe(
      String(termFigures(data, fall.year + 1).courses.length),
    )
    expect(await page.getByTestId('reports-scope-note').textContent()).toBe(
      `The year in this address applies to the reports only; the rest of the app stays on ${fall.label}.`,
    )
    // ...and the working year and term stay, here and on every other screen.
    expect(await header.getByLabel('Academic year').inputValue()).toBe(fall.academicYear)
    expect(await header.getByRole('combobox', { name: 'Semester', exact: true }).inputValue()).toBe(
      fall.key,
    )
    // A term chosen here is the report's own too.
    await filters(page)
      .getByLabel('Semester')
      .selectOption(`winter-${fall.year + 2}`)
    await expect.poll(() => new URL(page.url()).searchParams.get('term')).toBe('winter')
    expect(await header.getByRole('combobox', { name: 'Semester', exact: true }).inputValue()).toBe(
      fall.key,
    )
    await page
      .getByRole('link', { name: /^Courses/ })
      .first()
      .click()
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    await expect
      .poll(() => page.locator('#courses-heading').textContent())
      .toMatch(new RegExp(`^Courses - ${fall.label} \\(\\d+\\)$`))
    expect(await page.evaluate(() => localStorage.getItem('academicYear'))).toBe(fall.academicYear)

    // Back on the link, a year chosen in the header is the reports' scope again.
    await page.goBack()
    await page.getByTestId('reports-scope-note').waitFor()
    const previous = `${fall.year - 1}-${fall.year}`
    await header.getByLabel('Academic year').selectOption(previous)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/reports/${previous}`)
    expect(new URL(page.url()).searchParams.get('term')).toBeNull()
    await expect
      .poll(() => page.getByTestId('reports-scope').textContent())
      .toContain(`Fall ${fall.year - 1}`)
    expect(await page.getByTestId('reports-scope-note').count()).toBe(0)
  })

  test('a year in the address that is not an academic year is said on the page; the working year is shown', async ({
    openApp,
  }) => {
    const { page, fall } = await seededReports(openApp)
    for (const bad of ['2025', '1999-2000']) {
      await openReports(page, `/reports/${bad}`)
      expect(
        await page.getByRole('alert').filter({ hasText: 'is not an academic year' }).textContent(),
      ).toBe(
        `"${bad}" is not an academic year. Write it as two consecutive years from 2000 to 2100, for example /reports/${fall.academicYear}. Showing ${fall.academicYear}, the working year, instead.`,
      )
      expect(await filters(page).getByLabel('Academic year').inputValue()).toBe(fall.academicYear)
      await expect
        .poll(() => page.getByTestId('reports-scope').textContent())
        .toBe(`Figures per term for ${fall.label}`)
    }
    await screenshot(page, 'reports-invalid-year')
  })

  // Issue 21 item 2: a removed program (or a bad id) in the address reported zero everywhere
  // under "All Programs" and printed the raw id. Every screen that reads the address drops it.
  test('a removed program or an unknown id in the address is dropped on every screen', async ({
    openApp,
  }) => {
    const { page, fall } = await seededReports(openApp)
    await page.goto(page.url().replace(/\/app\/.*$/, '/app/settings'))
    await page.getByRole('button', { name: 'Remove Film & TV' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText('Program removed').first().waitFor()
    const data = await stored(page)
    const f = termFigures(data, fall.year)
    const search = () => new URL(page.url()).searchParams

    for (const program of ['film-tv', 'no-such-program']) {
      await openReports(page, `/reports?program=${program}&tab=assignments`)
      await expect.poll(() => search().get('program')).toBeNull()
      expect(search().get('tab')).toBe('assignments')
      expect(await filters(page).getByLabel('Program').inputValue()).toBe('all')
      expect(await page.getByTestId('reports-scope').textContent()).toBe(
        `Figures per term for ${fall.label}`,
      )
      expect(await page.getByTestId('stat-courses').textContent()).toBe(String(f.courses.length))
      await expect
        .poll(() => page.getByTestId('assignment-count').textContent())
        .toMatch(new RegExp(`^${f.required} sections`))
    }

    await page.goto(
      page
        .url()
        .replace(
          /\/app\/.*$/,
          '/app/courses?program=film-tv&professorId=nobody&manage=no-course&view=list',
        ),
    )
    await ready(page)
    await expect.poll(() => [...search().keys()].join()).toBe('view')
    expect(await page.getByRole('combobox', { name: 'Program', exact: true }).inputValue()).toBe(
      'all',
    )

    await page.goto(
      page
        .url()
        .replace(
          /\/app\/.*$/,
          '/app/professors?program=no-such-program&specialization=Nothing&view=table',
        ),
    )
    await ready(page)
    await expect.poll(() => [...search().keys()].join()).toBe('view')
    expect(await page.getByRole('combobox', { name: 'Program', exact: true }).inputValue()).toBe(
      'all',
    )
    expect(
      await page.getByRole('combobox', { name: 'Specialization', exact: true }).inputValue(),
    ).toBe('all')

    await page.goto(page.url().replace(/\/app\/.*$/, '/app/programs/film-tv'))
    await ready(page)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/programs')
    await page.getByTestId('selected-program-name').waitFor()
  })

  test('with All Semesters a load statement totals each term separately, never one sum', async ({
    openApp,
    context,
  }) => {
    const { page, fall } = await seededReports(openApp, 'export')
    await filters(page).getByLabel('Semester').selectOption('all')
    await expect
      .poll(() => page.getByTestId('reports-scope').textContent())
      .toContain(`All Semesters ${fall.academicYear}`)
    const data = await stored(page)
    const terms = [
      { term: 'fall', year: fall.year, label: `Fall ${fall.year}` },
      { term: 'winter', year: fall.year + 1, label: `Winter ${fall.year + 1}` },
      { term: 'spring', year: fall.year + 1, label: `Spring ${fall.year + 1}` },
    ]
    const hoursIn = (professorId: string, t: (typeof terms)[number]) => {
      const ids = new Set(
        data.courses
          .filter((c) => c.semester?.term === t.term && c.semester.year === t.year)
          .map((c) => c.id),
      )
      return data.assignments
        .filter((a) => a.professorId === professorId && ids.has(a.courseId))
        .reduce((h, a) => h + a.weeklyHours, 0)
    }
    const professor = data.professors.find(
      (p) => p.isActive && terms.filter((t) => hoursIn(p.id, t) > 0).length >= 2,
    )!
    const name = `${professor.firstName} ${professor.lastName}`
    const teaching = terms.filter((t) => hoursIn(professor.id, t) > 0)

    await page.getByLabel('Report type').selectOption('professor-workload')
    await page.getByLabel('Professor', { exact: true }).selectOption({ label: name })
    await page.getByRole('button', { name: 'Generate Report' }).click()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print' }).click(),
    ])
    await popup.getByTestId('load-statement').waitFor()
    const totals = await popup.getByTestId('term-total').allTextContents()
    expect(totals.map((t) => t.replace(/\s*\(.*$/, ''))).toEqual(
      teaching.map(
        (t) => `Total ${t.label}: ${hoursIn(professor.id, t)} of ${professor.maxWeeklyHours} hours`,
      ),
    )
    await screenshot(popup, 'reports-print-multi-term', { fullPage: true })
    await popup.pdf({
      path: join(screenshotDir, 'reports-load-statement-multi-term.pdf'),
      format: 'A4',
    })
    await popup.close()

    // The Workload Analysis table has one row per term for the same professor, with the same hours.
    await page.getByRole('tab', { name: 'Workload Analysis' }).click()
    await page.getByLabel('Find a professor').fill(name)
    const rows = page
      .getByRole('table', { name: 'Workload per professor and term' })
      .locator('tbody tr[data-index]')
    await expect.poll(() => rows.count()).toBe(3)
    expect(await rows.getByTestId('workload-hours').allTextContents()).toEqual(
      terms.map((t) => String(hoursIn(professor.id, t))),
    )
  })

  test('a report grouped by program prints a section per program', async ({ openApp, context }) => {
    const { page } = await seededReports(openApp, 'export')
    await page.getByRole('checkbox', { name: 'Group by program' }).last().click()
    await page.getByLabel('Report type').selectOption('course-assignments')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print' }).click(),
    ])
    await popup.getByTestId('print-table').first().waitFor()
    const programs = await popup.getByRole('heading', { level: 2 }).allTextContents()
    expect(programs.length).toBeGreaterThan(1)
    expect(programs).toEqual([...programs].sort((a, b) => a.localeCompare(b)))
    expect(await popup.getByTestId('print-table').count()).toBe(programs.length)
    await screenshot(popup, 'reports-print-grouped', { fullPage: true })
    await popup.pdf({ path: join(screenshotDir, 'reports-course-assignments.pdf'), format: 'A4' })
  })

  test('after assigning a section the Workload Analysis row changes', async ({ openApp }) => {
    const { page, fall } = await seededReports(openApp, 'workload')
    const data = await stored(page)
    const f = termFigures(data, fall.year)
    // A course of the term with an open section, and an active professor with room for it.
    const course = f.needing.find(
      (c) => (f.staffedByCourse.get(c.id)?.size ?? 0) < c.sectionCount && c.weeklyHours > 0,
    )!
    const section = [...Array(course.sectionCount).keys()]
      .map((i) => i + 1)
      .find((s) => !f.staffedByCourse.get(course.id)?.has(s))!
    const professor = data.professors.find(
      (p) =>
        p.isActive &&
        f.hoursOf(p.id) + course.weeklyHours <= p.maxWeeklyHours &&
        f.hoursOf(p.id) > 0,
    )!
    const name = `${professor.firstName} ${professor.lastName}`
    const before = f.hoursOf(professor.id)

    await page.getByLabel('Find a professor').fill(name)
    await expect
      .poll(() => workloadRow(page, name).getByTestId('workload-hours').textContent())
      .toBe(String(before))

    // Manage Sections of that course, as the alerts link to it.
    await page.goto(
      page.url().replace(/\/app\/.*$/, `/app/courses?manage=${encodeURIComponent(course.id)}`),
    )
    await ready(page)
    const dialog = page.getByRole('dialog', { name: `Manage Sections - ${course.code}` })
    await dialog.waitFor()
    await page.getByTestId(`section-${section}-picker`).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').getByRole('option').nth(1).waitFor()
    await page.keyboard.type(name)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByTestId(`section-${section}-picker`).textContent())
      .toContain(professor.lastName)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Course assigned successfully').waitFor()

    await page
      .getByRole('link', { name: /^Reports/ })
      .first()
      .click()
    await page.getByRole('tab', { name: 'Workload Analysis' }).click()
    await page.getByLabel('Find a professor').fill(name)
    await expect
      .poll(() => workloadRow(page, name).getByTestId('workload-hours').textContent())
      .toBe(String(before + course.weeklyHours))
  })

  test('CSV, JSON and Excel downloads have the right names and contents', async ({ openApp }) => {
    const { page, fall } = await seededReports(openApp, 'export')
    const data = await stored(page)
    const f = termFigures(data, fall.year)
    const today = new Date()
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`

    await page.getByLabel('Report type').selectOption('course-assignments')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect
      .poll(() => page.getByTestId('report-status').textContent())
      .toContain(`${f.required} rows`)

    const download = async (button: string, toast: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ])
      await page.getByText(toast).first().waitFor()
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
    }

    const csv = await download('Export CSV', 'Report exported as CSV')
    expect(csv.name).toBe(`report_course-assignments_${date}.csv`)
    const text = csv.bytes.toString('utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const rows = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data
    // Issue 26: the program's code and the professor's names and email, for joining files.
    expect(rows[0]).toEqual([
      'Program',
      'Program Code',
      'Course Code',
      'Course Title',
      'Level',
      'Term',
      'Section',
      'Weekly Hours',
      'Professor',
      'First Name',
      'Last Name',
      'Preferred Name',
      'Email',
      'Status',
    ])
    expect(rows.length - 1).toBe(f.required)
    const status = rows[0]!.indexOf('Status')
    expect(rows.slice(1).filter((r) => r[status] === 'Assigned').length).toBe(f.staffed)
    const emails = new Set(data.professors.map((p) => p.email))
    for (const r of rows.slice(1).filter((r) => r[status] === 'Assigned')) expect(emails.has(r[12]!)).toBe(true)
    expect(new Set(rows.slice(1).map((r) => r[rows[0]!.indexOf('Term')]))).toEqual(new Set([fall.label]))

    const json = await download('Export JSON', 'Report exported as JSON')
    expect(json.name).toBe(`report_course-assignments_${date}.json`)
    const report = JSON.parse(json.bytes.toString('utf8'))
    expect(report).toMatchObject({
      type: 'course-assignments',
      program: 'all',
      semester: fall.key,
      generatedBy: 'System Administrator',
    })
    expect(report.metadata.dataSnapshot).toEqual({
      totalCourses: data.courses.length,
      totalProfessors: data.professors.length,
      totalAssignments: data.assignments.length,
    })
    expect(report.data.rows).toHaveLength(f.required)

    // One program: its slug ends the file name.
    const programId = [...f.byProgram.keys()][0]!
    await filters(page).getByLabel('Program').selectOption(programId)
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect
      .poll(() => page.getByTestId('report-status').textContent())
      .toContain(`${f.byProgram.get(programId)!.required} rows`)
    const excel = await download('Export Excel', 'Report exported as Excel')
    expect(excel.name).toBe(`report_course-assignments_${date}_${programId}.xlsx`)
    const book = XLSX.read(excel.bytes, { type: 'buffer' })
    const sheet = book.Sheets[book.SheetNames[0]!]!
    expect(sheet.A1).toMatchObject({ t: 's', v: 'Program' })
    expect(sheet.G2).toMatchObject({ t: 'n' }) // section number
    expect(sheet.H2).toMatchObject({ t: 'n' }) // weekly hours
    expect(XLSX.utils.sheet_to_json(sheet)).toHaveLength(f.byProgram.get(programId)!.required)
  })

  test('the print window shows the load statement; a blocked popup says so', async ({
    openApp,
    context,
  }) => {
    const { page, fall } = await seededReports(openApp, 'export')
    const data = await stored(page)
    const f = termFigures(data, fall.year)
    const professor = data.professors
      .filter((p) => p.isActive && f.hoursOf(p.id) > 0)
      .sort((a, b) => a.lastName.localeCompare(b.lastName))[0]!
    const name = `${professor.firstName} ${professor.lastName}`

    await page.getByLabel('Report type').selectOption('professor-workload')
    await page.getByLabel('Professor', { exact: true }).selectOption({ label: name })
    await page
      .getByRole('checkbox', { name: "Add the note 'Proposal for reference only'" })
      .last()
      .click()
    await page.getByLabel('Report creator').last().fill('Dean of Animation')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect
      .poll(() => page.getByTestId('report-status').textContent())
      .toContain('generated by Dean of Animation')

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print' }).click(),
    ])
    await popup.waitForLoadState()
    const statement = popup.getByTestId('load-statement')
    await statement.waitFor()
    expect(new URL(popup.url()).pathname).toBe('/app/reports/print')
    expect(await popup.locator('aside, nav').count()).toBe(0) // no app chrome
    expect(await statement.textContent()).toContain(name)
    expect(await popup.getByTestId('proposal-note').textContent()).toBe(
      'Proposal for reference only',
    )
    expect(await popup.textContent('header')).toContain('Dean of Animation')
    expect(await popup.getByTestId('term-total').textContent()).toContain(
      `Total ${fall.label}: ${f.hoursOf(professor.id)} of ${professor.maxWeeklyHours} hours`,
    )
    expect(await statement.textContent()).toContain('Professor signature')
    // Hours for the term: weekly hours x the spec's 14 weeks (issue 26).
    expect(await popup.getByTestId('term-hours-total').textContent()).toBe(String(f.hoursOf(professor.id) * 14))
    // A statement goes to the professor: no internal report options on it.
    expect(await popup.textContent('header')).not.toContain('Options')
    // The term with its dates from the academic calendar and the date printed (issue 26), in the
    // default MM/dd/yyyy: classes from the Tuesday after Labour Day, exams end 14 weeks + 4 days on.
    const mdy = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`
    const labourDay = new Date(fall.year, 8, 1 + ((8 - new Date(fall.year, 8, 1).getDay()) % 7))
    const plusDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n)
    expect(await popup.getByTestId('term-dates').textContent()).toBe(
      `${fall.label}: ${mdy(plusDays(labourDay, 1))} – ${mdy(plusDays(labourDay, 14 * 7 + 4))}`,
    )
    expect(await popup.getByTestId('printed-date').textContent()).toBe(mdy(new Date()))
    await screenshot(popup, 'reports-print-statement', { fullPage: true })
    const pdf = join(screenshotDir, 'reports-load-statement.pdf')
    await popup.pdf({ path: pdf, format: 'A4', printBackground: true })
    if (existsSync('/usr/bin/pdftoppm'))
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        pdf,
        join(screenshotDir, 'reports-load-statement'),
      ])
    await popup.close()

    // All professors: one statement each, each on its own page.
    await page.getByLabel('Professor', { exact: true }).selectOption('all')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    const [all] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print' }).click(),
    ])
    await all.getByTestId('load-statement').first().waitFor()
    // One statement per active professor who teaches in the term (issue 26: no blank statements).
    const teaching = data.professors.filter((p) => p.isActive && f.hoursOf(p.id) > 0)
    expect(await all.getByTestId('load-statement').count()).toBe(teaching.length)
    for (const text of await all.getByTestId('load-statement').allTextContents())
      expect(text).toMatch(/Total Fall \d{4}: /)
    // On the paper of the Documents setting (Letter by default), one page per statement.
    const allPdf = join(screenshotDir, 'reports-all-statements.pdf')
    await all.pdf({ path: allPdf, preferCSSPageSize: true })
    const pdfText = readFileSync(allPdf).toString('latin1')
    expect(pdfText.match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBe(teaching.length)
    // Letter is 612 x 792 points.
    expect(pdfText).toMatch(/\/MediaBox\s*\[0 0 612 792\]/)
    // Print one by one: a window per professor, titled with their name (the PDF's file name).
    const first = teaching.map((p) => `${p.firstName} ${p.lastName}`).sort((a, b) => a.localeCompare(b))[0]!
    const oneByOne = all.getByRole('navigation', { name: 'Print one by one' })
    const [own] = await Promise.all([
      context.waitForEvent('page'),
      oneByOne.getByRole('button', { name: first, exact: true }).click(),
    ])
    await own.getByTestId('load-statement').waitFor()
    expect(await own.getByTestId('load-statement').count()).toBe(1)
    await expect.poll(() => own.title()).toBe(`Load statement – ${first} – ${fall.label}`)
    await own.close()
    await all.close()

    await page.evaluate(() => {
      window.open = () => null
    })
    await page.getByRole('button', { name: 'Print' }).click()
    await page.getByText('Unable to open print window').waitFor()
  })
})
