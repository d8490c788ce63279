// Bulk actions and dense tables in Chromium, with the sample data, keyboard first: in the courses
// list view five open courses are selected with Space and Shift+Space and one professor is
// assigned to all their open sections (the stored records are checked), two courses are deleted
// with their assignments; a bulk action clears the selection, and selected rows the filters hide
// are counted in the bar and the dialogs; a professor whose other section clashes is assigned in
// bulk only after a question naming both sections; at 1440x900 the list view shows at least 20 rows, and at 1280 px no
// header cell is cut off and the row actions are on screen without horizontal scrolling.
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'
import { addClashingCourse } from './clashing-course'
import { readStoredRecords } from './stored-records'

interface Course {
  id: string
  code: string
  sectionCount: number
  professorNotRequired: boolean
}
interface Assignment {
  id: string
  courseId: string
  section: number
  professorId: string
}
interface Professor {
  id: string
  firstName: string
  lastName: string
  preferredName?: string
}
type Stored = { courses: Course[]; assignments: Assignment[]; professors: Professor[] }

async function seededList(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  // The half-staffed plan (the sample's volume plan): the bulk actions need many open courses.
  await page.evaluate(() => window.__courseload!.seed({ plan: 'volume' }))
  await page.getByRole('table', { name: 'Courses' }).locator('tbody tr[data-index="0"]').waitFor()
}

const table = (page: Page) => page.getByRole('table', { name: 'Courses' })
const bar = (page: Page) => page.getByRole('region', { name: 'Actions on the selected courses' })
const row = (page: Page, index: number) => table(page).locator(`tbody tr[data-index="${index}"]`)
const codeOf = async (page: Page, index: number) =>
  ((await row(page, index).locator('td').nth(1).textContent()) ?? '').trim()

/** Presses the control as a keyboard user does once it has the focus. */
async function press(page: Page, locator: ReturnType<Page['locator']>, key = 'Enter') {
  await locator.focus()
  await page.keyboard.press(key)
}

function openSections(course: Course, assignments: readonly Assignment[]): number[] {
  if (course.professorNotRequired) return []
  const held = new Set(assignments.filter((a) => a.courseId === course.id).map((a) => a.section))
  return Array.from({ length: course.sectionCount }, (_, i) => i + 1).filter((s) => !held.has(s))
}

describe('bulk actions', () => {
  test('keyboard: select five open courses, assign one professor to their open sections, then delete two courses', async ({
    openApp,
  }) => {
    const page = await openApp('/courses?view=list&chip=unassigned')
    await seededList(page)

    // Space selects the focused row; Shift+Space extends the range to it.
    await row(page, 0).focus()
    await page.keyboard.press('Space')
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Shift+Space')
    await expect.poll(() => bar(page).textContent()).toContain('5 selected')
    const codes = await Promise.all([0, 1, 2, 3, 4].map((i) => codeOf(page, i)))
    const before = await readStoredRecords<Stored>(page)
    const selected = codes.map((code) => before.courses.find((c) => c.code === code)!)
    const open = selected.flatMap((c) =>
      openSections(c, before.assignments).map((section) => ({ courseId: c.id, section })),
    )
    expect(open.length).toBeGreaterThanOrEqual(5)

    await press(page, bar(page).getByRole('button', { name: 'Assign professor…' }))
    const dialog = page.getByRole('dialog', { name: 'Assign a professor to 5 courses' })
    await dialog.waitFor()
    // The search has the focus; Enter takes the best-ranked professor, who fits in every term.
    const best = dialog.getByRole('option').first()
    expect(await best.textContent()).toContain('Best match')
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByTestId('bulk-verdict').count()).toBe(5)
    const submit = dialog.getByRole('button', { name: /^Assign .+ to \d+ sections?$/ })
    await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true)
    const name = ((await submit.textContent()) ?? '').replace(
      /^Assign (.+) to \d+ sections?$/,
      '$1',
    )
    await screenshot(page, 'bulk-assign-verdicts')
    await page.keyboard.press('Enter')
    await page.getByText(`${name} assigned to ${open.length} section`).waitFor()
    await dialog.waitFor({ state: 'detached' })

    const after = await readStoredRecords<Stored>(page)
    const professor = after.professors.find(
      (p) =>
        `${p.preferredName || p.firstName} ${p.lastName}` === name ||
        `${p.firstName} ${p.lastName}` === name,
    )!
    expect(professor).toBeDefined()
    const added = after.assignments.filter((a) => !before.assignments.some((b) => b.id === a.id))
    expect(added.map((a) => [a.courseId, a.section, a.professorId]).sort()).toEqual(
      open.map((o) => [o.courseId, o.section, professor.id]).sort(),
    )
    // Nothing else changed: every earlier assignment is still there.
    expect(after.assignments.length).toBe(before.assignments.length + open.length)

    // Fully assigned now, the five courses left the Unassigned list, and with them the selection.
    await expect
      .poll(async () =>
        (await Promise.all([0, 1, 2, 3, 4].map((i) => codeOf(page, i)))).some((c) =>
          codes.includes(c),
        ),
      )
      .toBe(false)
    await expect.poll(() => bar(page).count()).toBe(0)
    // The bar went away with the focused control: the focus is back on the table, not the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TR')

    // Bulk delete two courses.
    await row(page, 0).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Shift+Space')
    await expect.poll(() => bar(page).textContent()).toContain('2 selected')
    const doomedCodes = [await codeOf(page, 0), await codeOf(page, 1)]
    const doomed = doomedCodes.map((code) => after.courses.find((c) => c.code === code)!.id)
    await press(page, bar(page).getByRole('button', { name: 'Delete…' }))
    const question = page.getByRole('alertdialog', { name: 'Delete 2 courses?' })
    await question.waitFor()
    await press(page, question.getByRole('button', { name: 'Delete' }))
    await page.getByText('Deleted: 2 courses').waitFor()

    const final = await readStoredRecords<Stored>(page)
    expect(final.courses.filter((c) => doomed.includes(c.id))).toEqual([])
    expect(final.assignments.filter((a) => doomed.includes(a.courseId))).toEqual([])
    expect(final.courses.length).toBe(after.courses.length - 2)
    expect(final.assignments.length).toBe(
      after.assignments.filter((a) => !doomed.includes(a.courseId)).length,
    )
    await expect.poll(() => bar(page).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TR')

    // Each bulk action is one undo step: Ctrl+Z brings both courses back with their assignments,
    // a second Ctrl+Z takes back the five-course assignment.
    const ids = (list: { id: string }[]) => list.map((r) => r.id).sort()
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () => ids((await readStoredRecords<Stored>(page)).courses))
      .toEqual(ids(after.courses))
    expect(ids((await readStoredRecords<Stored>(page)).assignments)).toEqual(ids(after.assignments))
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () => ids((await readStoredRecords<Stored>(page)).assignments))
      .toEqual(ids(before.assignments))
  })
})

