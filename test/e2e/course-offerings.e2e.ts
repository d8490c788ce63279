// A course record is one term's offering (issue 30): after "Copy plan to another term" rolls the
// sample plan from Fall to the next Fall, the copy and the course it came from share a code in
// two terms, and each can still be edited and saved. The stored records are read straight from
// IndexedDB (the oracle), never through the app's code.
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface RawCourse {
  id: string
  code: string
  title: string
  semester?: { term: 'fall' | 'winter' | 'spring'; year: number }
}
interface Raw {
  courses: RawCourse[]
  assignments: unknown[]
  professors: unknown[]
}

const readRaw = (page: Page) => readStoredRecords<Raw>(page)
const inFall = (year: number) => (c: RawCourse) => c.semester?.term === 'fall' && c.semester.year === year

async function editTitle(page: Page, code: string, title: string) {
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(code)
  await page.getByRole('button', { name: `Edit ${code}`, exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Edit Course' })
  await dialog.getByLabel('Course title').fill(title)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await page.getByText('Course updated successfully!').first().waitFor()
  await expect.poll(() => dialog.count()).toBe(0)
}

describe('course offerings across terms', () => {
  test('a course copied to the next Fall and the course it came from can both be edited', async ({ openApp }) => {
    const page = await openApp('/')
    await page.getByRole('navigation', { name: 'Main' }).first().waitFor()
    await page.getByRole('button', { name: 'Load sample data' }).click()
    await expect.poll(async () => (await readRaw(page)).courses.length).toBeGreaterThan(50)
    const academicYear = await page.getByRole('combobox', { name: 'Academic year' }).inputValue()
    const y = Number(academicYear.slice(0, 4))
    await page.getByRole('combobox', { name: 'Semester' }).selectOption(`fall-${y}`)
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Courses/ }).click()
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()

    await page.getByRole('button', { name: 'Copy plan to another term' }).click()
    const copy = page.getByRole('dialog', { name: 'Copy plan to another term' })
    expect(await copy.getByLabel('Source term', { exact: true }).inputValue()).toBe(`fall-${y}`)
    expect(await copy.getByLabel('Target term', { exact: true }).inputValue()).toBe(`fall-${y + 1}`)
    await copy.getByRole('button', { name: 'Copy plan' }).click()
    await expect.poll(() => copy.getByRole('status').textContent()).toContain('Copied')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('combobox', { name: 'Semester' }).inputValue()).toBe(`fall-${y + 1}`)

    // The sample's first animation course (ANI1001 when the catalogue names it so), now in both Falls.
    const rolled = await readRaw(page)
    const codesIn = (year: number) => new Set(rolled.courses.filter(inFall(year)).map((c) => c.code))
    const next = codesIn(y + 1)
    const both = [...codesIn(y)].filter((code) => next.has(code)).sort()
    const code = both.includes('ANI1001') ? 'ANI1001' : both.find((c) => c.startsWith('ANI')) ?? both[0]!

    await editTitle(page, code, 'Renamed next year')
    const afterCopyEdit = await readRaw(page)
    expect(afterCopyEdit.courses.filter((c) => c.code === code && inFall(y + 1)(c)).map((c) => c.title)).toEqual(['Renamed next year'])
    await screenshot(page, 'course-offerings-copy-edited')

    await page.getByRole('combobox', { name: 'Semester' }).selectOption(`fall-${y}`)
    await editTitle(page, code, 'Renamed this year')
    const afterOriginalEdit = await readRaw(page)
    expect(afterOriginalEdit.courses.filter((c) => c.code === code && inFall(y)(c)).map((c) => c.title)).toEqual(['Renamed this year'])
    expect(afterOriginalEdit.courses.filter((c) => c.code === code && inFall(y + 1)(c)).map((c) => c.title)).toEqual(['Renamed next year'])
  })
})
