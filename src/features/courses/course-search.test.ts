import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEVEL_MAX, LEVEL_MIN } from '@/domain/kernel/constants'
import { COURSE_CHIPS } from '@/domain/courses/course-filters'
import { COURSE_ASSIGNMENT_STATUSES } from '@/domain/plan/course-status'
import { z } from '@/domain/kernel/zod'
import { cleanCourseSearch, COURSE_VIEWS, parseCourseSearch } from './course-search'

describe('parseCourseSearch', () => {
  it('keeps valid params, reading numbers given as text', () => {
    expect(
      parseCourseSearch({ search: 'anim', program: 'bachelor-animation', level: '3', hours: 'low', chip: 'conflicts', view: 'list', sort: 'code.desc', autoAssign: '1' }),
    ).toStrictEqual({ search: 'anim', program: 'bachelor-animation', level: 3, hours: 'low', chip: 'conflicts', view: 'list', sort: 'code.desc', autoAssign: 1 })
  })

  it('drops unknown values, numbers out of range, arrays and unknown keys', () => {
    expect(
      parseCourseSearch({
        level: 99,
        hours: 'huge',
        students: ['small'],
        status: 'done',
        chip: 5,
        view: null,
        sort: 'code.sideways',
        autoAssign: 2,
        program: '',
        professorId: { id: 'x' },
        bogus: 'x',
      }),
    ).toStrictEqual({})
    expect(parseCourseSearch({ level: '0' })).toStrictEqual({})
    expect(parseCourseSearch({ level: 2.5 })).toStrictEqual({})
    expect(parseCourseSearch({ level: 'three' })).toStrictEqual({})
  })

  it('leaves out defaults so the address stays short', () => {
    expect(parseCourseSearch({ chip: 'all', view: 'grid', search: '' })).toStrictEqual({})
  })

  it('gives the same answer as the zod schema it replaced, for any value', () => {
    const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
    const previous = z.object({
      professorId: optional(z.string().min(1)),
      search: optional(z.string()),
      program: optional(z.string().min(1)),
      version: optional(z.string().min(1)),
      level: optional(z.coerce.number().int().min(LEVEL_MIN).max(LEVEL_MAX)),
      hours: optional(z.enum(['low', 'medium', 'high'])),
      students: optional(z.enum(['small', 'medium', 'large'])),
      status: optional(z.enum(COURSE_ASSIGNMENT_STATUSES)),
      chip: optional(z.enum(COURSE_CHIPS)),
      view: optional(z.enum(COURSE_VIEWS)),
      manage: optional(z.string().min(1)),
      autoAssign: optional(z.coerce.number().pipe(z.literal(1))),
      sort: optional(z.string().regex(/^[\w]+\.(asc|desc)$/)),
    })
    const value = fc.oneof(
      fc.constantFrom('', 'all', 'grid', 'list', 'low', 'huge', 'small', 'unassigned', 'conflicts', 'code.asc', 'x.up', '1', '3', '9', '1.0', ' 2 '),
      fc.integer({ min: -2, max: 10 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.constantFrom('1', 'low', 3), { maxLength: 2 }),
      fc.string(),
    )
    const keys = ['professorId', 'search', 'program', 'version', 'level', 'hours', 'students', 'status', 'chip', 'view', 'manage', 'autoAssign', 'sort', 'other']
    const search = fc.dictionary(fc.constantFrom(...keys), value)
    fc.assert(
      fc.property(search, (raw) => {
        expect(parseCourseSearch(raw)).toStrictEqual(cleanCourseSearch(previous.parse(raw)))
      }),
      { numRuns: 2000 },
    )
  })
})