describe('bulk assign and schedule conflicts', () => {
  test('a professor teaching another section at the same time is assigned only after "Assign anyway", naming both sections', async ({
    openApp,
  }) => {
    const page = await openApp('/courses?view=list')
    await seededList(page)
    // A second course at the same time as a section someone teaches, not staffed yet.
    const { teacher, overlap } = await addClashingCourse(page, 'zz-clash', 'ZZCL1001')
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('ZZCL1001')
    await expect.poll(() => codeOf(page, 0)).toBe('ZZCL1001')

    await row(page, 0).focus()
    await page.keyboard.press('Space')
    await press(page, bar(page).getByRole('button', { name: 'Assign professor…' }))
    const dialog = page.getByRole('dialog', { name: 'Assign a professor to 1 course' })
    await dialog.waitFor()
    await page.keyboard.type(teacher.email)
    await page.keyboard.press('Enter')
    const submit = dialog.getByRole('button', { name: /^Assign .+ to 1 section$/ })
    await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true)
    const name = ((await submit.textContent()) ?? '').replace(/^Assign (.+) to 1 section$/, '$1')
    await page.keyboard.press('Enter')
    const question = dialog.getByRole('alertdialog', { name: `Schedule conflict for ${name}` })
    await question.waitFor()
    expect(await question.textContent()).toContain(
      `ZZCL1001 section 1 ${overlap.replace(/^Overlaps/, 'overlaps')}.`,
    )
    await screenshot(page, 'bulk-assign-conflict-question')
    // The safe answer has the focus: a stray Enter writes nothing.
    const back = question.getByRole('button', { name: 'Go back' })
    await expect.poll(() => back.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'detached' })
    const stored = async () =>
      (await readStoredRecords<Stored>(page)).assignments.filter((a) => a.courseId === 'zz-clash')
    expect(await stored()).toEqual([])

    await press(page, submit)
    await press(page, question.getByRole('button', { name: 'Assign anyway' }))
    await page.getByText(`${name} assigned to 1 section in 1 course`).waitFor()
    const saved = (await stored()) as (Assignment & { conflicts?: string[] })[]
    expect(saved.map((a) => [a.section, a.professorId, a.conflicts])).toEqual([
      [1, teacher.id, [overlap]],
    ])
  })
})

