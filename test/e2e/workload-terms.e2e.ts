// Term-true workload in Chromium, with the sample data: every figure follows the header's academic
// year and semester, loads are per term (a professor in two terms is never overloaded by their
// sum), the header, sidebar, dashboard and Courses tiles show the same staffing numbers, each
// workload alert type appears and its link lands on the fix, past terms are one click away, and
// stale URL filters are dropped.
//
// Expected values are computed here from the raw IndexedDB records with plain arithmetic (the
// oracle), never with the app's own domain code.
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface RawCourse {
  id: string
  code: string
  sectionCount: number
  professorNotRequired: boolean
  weeklyHours: number
  semester?: { term: 'fall' | 'winter' | 'spring'; year: number }
}
interface RawAssignment {
  id: string
  courseId: string
  section: number
  professorId: string
  weeklyHours: number
}
interface RawProfessor {
  id: string
  firstName: string
  lastName: string
  email: string
  maxWeeklyHours: number
  isActive: boolean
}
interface Raw {
  courses: RawCourse[]
  assignments: RawAssignment[]
  professors: RawProfessor[]
}

const TERM_NAMES = { fall: 'Fall', winter: 'Winter', spring: 'Spring' } as const
/** The alert groups of the default rules, most severe first. */
const DEFAULT_RULES_GROUPS = ['workload-overload', 'schedule-conflict', 'course-unassigned', 'qualification-mismatch', 'workload-underload', 'workload-unassigned']

async function seeded(page: Page): Promise<Raw> {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.evaluate(() => window.__courseload!.seed())
  return readRaw(page)
}

const readRaw = (page: Page) => readStoredRecords<Raw>(page)

/** 'fall-2026' style key of a dated course. */
const keyOf = (c: RawCourse) => (c.semester ? `${c.semester.term}-${c.semester.year}` : null)
/** The three term keys of academic year 'Y-Y+1'. */
const yearKeys = (academicYear: string) => {
  const y = Number(academicYear.slice(0, 4))
  return [`fall-${y}`, `winter-${y + 1}`, `spring-${y + 1}`]
}

/** Staffing and teaching professors of a set of terms, by hand. */
function oracle(raw: Raw, keys: readonly string[]) {
  const inScope = raw.courses.filter((c) => keys.includes(keyOf(c) ?? ''))
  let required = 0
  let staffed = 0
  for (const c of inScope) {
    if (c.professorNotRequired) continue
    required += c.sectionCount
    const sections = new Set(
      raw.assignments.filter((a) => a.courseId === c.id && a.section >= 1 && a.section <= c.sectionCount).map((a) => a.section),
    )
    staffed += sections.size
  }
  const ids = new Set(inScope.map((c) => c.id))
  const teaching = new Set(raw.assignments.filter((a) => ids.has(a.courseId)).map((a) => a.professorId))
  return { courses: inScope.length, required, staffed, open: required - staffed, percent: required ? Math.round((staffed / required) * 100) : 0, teaching: teaching.size }
}

/** Hours of each professor per term key. */
function termHours(raw: Raw): Map<string, Map<string, number>> {
  const byId = new Map(raw.courses.map((c) => [c.id, c]))
  const out = new Map<string, Map<string, number>>()
  for (const a of raw.assignments) {
    const key = keyOf(byId.get(a.courseId)!)!
    const terms = out.get(a.professorId) ?? new Map<string, number>()
    terms.set(key, (terms.get(key) ?? 0) + a.weeklyHours)
    out.set(a.professorId, terms)
  }
  return out
}

const label = (key: string) => {
  const [term, year] = key.split('-') as [keyof typeof TERM_NAMES, string]
  return `${TERM_NAMES[term]} ${year}`
}

async function chooseHeaderSemester(page: Page, value: string) {
  await page.getByRole('combobox', { name: 'Semester' }).selectOption(value)
}

const academicYear = (page: Page) => page.getByRole('combobox', { name: 'Academic year' }).inputValue()
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim()

async function sidebarOpenSections(page: Page): Promise<number> {
  const badge = page.getByRole('complementary', { name: 'Sidebar' }).getByLabel(/open sections without a professor$/)
  if ((await badge.count()) === 0) return 0
  return Number(await badge.textContent())
}

async function expectStaffing(page: Page, expected: ReturnType<typeof oracle>) {
  await expect.poll(() => text(page, 'header-assigned')).toBe(String(expected.staffed))
  expect(await text(page, 'header-required')).toBe(String(expected.required))
  expect(await text(page, 'header-complete')).toBe(`${expected.percent}%`)
  expect(await text(page, 'header-professors')).toBe(String(expected.teaching))
  expect(await sidebarOpenSections(page)).toBe(expected.open)
}

