// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BACKUP_MESSAGES,
  buildBackupFile,
  parseBackupText,
  parseBackupValue,
} from '@/domain/exchange/backup'
import { generateSampleData } from '@/domain/sample/sample-data'
import { ENTITY_STORES, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { ACADEMIC_SETTINGS_KEY } from './academic-settings-store'
import {
  collectBackupPayload,
  keptScenariosMessage,
  readBackupContents,
  resetAllData,
  restoreBackup,
  restoreScenarios,
  type BackupContents,
} from './backup-io'
import { IDBFactory } from 'fake-indexeddb'
import { createScenario } from '@/domain/scenarios/scenario'
import { openScenarioRepository } from './scenario-repository'
import { getUserPreferences } from './local-storage'
import { createMemoryStore } from '@test/support/memory-store'
import { idbHarness } from '@test/support/store-harness'
import {
  makeAssignment,
  makeCourse,
  makeProfessor,
  makeProgram,
  makeProgramVersion,
} from '@test/support/test-fixtures'
import { StorageError, type DataStore } from './types'
import { withoutRevision } from '@test/support/revisions'

const NOW = new Date('2025-09-15T10:00:00.000Z')

beforeEach(() => {
  localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** Every store's records, the CAAT-A records and the workload rules among them. */
async function snapshot(store: DataStore) {
  const lists = await Promise.all(ENTITY_STORES.map((name) => store[name].list()))
  return Object.fromEntries(ENTITY_STORES.map((name, i) => [name, lists[i]!.items])) as { [S in EntityStoreName]: EntityMap[S][] }
}

const CAAT_RULES = { ...defaultWorkloadRules(), rules: 'ontario-caat-a' as const }
const caatRecord = (professorId: string, hours = 2) => ({
  professorId,
  probationary: true,
  terms: { 'fall-2026': { extraDuties: [{ label: 'Curriculum review', hours }], overtimeAgreement: { date: '2026-08-01', note: '' }, overrides: {} } },
})

function contentsOf(text: string): BackupContents {
  const read = readBackupContents(parseBackupText(text))
  if (!read.ok) throw new Error(read.error)
  return read.contents
}

async function exportText(store: DataStore): Promise<string> {
  return JSON.stringify(buildBackupFile(await collectBackupPayload(store, NOW), NOW))
}

describe('revisions in backups', () => {
  it('carries every record’s revision: restored into an empty store, each has the one it had', async () => {
    const source = createMemoryStore()
    const jane = makeProfessor()
    // The rules travel in the file's settings without a revision: written by the restore, they start at 1.
    await source.apply({
      put: {
        professors: [jane, makeProfessor({ id: 'prof-2', email: 'two@example.edu' })],
        courses: [makeCourse()],
        planSettings: [workloadRulesSetting(defaultWorkloadRules())],
      },
    })
    await source.apply({ put: { professors: [{ ...jane, notes: 'a' }] } })
    await source.apply({ put: { professors: [{ ...jane, notes: 'b' }] } })
    const before = await snapshot(source)
    expect(before.professors.map((p) => p.rev)).toEqual([1, 3])
    const text = await exportText(source)
    expect(contentsOf(text).records.professors.map((p) => p.rev)).toEqual([1, 3])

    for (const target of [createMemoryStore(), await idbHarness.create()]) {
      const restored = await restoreBackup(target, contentsOf(text))
      expect(await snapshot(target)).toEqual(before)
      expect(restored).toEqual(before)
      // And the next write goes on from there.
      await target.apply({ put: { professors: [{ ...jane, notes: 'c' }] } })
      expect((await target.professors.get(jane.id))?.rev).toBe(4)
      target.close()
    }
  })

  it('restores a backup written before revisions (committed fixture): every record at revision 1', async () => {
    // Revision 1, not 0: the restore writes each record now, through the write path, which numbers
    // what it writes; 0 is left to records stored before revisions and not written since.
    const text = readFileSync('test/fixtures/backup-before-revisions.json', 'utf8')
    expect(text).not.toContain('"rev"')
    const contents = contentsOf(text)
    expect(contents.shape).toBe('courseload')
    const target = await idbHarness.create({ professors: [makeProfessor({ notes: 'stored here' })] })
    const restored = await restoreBackup(target, contents)
    const stored = await snapshot(target)
    expect(stored.professors.map((p) => [p.id, p.rev])).toEqual([
      ['prof-janed-1', 1],
      ['prof-mayao-2', 1],
    ])
    expect(stored.courses.map((c) => c.rev)).toEqual([1, 1])
    expect(stored.assignments.map((a) => a.rev)).toEqual([1])
    expect(stored.programs.map((p) => p.rev)).toEqual([1])
    expect(restored).toEqual(stored)
    target.close()
  })
})

describe('backup export then import', () => {
  it('gives back identical records on the large generated set, in an empty IndexedDB', async () => {
    const data = generateSampleData({ seed: 7, professors: 300, coursesPerProgram: 400, now: NOW })
    const source = await idbHarness.create({
      professors: data.professors,
      courses: data.courses,
      assignments: data.assignments,
      programs: data.programs,
      programVersions: [makeProgramVersion()],
      contractRecords: [caatRecord(data.professors[0]!.id)],
      planSettings: [workloadRulesSetting(CAAT_RULES)],
      settings: { [ACADEMIC_SETTINGS_KEY]: { academicYear: '2026-2027', currentTerm: 'winter' } },
    })
    localStorage.setItem(
      'courseload-user-preferences',
      JSON.stringify({ theme: 'dark', dateFormat: 'dd/MM/yyyy' }),
    )
    const before = await snapshot(source)
    expect(before.courses.length).toBe(1600)
    const text = await exportText(source)

    localStorage.clear()
    const target = await idbHarness.create()
    const contents = contentsOf(text)
    expect(contents.shape).toBe('courseload')
    expect(contents.skipped).toEqual({
      professors: 0,
      courses: 0,
      assignments: 0,
      programs: 0,
      programVersions: 0,
    })
    const restored = await restoreBackup(target, contents)

    // The source was planted as records stored before revisions, so the file carries none and
    // each record is restored as a new write: revision 1, and otherwise identical.
    const numbered = Object.fromEntries(Object.entries(before).map(([k, list]) => [k, list.map((r) => ({ ...r, rev: 1 }))]))
    expect(await snapshot(target)).toEqual(numbered)
    // What the restore hands the cache is exactly what a read gives back.
    expect(restored).toEqual(numbered)
    expect(await target.settings.get(ACADEMIC_SETTINGS_KEY)).toEqual({
      academicYear: '2026-2027',
      currentTerm: 'winter',
    })
    expect(localStorage.getItem('academicYear')).toBe('2026-2027')
    expect(getUserPreferences()).toMatchObject({ theme: 'dark', dateFormat: 'dd/MM/yyyy' })
    source.close()
    target.close()
  })

  it('replaces what was there before', async () => {
    const source = createMemoryStore({ professors: [makeProfessor({ id: 'p-backup' })] })
    const text = await exportText(source)
    const target = createMemoryStore({
      professors: [makeProfessor({ id: 'p-other' })],
      courses: [makeCourse()],
    })
    await restoreBackup(target, contentsOf(text))
    expect((await snapshot(target)).professors.map((p) => p.id)).toEqual(['p-backup'])
    expect(await target.courses.count()).toBe(0)
  })

  it('hands back the lists as stored: one record per key, the later duplicate kept, in key order', async () => {
    const target = createMemoryStore()
    const restored = await restoreBackup(target, {
      ...contentsOf(await exportText(createMemoryStore({ professors: [makeProfessor()] }))),
      records: {
        professors: [
          makeProfessor({ id: 'p-b' }),
          makeProfessor({ id: 'p-a', firstName: 'Old' }),
          makeProfessor({ id: 'p-a', firstName: 'New' }),
        ],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
      },
    })
    expect(restored.professors.map((p) => [p.id, p.firstName])).toEqual([
      ['p-a', 'New'],
      ['p-b', 'Jane'],
    ])
    expect(restored).toEqual(await snapshot(target))
  })

  it('leaves the data untouched when the write fails', async () => {
    const text = await exportText(
      createMemoryStore({ professors: [makeProfessor({ id: 'p-backup' })] }),
    )
    const target = createMemoryStore({ professors: [makeProfessor({ id: 'p-mine' })] })
    localStorage.setItem('academicYear', '2024-2025')
    target.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await expect(restoreBackup(target, contentsOf(text))).rejects.toBeInstanceOf(StorageError)
    expect((await snapshot(target)).professors.map((p) => p.id)).toEqual(['p-mine'])
    expect(localStorage.getItem('academicYear')).toBe('2024-2025')
  })

  it('a restore that fails midway, writing the CAAT-A records, leaves every store and the records as they were', async () => {
    const text = await exportText(
      createMemoryStore({
        professors: [makeProfessor({ id: 'p-backup' })],
        contractRecords: [caatRecord('p-backup')],
        planSettings: [workloadRulesSetting(CAAT_RULES)],
      }),
    )
    const target = await idbHarness.create({
      professors: [makeProfessor({ id: 'p-mine' })],
      courses: [makeCourse({ id: 'c-mine' })],
      contractRecords: [caatRecord('p-mine', 5)],
    })
    const before = await snapshot(target)
    // The disk fills up as the CAAT-A records are written, after the professors were.
    const put = IDBObjectStore.prototype.put
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'contractRecords') throw new DOMException('The disk is full', 'QuotaExceededError')
      return put.apply(this, args)
    })
    // Before issue 32 the records went to localStorage after the database's transaction.
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The disk is full', 'QuotaExceededError')
    })
    await expect(restoreBackup(target, contentsOf(text))).rejects.toBeInstanceOf(StorageError)
    spy.mockRestore()
    setItem.mockRestore()
    expect(await snapshot(target)).toEqual(before)
    expect(before.contractRecords).toEqual([caatRecord('p-mine', 5)])
    target.close()
  })
})

