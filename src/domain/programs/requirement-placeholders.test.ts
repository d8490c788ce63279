import { describe, expect, it } from 'vitest'
import { buildProgramCourses } from './program-from-import'
import type { ProgramImport } from '@/domain/model/program-import-format'
import { placeholderCode, programRequirements, validPlaceholderHours } from './requirement-placeholders'

const data: ProgramImport = {
  program: { name: 'Animation', code: 'ANI', credential: 'Diploma' },
  courses_by_level: {
    'Level 1': [{ code: 'ANI1001', title: 'Drawing', hours: 4 }],
    'Level 3': [
      { code: 'ANI3001', title: 'Studio', hours: 5 },
      { type: 'requirement', category: 'Elective', title: 'Professional Elective', notes: 'One from the list.' },
    ],
  },
}
const mappings = { 'Level 1': { term: 'fall' as const, year: 2026 }, 'Level 3': { term: 'fall' as const, year: 2026 } }
const build = (placeholders?: Parameters<typeof buildProgramCourses>[0]['placeholders']) =>
  buildProgramCourses({ data, mappings, placeholders, programId: 'ani', version: undefined, addedAt: '2026-01-01T00:00:00.000Z' })

describe('requirement placeholders', () => {
  it('lists every requirement with its level and place', () => {
    expect(programRequirements(data)).toEqual([
      { level: 'Level 3', index: 1, requirement: { type: 'requirement', category: 'Elective', title: 'Professional Elective', notes: 'One from the list.' } },
    ])
  })

  it('leaves a requirement out by default (no section to staff)', () => {
    expect(build().map((c) => c.code)).toEqual(['ANI1001', 'ANI3001'])
  })

  it('turns a chosen requirement into a placeholder course with its hours, level and term', () => {
    const courses = build([{ level: 'Level 3', index: 1, weeklyHours: 3 }])
    expect(courses).toHaveLength(3)
    expect(courses[2]).toMatchObject({
      id: 'ani-original-elective-l3-2',
      code: 'ELECTIVE-L3-2',
      title: 'Professional Elective',
      level: 3,
      weeklyHours: 3,
      totalHours: 42,
      sectionCount: 1,
      professorNotRequired: false,
      semester: { term: 'fall', year: 2026 },
    })
    expect(courses[2]!.description).toContain('One from the list.')
  })

  it('makes no placeholder for an inactive (unmapped) level or a choice that is not a requirement', () => {
    const courses = buildProgramCourses({
      data,
      mappings: { 'Level 1': mappings['Level 1'] },
      placeholders: [{ level: 'Level 3', index: 1, weeklyHours: 3 }, { level: 'Level 1', index: 0, weeklyHours: 9 }],
      programId: 'ani',
      version: undefined,
      addedAt: '',
    })
    expect(courses.map((c) => `${c.code}:${c.weeklyHours}`)).toEqual(['ANI1001:4'])
  })

  it('codes follow the level number, else the position; hours within the course range', () => {
    expect(placeholderCode('Level 5', 0, 0)).toBe('ELECTIVE-L5-1')
    expect(placeholderCode('Year Two', 1, 3)).toBe('ELECTIVE-L2-4')
    expect([0, 3, 10].every(validPlaceholderHours)).toBe(true)
    expect([-1, 10.5, Number.NaN].some(validPlaceholderHours)).toBe(false)
  })
})
