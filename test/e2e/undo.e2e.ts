// Undo and redo in Chromium: two sections assigned with the keyboard in Manage Sections are
// undone with Ctrl+Z, one at a time, and one is redone with Ctrl+Shift+Z (the header names each
// step; the stored records are the oracle); a deleted course comes back, with its assignments,
// from the Undo on its toast; and an undo whose record another tab changed since is refused.
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface StoredCourse {
  id: string
  code: string
  title: string
  sectionCount: number
}
interface StoredAssignment {
  id: string
  courseId: string
  section: number
  professorId: string
}
interface Stored {
  courses: StoredCourse[]
  assignments: StoredAssignment[]
  professors: { id: string; firstName: string; lastName: string }[]
}

const stored = (page: Page) => readStoredRecords<Stored>(page)

async function seeded(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.getByRole('heading', { name: 'Course Management' }).waitFor()
  await page.evaluate(() => window.__courseload!.seed())
  await page.getByTestId('course-card').first().waitFor()
}

const undoButton = (page: Page) => page.getByRole('group', { name: 'Undo history' }).getByRole('button').first()
const redoButton = (page: Page) => page.getByRole('group', { name: 'Undo history' }).getByRole('button').nth(1)
const nameOf = (button: ReturnType<typeof undoButton>) => button.getAttribute('aria-label')

/** Section 1 of `courseId` as stored: the professor's id, or undefined when open. */
async function section1(page: Page, courseId: string): Promise<string | undefined> {
  return (await stored(page)).assignments.find((a) => a.courseId === courseId && a.section === 1)?.professorId
}

