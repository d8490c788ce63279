// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  normalizeLegacyItem,
  readLegacyFromObject,
  readLegacyStorage,
  toStoredProgram,
} from './legacy-reader'
import { makeAssignment, makeCourse, makeProfessor, makeProgram } from '@test/support/test-fixtures'

// Not the spec's 'starting fresh' (issue 21): the legacy keys are never written, so nothing was erased.
const UNTOUCHED = (label: string) =>
  `Failed to load ${label} saved by an earlier version: they could not be read and were left untouched in this browser's storage (nothing was erased).`
const FRESH = UNTOUCHED('professors')

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('readLegacyStorage', () => {
  it('reads nothing and warns about nothing when no legacy key exists', () => {
    const data = readLegacyStorage()
    expect(data.keysFound).toEqual([])
    expect(data.warnings).toEqual([])
    expect(data.professors).toEqual([])
  })

  it('reads the prefixed lists, parsed with the domain schemas', () => {
    localStorage.setItem('courseload-professors', JSON.stringify([makeProfessor()]))
    localStorage.setItem('courseload-courses', JSON.stringify([makeCourse()]))
    localStorage.setItem('courseload-assignments', JSON.stringify([makeAssignment()]))
    localStorage.setItem('courseload-programs', JSON.stringify([makeProgram()]))
    const data = readLegacyStorage()
    expect(data.professors).toEqual([makeProfessor()])
    expect(data.courses).toEqual([makeCourse()])
    expect(data.assignments).toEqual([makeAssignment()])
    expect(data.programs).toEqual([makeProgram()])
    expect(data.warnings).toEqual([])
  })

  it('gives an empty list and says the unreadable professors were left untouched when they are not valid JSON', () => {
    localStorage.setItem('courseload-professors', '{not json')
    const data = readLegacyStorage()
    expect(data.professors).toEqual([])
    expect(data.warnings).toEqual([
      { store: 'professors', key: 'courseload-professors', message: FRESH },
    ])
  })

  it('gives an empty list and the same warning when professors are not a list', () => {
    localStorage.setItem('courseload-professors', JSON.stringify({ 'prof-1': makeProfessor() }))
    expect(readLegacyStorage().warnings).toEqual([
      { store: 'professors', key: 'courseload-professors', message: FRESH },
    ])
  })

  it('skips and counts invalid items, keeping the rest', () => {
    localStorage.setItem(
      'courseload-professors',
      JSON.stringify([makeProfessor({ id: 'p1' }), { id: 'p2', firstName: 'No email' }, 42]),
    )
    localStorage.setItem('courseload-courses', JSON.stringify([{ id: 'c', code: 'X' }]))
    const data = readLegacyStorage()
    expect(data.professors.map((p) => p.id)).toEqual(['p1'])
    expect(data.skipped).toEqual({ professors: 2, courses: 1, assignments: 0, programs: 0 })
    expect(data.warnings).toEqual([
      {
        store: 'professors',
        key: 'courseload-professors',
        message:
          "Some professors saved by an earlier version could not be read and were not migrated (2); they were left untouched in this browser's storage (nothing was erased).",
      },
      { store: 'courses', key: 'courseload-courses', message: UNTOUCHED('courses') },
    ])
  })

  it('reads older professor records: spaced employment types, active flags, null fields', () => {
    const { isActive: _drop, ...withoutFlag } = makeProfessor()
    localStorage.setItem(
      'courseload-professors',
      JSON.stringify([{ ...withoutFlag, employmentType: 'Full Time', active: 'no', phone: null }]),
    )
    const [professor] = readLegacyStorage().professors
    expect(professor?.employmentType).toBe('full-time')
    expect(professor?.isActive).toBe(false)
    expect(professor?.phone).toBe('')
  })

  it('converts old-format programs: stored id = slug from code or name + design number, program-N without a name', () => {
    localStorage.setItem(
      'programs',
      JSON.stringify([
        {
          name: 'Game Development',
          code: 'GAME',
          programDesignNumber: 'D-7',
          courses_by_level: {},
        },
        { program: { name: 'Film & TV' }, courses_by_level: { 'Level 1': [] } },
        { courses_by_level: {} },
        'junk',
      ]),
    )
    const data = readLegacyStorage()
    expect(data.programs.map((p) => [p.slug, p.program.name, p.version])).toEqual([
      ['game-d-7', 'Game Development', 'D-7'],
      ['film-tv', 'Film & TV', ''],
      ['program-3', 'Program 3', ''],
    ])
    expect(data.skipped.programs).toBe(1)
    expect(data.warnings.map((w) => w.message)).toEqual([
      "Some programs saved by an earlier version could not be read and were not migrated (1); they were left untouched in this browser's storage (nothing was erased).",
    ])
  })

  it('unreadable legacy programs are not said to start fresh: they were left untouched (issue 21)', () => {
    localStorage.setItem('programs', '{"broken')
    const data = readLegacyStorage()
    expect(data.warnings).toEqual([
      { store: 'programs', key: 'programs', message: UNTOUCHED('programs') },
    ])
    expect(data.warnings[0]!.message).not.toContain('starting fresh')
    expect(localStorage.getItem('programs')).toBe('{"broken')
  })

  it('prefers the prefixed programs key when both hold the same program', () => {
    localStorage.setItem('courseload-programs', JSON.stringify([makeProgram({ version: 'new' })]))
    localStorage.setItem(
      'programs',
      JSON.stringify([{ slug: 'bachelor-animation', name: 'Old', version: 'old' }]),
    )
    expect(readLegacyStorage().programs.map((p) => p.version)).toEqual(['new'])
  })
})

describe('readLegacyFromObject', () => {
  it('accepts lists or the JSON strings that were in localStorage', () => {
    const data = readLegacyFromObject({
      'courseload-professors': JSON.stringify([makeProfessor()]),
      'courseload-courses': [makeCourse()],
      'courseload-app-state': { currentAcademicYear: '2025-2026' },
    })
    expect(data.professors).toEqual([makeProfessor()])
    expect(data.courses).toEqual([makeCourse()])
    expect(data.keysFound).toEqual(['courseload-professors', 'courseload-courses'])
  })

  it('warns the same way about unreadable or non-list values', () => {
    const data = readLegacyFromObject({
      'courseload-professors': 'garbage',
      'courseload-assignments': 7,
    })
    expect(data.warnings.map((w) => w.message)).toEqual([FRESH, UNTOUCHED('assignments')])
  })
})

describe('toStoredProgram and normalizeLegacyItem', () => {
  it('keeps a record that is already a stored program', () => {
    expect(toStoredProgram(makeProgram(), 1)).toEqual(makeProgram())
  })

  it('uses the design number from the program object when there is no programDesignNumber', () => {
    expect(toStoredProgram({ program: { name: 'X', design_number: '99' } }, 1)?.version).toBe('99')
  })

  it('leaves non-objects alone', () => {
    expect(normalizeLegacyItem('courses', 'x')).toBe('x')
  })
})
