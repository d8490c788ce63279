// Hostile and unusual spreadsheet imports in Chromium (issue 21, items 8-10 and 12-14). Every file
// is plain text written by hand here or in test/fixtures/import-hostile (never by the app's own
// spreadsheet library), and the oracle is IndexedDB read straight from the page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface RawCourse {
  id: string
  code: string
  title: string
  programId: string
  sectionCount: number
  weeklyHours: number
  semester?: { term: 'fall' | 'winter' | 'spring'; year: number }
}
interface RawAssignment {
  id: string
  courseId: string
  section: number
  professorId: string
}
interface RawProfessor {
  id: string
  firstName: string
  lastName: string
  preferredName?: string
  email: string
  isActive: boolean
}
interface Raw {
  courses: RawCourse[]
  assignments: RawAssignment[]
  professors: RawProfessor[]
}

const FIXTURES = join(process.cwd(), 'test/fixtures/import-hostile')
const TERM_NAMES = { fall: 'Fall', winter: 'Winter', spring: 'Spring' } as const
const BOM = '\uFEFF'
const readRaw = (page: Page) => readStoredRecords<Raw>(page)
const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
})

async function ready(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
}

async function openCourseImport(page: Page, tab: 'Courses' | 'Load plan') {
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' })
  await dialog.getByRole('tab', { name: tab }).click()
  return dialog
}

async function openProfessorSheetImport(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import Professors' })
  await dialog.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }).click()
  return dialog
}

