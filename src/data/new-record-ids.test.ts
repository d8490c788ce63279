import { describe, expect, it } from 'vitest'
import { manualCourseId, professorId } from '@/domain/kernel/ids'
import { buildCourse } from './course-mutations'
import { buildProfessor } from './professor-mutations'

const now = new Date('2026-10-05T14:30:00Z')

describe('ids of records added through the data layer', () => {
  it('number a repeated course id x-2, x-3 like the domain, skipping an older x-1', () => {
    const base = manualCourseId('FILM1001', now)
    const taken = new Set([base, `${base}-1`])
    const ids = [0, 1].map(() => {
      const course = buildCourse({ code: 'FILM1001', title: 'Film Language' }, now, taken)
      taken.add(course.id)
      return course.id
    })
    expect(ids).toEqual([`${base}-2`, `${base}-3`])
  })

  it('number a repeated professor id the same way', () => {
    const input = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@college.edu',
      employmentType: 'full-time' as const,
    }
    const base = professorId('Jane', 'Doe', now)
    expect(buildProfessor(input, now).id).toBe(base)
    expect(buildProfessor(input, now, new Set([base])).id).toBe(`${base}-2`)
    expect(buildProfessor(input, now, new Set([base, `${base}-2`])).id).toBe(`${base}-3`)
  })
})
