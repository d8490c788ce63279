// Program flows in Chromium: the AI prompt, JSON paste with semester mapping, invalid input,
// the downloaded spreadsheet template, versions on /programs, and removing a program.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import * as XLSX from 'xlsx'
import { axeViolations, describeViolations } from './axe'
import { describe, expect, screenshot, test } from './browser'

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures')

const TEMPLATE = {
  program: {
    name: 'E2E Animation Diploma',
    code: 'E2EA',
    credential: 'Diploma',
    length_years: 2,
    start: 'September 2026',
    source_last_scraped: '2026-01-15T10:00:00.000Z',
    design_number: '2026-01',
  },
  courses_by_level: {
    'Level 1': [
      { code: 'E2EA1001', title: 'Drawing Fundamentals', hours: 4, total_hours: 56, credits: 4 },
      { code: 'E2EA1002', title: 'Principles of Animation', hours: 3, total_hours: 42, credits: 3 },
    ],
    'Level 2': [
      {
        code: 'E2EA2001',
        title: 'Character Animation',
        hours: 4,
        credits: 4,
        prerequisites: ['E2EA1002'],
      },
      { type: 'requirement', category: 'Elective', title: 'General Education Elective' },
    ],
  },
}

async function openProgramManager(openApp: (path?: string) => Promise<Page>) {
  const page = await openApp('/settings')
  await page.getByRole('heading', { name: 'Program Manager' }).waitFor()
  return page
}

async function pasteJson(page: Page, text: string) {
  await page.getByRole('tab', { name: 'JSON Paste' }).click()
  await page.getByLabel('Program JSON').fill(text)
  await page.getByRole('button', { name: 'Process JSON' }).click()
}

/** The validation result and preview come first; the mapping opens on the explicit button. */
async function continueToMapping(page: Page) {
  await page.getByRole('button', { name: 'Continue to semester mapping' }).click()
}

