// Auto-assign in Chromium on the production build, with the sample data: the HiGHS solver loads in
// its Web Worker (the .wasm asset under the app's Content-Security-Policy), proposes professors for
// the term's open sections, one row is rejected and the rest accepted; the stored records then
// hold exactly the accepted rows, with no professor over their cap and no schedule conflict.
// The command palette opens the same dialog through ?autoAssign=1.
//
// The checks read the raw IndexedDB records and compute loads and clashes by hand (the oracle).
import type { Page } from 'playwright-core'
import { axeViolations, describeViolations } from './axe'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface RawCourse {
  id: string
  code: string
  requiredSpecializations?: string[]
  weeklyHours: number
  semester?: { term: string; year: number }
  schedule?: { days: string[]; startTime: string; endTime: string }
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
  maxWeeklyHours: number
  specializations: string[]
  employmentType: string
}
interface Raw {
  courses: RawCourse[]
  assignments: RawAssignment[]
  professors: RawProfessor[]
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
const clash = (a: RawCourse, b: RawCourse) =>
  !!a.schedule &&
  !!b.schedule &&
  a.schedule.days.some((d) => b.schedule!.days.includes(d)) &&
  minutes(a.schedule.startTime) < minutes(b.schedule.endTime) &&
  minutes(b.schedule.startTime) < minutes(a.schedule.endTime)

async function seed(page: Page): Promise<Raw> {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  // The half-staffed plan (the sample's volume plan): auto-assign needs many open sections.
  await page.evaluate(() => window.__courseload!.seed({ plan: 'volume' }))
  return readStoredRecords<Raw>(page)
}

/** The Courses screen's Auto-assign dialog, open. */
async function openAutoAssign(page: Page) {
  await page.goto(page.url().replace(/\/app\/.*$/, '/app/courses'))
  await page.getByRole('button', { name: 'Auto-assign', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Auto-assign open sections' })
  await expect.poll(() => dialog.isVisible()).toBe(true)
  return dialog
}

describe('auto-assign', () => {
  test('proposes the open sections, one row rejected and the rest accepted, within every cap and without conflicts', async ({
    openApp,
  }) => {
    const page = await openApp('/')
    const before = await seed(page)
    const dialog = await openAutoAssign(page)
    expect(page.url()).toContain('autoAssign=1')
    const termText = (await dialog.getByText(/^Term:/).textContent()) ?? ''
    const [, termName, termYear] = /Term: (Fall|Winter|Spring) (\d{4})/.exec(termText) ?? []
    expect(termName).toBeDefined()

    await screenshot(page, 'auto-assign-settings')
    await dialog.getByRole('button', { name: 'Find proposal' }).click()
    const heading = dialog.getByRole('heading', { name: /^Proposed assignments \(\d+\)$/ })
    await heading.waitFor({ timeout: 60_000 })
    expect(await dialog.getByRole('status').first().textContent()).toMatch(
      /staffs \d+ of \d+ open sections/,
    )
    const rowIds = await dialog
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')!))
    expect(rowIds.length).toBeGreaterThan(1)

    await screenshot(page, 'auto-assign-proposal-light')
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await screenshot(page, 'auto-assign-proposal-dark')
    await page.evaluate(() => document.documentElement.classList.remove('dark'))

    // Reject the first row with the keyboard, accept the rest.
    const firstCheckbox = dialog.locator('tbody tr').first().getByRole('checkbox')
    const rejectedLabel = await firstCheckbox.getAttribute('aria-label')
    await firstCheckbox.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => firstCheckbox.getAttribute('aria-checked')).toBe('false')
    expect(rejectedLabel).toMatch(/^Accept [A-Z]+\d+ §\d+$/)
    await dialog.getByRole('button', { name: `Accept selected (${rowIds.length - 1})` }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(page.url()).not.toContain('autoAssign')

    const after = await readStoredRecords<Raw>(page)
    const old = new Set(before.assignments.map((a) => a.id))
    const added = after.assignments.filter((a) => !old.has(a.id))
    expect(added).toHaveLength(rowIds.length - 1)
    expect(after.assignments.length).toBe(before.assignments.length + rowIds.length - 1)
    const [rejectedCourse, rejectedSection] = rowIds[0]!.split('#')
    expect(
      after.assignments.some(
        (a) => a.courseId === rejectedCourse && a.section === Number(rejectedSection),
      ),
    ).toBe(false)
    const addedKeys = new Set(added.map((a) => `${a.courseId}#${a.section}`))
    expect([...addedKeys].sort()).toEqual(rowIds.slice(1).sort())

    // Loads and clashes of the term, by hand, for every professor who received a section.
    const courseById = new Map(after.courses.map((c) => [c.id, c]))
    const inTerm = (a: RawAssignment) => {
      const s = courseById.get(a.courseId)?.semester
      return s !== undefined && s.term === termName!.toLowerCase() && s.year === Number(termYear)
    }
    for (const professorId of new Set(added.map((a) => a.professorId))) {
      const professor = after.professors.find((p) => p.id === professorId)!
      const mine = after.assignments.filter((a) => a.professorId === professorId && inTerm(a))
      expect(mine.reduce((h, a) => h + a.weeklyHours, 0)).toBeLessThanOrEqual(
        professor.maxWeeklyHours,
      )
      for (const a of added.filter((x) => x.professorId === professorId)) {
        const course = courseById.get(a.courseId)!
        const clashes = mine.filter(
          (o) => o.courseId !== a.courseId && clash(course, courseById.get(o.courseId)!),
        )
        expect(clashes).toEqual([])
      }
    }

    // The accepted proposal is one undo step: Ctrl+Z puts back exactly the assignments before it.
    await page
      .getByRole('button', { name: `Undo: auto-assign ${rowIds.length - 1} sections`, exact: true })
      .waitFor()
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () => (await readStoredRecords<Raw>(page)).assignments.map((a) => a.id).sort())
      .toEqual(before.assignments.map((a) => a.id).sort())
  })

  test('qualified only on the sample courses with required specializations: only qualified professors, full-time first, one row swapped, accepted as one undo step', async ({
    openApp,
  }) => {
    const page = await openApp('/')
    const before = await seed(page)
    const dialog = await openAutoAssign(page)
    const fullTimeFirst = dialog.getByRole('switch', { name: /^Load full-time faculty first/ })
    expect(await fullTimeFirst.getAttribute('aria-checked')).toBe('true')
    await dialog.getByRole('switch', { name: /^Qualified only/ }).click()
    await dialog.getByRole('button', { name: 'Find proposal' }).click()
    await dialog.getByRole('heading', { name: /^Proposed assignments \(\d+\)$/ }).waitFor({ timeout: 60_000 })
    expect(describeViolations('auto-assign proposal', await axeViolations(page))).toEqual([])

    // Every proposed professor holds one of the course's required specializations (the oracle
    // reads the raw records), and the why names the match, never a blanket "has capacity".
    const fold = (s: string) => s.trim().toLowerCase()
    // By id (the select's value): two sample professors share a name.
    const professorById = new Map(before.professors.map((p) => [p.id, p]))
    const courseById = new Map(before.courses.map((c) => [c.id, c]))
    const rows = await dialog.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-row')!,
        professorId: (tr.querySelector('select') as HTMLSelectElement).value,
        why: tr.querySelector('ul')!.textContent!,
        alternatives: (tr.querySelector('select') as HTMLSelectElement).options.length - 2,
      })),
    )
    expect(rows.length).toBeGreaterThan(1)
    let qualifiedRows = 0
    for (const row of rows) {
      const course = courseById.get(row.id.split('#')[0]!)!
      const professor = professorById.get(row.professorId)!
      const wanted = (course.requiredSpecializations ?? []).map(fold)
      expect(row.why).not.toContain('Has capacity')
      if (wanted.length === 0) continue
      qualifiedRows++
      expect(professor.specializations.map(fold).some((s) => wanted.includes(s))).toBe(true)
      expect(row.why).toMatch(/Specialization /)
    }
    expect(qualifiedRows).toBeGreaterThan(0)
    // Full-time first: a full-time professor is proposed, and named as below target.
    const types = rows.map((r) => professorById.get(r.professorId)!.employmentType)
    expect(types).toContain('full-time')
    expect(rows.some((r) => r.why.includes('Full-time below target'))).toBe(true)

    // Swap one row to its first alternative.
    const swapped = rows.find((r) => r.alternatives > 0)!
    const select = dialog.locator(`tr[data-row="${swapped.id}"] select`)
    const alternative = await select.locator('option').nth(1).textContent()
    const alternativeId = await select.locator('option').nth(1).getAttribute('value')
    await select.selectOption({ index: 1 })
    await expect.poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.textContent)).toBe(alternative)
    expect(await dialog.getByRole('alert').count()).toBe(0)
    await dialog.getByRole('button', { name: `Accept all (${rows.length})` }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)

    const after = await readStoredRecords<Raw>(page)
    const old = new Set(before.assignments.map((a) => a.id))
    const added = after.assignments.filter((a) => !old.has(a.id))
    expect(added).toHaveLength(rows.length)
    const [swappedCourse, swappedSection] = swapped.id.split('#')
    const written = added.find((a) => a.courseId === swappedCourse && a.section === Number(swappedSection))!
    expect(written.professorId).toBe(alternativeId)
    expect(swapped.professorId).not.toBe(alternativeId)

    await page.getByRole('button', { name: `Undo: auto-assign ${rows.length} sections`, exact: true }).waitFor()
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () => (await readStoredRecords<Raw>(page)).assignments.map((a) => a.id).sort())
      .toEqual(before.assignments.map((a) => a.id).sort())
  })

  test('the command palette opens the dialog; Escape closes it and drops the URL parameter', async ({
    openApp,
  }) => {
    const page = await openApp('/')
    await seed(page)
    await page.keyboard.press('Control+k')
    await page
      .getByRole('combobox', { name: 'Search screens, actions, professors and courses' })
      .fill('Auto-assign')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Auto-assign open sections' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(page.url()).toContain('/app/courses?autoAssign=1')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => page.url()).not.toContain('autoAssign')
  })
})