describe('hostile and unusual imports', () => {
  test("a ';' load plan with a BOM writes only the sections it names, errors per row, and flags an inactive professor", async ({
    openApp,
  }) => {
    const page = await openApp('/')
    await ready(page)
    await page.evaluate(() => window.__courseload!.seed())
    const before = await readRaw(page)

    // Two open sections of dated courses, chosen by hand from the stored records.
    const held = new Set(before.assignments.map((a) => `${a.courseId}|${a.section}`))
    const open: { course: RawCourse; section: number }[] = []
    for (const course of before.courses) {
      if (!course.semester) continue
      for (let s = 1; s <= course.sectionCount; s++)
        if (!held.has(`${course.id}|${s}`)) open.push({ course, section: s })
    }
    const [first, second] = open
    expect(second).toBeDefined()
    const active = before.professors.find((p) => p.isActive)!
    const inactive = before.professors.find((p) => !p.isActive)!
    expect(inactive).toBeDefined()
    const termOf = (c: RawCourse) => `${TERM_NAMES[c.semester!.term]} ${c.semester!.year}`
    const fullName = (p: RawProfessor) => `${p.firstName} ${p.lastName}`
    const label = (p: RawProfessor) => `${p.preferredName?.trim() || p.firstName} ${p.lastName}`
    // European Excel: ';' between cells, decimal commas, unquoted commas inside titles and notes
    // (more commas than semicolons in the first kilobyte), a BOM, CRLF line ends.
    const notes = 'room 2, Mon, Wed, 9:00, bring a sketchbook, pencils'
    const row = (cells: (string | number)[]) => cells.join(';')
    const c1 = first!.course
    const c2 = second!.course
    const lines = [
      row([
        'Term',
        'Program',
        'Course Code',
        'Title',
        'Section',
        'Weekly Hours',
        'Professor',
        'Email',
        'Notes',
      ]),
      row([
        termOf(c1),
        c1.programId,
        c1.code,
        'Drawing, Colour, Form',
        first!.section,
        '3,5',
        fullName(active),
        active.email,
        notes,
      ]),
      row([
        termOf(c2),
        c2.programId,
        c2.code,
        'Light, Shade, Volume',
        second!.section,
        '2,5',
        fullName(inactive),
        inactive.email,
        notes,
      ]),
      // A ';' typed inside the title moves every later cell one column right.
      row([
        termOf(c1),
        c1.programId,
        c1.code,
        'Intro; Drawing',
        first!.section,
        '3,5',
        fullName(active),
        active.email,
        notes,
      ]),
      row([
        termOf(c1),
        c1.programId,
        c1.code,
        'Drawing',
        '1,5',
        '3,5',
        fullName(active),
        '',
        notes,
      ]),
      row([termOf(c1), c1.programId, 'ZZZZ9999', 'Nowhere', 1, '3', fullName(active), '', notes]),
      row(['Fall 1066', c1.programId, c1.code, 'Hastings', 1, '3', fullName(active), '', notes]),
    ]
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: /^Courses/ })
      .click()
    const dialog = await openCourseImport(page, 'Load plan')
    await dialog
      .getByLabel('Spreadsheet file (.xlsx or .csv)')
      .setInputFiles(csvFile('plan.csv', BOM + lines.join('\r\n') + '\r\n'))

    const preview = dialog.getByRole('region', { name: 'Preview' })
    await expect
      .poll(() => preview.locator('p').first().textContent())
      .toBe('2 added, 0 changed, 0 removed, 0 unchanged, 4 rows skipped')
    const changes = dialog.getByRole('list', { name: 'Assignment changes' })
    const text = (await changes.textContent()) ?? ''
    expect(text).toContain(
      `Add: ${c1.code} section ${first!.section} (${termOf(c1)}) → ${label(active)}`,
    )
    expect(text).toContain(
      `Add: ${c2.code} section ${second!.section} (${termOf(c2)}) → ${label(inactive)} (inactive)`,
    )
    expect(text).toContain('Row 4: Error: This row has 10 cells but the header has 9 columns')
    expect(text).toContain('Row 5: Error: Section 1,5 does not exist')
    expect(text).toContain(`Row 6: Error: No course ZZZZ9999 in ${termOf(c1)}`)
    expect(text).toContain('Row 7: Error: Fall 1066 is outside the years 2000 to 2100')
    expect(text).toContain(`Row 3: Warning: ${label(inactive)} is inactive`)
    await screenshot(page, 'imports-hostile-load-plan-preview')

    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect
      .poll(() => dialog.getByRole('status').last().textContent())
      .toContain('2 added, 0 changed, 0 removed, 0 unchanged, 4 rows skipped')
    expect(await dialog.getByRole('list', { name: 'Rows to check' }).textContent()).toContain(
      `Row 3: Warning: ${label(inactive)} is inactive`,
    )

    // Exactly the two named sections were written; nothing else changed.
    const after = await readRaw(page)
    const key = (a: RawAssignment) => `${a.courseId}|${a.section}|${a.professorId}`
    const beforeKeys = new Set(before.assignments.map(key))
    const added = after.assignments
      .filter((a) => !beforeKeys.has(key(a)))
      .map(key)
      .sort()
    expect(added).toEqual(
      [
        `${c1.id}|${first!.section}|${active.id}`,
        `${c2.id}|${second!.section}|${inactive.id}`,
      ].sort(),
    )
    expect(after.assignments).toHaveLength(before.assignments.length + 2)
    expect(after.courses).toEqual(before.courses)
  })

  test("a course sheet's decimal commas are decimals, and years and hours out of range are refused per row", async ({
    openApp,
  }) => {
    const page = await openApp('/courses')
    await ready(page)
    const dialog = await openCourseImport(page, 'Courses')
    await dialog
      .getByLabel('Spreadsheet file (.xlsx or .csv)')
      .setInputFiles(join(FIXTURES, 'courses-semicolon-decimal-comma.csv'))
    const preview = dialog.getByRole('region', { name: 'Preview' })
    await expect
      .poll(() => preview.locator('p').first().textContent())
      .toBe('2 courses to add · 4 skipped')
    const text = (await preview.textContent()) ?? ''
    expect(text).toContain('Row 4: Error: Year must be between 2000 and 2100 (this row has 1066)')
    expect(text).toContain('Row 5: Error: Year must be between 2000 and 2100 (this row has 9999)')
    expect(text).toContain('Row 6: Error: Weekly hours cannot exceed 10')
    expect(text).toContain(
      'Row 7: Error: Weekly hours "1,500" could be 1.5 or 1500: write it without a comma',
    )
    await screenshot(page, 'imports-hostile-course-preview')

    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect
      .poll(() => dialog.getByRole('status').last().textContent())
      .toContain('Imported 2 courses, skipped 4')
    const stored = (await readRaw(page)).courses
    expect(stored.map((c) => [c.code, c.weeklyHours, c.semester]).sort()).toEqual([
      ['HOST2502', 2.5, { term: 'fall', year: 2026 }],
      ['HOST3501', 3.5, { term: 'fall', year: 2026 }],
    ])
    expect(
      readFileSync(join(FIXTURES, 'courses-semicolon-decimal-comma.csv'), 'utf8').startsWith(BOM),
    ).toBe(true)
  })

  // The load plan and course imports share this panel and the worker's row count (unit-tested).
  test('a 100,000-row professor sheet is refused with the limit, not cut to 50,000', async ({
    openApp,
  }) => {
    const page = await openApp('/professors')
    await ready(page)
    const people = ['First Name,Last Name,Email,Type']
    for (let i = 0; i < 100_000; i++)
      people.push(`Ada${i},Lovelace,ada${i}@many.example.edu,Full Time`)
    const refusal =
      'This sheet has 100,001 rows with data; an import reads at most 50,000. Split the file and import each part.'

    const dialog = await openProfessorSheetImport(page)
    await dialog
      .getByLabel('Spreadsheet file (.xlsx or .csv)')
      .setInputFiles(csvFile('staff.csv', people.join('\n')))
    await dialog.getByText(refusal).waitFor()
    expect(await dialog.getByText(/rows to import/).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true)
    await screenshot(page, 'imports-hostile-too-many-rows')
    expect((await readRaw(page)).professors).toHaveLength(0)
  })

  test('an import whose storage transaction is aborted reports the failure and writes nothing', async ({
    openApp,
  }) => {
    const page = await openApp('/professors')
    await ready(page)
    // Every read-write transaction is aborted instead of committed, as a browser does when the
    // disk fills or the tab is torn down mid-write.
    await page.evaluate(() => {
      const commit = IDBTransaction.prototype.commit
      IDBTransaction.prototype.commit = function (this: IDBTransaction) {
        if (this.mode === 'readwrite') this.abort()
        else commit.call(this)
      }
    })
    const dialog = await openProfessorSheetImport(page)
    const sheet = [
      'First Name,Last Name,Email,Type',
      'Ada,Lovelace,ada@x.edu,Full Time',
      'Grace,Hopper,grace@x.edu,Sessional',
      'Alan,Turing,alan@x.edu,Part Time',
    ]
    await dialog
      .getByLabel('Spreadsheet file (.xlsx or .csv)')
      .setInputFiles(csvFile('staff.csv', sheet.join('\n')))
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Preview' }).textContent())
      .toContain('3 rows to import · 0 with errors (skipped)')
    await dialog.getByRole('button', { name: 'Import' }).click()
    await dialog.getByText(/^Failed to import: /).waitFor()
    expect(await page.getByText('Imported 3 new').count()).toBe(0)
    expect((await readRaw(page)).professors).toHaveLength(0)
  })
})
