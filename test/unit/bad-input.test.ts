// @vitest-environment jsdom
/**
 * The bad-input corpus (issue 14): every case of test/fixtures/bad-input/cases.json goes through
 * the real import function of its entry point, against a seeded IndexedDB (fake-indexeddb) and
 * localStorage. Each case must give a message naming the problem, throw nothing, run no script,
 * leave Object.prototype alone, and leave storage byte-for-byte as it was. When an entry point
 * would write (a professor import with valid rows, a course import with new codes), its writes
 * are applied here as the screen would, so a bad case that slipped through changes the dump.
 *
 * Large or binary inputs (100,000-item arrays, deep nesting, spreadsheets with formulas, merged
 * cells, empty sheets) are generated below rather than committed.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { createElement } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as XLSX from 'xlsx'
import { ProgramPreview } from '@/components/program-import/program-preview'
import { ProgramValidationPanel } from '@/components/program-import/program-validation-panel'
import { readBackupFile } from '@/data/backup'
import { planBulkCourses } from '@/data/course-mutations'
import { loadProgramJson, readProgramFile, type ProgramFileResult } from '@/data/program-file-reader'
import { readSheetFile } from '@/data/spreadsheet-io'
import { DATABASE_NAME } from '@/domain/kernel/constants'
import { courseFormSchema, defaultCourseFormValues } from '@/domain/courses/course-form-rules'
import { COURSE_JSON_FAILURE_PREFIX, parseCourseJson } from '@/domain/courses/course-json-import'
import { COURSE_SHEET_FIELDS, planCourseSheetImport } from '@/domain/courses/course-sheet'
import { importSummary, parseProfessorImport, planProfessorImport } from '@/domain/professors/professor-import'
import { PROFESSOR_SHEET_FIELDS, planProfessorSheetImport } from '@/domain/professors/professor-sheet'
import { buildProgramImport } from '@/domain/programs/program-from-import'
import { mappedRecords, readSheetHeader, type SheetField } from '@/domain/exchange/spreadsheet-columns'
import { SPREADSHEET_COLUMNS } from '@/domain/exchange/spreadsheet-rows'
import { emptyProfessorForm, professorFormSchema } from '@/features/professors/professor-form-schema'
import { restoreBackup } from '@/storage/backup-io'
import { openAppDatabase } from '@/storage/db'
import { createIdbStore } from '@/storage/idb-store'
import { plantRaw } from '@test/support/store-harness'
import { makeCourse, makeProfessor, makeProgram } from '@test/support/test-fixtures'
import type { DataStore } from '@/storage/types'

const DIR = join(process.cwd(), 'test/fixtures/bad-input')

type Entry =
  | 'program-paste'
  | 'program-file'
  | 'course-json'
  | 'course-sheet'
  | 'professor-json'
  | 'professor-sheet'
  | 'backup'
  | 'course-form'
  | 'professor-form'

interface Case {
  id: string
  entry: Entry
  expect: string
  file?: string
  generate?: string
  fileName?: string
}

const { cases } = JSON.parse(readFileSync(join(DIR, 'cases.json'), 'utf8')) as { cases: Case[] }

// ---- Generated inputs ---------------------------------------------------------------------------

const meta = { name: 'Animation', code: 'ANIM', source_last_scraped: '2025-01-01T00:00:00Z' }

function xlsxFile(name: string, build: (wb: XLSX.WorkBook) => void): File {
  const wb = XLSX.utils.book_new()
  build(wb)
  const bytes = XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
  return new File([bytes], name)
}

/**
 * A header and one data row; cells written '=…' are formulas without a cached value (a file
 * saved by a tool that does not compute them): CourseLoad never evaluates them, they read blank.
 */
function formulaSheet(header: string[], cells: (string | number)[]): XLSX.WorkSheet {
  const ws = XLSX.utils.aoa_to_sheet([header, cells.map((v) => (typeof v === 'string' && v.startsWith('=') ? null : v))])
  cells.forEach((v, i) => {
    if (typeof v === 'string' && v.startsWith('=')) ws[XLSX.utils.encode_cell({ r: 1, c: i })] = { t: 'n', f: v.slice(1) }
  })
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: 1, c: header.length - 1 } })
  return ws
}

const emptySheet = (name: string) => xlsxFile(name, (wb) => XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([]), 'Empty'))