async function confirmMapping(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Map Program Semesters' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first()

async function addTemplateProgram(page: Page, data: object = TEMPLATE) {
  await pasteJson(page, JSON.stringify(data))
  await continueToMapping(page)
  await confirmMapping(page)
  await toast(
    page,
    `Program "${(data as typeof TEMPLATE).program.name}" added successfully!`,
  ).waitFor()
}

describe('Program Manager', () => {
  test('generates the AI prompt from two URLs and copies it', async ({ context, openApp }) => {
    await context.addInitScript(() => {
      const copied: string[] = []
      Object.assign(window, { __copied: copied })
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
      })
    })
    const page = await openProgramManager(openApp)
    const generate = page.getByRole('button', { name: 'Generate AI Prompt' })
    expect(await generate.isDisabled()).toBe(true)
    await page.getByLabel('Program page URL').fill('ftp://college.example/program')
    await page.getByLabel('Courses page URL').fill('not a url')
    await generate.click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please enter valid URLs starting with http:// or https://' })
      .waitFor()

    await page.getByRole('button', { name: 'Fill Example URLs' }).click()
    await generate.click()
    await toast(page, 'Prompt generated! Copy it and paste into your AI assistant.').waitFor()
    const prompt = (await page.getByTestId('generated-prompt').textContent()) ?? ''
    expect(prompt).toContain('courses_by_level')
    expect(prompt).toContain('weekly hours = total_hours / 14')
    expect(prompt).toContain('hours x 14')
    expect(await page.getByText('Next Steps').count()).toBe(1)
    await page.getByRole('button', { name: 'Copy Prompt' }).click()
    await toast(page, 'Prompt copied to clipboard!').waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied),
    ).toEqual([prompt])
    await screenshot(page, 'programs-prompt')
  })

  test('pastes a valid program, maps semesters, and finds its courses on /programs and /courses', async ({
    openApp,
  }) => {
    const page = await openProgramManager(openApp)
    await pasteJson(page, JSON.stringify(TEMPLATE))
    await toast(page, 'Program data loaded successfully from paste!').waitFor()
    await page.getByTestId('validation-panel').getByText('Program data is valid').waitFor()
    await page.getByTestId('program-preview').getByText('Drawing Fundamentals').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await continueToMapping(page)
    const dialog = page.getByRole('dialog', { name: 'Map Program Semesters' })
    await dialog.waitFor()
    // Start text 'September 2026' gives Fall 2026, the next level Winter 2027.
    expect(await dialog.getByLabel('Level 1 term').inputValue()).toBe('fall')
    expect(await dialog.getByLabel('Level 1 year').inputValue()).toBe('2026')
    expect(await dialog.getByLabel('Level 2 term').inputValue()).toBe('winter')
    expect(await dialog.getByLabel('Level 2 year').inputValue()).toBe('2027')
    // An invalid year disables Confirm; a valid one re-sequences the later levels.
    await dialog.getByLabel('Level 1 year').fill('1999')
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true)
    await dialog.getByLabel('Level 1 year').fill('2026')
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(false)
    await screenshot(page, 'programs-mapping')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await toast(page, 'Program "E2E Animation Diploma" added successfully!').waitFor()
    await page.getByRole('heading', { name: 'Current Programs (1)' }).waitFor()
    await page.getByText('E2EA · Diploma · 2 years').waitFor()

    await page
      .getByRole('link', { name: /^Programs/ })
      .first()
      .click()
    await page.getByRole('heading', { name: 'Available Programs (1)' }).waitFor()
    expect(await page.getByTestId('selected-program-name').textContent()).toBe(
      'E2E Animation Diploma',
    )
    await expect.poll(() => page.getByTestId('program-course-card').count()).toBe(3)
    expect(await page.getByTestId('selected-program-course-count').textContent()).toMatch(
      /^3 courses/,
    )
    await screenshot(page, 'programs-screen')

    await page
      .getByRole('link', { name: /^Courses/ })
      .first()
      .click()
    await page.getByLabel('Search courses').fill('E2EA1001')
    await page.getByText('Drawing Fundamentals').first().waitFor()
  })

  test('shows every error of an invalid program, refuses bad JSON and unsafe keys, and stores nothing', async ({
    openApp,
  }) => {
    const page = await openProgramManager(openApp)
    await page.getByRole('tab', { name: 'JSON Paste' }).click()
    expect(await page.getByRole('button', { name: 'Process JSON' }).isDisabled()).toBe(true)

    await pasteJson(page, '{"program": {"name": "x",}')
    const bad = page.getByRole('alert').filter({ hasText: 'Invalid JSON:' })
    await bad.waitFor()
    expect(await bad.textContent()).toMatch(/position \d+/)

    const invalid = {
      program: { name: '', source_last_scraped: 'yesterday' },
      courses_by_level: {
        'Level 1': [{ title: '<img src=x onerror="window.__xss=1">', hours: 3 }],
        'Level 2': [],
      },
    }
    await pasteJson(page, JSON.stringify(invalid))
    await toast(page, 'Program data has validation errors (from paste)').waitFor()
    const panel = page.getByTestId('validation-panel')
    await panel.getByText('Program name is required and must be a non-empty string').waitFor()
    await panel
      .getByText('source_last_scraped is required and must be an ISO timestamp string')
      .waitFor()
    await panel.getByText('Course code is required and must be a non-empty string').waitFor()
    await panel.getByText('Level "Level 2" has no items').waitFor()
    // Script-like text is shown as text, never run.
    await panel.getByText('item <img src=x onerror="window.__xss=1">', { exact: false }).waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined()
    expect(await page.getByRole('button', { name: 'Fix Errors First' }).isDisabled()).toBe(true)
    await page.getByText('Resolve validation issues to proceed to semester mapping.').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await screenshot(page, 'programs-invalid', { fullPage: true })

    await pasteJson(
      page,
      JSON.stringify(TEMPLATE).replace('"program":{', '"program":{"__proto__":{"polluted":true},'),
    )
    await panel.getByText(/Unsafe key "__proto__" is not allowed/).waitFor()
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined()

    await page.getByRole('button', { name: 'Clear' }).click()
    await page.getByLabel('Program JSON').fill('   ')
    expect(await page.getByRole('button', { name: 'Process JSON' }).isDisabled()).toBe(true)
    await page.getByLabel('Program JSON').press('Control+Enter')
    await page.getByRole('alert').filter({ hasText: 'Please paste some JSON content' }).waitFor()
    await page.getByRole('heading', { name: 'Current Programs (0)' }).waitFor()
    await page.getByText('No programs uploaded yet').waitFor()
  })

  test('refuses other file types and too-large files', async ({ openApp }) => {
    const page = await openProgramManager(openApp)
    await page.getByRole('tab', { name: 'File Upload' }).click()
    const input = page.getByTestId('program-file-input')
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await page.getByRole('alert').filter({ hasText: 'Please upload a .json file' }).waitFor()
    await input.setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
    })
    await page
      .getByRole('alert')
      .filter({ hasText: 'File is too large. Maximum size is 10MB.' })
      .waitFor()
    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"program": ['),
    })
    await page.getByRole('alert').filter({ hasText: 'Invalid JSON file:' }).waitFor()
  })

  test('uploads the downloaded spreadsheet template and imports it', async ({ openApp }) => {
    const page = await openProgramManager(openApp)
    await page.getByRole('button', { name: 'Download Template' }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: /program-template\.xlsx/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('program-template.xlsx')
    await toast(page, 'Template downloaded!').waitFor()
    const bytes = await readFile((await download.path())!)

    await page.getByRole('tab', { name: 'File Upload' }).click()
    await page.getByTestId('program-file-input').setInputFiles({
      name: 'program-template.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bytes,
    })
    await toast(page, 'Program data loaded successfully from file!').waitFor()
    await page
      .getByTestId('uploaded-file-name')
      .filter({ hasText: 'program-template.xlsx' })
      .waitFor()
    await page.getByText(/^\d+\.\d{2} KB$/).waitFor()
    await continueToMapping(page)
    await confirmMapping(page)
    await toast(page, 'added successfully!').waitFor()
    await page.getByRole('heading', { name: 'Current Programs (1)' }).waitFor()
  })

  test('imports a 5,000-row spreadsheet in the worker, one entry per program version', async ({
    openApp,
  }) => {
    const rows: (string | number)[][] = [
      [
        'programId',
        'programDesignNumber',
        'level',
        'courseCode',
        'courseName',
        'weeklyHours',
        'prerequisites',
      ],
    ]
    for (let i = 0; i < 5000; i++)
      rows.push([
        i < 2500 ? 'BIGA' : 'BIGB',
        '2026',
        (i % 8) + 1,
        `BIG${i}`,
        `Course ${i}`,
        3,
        'BIG1, BIG2',
      ])
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Courses')
    const buffer = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
    const page = await openProgramManager(openApp)
    await page.getByRole('tab', { name: 'File Upload' }).click()
    await page
      .getByTestId('program-file-input')
      .setInputFiles({ name: 'big.xlsx', mimeType: 'application/octet-stream', buffer })
    await toast(page, 'Program data loaded successfully from file!').waitFor()
    // Its speed is measured by `npm run bench` (5,000-row spreadsheet), not asserted here.
    await continueToMapping(page)
    const dialog = page.getByRole('dialog', { name: 'Map Program Semesters' })
    await dialog.getByText('BIGA', { exact: true }).waitFor()
    expect(await dialog.getByTestId('mapping-row').count()).toBe(8)
    // Both program versions of the sheet are listed behind the dialog.
    expect(await page.getByTestId('program-group-choice').allTextContents()).toEqual([
      'BIGA · 2026',
      'BIGB · 2026',
    ])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    // Cancelling goes back to the validation result; nothing was stored.
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId('validation-panel').waitFor()
    await page.getByRole('heading', { name: 'Current Programs (0)' }).waitFor()
  })

  test("a program sheet's 200,000-character cell is named, per row, in the preview before anything is written", async ({
    openApp,
  }) => {
    const csv = [
      'programId,programDesignNumber,level,courseCode,courseName,weeklyHours,Description',
      `LONG,2026,1,LONG1001,Drawing,4,${'d'.repeat(200_000)}`,
      'LONG,2026,1,LONG1002,Colour,3,Short',
    ].join('\n')
    const page = await openProgramManager(openApp)
    await page.getByRole('tab', { name: 'File Upload' }).click()
    await page
      .getByTestId('program-file-input')
      .setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
    const panel = page.getByTestId('validation-panel')
    await panel.getByText('Program data is valid').waitFor()
    const note = panel.getByText('Row 2: Description has 200,000 characters; only the first 4,000 are kept')
    await note.waitFor()
    expect(await panel.getByText(/^Row 3:/).count()).toBe(0)
    await screenshot(page, 'program-sheet-long-cell')
    await page.getByRole('heading', { name: 'Current Programs (0)' }).waitFor()
  })

  test('removes a program with its courses after confirmation', async ({ openApp }) => {
    const page = await openProgramManager(openApp)
    await addTemplateProgram(page)
    await page.getByRole('button', { name: 'Remove E2E Animation Diploma' }).click()
    const confirm = page.getByRole('alertdialog', {
      name: 'Remove "E2E Animation Diploma" from the system?',
    })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await toast(page, 'Program removed').waitFor()
    await page.getByText('No programs uploaded yet').waitFor()
    await page
      .getByRole('link', { name: /^Programs/ })
      .first()
      .click()
    await page.getByText('No programs available').waitFor()
  })
})