describe('selection and filters', () => {
  test('a bulk action clears the selection; selected rows the filters hide are counted before any action applies to them', async ({
    openApp,
  }) => {
    const page = await openApp('/courses?view=list&chip=unassigned')
    await seededList(page)
    const allCourses = page
      .getByRole('group', { name: 'Assignment' })
      .getByRole('button', { name: 'All Courses' })
    const header = table(page).getByRole('checkbox', { name: 'Select all courses' })

    // Three courses selected, one professor assigned through the bar.
    await row(page, 0).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Shift+Space')
    await expect.poll(() => bar(page).textContent()).toContain('3 selected')
    await press(page, bar(page).getByRole('button', { name: 'Assign professor…' }))
    const dialog = page.getByRole('dialog', { name: 'Assign a professor to 3 courses' })
    await dialog.waitFor()
    await page.keyboard.press('Enter')
    const submit = dialog.getByRole('button', { name: /^Assign .+ to \d+ sections?$/ })
    await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    // Back on every course, the three are not selected any more: no count, no Delete beside it.
    await allCourses.click()
    await expect.poll(() => allCourses.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => bar(page).count()).toBe(0)
    expect(await header.getAttribute('aria-checked')).toBe('false')
    expect(await table(page).locator('tbody input[type="checkbox"]:checked').count()).toBe(0)

    // Two selected, then a search that shows neither: the bar says both are hidden, the header
    // has no dash, and the bulk dialog says so before anything is applied.
    await row(page, 0).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Shift+Space')
    await expect.poll(() => bar(page).textContent()).toContain('2 selected')
    const other = await codeOf(page, 5)
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(other)
    await expect.poll(() => codeOf(page, 0)).toBe(other)
    await expect
      .poll(() => bar(page).getByTestId('selection-count').textContent())
      .toBe('2 selected · 2 hidden by the filters')
    expect(await header.getAttribute('aria-checked')).toBe('false')
    await press(page, bar(page).getByRole('button', { name: 'Set term…' }))
    const term = page.getByRole('dialog', { name: 'Set the term of 2 courses' })
    expect(await term.textContent()).toContain('2 of them are hidden by the filters.')
    await page.keyboard.press('Escape')
    await term.waitFor({ state: 'detached' })
    await press(page, bar(page).getByRole('button', { name: 'Deselect hidden' }))
    await expect.poll(() => bar(page).count()).toBe(0)
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('')
    await expect.poll(() => table(page).locator('tbody tr[data-index]').count()).toBeGreaterThan(2)
    expect(await table(page).locator('tbody input[type="checkbox"]:checked').count()).toBe(0)
    expect(await bar(page).count()).toBe(0)
  })
})

describe('rows and the keyboard', () => {
  test('Space selects the focused row without opening it; Enter opens Manage Sections, and Edit on a professor row', async ({
    openApp,
  }) => {
    const page = await openApp('/courses?view=list')
    await seededList(page)
    const code = await codeOf(page, 1)
    await row(page, 0).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    await expect.poll(() => bar(page).textContent()).toContain('1 selected')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: `Manage Sections - ${code}` }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.goto(page.url().replace(/\/courses.*$/, '/professors?view=table'))
    const professors = page.getByRole('table', { name: 'Professors' })
    const first = professors.locator('tbody tr[data-index="0"]')
    await first.waitFor()
    const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim()
    await first.focus()
    await page.keyboard.press('Enter')
    const edit = page.getByRole('dialog', { name: 'Edit Professor' })
    await edit.waitFor()
    expect(await edit.getByLabel('First name').inputValue()).toBe(name.split(' ')[0])
  })
})

describe('dense tables', () => {
  test('the list view shows at least 20 rows at 1440x900; at 1280 px nothing is cut off', async ({
    openApp,
  }) => {
    const page = await openApp('/courses?view=list')
    await page.setViewportSize({ width: 1440, height: 900 })
    await seededList(page)
    // Every term of the year, so there are more courses than fit.
    await page.getByRole('button', { name: /^Semester:/ }).click()
    await page
      .getByRole('group', { name: 'Quick Select' })
      .getByRole('button', { name: /^All Semesters/ })
      .click()
    await expect
      .poll(() => page.locator('#courses-heading').textContent())
      .toMatch(/^Courses - All Semesters/)

    const fullyVisibleRows = () =>
      table(page)
        .locator('tbody tr[data-index]')
        .evaluateAll((rows) => {
          const scroller = rows[0]!
            .closest('[data-slot="data-table-scroll"]')!
            .getBoundingClientRect()
          const bottom = Math.min(scroller.bottom, window.innerHeight)
          return rows.filter((r) => {
            const box = r.getBoundingClientRect()
            return box.top >= scroller.top && box.bottom <= bottom + 0.5
          }).length
        })
    await expect.poll(fullyVisibleRows).toBeGreaterThanOrEqual(20)
    await screenshot(page, 'dense-courses-1440')

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280)
    const layout = await table(page).evaluate((el) => {
      const scroller = el.closest<HTMLElement>('[data-slot="data-table-scroll"]')!
      const box = scroller.getBoundingClientRect()
      const clipped = [...el.querySelectorAll('thead th')]
        .filter(
          (th) =>
            th.scrollWidth > th.clientWidth + 1 || th.getBoundingClientRect().right > box.right + 1,
        )
        .map((th) => th.textContent)
      const actions = [
        ...el.querySelectorAll(
          'tbody tr[data-index="0"] button[aria-label^="Manage sections of"], tbody tr[data-index="0"] button[aria-label^="Edit "]',
        ),
      ].map((b) => b.getBoundingClientRect().right)
      return {
        clipped,
        horizontalScroll: scroller.scrollWidth > scroller.clientWidth,
        pageScroll: document.documentElement.scrollWidth > window.innerWidth,
        actionsInside:
          actions.length === 2 &&
          actions.every((right) => right <= box.right && right <= window.innerWidth),
      }
    })
    expect(layout).toEqual({
      clipped: [],
      horizontalScroll: false,
      pageScroll: false,
      actionsInside: true,
    })
    await screenshot(page, 'dense-courses-1280')
  })
})