const GENERATED: Record<string, () => string | File> = {
  'deep-nesting': () => {
    let nested = '{"code":"X","title":"Y"}'
    for (let i = 0; i < 5000; i++) nested = `[${nested}]`
    return `{"program":${JSON.stringify(meta)},"courses_by_level":{"Level 1":${nested}}}`
  },
  'program-100k-items': () =>
    JSON.stringify({ program: meta, courses_by_level: { 'Level 1': Array.from({ length: 100_000 }, (_, i) => i) } }),
  'program-empty-sheet': () => emptySheet('program.xlsx'),
  'program-sheet-formulas': () =>
    xlsxFile('program.xlsx', (wb) =>
      XLSX.utils.book_append_sheet(
        wb,
        formulaSheet([...SPREADSHEET_COLUMNS].slice(0, 6), ['anim', 'D1', 1, '=HYPERLINK("http://evil.example")', 'Title', '=1/0']),
        'Courses',
      ),
    ),
  'course-sheet-formulas': () =>
    xlsxFile('courses.xlsx', (wb) =>
      XLSX.utils.book_append_sheet(wb, formulaSheet(['Course Code', 'Title', 'Weekly Hours'], ['=HYPERLINK("http://evil.example")', 'Title', '=1/0']), 'Courses'),
    ),
  'course-sheet-merged': () =>
    xlsxFile('courses.xlsx', (wb) => {
      const ws = XLSX.utils.aoa_to_sheet([
        ['Course Code', 'Title', 'Weekly Hours'],
        ['ANI5001', null, 3],
      ])
      // Code and title merged: only the top-left cell holds a value, the title reads as blank.
      ws['!merges'] = [{ s: { r: 1, c: 0 }, e: { r: 1, c: 1 } }]
      XLSX.utils.book_append_sheet(wb, ws, 'Courses')
    }),
  'course-sheet-empty': () => emptySheet('courses.xlsx'),
  'course-sheet-infinity': () =>
    xlsxFile('courses.xlsx', (wb) =>
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Course Code', 'Title', 'Weekly Hours'], ['ANI5002', 'T', 'Infinity']]), 'Courses'),
    ),
  'professor-100k-rows': () => JSON.stringify(Array.from({ length: 100_000 }, () => ({}))),
  'professor-sheet-formulas': () =>
    xlsxFile('professors.xlsx', (wb) =>
      XLSX.utils.book_append_sheet(
        wb,
        formulaSheet(['First Name', 'Last Name', 'Email', 'Type'], ['Ada', 'Love', '=HYPERLINK("mailto:x@evil.example")', 'Sessional']),
        'Professors',
      ),
    ),
  'professor-sheet-empty': () => emptySheet('professors.xlsx'),
}

function input(c: Case): { text: string; file: File } {
  if (c.generate) {
    const made = GENERATED[c.generate]!()
    if (made instanceof File) return { text: '', file: made }
    return { text: made, file: new File([made], c.fileName ?? 'generated.json') }
  }
  const bytes = readFileSync(join(DIR, c.file!))
  return { text: bytes.toString('utf8'), file: new File([bytes], c.fileName ?? c.file!) }
}

// ---- Entry points: each returns the messages the user would see --------------------------------

const now = new Date('2026-01-10T12:00:00Z')

function programMessages(result: ProgramFileResult, from: 'file' | 'paste'): string[] {
  if (!result.ok) return [result.error]
  const messages: string[] = []
  for (const program of result.programs) {
    const v = program.validation
    if (!v.isValid) messages.push(`Program data has validation errors (from ${from})`)
    messages.push(...v.errors.map((e) => e.message), ...v.warnings.map((w) => w.message))
    // What the screen renders for it: no markup from the file may become live.
    const view = render(
      createElement('div', null, createElement(ProgramValidationPanel, { result: v }), v.preview ? createElement(ProgramPreview, { preview: v.preview }) : null),
    )
    expect(view.container.querySelector('script, img, svg[onload], iframe')).toBeNull()
    view.unmount()
    if (v.program) {
      // A valid program (warnings only) builds its courses with every number in bounds: the
      // schema would throw otherwise. Nothing is written before the mapping is confirmed.
      const mappings = Object.fromEntries(Object.keys(v.program.courses_by_level).map((level) => [level, { term: 'fall' as const, year: 2026 }]))
      buildProgramImport({ data: v.program, mappings, importedFrom: program.importedFrom, now }, { programs: [], programVersions: [], courses: [], assignments: [] })
    }
  }
  return messages
}

async function sheetRecords<K extends string>(file: File, fields: readonly SheetField<K>[]) {
  const read = await readSheetFile(file)
  if (!read.ok) return { error: read.error }
  const sheet = read.sheets[0]
  const header = readSheetHeader(sheet?.rows ?? [], fields)
  if (!header.ok) return { error: header.error }
  return { records: mappedRecords(sheet!.rows, header.header.headerRow, header.header.mapping) }
}