describe('term-true workload', () => {
  test('a professor teaching in two terms shows per-term hours and is not overloaded by their sum', async ({ openApp }) => {
    const page = await openApp('/')
    const raw = await seeded(page)
    const year = await academicYear(page)
    const keys = yearKeys(year)
    const hours = termHours(raw)
    // Someone whose terms each fit the cap although their sum does not: the old bug's victim.
    const candidates = raw.professors
      .map((p) => ({ p, terms: [...(hours.get(p.id) ?? new Map<string, number>())].filter(([k]) => keys.includes(k)) }))
      .filter(({ p, terms }) => terms.length >= 2 && terms.every(([, h]) => h <= p.maxWeeklyHours))
      .sort((a, b) => b.terms.reduce((n, [, h]) => n + h, 0) / b.p.maxWeeklyHours - a.terms.reduce((n, [, h]) => n + h, 0) / a.p.maxWeeklyHours)
    const pick = candidates[0]
    expect(pick).toBeDefined()
    const { p, terms } = pick!
    const sum = terms.reduce((n, [, h]) => n + h, 0)
    expect(sum).toBeGreaterThan(p.maxWeeklyHours)
    const order = ['winter', 'spring', 'fall']
    const chrono = [...terms].sort(([a], [b]) => Number(a.split('-')[1]) - Number(b.split('-')[1]) || order.indexOf(a.split('-')[0]!) - order.indexOf(b.split('-')[0]!))
    const peak = chrono.reduce((best, t) => (t[1] > best[1] ? t : best))

    await chooseHeaderSemester(page, 'all')
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Professors/ }).click()
    await page.getByRole('searchbox', { name: 'Search professors by name or email' }).fill(p.email)
    const cardEl = page.getByTestId('professor-card')
    await expect.poll(() => cardEl.count()).toBe(1)
    await expect.poll(() => cardEl.getByTestId('workload-figure').textContent()).toBe(`${peak[1]}/${p.maxWeeklyHours} hrs · peak ${label(peak[0])}`)
    const breakdown = (await cardEl.getByTestId('term-breakdown').textContent()) ?? ''
    for (const [k, h] of chrono) expect(breakdown).toContain(`${label(k)}: ${h} h`)
    expect(await cardEl.textContent()).not.toContain('Overloaded')
    await screenshot(page, 'workload-two-terms-card')

    // One term chosen: that term's hours only.
    const [otherKey, otherHours] = chrono.find(([k]) => k !== peak[0])!
    await chooseHeaderSemester(page, otherKey)
    await expect.poll(() => cardEl.getByTestId('workload-figure').textContent()).toBe(`${otherHours}/${p.maxWeeklyHours} hrs`)
    expect(await cardEl.getByTestId('term-breakdown').count()).toBe(0)
  })

  test('semester and academic year change header, sidebar, dashboard and Courses tiles to the same hand-computed figures', async ({ openApp }) => {
    const page = await openApp('/')
    const raw = await seeded(page)
    const year = await academicYear(page)
    const [fallKey] = yearKeys(year)

    // One term.
    await chooseHeaderSemester(page, fallKey!)
    const fall = oracle(raw, [fallKey!])
    await expectStaffing(page, fall)
    expect(await text(page, 'dashboard-assigned')).toBe(String(fall.staffed))
    expect(await text(page, 'dashboard-unassigned')).toBe(String(fall.open))
    expect(await text(page, 'dashboard-percent-complete')).toBe(`${fall.percent}% complete`)
    expect(await text(page, 'dashboard-scope')).toContain(`counting ${fall.courses} courses taught in ${label(fallKey!)}`)

    // The whole academic year.
    await chooseHeaderSemester(page, 'all')
    const all = oracle(raw, yearKeys(year))
    expect(all.required).toBeGreaterThan(fall.required)
    await expectStaffing(page, all)
    expect(await text(page, 'dashboard-assigned')).toBe(String(all.staffed))
    expect(await text(page, 'dashboard-unassigned')).toBe(String(all.open))
    await screenshot(page, 'workload-dashboard-year')

    // The next academic year: different numbers, and the term follows the year.
    const next = `${Number(year.slice(0, 4)) + 1}-${Number(year.slice(0, 4)) + 2}`
    await page.getByRole('combobox', { name: 'Academic year' }).selectOption(next)
    const nextAll = oracle(raw, yearKeys(next))
    await expectStaffing(page, nextAll)
    expect(await text(page, 'dashboard-scope')).toContain(`taught in All Semesters ${next}`)
    await chooseHeaderSemester(page, fallKey!)
    await expect.poll(() => academicYear(page)).toBe(year)
    await page.getByRole('combobox', { name: 'Academic year' }).selectOption(next)
    await expect.poll(() => page.getByRole('combobox', { name: 'Semester' }).inputValue()).toBe(yearKeys(next)[0])
    await expectStaffing(page, oracle(raw, [yearKeys(next)[0]!]))

    // Courses tiles agree with the header for the same scope.
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Courses/ }).click()
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    const nextFall = oracle(raw, [yearKeys(next)[0]!])
    const tiles = page.getByRole('region', { name: 'Course statistics' })
    await expect.poll(() => tiles.textContent()).toContain(`Assigned${nextFall.staffed}${nextFall.percent}% of ${nextFall.required} sections`)
    expect(await tiles.textContent()).toContain(`Unassigned${nextFall.open}open sections`)
    expect(await tiles.textContent()).toContain(`Total Courses${nextFall.courses}`)
    await screenshot(page, 'workload-courses-tiles')
  })

  test('each alert type appears for the academic year and its link lands on the fix', async ({ openApp }) => {
    const page = await openApp('/')
    await seeded(page)
    await chooseHeaderSemester(page, 'all')
    const panel = page.getByTestId('workload-alerts')
    await panel.waitFor()
    const types = await panel.locator('section[data-issue-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-issue-type')))
    // Most severe first.
    expect(types).toEqual(DEFAULT_RULES_GROUPS)
    await screenshot(page, 'workload-alerts')
    const group = (type: string) => panel.locator(`section[data-issue-type="${type}"]`)

    // Overload -> the professor's courses.
    const overloadName = ((await group('workload-overload').locator('li p').first().textContent()) ?? '').trim()
    expect(await group('workload-overload').locator('li').first().textContent()).toMatch(/\d+\/\d+ h in (Fall|Winter|Spring) \d{4} · \d+ h over the cap/)
    await group('workload-overload').getByRole('link').first().click()
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Filtering by:' }).textContent()).toBe(`Filtering by: ${overloadName}Clear filter`)
    await page.goBack()

    // Conflict -> both conflicting courses, flagged.
    await panel.waitFor()
    await group('schedule-conflict').getByRole('link').first().click()
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get('chip')).toBe('conflicts')
    await expect.poll(() => page.getByTestId('course-card').count()).toBe(2)
    expect(await page.getByTestId('section-conflict').count()).toBeGreaterThanOrEqual(2)
    await screenshot(page, 'workload-conflict-pair')
    await page.goBack()

    // Open sections -> that course's Manage Sections.
    await panel.waitFor()
    const openSubject = ((await group('course-unassigned').locator('li p').first().textContent()) ?? '').trim()
    await group('course-unassigned').getByRole('link').first().click()
    const dialog = page.getByRole('dialog', { name: `Manage Sections - ${openSubject.split(' ')[0]}` })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => new URL(page.url()).searchParams.get('manage')).toBeNull()
    await page.goto(page.url().replace(/\/courses.*$/, '/'))

    // Qualification mismatch -> Manage Sections of the course.
    await panel.waitFor()
    const mismatch = ((await group('qualification-mismatch').locator('li p').first().textContent()) ?? '').trim()
    await group('qualification-mismatch').getByRole('link').first().click()
    await page.getByRole('dialog', { name: `Manage Sections - ${mismatch.split(' ')[0]}` }).waitFor()
    await page.keyboard.press('Escape')
    await page.goto(page.url().replace(/\/courses.*$/, '/'))

    // Underload -> the professor's courses.
    await panel.waitFor()
    await group('workload-underload').getByRole('link').first().click()
    await expect.poll(() => new URL(page.url()).searchParams.get('professorId')).toBeTruthy()
  })

  // Issue 30: the sample school looked badly run (57 alerts in Fall 2026, half of them mismatches
  // and idle professors). A newcomer's first term now shows a handful of realistic problems.
  test("the sample data's current term shows at most 10 alerts, each kind of the default rules at least once", async ({
    context,
    openApp,
  }) => {
    // 15 October 2026: the dashboard opens on Fall 2026, the sample's first term.
    await context.clock.setFixedTime(new Date(2026, 9, 15, 12))
    const page = await openApp('/')
    await seeded(page)
    const panel = page.getByTestId('workload-alerts')
    await panel.waitFor()
    await expect.poll(() => page.getByTestId('dashboard-scope').textContent()).toContain('Fall 2026')
    const groups = await panel.locator('section[data-issue-type]').evaluateAll((els) =>
      els.map((e) => ({ type: e.getAttribute('data-issue-type'), count: Number(/\((\d+)\)$/.exec(e.querySelector('h3')!.textContent!)![1]) })),
    )
    expect(groups.map((g) => g.type)).toEqual(DEFAULT_RULES_GROUPS)
    for (const g of groups) expect(g.count, g.type!).toBeGreaterThanOrEqual(1)
    const total = groups.reduce((n, g) => n + g.count, 0)
    expect(total).toBeLessThanOrEqual(10)
    expect(await page.getByLabel(`${total} alerts in Fall 2026`).count()).toBe(1)
    await screenshot(page, 'sample-school-alerts')
  })

  test("the dashboard's underloaded and unassigned professors are the reports' under-utilized and unassigned counts of the term", async ({ openApp }) => {
    const page = await openApp('/')
    await seeded(page)
    const panel = page.getByTestId('workload-alerts')
    await panel.waitFor()
    const groupCount = async (type: string) => {
      const heading = panel.locator(`section[data-issue-type="${type}"] h3`)
      return Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1] ?? 'NaN')
    }
    const underloaded = await groupCount('workload-underload')
    const unassigned = await groupCount('workload-unassigned')
    expect(unassigned).toBeGreaterThan(0)
    expect(await panel.locator('section[data-issue-type="workload-unassigned"] li').first().textContent()).toMatch(/0\/\d+ h, 0% of the cap/)

    // The same term on /reports (the header's term): its Workload Analysis counts.
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click()
    await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor()
    await page.getByRole('tab', { name: 'Workload Analysis' }).click()
    const totals = (await page.getByTestId('workload-totals').textContent()) ?? ''
    expect(Number(/(\d+) under-utilized/.exec(totals)?.[1])).toBe(underloaded)
    expect(Number(/(\d+) unassigned/.exec(totals)?.[1])).toBe(unassigned)
  })

  test('a term two academic years back is one click away in Quick Select and in the header', async ({ openApp }) => {
    const page = await openApp('/courses')
    await seeded(page)
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    const year = Number((await academicYear(page)).slice(0, 4))
    const past = `Fall ${year - 2}`
    await page.getByRole('button', { name: /^Semester:/ }).click()
    await page.getByText('Earlier and later academic years').click()
    await page.getByRole('group', { name: 'Other academic years' }).getByRole('button', { name: new RegExp(`^${past}`) }).click()
    await expect.poll(() => page.locator('#courses-heading').textContent()).toMatch(new RegExp(`^Courses - ${past} \\(\\d+\\)$`))
    expect(await page.getByRole('combobox', { name: 'Semester' }).inputValue()).toBe(`fall-${year - 2}`)
    await expect.poll(() => academicYear(page)).toBe(`${year - 2}-${year - 1}`)
    // Nothing planned then: the empty state offers no sample data over the existing plan.
    await page.getByText(`No courses found for ${past}`).waitFor()
    expect(await page.getByRole('button', { name: 'Add Sample Data' }).count()).toBe(0)
    await screenshot(page, 'workload-past-term')
  })

  test('stale URL filters are dropped so the controls and the list agree', async ({ openApp }) => {
    const page = await openApp('/courses')
    await seeded(page)
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    const full = await page.locator('#courses-heading').textContent()
    await page.goto(page.url().replace(/\/courses.*$/, '/courses?level=99&program=removed-program'))
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await expect.poll(() => page.locator('#courses-heading').textContent()).toBe(full)
    expect(await page.getByRole('combobox', { name: 'Program', exact: true }).inputValue()).toBe('all')
  })

  test('a hand-added course code must be unique within its program version and term', async ({ openApp }) => {
    const page = await openApp('/courses')
    const raw = await seeded(page)
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    const taken = raw.courses.find((c) => c.code.startsWith('FILM') && c.semester)!
    const { term, year } = taken.semester!
    await page.getByRole('link', { name: 'Add Course' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Course' })
    await dialog.getByLabel('Course code').fill(` ${taken.code.toLowerCase()} `)
    await dialog.getByLabel('Course title').fill('Duplicate')
    await dialog.getByLabel('Program', { exact: true }).selectOption({ label: 'Film & TV' })
    await dialog.getByLabel('Term', { exact: true }).selectOption(term)
    await dialog.getByLabel('Year', { exact: true }).fill(String(year))
    await dialog.getByRole('button', { name: 'Add Course' }).click()
    const label = `${term[0]!.toUpperCase()}${term.slice(1)} ${year}`
    await dialog.getByText(`Course code ${taken.code} already exists in Film & TV (Original version) in ${label}.`).waitFor()
    expect(await dialog.isVisible()).toBe(true)
    const after = await readRaw(page)
    expect(after.courses.length).toBe(raw.courses.length)
  })
})
