import { describe, expect, it } from 'vitest'
import {
  courseBelongsToProgram,
  courseProgramId,
  courseProgramLabel,
  NO_PROGRAM_LABEL,
} from './course-program'

const names = new Map([
  ['film-tv', 'Film & TV'],
  ['untitled', ''],
])

describe('courseProgramId', () => {
  it('is programId, else the older `program`, else empty', () => {
    expect(courseProgramId({ programId: 'film-tv', program: 'film-tv' })).toBe('film-tv')
    expect(courseProgramId({ programId: '', program: 'film-tv' })).toBe('film-tv')
    expect(courseProgramId({ programId: 'film-tv', program: '' })).toBe('film-tv')
    expect(courseProgramId({ programId: '', program: '' })).toBe('')
    expect(courseProgramId({})).toBe('')
  })

  it('decides which program a course belongs to', () => {
    expect(courseBelongsToProgram({ programId: '', program: 'film-tv' }, 'film-tv')).toBe(true)
    expect(
      courseBelongsToProgram({ programId: 'film-tv', program: 'film-tv' }, 'game-development'),
    ).toBe(false)
    expect(courseBelongsToProgram({ programId: '', program: '' }, 'film-tv')).toBe(false)
  })
})

describe('courseProgramLabel', () => {
  it("is the program's current name, else the name on the course, else the id, else the fallback", () => {
    expect(
      courseProgramLabel({ programId: 'film-tv', programName: 'Film (old name)' }, names),
    ).toBe('Film & TV')
    expect(courseProgramLabel({ program: 'film-tv', programName: '' }, names)).toBe('Film & TV')
    expect(courseProgramLabel({ programId: 'gone', programName: 'Gone Program' }, names)).toBe(
      'Gone Program',
    )
    expect(courseProgramLabel({ programId: 'untitled', programName: '' }, names)).toBe('untitled')
    expect(courseProgramLabel({ programId: 'film-tv', programName: 'Film' })).toBe('Film')
    expect(courseProgramLabel({ programId: '', program: '', programName: '' }, names)).toBe('')
    expect(
      courseProgramLabel({ programId: '', program: '', programName: '' }, names, NO_PROGRAM_LABEL),
    ).toBe('No program')
  })
})
