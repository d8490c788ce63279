// Spreadsheet exchange and term rollover in Chromium, with the sample data: the load plan exported
// to .xlsx reads back with the project's parser (one sheet per term + a professor summary, numbers
// as numbers, frozen header), a professor sheet written by openpyxl (not SheetJS) imports after a
// mapping correction, and Fall of the current academic year rolls forward to the next Fall.
//
// Expected values come from the raw IndexedDB records with plain arithmetic (the oracle), never
// from the app's own domain code; the file is read back with the app's parser on purpose.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { parseSheetRows } from '@/data/spreadsheet-rows-parse'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

interface RawCourse {
  id: string
  code: string
  programId: string
  programVersion?: string
  sectionCount: number
  weeklyHours: number
  semester?: { term: 'fall' | 'winter' | 'spring'; year: number }
}
interface RawAssignment {
  id: string
  courseId: string
  section: number
  professorId: string
  weeklyHours: number
  academicYear: string
}
interface RawProfessor {
  id: string
  firstName: string
  lastName: string
  email: string
  maxWeeklyHours: number
  isActive: boolean
  hireDate: string
  employmentType: string
}
interface Raw {
  courses: RawCourse[]
  assignments: RawAssignment[]
  professors: RawProfessor[]
}

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures')
const TERM_NAMES = { fall: 'Fall', winter: 'Winter', spring: 'Spring' } as const

const readRaw = (page: Page) => readStoredRecords<Raw>(page)

async function seeded(page: Page): Promise<Raw> {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.evaluate(() => window.__courseload!.seed())
  return readRaw(page)
}

const keyOf = (c: RawCourse) => (c.semester ? `${c.semester.term}-${c.semester.year}` : null)
const labelOf = (key: string) => {
  const [term, year] = key.split('-') as [keyof typeof TERM_NAMES, string]
  return `${TERM_NAMES[term]} ${year}`
}

/** professorId -> term key -> hours, by hand (dated courses only). */
function termHours(raw: Raw): Map<string, Map<string, number>> {
  const byId = new Map(raw.courses.map((c) => [c.id, c]))
  const out = new Map<string, Map<string, number>>()
  for (const a of raw.assignments) {
    const course = byId.get(a.courseId)
    const key = course && keyOf(course)
    if (!key) continue
    const terms = out.get(a.professorId) ?? new Map<string, number>()
    terms.set(key, (terms.get(key) ?? 0) + a.weeklyHours)
    out.set(a.professorId, terms)
  }
  return out
}

async function chooseHeaderSemester(page: Page, value: string) {
  await page.getByRole('combobox', { name: 'Semester' }).selectOption(value)
}