describe('Programs screen', () => {
  test('adds a second version beside the original, switches the active version, deletes it', async ({
    openApp,
  }) => {
    const page = await openProgramManager(openApp)
    await addTemplateProgram(page)
    await page
      .getByRole('link', { name: /^Programs/ })
      .first()
      .click()
    await page.getByRole('heading', { name: 'Available Programs (1)' }).waitFor()
    const select = page.getByLabel('Version', { exact: true })
    expect(await select.locator('option').allTextContents()).toEqual([
      'Original (2026-01) (active)',
    ])
    expect(await page.getByRole('button', { name: 'Delete Version' }).isDisabled()).toBe(true)

    const next = structuredClone(TEMPLATE)
    next.program.design_number = '2027-01'
    next.courses_by_level['Level 1'].push({
      code: 'E2EA1003',
      title: 'Colour Theory',
      hours: 2,
      total_hours: 28,
      credits: 2,
    })
    await page.getByTestId('version-file-input').setInputFiles({
      name: 'next.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(next)),
    })
    await confirmMapping(page)
    await toast(page, 'added successfully!').waitFor()
    await expect
      .poll(() => select.locator('option').allTextContents())
      .toEqual(['Original (2026-01) (active)', '2027-01'])
    // Still one program: the re-import is a version, not a duplicate.
    await page.getByRole('heading', { name: 'Available Programs (1)' }).waitFor()

    await select.selectOption({ label: '2027-01' })
    await expect.poll(() => page.getByTestId('program-course-card').count()).toBe(4)
    await page.getByRole('button', { name: 'Make Active' }).click()
    await expect
      .poll(() => select.locator('option').allTextContents())
      .toEqual(['Original (2026-01)', '2027-01 (active)'])
    await screenshot(page, 'programs-versions')

    await page.getByRole('button', { name: 'Delete Version' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: 'Delete Version' }).click()
    // The original becomes active again when no version is left active.
    await expect
      .poll(() => select.locator('option').allTextContents())
      .toEqual(['Original (2026-01) (active)'])
    await expect.poll(() => page.getByTestId('program-course-card').count()).toBe(3)
  })

  test('opens a program directly from /programs/{id} and shows empty states', async ({
    openApp,
  }) => {
    const empty = await openApp('/programs')
    await empty.getByText('No programs available').waitFor()
    await empty.evaluate(() =>
      (window as unknown as { __courseload: { seed: () => Promise<unknown> } }).__courseload.seed(),
    )
    const page = await openApp('/programs/film-tv')
    await page.getByRole('heading', { name: 'Available Programs (4)' }).waitFor()
    expect(await page.getByTestId('selected-program-name').textContent()).toBe('Film & TV')
    await page
      .getByRole('button', { name: 'Add Program' })
      .or(page.getByRole('link', { name: 'Add Program' }))
      .click()
    await page.getByRole('heading', { name: 'Program Manager' }).waitFor()
    // An unknown id goes to /programs (its first program), like every stale id in an address
    // (issue 21 item 2); it used to leave the address as it was with nothing selected.
    const unknown = await openApp('/programs/no-such-program')
    await expect.poll(() => new URL(unknown.url()).pathname).toBe('/app/programs')
    await unknown.getByTestId('selected-program-name').waitFor()
  })
})

