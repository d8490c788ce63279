import { describe, expect, it } from 'vitest'
import {
  assignmentId,
  manualCourseId,
  migratedProgramId,
  migratedProgramSlug,
  professorId,
  programCourseId,
  programSlug,
  programVersionId,
  randomString,
  sanitizeIdPart,
  uniqueId,
} from './ids'

const T = 1_735_689_600_000

describe('professorId', () => {
  it('uses prof- plus 5 lowercase letters of first and last name plus the timestamp', () => {
    expect(professorId('Jane', 'Doe', T)).toBe(`prof-janed-${T}`)
    expect(professorId('Al', 'Li', T)).toBe(`prof-alli-${T}`)
  })
  it('keeps fewer than 5 letters when the names are short', () => {
    expect(professorId('A', 'B', T)).toBe(`prof-ab-${T}`)
  })
  it('drops non-letters and accents before counting', () => {
    expect(professorId("O'Neil", 'Smith-Jones', T)).toBe(`prof-oneil-${T}`)
    expect(professorId(' 1 ', 'Zoë', T)).toBe(`prof-zoe-${T}`)
    expect(professorId('Élodie', 'Brûlé', T)).toBe(`prof-elodi-${T}`)
  })
  it('falls back to prof- plus timestamp without letters', () => {
    expect(professorId('', '', T)).toBe(`prof-${T}`)
    expect(professorId('123', '—', T)).toBe(`prof-${T}`)
  })
  it('accepts a Date as clock', () => {
    expect(professorId('Jane', 'Doe', new Date(T))).toBe(`prof-janed-${T}`)
  })
})

describe('course ids', () => {
  it('manual course: course- plus lowercased code plus timestamp', () => {
    expect(manualCourseId('ANIM1001', T)).toBe(`course-anim1001-${T}`)
    expect(manualCourseId('Film 1105', T)).toBe(`course-film-1105-${T}`)
    expect(manualCourseId('  ', T)).toBe(`course-${T}`)
  })
  it('program course: program id, version or original, code, lowercased and sanitised', () => {
    expect(programCourseId('bachelor-animation', undefined, 'ANIM1001')).toBe(
      'bachelor-animation-original-anim1001',
    )
    expect(programCourseId('game-development', '', 'GAME2204')).toBe('game-development-original-game2204')
    expect(programCourseId('film-tv', 'D 2024/01', 'FILM 1105')).toBe('film-tv-d-2024-01-film-1105')
  })
  it('program course ids differ between versions of the same code', () => {
    expect(programCourseId('p', 'v2', 'X1')).not.toBe(programCourseId('p', undefined, 'X1'))
  })
})

describe('program slugs', () => {
  it('comes from the code first', () => {
    expect(programSlug({ code: 'BAA-1', name: 'Bachelor of Animation' }, T)).toBe('baa-1')
  })
  it('comes from the name when there is no code', () => {
    expect(programSlug({ code: '', name: 'Film & TV' }, T)).toBe('film-tv')
    expect(programSlug({ name: '  Bachelor of Animation!! ' }, T)).toBe('bachelor-of-animation')
  })
  it('falls back to a timestamp', () => {
    expect(programSlug({ code: '--', name: '***' }, T)).toBe(`program-${T}`)
    expect(programSlug({}, T)).toBe(`program-${T}`)
  })
  it('migrated data without name gets program-N', () => {
    expect(migratedProgramSlug({}, 3)).toBe('program-3')
    expect(migratedProgramSlug({ name: 'Game Development' }, 3)).toBe('game-development')
  })
  it('stored migrated program id is slug plus design number', () => {
    expect(migratedProgramId('film-tv', '2024-01')).toBe('film-tv-2024-01')
    expect(migratedProgramId('film-tv', 'D 7')).toBe('film-tv-d-7')
    expect(migratedProgramId('film-tv', '')).toBe('film-tv')
    expect(migratedProgramId('film-tv', undefined)).toBe('film-tv')
  })
  it('sanitizeIdPart trims and collapses', () => {
    expect(sanitizeIdPart('--A  b__C--')).toBe('a-b-c')
  })
})

describe('assignmentId', () => {
  it('joins course, section, professor, term, academic year with underscores', () => {
    expect(
      assignmentId({
        courseId: 'course-anim1001-1',
        section: 2,
        professorId: 'prof-janed-1',
        term: 'fall',
        academicYear: '2025-2026',
      }),
    ).toBe('course-anim1001-1_2_prof-janed-1_fall_2025-2026')
  })
  it('differs when any part differs', () => {
    const base = { courseId: 'c', section: 1, professorId: 'p', term: 'fall', academicYear: '2025-2026' }
    const ids = new Set([
      assignmentId(base),
      assignmentId({ ...base, section: 2 }),
      assignmentId({ ...base, professorId: 'q' }),
      assignmentId({ ...base, term: 'winter' }),
      assignmentId({ ...base, academicYear: '2026-2027' }),
    ])
    expect(ids.size).toBe(5)
  })
})

describe('programVersionId and randomString', () => {
  it('is time plus a random string, deterministic with injected random', () => {
    expect(programVersionId(T, () => 0)).toBe(`version-${T}-aaaaaaaaa`)
    expect(programVersionId(T, () => 0.999999)).toBe(`version-${T}-999999999`)
  })
  it('different random draws give different ids', () => {
    let i = 0
    const seq = () => (i++ % 36) / 36
    expect(programVersionId(T, seq)).not.toBe(programVersionId(T, seq))
  })
  it('randomString has the requested length and alphabet', () => {
    expect(randomString(Math.random, 12)).toMatch(/^[a-z0-9]{12}$/)
  })
})

describe('uniqueId', () => {
  it('returns the base when free, else the first free numbered variant', () => {
    expect(uniqueId('a', new Set())).toBe('a')
    expect(uniqueId('a', new Set(['a']))).toBe('a-2')
    expect(uniqueId('a', new Set(['a', 'a-2', 'a-3']))).toBe('a-4')
  })
  it('numbers repeats x-1 -> x-2 -> x-3, never stacking x-1-1', () => {
    // x-1 as older versions of the data layer named the first repeat.
    const taken = new Set(['x', 'x-1'])
    const made: string[] = []
    for (let i = 0; i < 2; i++) {
      const id = uniqueId('x', taken)
      taken.add(id)
      made.push(id)
    }
    expect(made).toEqual(['x-2', 'x-3'])
  })
  it('leaves a base ending in a timestamp alone when it is free', () => {
    expect(uniqueId(`course-film1001-${T}`, new Set([`course-film1001-${T - 1}`]))).toBe(`course-film1001-${T}`)
  })
})
