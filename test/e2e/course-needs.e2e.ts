// What each course needs (issue 24) in Chromium, with the sample data: two open courses selected
// in the list view get a required specialization in bulk (one change, one undo step); the course
// cards show it, and the professor picker in Manage Sections matches professors against it.
import type { Page } from 'playwright-core'
import { axeViolations, describeViolations } from './axe'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface Course {
  id: string
  code: string
  requiredSpecializations: string[]
}
interface Professor {
  id: string
  isActive: boolean
  specializations: string[]
}
type Stored = { courses: Course[]; assignments: unknown[]; professors: Professor[] }

const table = (page: Page) => page.getByRole('table', { name: 'Courses' })
const bar = (page: Page) => page.getByRole('region', { name: 'Actions on the selected courses' })
const row = (page: Page, index: number) => table(page).locator(`tbody tr[data-index="${index}"]`)
const codeOf = async (page: Page, index: number) =>
  ((await row(page, index).locator('td').nth(1).textContent()) ?? '').trim()
const cardOf = (page: Page, id: string) => page.locator(`article[aria-labelledby="course-${id}-code"]`)

describe('what each course needs', () => {
  test('required specializations set in bulk appear on the course cards and in the professor picker', async ({ openApp }) => {
    const page = await openApp('/courses?view=list&chip=unassigned')
    await page.waitForFunction(() => window.__courseload?.ready === true)
    await page.evaluate(() => window.__courseload!.seed())
    await row(page, 0).waitFor()

    const before = await readStoredRecords<Stored>(page)
    // The specialization most active professors hold: the picker then has some who cover it.
    const holders = new Map<string, number>()
    for (const p of before.professors.filter((p) => p.isActive))
      for (const s of p.specializations) holders.set(s, (holders.get(s) ?? 0) + 1)
    const spec = [...holders].sort((a, b) => b[1] - a[1])[0]![0]
    await row(page, 0).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Shift+Space')
    await expect.poll(() => bar(page).textContent()).toContain('2 selected')
    const codes = [await codeOf(page, 0), await codeOf(page, 1)]

    await bar(page).getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Set required specializations…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set the required specializations of 2 courses' })
    await dialog.waitFor()
    await dialog.getByLabel('Change').selectOption('replace')
    await dialog.getByLabel('Specializations').fill(spec)
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/courses? of 2 will change\./)
    await screenshot(page, 'course-needs-specializations')
    expect(describeViolations('required specializations dialog', await axeViolations(page))).toEqual([])
    await dialog.getByRole('button', { name: 'Set specializations' }).click()
    await page.getByText(/^Required specializations set: [12] courses?$/).waitFor()
    await dialog.waitFor({ state: 'detached' })

    const after = await readStoredRecords<Stored>(page)
    const changed = after.courses.filter((c) => c.requiredSpecializations.length === 1 && c.requiredSpecializations[0] === spec)
    const selected = changed.filter((c) => codes.includes(c.code) && !before.courses.find((b) => b.id === c.id)!.requiredSpecializations.includes(spec))
    expect(selected.length).toBeGreaterThan(0)
    const target = selected[0]!

    // The card says what the course requires.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Grid view' }).click()
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(target.code)
    const card = cardOf(page, target.id)
    await expect.poll(() => card.getByTestId('course-required-specializations').textContent()).toBe(`Requires${spec}`)

    // Manage Sections ranks the candidates against it: some cover it, others are told they do not.
    await card.getByRole('button', { name: `Manage sections of ${target.code}` }).click()
    const manage = page.getByRole('dialog', { name: `Manage Sections - ${target.code}` })
    await manage.waitFor()
    await page.getByTestId('section-1-picker').focus()
    await page.keyboard.press('Enter')
    const options = page.getByRole('listbox').getByRole('option')
    await options.nth(1).waitFor()
    const texts = await options.allTextContents()
    expect(texts.some((t) => t.includes(`Covers ${spec}`))).toBe(true)
    expect(texts.some((t) => t.includes(`No required specialization (${spec})`))).toBe(true)
    // Among active professors within their cap, those who cover it come first.
    const clean = texts.filter(
      (t) => /Covers|No required specialization/.test(t) && !/Overload|Inactive|Schedule conflict/.test(t),
    )
    const lastCovering = clean.map((t) => t.includes(`Covers ${spec}`)).lastIndexOf(true)
    const firstMissing = clean.findIndex((t) => t.includes('No required specialization'))
    expect(lastCovering).toBeGreaterThanOrEqual(0)
    if (firstMissing >= 0) expect(lastCovering).toBeLessThan(firstMissing)
    await screenshot(page, 'course-needs-picker')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await manage.waitFor({ state: 'detached' })

    // One undo step takes the bulk change back.
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () => (await readStoredRecords<Stored>(page)).courses.find((c) => c.id === target.id)!.requiredSpecializations)
      .toEqual(before.courses.find((c) => c.id === target.id)!.requiredSpecializations)
  })
})