const ENTRY: Record<Entry, (c: Case, store: DataStore) => Promise<string[]>> = {
  'program-paste': async (c) => {
    const { text } = input(c)
    if (text.trim() === '') return ['Please paste some JSON content']
    return programMessages(loadProgramJson(text, 'pasted JSON'), 'paste')
  },
  'program-file': async (c) => programMessages(await readProgramFile(input(c).file), 'file'),
  'course-json': async (c, store) => {
    const parsed = parseCourseJson(await input(c).file.text())
    if (!parsed.ok) return [COURSE_JSON_FAILURE_PREFIX + parsed.message]
    const { added, skipped } = planBulkCourses(parsed.courses, (await store.courses.list()).items, now)
    if (added.length) await store.apply({ put: { courses: added } })
    return [`Imported ${added.length} courses, skipped ${skipped} with existing codes.`]
  },
  'course-sheet': async (c, store) => {
    const read = await sheetRecords(input(c).file, COURSE_SHEET_FIELDS)
    if ('error' in read) return [read.error!]
    const plan = planCourseSheetImport(read.records, (await store.courses.list()).items, (t) => t, now)
    if (plan.added) await store.apply(plan.changes)
    return plan.rows.flatMap((r) => r.errors)
  },
  'professor-json': async (c, store) => {
    const parsed = parseProfessorImport(await input(c).file.text())
    if (!parsed.ok) return [parsed.error]
    const plan = planProfessorImport(parsed.rows, (await store.professors.list()).items, now)
    if (plan.added || plan.updated) await store.apply(plan.changes)
    return [importSummary(plan), ...plan.errors.map((e) => e.message)]
  },
  'professor-sheet': async (c, store) => {
    const read = await sheetRecords(input(c).file, PROFESSOR_SHEET_FIELDS)
    if ('error' in read) return [read.error!]
    const plan = planProfessorSheetImport(read.records, (await store.professors.list()).items, now)
    if (plan.added || plan.updated) await store.apply(plan.changes)
    return [importSummary(plan), ...plan.errors.map((e) => e.message)]
  },
  backup: async (c, store) => {
    const read = await readBackupFile(input(c).file)
    if (!read.ok) return [read.error]
    await restoreBackup(store, read.contents)
    return ['Data imported successfully!']
  },
  'course-form': async (c) => {
    const values = { ...defaultCourseFormValues(now), ...(JSON.parse(input(c).text) as object) }
    const result = courseFormSchema.safeParse(values)
    return result.success ? [] : result.error.issues.map((i) => i.message)
  },
  'professor-form': async (c) => {
    const values = { ...emptyProfessorForm(), specializations: ['Maya'], qualifications: [{ value: 'MFA' }], ...(JSON.parse(input(c).text) as object) }
    const result = professorFormSchema.safeParse(values)
    return result.success ? [] : result.error.issues.map((i) => i.message)
  },
}

// ---- Storage dump -------------------------------------------------------------------------------

let factory: IDBFactory
let store: DataStore

async function dump(): Promise<string> {
  const db = await openAppDatabase({ factory })
  const out: Record<string, unknown> = {}
  for (const name of [...db.objectStoreNames].sort()) {
    const keys = await db.getAllKeys(name as 'settings')
    out[name] = await Promise.all(keys.map(async (k) => [k, await db.get(name as 'settings', k)]))
  }
  db.close()
  const local: Record<string, string | null> = {}
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!
    local[key] = localStorage.getItem(key)
  }
  out.localStorage = Object.fromEntries(Object.entries(local).sort(([a], [b]) => a.localeCompare(b)))
  return JSON.stringify(out)
}

const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',')
let prototypeBefore = ''

beforeAll(() => {
  prototypeBefore = prototypeNames()
})

beforeEach(async () => {
  factory = new IDBFactory()
  await plantRaw(factory, {
    professors: [makeProfessor({ id: 'prof-ada', email: 'ada@example.edu' })],
    courses: [makeCourse({ id: 'course-ani1001', code: 'ANI1001', programId: '', program: '' })],
    programs: [makeProgram()],
    settings: { academicSettings: { academicYear: '2025-2026', currentTerm: 'fall' } },
  })
  localStorage.clear()
  localStorage.setItem('courseload-user-preferences', JSON.stringify({ theme: 'light' }))
  localStorage.setItem('academicYear', '2025-2026')
  store = await createIdbStore({ factory })
  delete (window as { __pwned?: unknown }).__pwned
})

afterEach(() => {
  store.close()
  localStorage.clear()
})

describe('bad-input corpus', () => {
  it('has at least 40 cases across every entry point', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(new Set(cases.map((c) => c.entry))).toEqual(new Set(Object.keys(ENTRY)))
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
  })

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const before = await dump()
    let messages: string[] = []
    await expect(
      (async () => {
        messages = await ENTRY[c.entry](c, store)
      })(),
    ).resolves.toBeUndefined()
    expect(messages.some((m) => m.includes(c.expect)), `expected "${c.expect}" among: ${messages.slice(0, 8).join(' | ')}`).toBe(true)
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    expect(prototypeNames()).toBe(prototypeBefore)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    expect(await dump()).toBe(before)
    expect(DATABASE_NAME).toBe('courseload-app')
  })
})