/** Ctrl+K to the course's Manage Sections, pick a professor for section 1 with the keys, save with Enter. */
async function assignSection1(page: Page, code: string): Promise<string> {
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.waitFor()
  await page.keyboard.type(code.toLowerCase())
  await expect.poll(() => palette.getByRole('option').first().textContent()).toMatch(new RegExp(`^${code} `))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Manage Sections - ${code}` })
  await dialog.waitFor()
  await page.getByTestId('section-1-picker').focus()
  await page.keyboard.press('Enter')
  const options = page.getByRole('listbox').getByRole('option')
  await options.nth(1).waitFor()
  const texts = await options.allTextContents()
  const choice = texts.slice(1).find((t) => !t.includes('Overload') && !t.includes('Inactive'))
  expect(choice).toBeDefined()
  const name = choice!.split(/Best match|\d/)[0]!.trim()
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect.poll(() => page.getByTestId('section-1-picker').textContent()).toContain(name)
  await dialog.getByRole('button', { name: 'Save' }).focus()
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'detached' })
  return name
}

/** Ctrl+Z acts outside text fields: leave whatever field the closing dialog gave the focus to. */
async function leaveTextFields(page: Page) {
  await page.evaluate(() => {
    const el = document.activeElement
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.blur()
  })
}

describe('undo and redo', () => {
  test('assign two sections, undo both with Ctrl+Z, redo one with Ctrl+Shift+Z', async ({ openApp }) => {
    const page = await openApp('/courses')
    await seeded(page)
    const start = await stored(page)
    const open = start.courses.filter((c) => !start.assignments.some((a) => a.courseId === c.id && a.section === 1))
    expect(open.length).toBeGreaterThanOrEqual(2)
    const [a, b] = open as [StoredCourse, StoredCourse]

    const first = await assignSection1(page, a.code)
    await expect.poll(() => nameOf(undoButton(page))).toBe(`Undo: assign ${a.code} §1 to ${first}`)
    const second = await assignSection1(page, b.code)
    await expect.poll(() => nameOf(undoButton(page))).toBe(`Undo: assign ${b.code} §1 to ${second}`)
    const assignedA = await section1(page, a.id)
    const assignedB = await section1(page, b.id)
    expect(assignedA).toBeDefined()
    expect(assignedB).toBeDefined()
    await screenshot(page, 'undo-header-after-assign')

    await leaveTextFields(page)
    await page.keyboard.press('Control+z')
    await page.getByText(`Undone: assign ${b.code} §1 to ${second}`).waitFor()
    await expect.poll(() => section1(page, b.id)).toBeUndefined()
    expect(await section1(page, a.id)).toBe(assignedA)
    await expect.poll(() => nameOf(undoButton(page))).toBe(`Undo: assign ${a.code} §1 to ${first}`)

    await page.keyboard.press('Control+z')
    await page.getByText(`Undone: assign ${a.code} §1 to ${first}`).waitFor()
    await expect.poll(() => section1(page, a.id)).toBeUndefined()
    await expect.poll(() => nameOf(undoButton(page))).toBe('Undo: load sample data')
    expect(await nameOf(redoButton(page))).toBe(`Redo: assign ${a.code} §1 to ${first}`)
    // Back to exactly the records before the two assignments.
    expect((await stored(page)).assignments).toEqual(start.assignments)

    await page.keyboard.press('Control+Shift+Z')
    await page.getByText(`Redone: assign ${a.code} §1 to ${first}`).waitFor()
    await expect.poll(() => section1(page, a.id)).toBe(assignedA)
    expect(await section1(page, b.id)).toBeUndefined()
    await expect.poll(() => nameOf(redoButton(page))).toBe(`Redo: assign ${b.code} §1 to ${second}`)
    await screenshot(page, 'undo-header-after-redo')
  })

  test("delete a course and restore it, with its assignments, from the toast's Undo", async ({ openApp }) => {
    const page = await openApp('/courses')
    await seeded(page)
    const start = await stored(page)
    const course = start.courses.find((c) => start.assignments.some((a) => a.courseId === c.id))!
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(course.code)
    const card = page.locator(`[data-testid="course-card"][data-course-code="${course.code}"]`)
    await card.getByRole('button', { name: `Delete ${course.code}` }).click()
    await page.getByRole('alertdialog', { name: `Delete ${course.code}?` }).getByRole('button', { name: 'Delete Course' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Course deleted successfully' })
    await toast.waitFor()
    await expect.poll(async () => (await stored(page)).courses.some((c) => c.id === course.id)).toBe(false)
    await card.waitFor({ state: 'detached' })
    await screenshot(page, 'undo-toast')

    await toast.getByRole('button', { name: 'Undo' }).click()
    await page.getByText(`Undone: delete course ${course.code}`).waitFor()
    await card.waitFor()
    const after = await stored(page)
    expect(after.courses).toEqual(start.courses)
    expect(after.assignments).toEqual(start.assignments)
  })

  test('an undo whose record another tab changed since is refused, keeping the newer work', async ({ openApp }) => {
    const page = await openApp('/courses')
    await seeded(page)
    const course = (await stored(page)).courses[0]!
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(course.code)
    const card = page.locator(`[data-testid="course-card"][data-course-code="${course.code}"]`)
    await card.getByRole('button', { name: `Delete ${course.code}` }).click()
    await page.getByRole('alertdialog', { name: `Delete ${course.code}?` }).getByRole('button', { name: 'Delete Course' }).click()
    await expect.poll(() => nameOf(undoButton(page))).toBe(`Undo: delete course ${course.code}`)

    // Another tab puts the course back, retitled, through the app's own write path.
    const other = await openApp('/courses')
    await other.waitForFunction(() => window.__courseload?.ready === true)
    await other.evaluate(
      (c) => window.__courseload!.write({ put: { courses: [{ ...c, title: 'Retitled in another tab' } as never] } }),
      course,
    )
    await expect.poll(async () => (await stored(page)).courses.find((c) => c.id === course.id)?.title).toBe('Retitled in another tab')

    await page.bringToFront()
    await leaveTextFields(page)
    await page.keyboard.press('Control+z')
    await page.getByText(`Can't undo: delete course ${course.code} — those records were changed since.`).waitFor()
    expect((await stored(page)).courses.find((c) => c.id === course.id)?.title).toBe('Retitled in another tab')
  })
})