describe('spreadsheet exchange', () => {
  test('the load plan of the sample data exports to .xlsx and reads back with the project parser', async ({ openApp }) => {
    const page = await openApp('/')
    const raw = await seeded(page)
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Courses/ }).click()
    const exportButton = page.getByRole('button', { name: 'Export', exact: true })
    await exportButton.click()
    const dialog = page.getByRole('dialog', { name: 'Export' })
    expect(await dialog.getByLabel('Export', { exact: true }).inputValue()).toBe('plan')
    expect(await dialog.getByLabel('Format').inputValue()).toBe('xlsx')
    await screenshot(page, 'spreadsheets-export-dialog')
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()])
    expect(download.suggestedFilename()).toMatch(/^load_plan_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const bytes = await readFile((await download.path())!)
    // Focus went back to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Export')

    const parsed = await parseSheetRows(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 'plan.xlsx')
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    // The oracle: one row per section, by the course's term (the sample data's courses are all dated).
    const sectionsByTerm = new Map<string, number>()
    for (const c of raw.courses) {
      const key = keyOf(c)
      if (key) sectionsByTerm.set(key, (sectionsByTerm.get(key) ?? 0) + c.sectionCount)
    }
    const order = ['winter', 'spring', 'fall']
    const termKeys = [...sectionsByTerm.keys()].sort(
      (a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]) || order.indexOf(a.split('-')[0]!) - order.indexOf(b.split('-')[0]!),
    )
    expect(parsed.sheets.map((s) => s.name)).toEqual([...termKeys.map(labelOf), 'Professor Summary'])

    const hours = termHours(raw)
    const byEmail = new Map(raw.professors.map((p) => [p.email, p]))
    for (const key of termKeys) {
      const sheet = parsed.sheets.find((s) => s.name === labelOf(key))!
      const [header, ...rows] = sheet.rows.filter((r) => r.some((c) => c !== ''))
      // Issue 26: Program Code and the professor's First, Last and Preferred Name joined the plan.
      expect(header).toEqual(['Term', 'Program', 'Program Code', 'Level', 'Course Code', 'Title', 'Section', 'Weekly Hours', 'Professor', 'First Name', 'Last Name', 'Preferred Name', 'Email', 'Employment Type', 'Term Load', 'Cap', 'Status'])
      const at = (name: string) => header!.indexOf(name)
      expect(rows).toHaveLength(sectionsByTerm.get(key)!)
      for (const row of rows) {
        expect(row[0]).toBe(labelOf(key))
        expect(typeof row[at('Section')]).toBe('number')
        expect(typeof row[at('Weekly Hours')]).toBe('number')
        if (row[at('Email')] === '') continue
        // The professor's load in THIS term, against their cap; their names as in the record.
        const p = byEmail.get(String(row[at('Email')]))!
        expect(row[at('Term Load')]).toBe(hours.get(p.id)!.get(key))
        expect(row[at('Cap')]).toBe(p.maxWeeklyHours)
        expect([row[at('First Name')], row[at('Last Name')]]).toEqual([p.firstName, p.lastName])
      }
    }
    const summary = parsed.sheets.at(-1)!.rows
    expect(summary.filter((r) => r.some((c) => c !== '')).length - 1).toBe(raw.professors.length)

    // The header row is frozen in every sheet.
    const XLSX = await import('xlsx')
    const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'array' })
    const sheets = (zip.FullPaths as string[]).map((p, i) => [p, i] as const).filter(([p]) => /worksheets\/sheet\d+\.xml$/.test(p))
    expect(sheets).toHaveLength(termKeys.length + 1)
    for (const [, i] of sheets) expect(new TextDecoder().decode(zip.FileIndex[i].content)).toContain('state="frozen"')
  })

  test('a professor sheet written by openpyxl imports after a mapping correction, one row refused', async ({ openApp }) => {
    const page = await openApp('/professors')
    await page.waitForFunction(() => window.__courseload?.ready === true)
    const opener = page.getByRole('button', { name: 'Import', exact: true })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Import Professors' })
    await dialog.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }).click()
    await dialog.getByLabel('Spreadsheet file (.xlsx or .csv)').setInputFiles(join(fixtures, 'professors-openpyxl.xlsx'))

    // Header found under the merged title; 'Work E-mail Addr' is not guessed.
    await expect.poll(() => dialog.getByText(/header on row 3, 4 data rows/).count()).toBe(1)
    expect(await dialog.getByLabel('First Name (required)').inputValue()).toBe('0')
    expect(await dialog.getByLabel('Max Hours').inputValue()).toBe('4')
    expect(await dialog.getByLabel('Email (required)').inputValue()).toBe('')
    expect(await dialog.getByRole('alert').textContent()).toContain('Choose a column for Email')
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true)

    await dialog.getByLabel('Email (required)').selectOption({ label: 'Work E-mail Addr' })
    const preview = dialog.getByRole('region', { name: 'Preview' })
    await expect.poll(() => preview.textContent()).toContain('4 rows to import · 1 with errors (skipped)')
    // Each error names the file's column; the unknown type names its value (issue 24).
    expect(await preview.textContent()).toContain(
      'Error: Type: "Wizard" is not a known employment type; choose a type for it under Values to match, Work E-mail Addr: Invalid email format, Max Hours: Maximum weekly hours must be at least 1',
    )
    await screenshot(page, 'spreadsheets-professor-mapping')

    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect.poll(() => dialog.getByRole('status').last().textContent()).toContain('Imported 3 new, updated 0, skipped 1')
    expect(await dialog.getByRole('list', { name: 'Skipped rows' }).textContent()).toContain('Row 8: Type: "Wizard" is not a known employment type')

    const raw = await readRaw(page)
    const imani = raw.professors.find((p) => p.email === 'imani.okafor@sheet.example.edu')!
    expect(imani).toMatchObject({ firstName: 'Imani', employmentType: 'full-time', maxWeeklyHours: 20, hireDate: '2019-08-15' })
    expect(raw.professors.find((p) => p.email === 'noor.haddad@sheet.example.edu')!.employmentType).toBe('sessional')
    expect(raw.professors).toHaveLength(3)

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Import')
    await expect.poll(() => page.getByTestId('professor-card').count()).toBe(3)
  })

  test('Fall of the current academic year rolls forward to the next Fall, skipped sections explained', async ({ openApp }) => {
    const page = await openApp('/')
    const raw = await seeded(page)
    const academicYear = await page.getByRole('combobox', { name: 'Academic year' }).inputValue()
    const y = Number(academicYear.slice(0, 4))
    const source = `fall-${y}`
    const target = `fall-${y + 1}`
    await chooseHeaderSemester(page, source)
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Courses/ }).click()

    // The oracle, by hand: source courses by code, sections in order. A source course is matched
    // in the target term by program, version and code, else created; a copy needs an active
    // professor, a free section, and target-term hours that stay within the cap.
    const byId = new Map(raw.professors.map((p) => [p.id, p]))
    const targetHours = new Map<string, number>()
    for (const [id, terms] of termHours(raw)) targetHours.set(id, terms.get(target) ?? 0)
    const courseKey = (c: RawCourse) => `${c.programId}|${c.programVersion || 'original'}|${c.code.trim().toUpperCase()}`
    const targetByKey = new Map(raw.courses.filter((c) => keyOf(c) === target).map((c) => [courseKey(c), c]))
    const sourceCourses = raw.courses.filter((c) => keyOf(c) === source).sort((a, b) => a.code.localeCompare(b.code))
    let copied = 0
    let created = 0
    let matched = 0
    const skipped: { code: string; reason: string }[] = []
    for (const c of sourceCourses) {
      const existing = targetByKey.get(courseKey(c))
      if (existing) matched++
      else created++
      const targetCourse = existing ?? c
      const held = existing ? raw.assignments.filter((x) => x.courseId === existing.id).map((x) => x.section) : []
      for (const a of raw.assignments.filter((x) => x.courseId === c.id).sort((m, n) => m.section - n.section)) {
        const p = byId.get(a.professorId)!
        const hoursNow = a.weeklyHours === c.weeklyHours ? targetCourse.weeklyHours : a.weeklyHours
        const after = (targetHours.get(p.id) ?? 0) + hoursNow
        if (!p.isActive) skipped.push({ code: c.code, reason: 'Inactive' })
        else if (a.section > targetCourse.sectionCount) skipped.push({ code: c.code, reason: 'Section missing' })
        else if (held.includes(a.section)) skipped.push({ code: c.code, reason: 'Section taken' })
        else if (after > p.maxWeeklyHours) skipped.push({ code: c.code, reason: 'Would overload' })
        else {
          targetHours.set(p.id, after)
          copied++
        }
      }
    }
    expect(copied).toBeGreaterThan(0)
    const targetBefore = targetByKey.size
    const targetIdsBefore = new Set(raw.courses.filter((c) => keyOf(c) === target).map((c) => c.id))
    const targetAssignmentsBefore = raw.assignments.filter((a) => targetIdsBefore.has(a.courseId)).length

    const opener = page.getByRole('button', { name: 'Copy plan to another term' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Copy plan to another term' })
    expect(await dialog.getByLabel('Source term', { exact: true }).inputValue()).toBe(source)
    expect(await dialog.getByLabel('Target term', { exact: true }).inputValue()).toBe(target)
    const preview = dialog.getByRole('region', { name: 'Preview' })
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
    const summary = `${plural(created, 'course')} to create · ${plural(matched, 'course')} already in ${labelOf(target)} · ${copied} assignment${copied === 1 ? '' : 's'} to copy · ${skipped.length} skipped`
    await expect.poll(() => preview.locator('p').first().textContent()).toBe(summary)
    const skippedList = await dialog.getByRole('list', { name: 'Skipped assignments' }).count()
    if (skipped.length > 0) {
      const text = (await dialog.getByRole('list', { name: 'Skipped assignments' }).textContent()) ?? ''
      for (const s of skipped) expect(text).toContain(`${s.reason}: ${s.code}`)
    } else expect(skippedList).toBe(0)
    await screenshot(page, 'spreadsheets-rollover-preview')

    await dialog.getByRole('button', { name: 'Copy plan' }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain(`Copied ${copied} assignment`)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Copy plan to another term')

    // The screen now shows the target term with the copied sections staffed.
    await expect.poll(() => page.getByRole('combobox', { name: 'Semester' }).inputValue()).toBe(target)
    await expect.poll(() => page.getByRole('heading', { name: /^Courses - / }).textContent()).toBe(`Courses - ${labelOf(target)} (${targetBefore + created})`)
    const after = await readRaw(page)
    const targetCourseIds = new Set(after.courses.filter((c) => keyOf(c) === target).map((c) => c.id))
    expect(targetCourseIds.size).toBe(targetBefore + created)
    const inTarget = after.assignments.filter((a) => targetCourseIds.has(a.courseId))
    expect(inTarget).toHaveLength(targetAssignmentsBefore + copied)
    expect(inTarget.every((a) => a.academicYear === `${y + 1}-${y + 2}`)).toBe(true)
    // No professor ends above their cap in the target term because of the copy.
    for (const [id, h] of termHours(after)) {
      const p = byId.get(id)!
      if (h.get(target)! > p.maxWeeklyHours) expect(termHours(raw).get(id)?.get(target) ?? 0).toBeGreaterThan(p.maxWeeklyHours)
    }
    await screenshot(page, 'spreadsheets-rollover-target')
  })
})