describe('reading backup contents', () => {
  it('skips and counts items that fail their schema (partial file)', async () => {
    const file = buildBackupFile(
      {
        professors: [makeProfessor(), { id: 'broken' }],
        courses: [makeCourse(), 'nonsense'],
        assignments: [makeAssignment()],
        programs: [makeProgram()],
        programVersions: [{ id: 'v' }],
        settings: {},
      },
      NOW,
    )
    const contents = contentsOf(JSON.stringify(file))
    expect(contents.skipped).toEqual({
      professors: 1,
      courses: 1,
      assignments: 0,
      programs: 0,
      programVersions: 1,
    })
    expect(contents.records.professors).toHaveLength(1)
    // The checksum is right (the file is as exported), yet each bad record is named with why.
    expect(contents.problems).toEqual([
      'Professors record "broken": firstName: Invalid input: expected string, received undefined.',
      'Courses record 2: Invalid input: expected object, received string.',
      'Program versions record "v": programId: Invalid input: expected string, received undefined.',
    ])
  })

  it('takes records as exported, and names an edited one that breaks a bound', () => {
    const professor = makeProfessor()
    const edited = { ...makeCourse({ id: 'c-edited' }), weeklyHours: 1000 }
    const file = buildBackupFile(
      {
        professors: [professor],
        courses: [edited],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: {},
      },
      NOW,
    )
    const contents = contentsOf(JSON.stringify(file))
    expect(contents.records.professors).toEqual([professor])
    expect(contents.skipped.courses).toBe(1)
    expect(contents.problems).toEqual([
      'Courses record "c-edited": weeklyHours: Too big: expected number to be <=10.',
    ])
  })

  it('reports progress through the records, ending at all of them', () => {
    const professors = Array.from({ length: 4500 }, (_, i) => makeProfessor({ id: `p-${i}` }))
    const file = buildBackupFile(
      { professors, courses: [], assignments: [], programs: [], programVersions: [], settings: {} },
      NOW,
    )
    const progress: [number, number][] = []
    readBackupContents(parseBackupValue(file), (done, total) => progress.push([done, total]))
    expect(progress).toEqual([
      [2000, 4500],
      [4000, 4500],
      [4500, 4500],
    ])
  })

  it('refuses a file in which nothing can be read', () => {
    const file = buildBackupFile(
      {
        professors: [{ id: 'x' }],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: {},
      },
      NOW,
    )
    expect(readBackupContents(parseBackupValue(file))).toEqual({
      ok: false,
      error:
        `${BACKUP_MESSAGES.invalid}: none of the 1 records in the file could be read (1 professors).` +
        ' For example: Professors record "x": firstName: Invalid input: expected string, received undefined.',
    })
  })

  it('refuses a file whose professors, courses and assignments are all unreadable, even when its programs are fine (issue 21)', () => {
    // The audit's file: 'Skipped because they could not be read: 12 professors, 16 courses, 10
    // assignments' was followed by 'Restore this backup?', which would have replaced the plan with
    // two programs and nothing else.
    const professors = Array.from({ length: 12 }, (_, i) => ({
      ...makeProfessor({ id: `p-${i}` }),
      maxWeeklyHours: -1,
    }))
    const courses = Array.from({ length: 16 }, (_, i) => ({
      ...makeCourse({ id: `c-${i}` }),
      semester: { term: 'fall', year: 1e15 },
    }))
    const assignments = Array.from({ length: 10 }, (_, i) => ({
      ...makeAssignment({ id: `a-${i}` }),
      academicYear: '-2026--2025',
    }))
    const file = buildBackupFile(
      {
        professors,
        courses,
        assignments,
        programs: [makeProgram(), makeProgram({ slug: 'other' })],
        programVersions: [],
        settings: { academicYear: '2026-2027' },
      },
      NOW,
    )
    const read = readBackupContents(parseBackupValue(file))
    expect(read).toEqual({
      ok: false,
      error:
        `${BACKUP_MESSAGES.invalid}: none of the 38 professors, courses and assignments in the file could be read (12 professors, 16 courses, 10 assignments).` +
        ' For example: Professors record "p-0": maxWeeklyHours: Too small: expected number to be >=1.',
    })
  })

  it('skips and names records with years out of 2000-2100 (1,000,000,000,000,000 and -2026), restoring the rest (issue 21)', async () => {
    const file = {
      _exportMetadata: {
        timestamp: '2026-01-01T00:00:00.000Z',
        version: '2.0',
        source: 'adaptive-export-v2',
      },
      professors: [makeProfessor({ id: 'p-ok' })],
      courses: [
        makeCourse({ id: 'c-ok', semester: { term: 'fall', year: 2026 } }),
        { ...makeCourse({ id: 'c-far' }), semester: { term: 'fall', year: 1000000000000000 } },
        { ...makeCourse({ id: 'c-minus' }), semester: { term: 'winter', year: -2026 } },
      ],
      assignments: [{ ...makeAssignment({ id: 'a-minus' }), academicYear: '-2026--2025' }],
      programs: [
        {
          ...makeProgram({ slug: 'p-map' }),
          semester_mappings: { 'Level 1': { term: 'fall', year: -2026 } },
        },
      ],
      settings: { selectedSemester: 'fall-1066' },
    }
    const contents = contentsOf(JSON.stringify(file))
    expect(contents.records.courses.map((c) => c.id)).toEqual(['c-ok'])
    expect(contents.skipped).toEqual({
      professors: 0,
      courses: 2,
      assignments: 1,
      programs: 1,
      programVersions: 0,
    })
    expect(contents.problems).toEqual([
      'Courses record "c-far": semester.year: Too big: expected number to be <=2100.',
      'Courses record "c-minus": semester.year: Too small: expected number to be >=2000.',
      'Assignments record "a-minus": academicYear: Must be an academic year from 2000-2001 to 2099-2100.',
      'Programs record "p-map": not a program this app can read.',
    ])
    expect(contents.selectedSemester).toBeNull()
    const target = createMemoryStore()
    await restoreBackup(target, contents)
    const stored = await snapshot(target)
    expect(stored.courses.map((c) => c.semester?.year)).toEqual([2026])
    expect(stored.assignments).toEqual([])
    expect(localStorage.getItem('selectedSemester')).toBeNull()
  })

  it('carries the report options (the report creator) from export to restore (issue 21)', async () => {
    localStorage.setItem(
      'courseload-report-options',
      JSON.stringify({ createdBy: 'Dean Rivera', includeInactive: true }),
    )
    const text = await exportText(createMemoryStore({ professors: [makeProfessor()] }))
    expect(JSON.parse(text).settings.reportOptions).toMatchObject({
      createdBy: 'Dean Rivera',
      includeInactive: true,
    })
    localStorage.clear()
    const contents = contentsOf(text)
    expect(contents.reportOptions?.createdBy).toBe('Dean Rivera')
    await restoreBackup(createMemoryStore(), contents)
    expect(JSON.parse(localStorage.getItem('courseload-report-options')!)).toMatchObject({
      createdBy: 'Dean Rivera',
      includeInactive: true,
    })
  })

  it('carries the workload rules and the CAAT-A professor records from export to restore (issue 23)', async () => {
    const record = caatRecord('p-1')
    const source = createMemoryStore({
      professors: [makeProfessor({ id: 'p-1' })],
      contractRecords: [record],
      planSettings: [workloadRulesSetting({ rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { ...CAAT_RULES.packs['ontario-caat-a'], attributedHoursMax: 45 } } })],
    })
    const text = await exportText(source)
    const settings = JSON.parse(text).settings
    // In the file's settings, as files have carried them since issue 23.
    expect(settings.workloadRules).toMatchObject({ rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { attributedHoursMax: 45, preparationNew: 1.1 } } })
    expect(settings.caatRecords.map(withoutRevision)).toEqual([record])
    const target = createMemoryStore({ contractRecords: [caatRecord('p-other')] })
    const restored = await restoreBackup(target, contentsOf(text))
    const stored = await snapshot(target)
    expect(stored.planSettings.map(withoutRevision)).toEqual([{ id: 'workloadRules', rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { ...CAAT_RULES.packs['ontario-caat-a'], attributedHoursMax: 45 } } }])
    // Replaced, like every store: the other professor's record is gone with them.
    expect(stored.contractRecords.map(withoutRevision)).toEqual([record])
    expect(restored).toEqual(stored)
    // Nothing of it goes to localStorage any more.
    expect(localStorage.getItem('courseload-workload-rules')).toBeNull()
    expect(localStorage.getItem('courseload-caat-records')).toBeNull()
  })

  it('reads a file whose rules and records fail their checks as the app reads them: a bad factor at its default, a bad record left out', async () => {
    const record = caatRecord('p-1')
    const file = JSON.parse(await exportText(createMemoryStore({ professors: [makeProfessor({ id: 'p-1' })] })))
    file.settings.workloadRules = { rules: 'ontario-caat-a', caatA: { attributedHoursMax: 45, preparationNew: 99 } }
    file.settings.caatRecords = [record, { professorId: '' }]
    delete file._exportMetadata.checksum
    delete file._exportMetadata.format
    const target = createMemoryStore()
    await restoreBackup(target, contentsOf(JSON.stringify(file)))
    const stored = await snapshot(target)
    expect(stored.planSettings[0]).toMatchObject({ rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { attributedHoursMax: 45, preparationNew: 1.1 } } })
    expect(stored.contractRecords.map(withoutRevision)).toEqual([record])
  })

  it('keeps the current workload rules and CAAT-A records when the backup has none (an older file)', async () => {
    const text = await exportText(createMemoryStore({ professors: [makeProfessor()] }))
    const file = JSON.parse(text)
    delete file.settings.workloadRules
    delete file.settings.caatRecords
    delete file._exportMetadata.checksum
    delete file._exportMetadata.format
    const contents = contentsOf(JSON.stringify(file))
    expect(contents.workloadRules).toBeNull()
    expect(contents.contractRecords).toBeNull()
    const target = createMemoryStore({ planSettings: [workloadRulesSetting(CAAT_RULES)], contractRecords: [caatRecord('p-1')] })
    const restored = await restoreBackup(target, contents)
    const stored = await snapshot(target)
    expect(stored.planSettings.map(withoutRevision)).toEqual([workloadRulesSetting(CAAT_RULES)])
    expect(stored.contractRecords.map(withoutRevision)).toEqual([caatRecord('p-1')])
    // Kept, so not handed back as restored: the cache keeps what it holds.
    expect(restored.planSettings).toBeUndefined()
    expect(restored.contractRecords).toBeUndefined()
  })

  it('restores the rules and records of a keyed export (the localStorage values of an older version)', async () => {
    const record = caatRecord('p-1')
    const source = {
      'courseload-professors': JSON.stringify([makeProfessor({ id: 'p-1' })]),
      'courseload-workload-rules': JSON.stringify({ rules: 'ontario-caat-a' }),
      'courseload-caat-records': JSON.stringify([record]),
    }
    const read = readBackupContents(parseBackupValue(source))
    if (!read.ok) throw new Error(read.error)
    const target = createMemoryStore()
    await restoreBackup(target, read.contents)
    const stored = await snapshot(target)
    expect(stored.professors.map((p) => p.id)).toEqual(['p-1'])
    expect(stored.planSettings.map(withoutRevision)).toEqual([workloadRulesSetting(CAAT_RULES)])
    expect(stored.contractRecords.map(withoutRevision)).toEqual([record])
  })

  it('reads the keyed export: JSON strings or lists under the stored keys, app state and academic year', () => {
    const source = {
      'courseload-professors': JSON.stringify([
        { ...makeProfessor(), employmentType: 'Part Time' },
      ]),
      'courseload-courses': [makeCourse()],
      'courseload-assignments': '[]',
      'courseload-app-state': JSON.stringify({
        currentAcademicYear: '2023-2024',
        currentTerm: 'spring',
        userPreferences: { theme: 'dark' },
      }),
      academicYear: '2024-2025',
      programs: JSON.stringify([{ name: 'Game Development', courses_by_level: {} }]),
    }
    const read = readBackupContents(parseBackupValue(source))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.contents.shape).toBe('legacy')
    expect(read.contents.records.professors[0]?.employmentType).toBe('part-time')
    expect(read.contents.records.courses).toHaveLength(1)
    expect(read.contents.records.programs.map((p) => p.slug)).toEqual(['game-development'])
    expect(read.contents.academicSettings).toEqual({
      academicYear: '2024-2025',
      currentTerm: 'spring',
    })
    expect(read.contents.preferences?.theme).toBe('dark')
  })

  it('reads the rich export of another tool, with lenient items', () => {
    const read = readBackupContents(
      parseBackupValue({
        professors: [{ ...makeProfessor(), active: 'yes', isActive: undefined, phone: null }],
        courses: [],
        assignments: [],
        programs: [{ program: { name: 'Film & TV', code: 'FTV' }, courses_by_level: {} }],
        settings: { academicYear: '2099-2100' },
        _exportMetadata: {
          timestamp: '2025-01-01T00:00:00.000Z',
          version: '2.0',
          source: 'adaptive-export-v2',
        },
      }),
    )
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.contents.records.programs[0]?.slug).toBe('ftv')
    expect(read.contents.academicSettings).toEqual({
      academicYear: '2099-2100',
      currentTerm: 'fall',
    })
  })

  it('does not restore an invalid academic year', () => {
    const file = buildBackupFile(
      {
        professors: [makeProfessor()],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: { academicYear: '2025-2027' },
      },
      NOW,
    )
    expect(contentsOf(JSON.stringify(file)).academicSettings).toBeNull()
  })
})

