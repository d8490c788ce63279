// Issue 24 in Chromium: an HR export written by openpyxl (test/fixtures/make-hr-professor-export.py)
// imports through the professor spreadsheet import: two title rows above prefixed HR headers matched
// by their words, HR wording for types read and flagged, one Values to match step for the type
// and status the app does not know, lists split on ';' and '|', and the form's rules applied (the
// part-time row with a 10 h cap is skipped, naming the column). Stored values are read straight
// from IndexedDB.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator } from 'playwright-core'
import { axeViolations, describeViolations } from './axe'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures')

interface RawProfessor {
  email: string
  employmentType: string
  maxWeeklyHours: number
  isActive: boolean
  phone: string
  office: string
  hireDate: string
  specializations: string[]
  qualifications: string[]
}
interface Raw {
  courses: unknown[]
  assignments: unknown[]
  professors: RawProfessor[]
}

const chosenText = (select: Locator) => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')

describe('professors from an HR export', () => {
  test('imports with one value-matching step and stores every mapped field', async ({ openApp }) => {
    const page = await openApp('/professors')
    await page.waitForFunction(() => window.__courseload?.ready === true)
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Import Professors' })
    await dialog.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }).click()
    await dialog.getByLabel('Spreadsheet file (.xlsx or .csv)').setInputFiles(join(fixtures, 'hr-professor-export.xlsx'))

    await expect.poll(() => dialog.getByText(/header on row 3, 4 data rows/).count()).toBe(1)
    expect(await chosenText(dialog.getByLabel('Email (required)'))).toBe('Work Email')
    expect(await chosenText(dialog.getByLabel('Type (required)'))).toBe('Employee Group')
    expect(await chosenText(dialog.getByLabel('Active'))).toBe('Employment Status')
    expect(await chosenText(dialog.getByLabel('Max Hours'))).toBe('Max Teaching Hrs/Wk')
    expect(await chosenText(dialog.getByLabel('Hire Date'))).toBe('Original Hire Date')
    expect(await chosenText(dialog.getByLabel('Office'))).toBe('Office Location')
    expect(await chosenText(dialog.getByLabel('Specializations'))).toBe('Areas of Expertise')

    const preview = dialog.getByRole('region', { name: 'Preview' })
    await expect.poll(() => preview.textContent()).toContain('4 rows to import · 2 with errors (skipped)')
    expect(await preview.textContent()).toContain('Full-Time Faculty -> Full-time')
    expect(await preview.textContent()).toContain('Employee Group: "Contract Faculty" is not a known employment type')

    // The one mapping step: each unknown value once, applied to every row holding it.
    const values = dialog.getByRole('group', { name: 'Values to match' })
    await values.getByLabel(/Employee Group: “Contract Faculty”/).selectOption({ label: 'Partial Load' })
    await values.getByLabel(/Employment Status: “On Leave”/).selectOption({ label: 'Inactive' })
    await expect.poll(() => preview.textContent()).toContain('4 rows to import · 1 with errors (skipped)')
    expect(await preview.textContent()).toContain('Contract Faculty -> Partial Load (your choice)')
    expect(await preview.textContent()).toContain('Error: Max Teaching Hrs/Wk: Part-time professors cannot exceed 6 hours per week')
    await screenshot(page, 'hr-import-values-to-match')
    expect(describeViolations('HR import with Values to match', await axeViolations(page))).toEqual([])

    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect.poll(() => dialog.getByRole('status').last().textContent()).toContain('Imported 3 new, updated 0, skipped 1')
    expect(await dialog.getByRole('status').last().textContent()).toContain('1 professor marked “Needs review”')

    const raw = await readStoredRecords<Raw>(page)
    const byEmail = new Map(raw.professors.map((p) => [p.email, p]))
    expect(raw.professors).toHaveLength(3)
    expect(byEmail.get('imani.okafor@hr.example.edu')).toMatchObject({
      employmentType: 'full-time',
      maxWeeklyHours: 18,
      isActive: true,
      phone: '555-0101',
      office: 'B-201',
      hireDate: '2019-08-15',
      specializations: ['Animation', 'Rigging', 'Maya'],
      qualifications: ['MFA Animation'],
    })
    expect(byEmail.get('lars.berg@hr.example.edu')).toMatchObject({
      employmentType: 'partial-load',
      maxWeeklyHours: 12,
      isActive: false,
      office: 'C-110',
      specializations: ['Storyboarding', 'Drawing'],
      qualifications: [],
    })
    expect(byEmail.get('noor.haddad@hr.example.edu')).toMatchObject({
      employmentType: 'sessional',
      maxWeeklyHours: 18,
      qualifications: ['BFA', 'Nuke certificate'],
    })
    expect(byEmail.has('pat.quinn@hr.example.edu')).toBe(false)

    // Imports and forms agree: the imported professor without a qualification ('Needs review', and
    // on leave, so shown with the inactive ones) can have an unrelated field changed and saved;
    // the missing one is listed as to complete.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByLabel('Status').selectOption({ label: 'Inactive only' })
    const card = page.getByRole('article', { name: 'Lars Berg' })
    await card.getByRole('button', { name: 'Edit Lars Berg' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Professor' })
    await edit.getByLabel('Phone').fill('555-0199')
    await expect.poll(() => edit.getByRole('status', { name: 'To complete' }).textContent()).toMatch(/qualification/i)
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Professor Lars Berg updated successfully').waitFor()
    const after = await readStoredRecords<Raw>(page)
    expect(after.professors.find((p) => p.email === 'lars.berg@hr.example.edu')).toMatchObject({ phone: '555-0199' })
  })
})
