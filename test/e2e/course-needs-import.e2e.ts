// Issue 24 in Chromium: a pasted program whose course says what it needs (required
// specializations, evaluation mix, expected enrolment) gives the created course those values,
// as the course form shows them.
import type { Page } from 'playwright-core'
import { describe, expect, test } from './browser'

const PROGRAM = {
  program: {
    name: 'E2E Needs Diploma',
    code: 'E2EN',
    credential: 'Diploma',
    start: 'September 2026',
    source_last_scraped: '2026-01-15T10:00:00.000Z',
  },
  courses_by_level: {
    'Level 1': [
      {
        code: 'E2EN1001',
        title: 'Character Rigging',
        hours: 4,
        required_specializations: ['Maya', 'Rigging'],
        evaluation_mix: { essay: 60, routine: 30, in_process: 10 },
        expected_enrolment: 26,
      },
    ],
  },
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()

describe('what each course needs', () => {
  test('a pasted program course with required specializations and an evaluation mix shows them on the course', async ({
    openApp,
  }) => {
    const page = await openApp('/settings')
    await page.getByRole('heading', { name: 'Program Manager' }).waitFor()
    await page.getByRole('tab', { name: 'JSON Paste' }).click()
    await page.getByLabel('Program JSON').fill(JSON.stringify(PROGRAM))
    await page.getByRole('button', { name: 'Process JSON' }).click()
    await page.getByTestId('validation-panel').getByText('Program data is valid').waitFor()
    await page.getByRole('button', { name: 'Continue to semester mapping' }).click()
    const mapping = page.getByRole('dialog', { name: 'Map Program Semesters' })
    await mapping.getByRole('button', { name: 'Confirm' }).click()
    await toast(page, 'Program "E2E Needs Diploma" added successfully!').waitFor()

    await page.getByRole('link', { name: /^Courses/ }).first().click()
    await page.getByLabel('Search courses').fill('E2EN1001')
    await page.getByRole('button', { name: 'Edit E2EN1001' }).click()
    const form = page.getByRole('dialog', { name: 'Edit Course' })
    await form.waitFor()
    expect(await form.getByLabel('Required specializations').inputValue()).toBe('Maya, Rigging')
    expect(await form.getByLabel('Essay / project %').inputValue()).toBe('60')
    expect(await form.getByLabel('Routine / assisted %').inputValue()).toBe('30')
    expect(await form.getByLabel('In-process %').inputValue()).toBe('10')
    await form.getByText('Total: 100%').waitFor()
    expect(await form.getByLabel('Expected students per section').inputValue()).toBe('26')
  })
})