describe('reset', () => {
  it('erases every store, the settings and only the product keys', async () => {
    const store = createMemoryStore({
      professors: [makeProfessor()],
      courses: [makeCourse()],
      assignments: [makeAssignment()],
      programs: [makeProgram()],
      programVersions: [makeProgramVersion()],
      settings: { [ACADEMIC_SETTINGS_KEY]: { academicYear: '2025-2026' }, 'legacy-migration': {} },
    })
    localStorage.setItem('courseload-user-preferences', '{}')
    localStorage.setItem('academicYear', '2025-2026')
    localStorage.setItem('another-app', 'keep')
    const removed = await resetAllData(store)
    expect(removed.sort()).toEqual(['academicYear', 'courseload-user-preferences'])
    expect(localStorage.getItem('another-app')).toBe('keep')
    const after = await snapshot(store)
    expect(Object.values(after).every((list) => list.length === 0)).toBe(true)
    expect(await store.settings.get(ACADEMIC_SETTINGS_KEY)).toBeUndefined()
  })

  it('removes nothing when the database refuses', async () => {
    const store = createMemoryStore({ professors: [makeProfessor()] })
    localStorage.setItem('academicYear', '2025-2026')
    store.failNextApply(new Error('boom'))
    await expect(resetAllData(store)).rejects.toBeInstanceOf(StorageError)
    expect(await store.professors.count()).toBe(1)
    expect(localStorage.getItem('academicYear')).toBe('2025-2026')
  })
})

