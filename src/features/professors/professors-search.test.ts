import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMPLOYMENT_TYPES } from '@/domain/kernel/constants'
import { AVAILABILITY_FILTERS, PROFESSOR_SORT_KEYS, STATUS_FILTERS } from '@/domain/professors/professor-list'
import { WORKLOAD_STATUSES } from '@/domain/model/workload'
import { z } from '@/domain/kernel/zod'
import { parseProfessorsSearch, PROFESSOR_VIEWS } from './professors-search'

describe('parseProfessorsSearch', () => {
  it('keeps valid params', () => {
    const search = { view: 'table', sort: 'hours', dir: 'desc', q: 'maya', show: 'available', type: 'full-time', status: 'all', workload: 'overloaded' }
    expect(parseProfessorsSearch(search)).toStrictEqual(search)
  })

  it('drops unknown values, numbers, arrays and unknown keys', () => {
    expect(parseProfessorsSearch({ view: 'cards', sort: ['hours'], dir: 1, q: 5, type: 'contractor', workload: null, other: 'x' })).toStrictEqual({
      view: undefined,
      sort: undefined,
      dir: undefined,
      q: undefined,
      type: undefined,
      workload: undefined,
    })
  })

  it('gives the same answer as the zod schema it replaced, for any value', () => {
    const previous = z.object({
      view: z.enum(PROFESSOR_VIEWS).optional().catch(undefined),
      sort: z.enum(PROFESSOR_SORT_KEYS).optional().catch(undefined),
      dir: z.enum(['asc', 'desc']).optional().catch(undefined),
      q: z.string().optional().catch(undefined),
      show: z.enum(AVAILABILITY_FILTERS).optional().catch(undefined),
      type: z.enum([...EMPLOYMENT_TYPES, 'all']).optional().catch(undefined),
      specialization: z.string().optional().catch(undefined),
      program: z.string().optional().catch(undefined),
      status: z.enum(STATUS_FILTERS).optional().catch(undefined),
      workload: z.enum([...WORKLOAD_STATUSES, 'all']).optional().catch(undefined),
    })
    const value = fc.oneof(
      fc.constantFrom('', 'all', 'grid', 'table', 'name', 'asc', 'desc', 'available', 'full-time', 'active', 'overloaded', 'bogus'),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.constantFrom('table', 'all'), { maxLength: 2 }),
      fc.string(),
    )
    const keys = ['view', 'sort', 'dir', 'q', 'show', 'type', 'specialization', 'program', 'status', 'workload', 'other']
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), (raw) => {
        expect(parseProfessorsSearch(raw)).toStrictEqual(previous.parse(raw))
      }),
      { numRuns: 2000 },
    )
  })
})