describe('Real data in (issue 24)', () => {
  test('an AI reply in a ```json fence imports; a spreadsheet programName column names its program; Edit Program renames it', async ({
    openApp,
  }) => {
    const page = await openProgramManager(openApp)
    const reply = `Sure! Here is the program data:\n\n\`\`\`json\n${JSON.stringify(TEMPLATE, null, 2)}\n\`\`\`\n\nLet me know if you need anything else.`
    await pasteJson(page, reply)
    await page
      .getByTestId('json-removed-note')
      .filter({ hasText: 'Removed the ```json fence, 1 line of text before the JSON and 1 line of text after the JSON.' })
      .waitFor()
    await continueToMapping(page)
    await confirmMapping(page)
    await toast(page, `Program "${TEMPLATE.program.name}" added successfully!`).waitFor()

    // Written by openpyxl (test/fixtures/make-game-art-program.py), not the app's own library.
    await page.getByRole('tab', { name: 'File Upload' }).click()
    await page.getByTestId('program-file-input').setInputFiles(join(fixtures, 'game-art-program.xlsx'))
    await toast(page, 'Program data loaded successfully from file!').waitFor()
    await continueToMapping(page)
    await confirmMapping(page)
    await toast(page, 'Program "Game Art" added successfully!').waitFor()

    const programs = await openApp('/programs/game-art')
    await expect.poll(() => programs.getByTestId('selected-program-name').textContent()).toBe('Game Art')
    const list = programs.getByRole('navigation', { name: 'Available programs' })
    await list.getByText('Game Art', { exact: true }).waitFor()
    await list.getByText(TEMPLATE.program.name, { exact: true }).waitFor()
    expect(await programs.getByTestId('selected-program-course-count').textContent()).toContain('Advanced Diploma')

    await programs.getByRole('button', { name: 'Edit Program' }).click()
    const dialog = programs.getByRole('dialog', { name: 'Edit Program' })
    await dialog.waitFor()
    expect(describeViolations('Edit Program dialog', await axeViolations(programs))).toEqual([])
    await dialog.getByLabel('Program name').fill('Game Art and Design')
    await dialog.getByLabel('Length (years)').fill('3')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => programs.getByTestId('selected-program-name').textContent()).toBe('Game Art and Design')
    expect(await programs.getByTestId('selected-program-course-count').textContent()).toContain('3 years')
    expect(new URL(programs.url()).pathname).toBe('/app/programs/game-art')
  })
})