describe('checkReferences (issue 30 item 8)', () => {
  it('skips assignments of a course or professor not in the file and says how many; says when two records share an id', async () => {
    const { checkReferences } = await import('./backup-io')
    const { makeAssignment, makeCourse, makeProfessor } = await import('@test/support/test-fixtures')
    const course = makeCourse()
    const professor = makeProfessor()
    const fits = makeAssignment({ id: 'a-ok', courseId: course.id, professorId: professor.id })
    const noCourse = makeAssignment({ id: 'a-1', courseId: 'gone', professorId: professor.id })
    const noProfessor = makeAssignment({ id: 'a-2', courseId: course.id, professorId: 'gone' })
    const checked = checkReferences({
      professors: [professor],
      courses: [course, { ...course, title: 'Later copy' }],
      assignments: [fits, noCourse, noProfessor],
      programs: [],
      programVersions: [],
    })
    expect(checked.records.assignments).toEqual([fits])
    expect(checked.notes).toEqual([
      '1 course has the same id as an earlier one in the file: the later one is kept.',
      '2 assignments point at a course or professor not in the file: they are skipped.',
    ])
  })
})

describe('scenarios in backups (issue 33)', () => {
  const scenario = (id: string, name: string) =>
    createScenario({ id, name, createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } })

  it('a backup carries the scenarios with their overlays; restored, they replace the stored ones with the same id and the others are kept', async () => {
    const source = createMemoryStore()
    await source.apply({ put: { professors: [makeProfessor()], courses: [makeCourse()] } })
    const jane = makeProfessor()
    const inFile = { ...scenario('s1', 'Studio swap'), overlay: { professors: { put: { [jane.id]: { ...jane, notes: 'in the scenario' } }, delete: [], base: { [jane.id]: { rev: 1, record: jane } } } } }
    const text = JSON.stringify(buildBackupFile(await collectBackupPayload(source, NOW, undefined, [{ ...inFile, rev: 4 }]), NOW))
    const contents = contentsOf(text)
    expect(contents.scenarios?.map((s) => [s.id, s.name])).toEqual([['s1', 'Studio swap']])
    expect(contents.scenarios?.[0]?.overlay).toEqual(inFile.overlay)

    const repo = await openScenarioRepository({ factory: new IDBFactory() })
    await repo.put({ ...scenario('s1', 'Old name'), notes: 'stored' }, null)
    await repo.put(scenario('s2', 'Made since'), null)
    const kept = await restoreScenarios(repo, contents.scenarios)
    expect(kept).toEqual(['Made since'])
    expect((await repo.get('s1'))?.name).toBe('Studio swap')
    expect((await repo.get('s1'))?.overlay).toEqual(inFile.overlay)
    expect((await repo.get('s2'))?.name).toBe('Made since')
    expect(keptScenariosMessage(kept)).toContain('The scenario "Made since" is not in this backup and was kept.')
    repo.close()
  })

  it('an older backup without scenarios reads as before and keeps every stored scenario', async () => {
    const source = createMemoryStore()
    await source.apply({ put: { professors: [makeProfessor()] } })
    const contents = contentsOf(await exportText(source))
    expect(contents.scenarios).toBeNull()
    expect(JSON.parse(await exportText(source)).settings).not.toHaveProperty('scenarios')
    const repo = await openScenarioRepository({ factory: new IDBFactory() })
    await repo.put(scenario('s2', 'Made since'), null)
    expect(await restoreScenarios(repo, contents.scenarios)).toEqual(['Made since'])
    expect((await repo.list()).items.map((s) => s.id)).toEqual(['s2'])
    expect(keptScenariosMessage([])).toBeNull()
    repo.close()
  })
})
