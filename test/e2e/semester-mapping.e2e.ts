// Semester mapping patterns in Chromium (issue 24): one click on "Fall/Winter, every level every
// year" puts every odd level in Fall and every even level in Winter of one academic year, and an
// elective ticked in the mapping step is stored as a placeholder course to staff. The stored
// courses are read straight from IndexedDB.
import type { Page } from 'playwright-core'
import { axeViolations, describeViolations } from './axe'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

const PROGRAM = {
  program: {
    name: 'E2E Fall Winter Diploma',
    code: 'E2FW',
    credential: 'Diploma',
    length_years: 2,
    start: 'September 2026',
    source_last_scraped: '2026-01-15T10:00:00.000Z',
  },
  courses_by_level: {
    'Level 1': [{ code: 'E2FW1001', title: 'Drawing', hours: 4 }],
    'Level 2': [{ code: 'E2FW2001', title: 'Layout', hours: 3 }],
    'Level 3': [{ code: 'E2FW3001', title: 'Studio One', hours: 5 }],
    'Level 4': [
      { code: 'E2FW4001', title: 'Studio Two', hours: 5 },
      { type: 'requirement', category: 'Elective', title: 'Professional Elective' },
    ],
  },
}

async function openMapping(page: Page) {
  await page.getByRole('heading', { name: 'Program Manager' }).waitFor()
  await page.getByRole('tab', { name: 'JSON Paste' }).click()
  await page.getByLabel('Program JSON').fill(JSON.stringify(PROGRAM))
  await page.getByRole('button', { name: 'Process JSON' }).click()
  await page.getByRole('button', { name: 'Continue to semester mapping' }).click()
  const dialog = page.getByRole('dialog', { name: 'Map Program Semesters' })
  await dialog.waitFor()
  return dialog
}

describe('Semester mapping patterns', () => {
  test('Fall/Winter puts every even level in Winter; a ticked elective becomes a placeholder course', async ({ openApp }) => {
    const page = await openApp('/settings')
    const dialog = await openMapping(page)
    // The cohort sequence is the default: Level 3 in Spring.
    expect(await dialog.getByLabel('Level 3 term').inputValue()).toBe('spring')

    await dialog.getByRole('button', { name: 'Fall/Winter, every level every year' }).click()
    const placed = await Promise.all(
      [1, 2, 3, 4].map(async (l) => `${await dialog.getByLabel(`Level ${l} term`).inputValue()} ${await dialog.getByLabel(`Level ${l} year`).inputValue()}`),
    )
    expect(placed).toEqual(['fall 2026', 'winter 2027', 'fall 2026', 'winter 2027'])
    expect(await dialog.getByTestId('mapping-sentence').textContent()).toContain('Level 2 and Level 4 in Winter 2027')
    expect(await dialog.getByRole('list', { name: 'Levels in Winter 2027' }).textContent()).toBe('Level 2Level 4')

    await dialog.getByRole('checkbox', { name: /Staff Professional Elective \(Level 4\)/ }).click()
    await screenshot(page, 'semester-mapping-fall-winter')
    // Patterns, timeline and the elective row pass axe (WCAG 2.2 AA and best practices).
    expect(describeViolations('mapping dialog', await axeViolations(page))).toEqual([])
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.locator('[data-sonner-toast]', { hasText: 'Program "E2E Fall Winter Diploma" added successfully!' }).first().waitFor()

    type Stored = { code: string; level: number; weeklyHours: number; semester?: { term: string; year: number } }
    const { courses } = await readStoredRecords<{ courses: Stored[]; assignments: unknown[]; professors: unknown[] }>(page)
    const ours = courses.filter((c) => c.code.startsWith('E2FW') || c.code.startsWith('ELECTIVE'))
    expect(ours.map((c) => `${c.code} L${c.level} ${c.semester?.term} ${c.semester?.year}`).sort()).toEqual([
      'E2FW1001 L1 fall 2026',
      'E2FW2001 L2 winter 2027',
      'E2FW3001 L3 fall 2026',
      'E2FW4001 L4 winter 2027',
      'ELECTIVE-L4-2 L4 winter 2027',
    ])
    expect(ours.filter((c) => c.level % 2 === 0).every((c) => c.semester?.term === 'winter')).toBe(true)
    expect(ours.find((c) => c.code === 'ELECTIVE-L4-2')?.weeklyHours).toBe(3)
  })
})
