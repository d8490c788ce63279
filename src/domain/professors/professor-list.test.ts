import { describe, expect, it } from 'vitest'
import { professorSchema, type Professor } from '@/domain/model/professor'
import {
  DEFAULT_PROFESSOR_FILTERS,
  buildProfessorRows,
  filterProfessorRows,
  hasActiveFilters,
  professorTileStats,
  sortProfessorRows,
  specializationsInUse,
} from './professor-list'
import { academicYearScope, termScope } from '@/domain/calendar/planning-term'

const p = (id: string, over: Partial<Professor> = {}): Professor =>
  professorSchema.parse({ id, firstName: id, lastName: 'L', email: `${id}@x.org`, employmentType: 'full-time', maxWeeklyHours: 10, ...over })

const professors = [
  p('ann', { lastName: 'Zed', specializations: ['Maya'], preferredPrograms: ['film-tv'] }),
  p('bob', { lastName: 'Young', employmentType: 'part-time', maxWeeklyHours: 6, isActive: false }),
  p('cat', { lastName: 'Xu', preferredName: 'Kitty', specializations: ['Nuke', 'Maya'] }),
  p('dan', { lastName: 'Abel', maxWeeklyHours: 4 }),
]
// Per-term loads as the plan index holds them: ann teaches 9 h in Fall 2026 and 8 h in Winter 2027.
const loads = new Map([
  ['ann', new Map([['fall-2026', { hours: 9, sections: 2 }], ['winter-2027', { hours: 8, sections: 2 }]])],
  ['cat', new Map([['fall-2026', { hours: 2, sections: 1 }]])],
  ['dan', new Map([['fall-2026', { hours: 5, sections: 1 }]])],
])
const fall = termScope({ term: 'fall', year: 2026 })
const rows = buildProfessorRows(professors, loads, fall)
const ids = (list: { professor: Professor }[]) => list.map((r) => r.professor.id)
const f = (over: Partial<typeof DEFAULT_PROFESSOR_FILTERS>) => ({ ...DEFAULT_PROFESSOR_FILTERS, ...over })

describe('professor rows', () => {
  it('sums hours and counts courses per professor with their workload status', () => {
    const ann = rows[0]!
    expect(ann).toMatchObject({ assignedHours: 9, courseCount: 2, fullName: 'ann Zed' })
    expect(ann.workload).toMatchObject({ utilization: 90, status: 'full' })
    expect(rows[1]!.workload.status).toBe('unassigned')
    expect(rows[2]!.workload.status).toBe('underutilized')
    expect(rows[3]!.workload.status).toBe('overloaded')
  })

  it('counts the stat tiles over the rows given', () => {
    expect(professorTileStats(rows)).toEqual({ total: 4, assigned: 3, available: 1, partTime: 1 })
  })

  it('follows the scope: another term, and the peak term of a year, never the sum', () => {
    const winter = buildProfessorRows(professors, loads, termScope({ term: 'winter', year: 2027 }))
    expect(winter[0]).toMatchObject({ assignedHours: 8, courseCount: 2 })
    expect(winter[2]).toMatchObject({ assignedHours: 0, courseCount: 0 })
    const year = buildProfessorRows(professors, loads, academicYearScope('2026-2027'))
    // 9 h in Fall and 8 h in Winter: the figure is the Fall peak (9/10), not 17/10.
    expect(year[0]).toMatchObject({ assignedHours: 9, courseCount: 4 })
    expect(year[0]!.workload).toMatchObject({ status: 'full', isPeak: true, term: { term: 'fall', year: 2026 } })
    const other = buildProfessorRows(professors, loads, academicYearScope('2027-2028'))
    expect(professorTileStats(other)).toMatchObject({ assigned: 0, available: 4 })
  })
})

describe('filters', () => {
  it('hides inactive professors unless asked for', () => {
    expect(ids(filterProfessorRows(rows, DEFAULT_PROFESSOR_FILTERS))).toEqual(['ann', 'cat', 'dan'])
    expect(ids(filterProfessorRows(rows, f({ status: 'inactive' })))).toEqual(['bob'])
    expect(ids(filterProfessorRows(rows, f({ status: 'all' })))).toHaveLength(4)
  })

  it('searches name, preferred name and email without case', () => {
    expect(ids(filterProfessorRows(rows, f({ search: 'ZED' })))).toEqual(['ann'])
    expect(ids(filterProfessorRows(rows, f({ search: 'kitty' })))).toEqual(['cat'])
    expect(ids(filterProfessorRows(rows, f({ search: 'dan@x' })))).toEqual(['dan'])
  })

  it('applies availability, type, specialization, program and workload filters', () => {
    expect(ids(filterProfessorRows(rows, f({ availability: 'available', status: 'all' })))).toEqual(['bob'])
    expect(ids(filterProfessorRows(rows, f({ availability: 'assigned' })))).toEqual(['ann', 'cat', 'dan'])
    expect(ids(filterProfessorRows(rows, f({ employmentType: 'part-time', status: 'all' })))).toEqual(['bob'])
    expect(ids(filterProfessorRows(rows, f({ specialization: 'Maya' })))).toEqual(['ann', 'cat'])
    expect(ids(filterProfessorRows(rows, f({ program: 'film-tv' })))).toEqual(['ann'])
    expect(ids(filterProfessorRows(rows, f({ workloadStatus: 'overloaded' })))).toEqual(['dan'])
  })

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(DEFAULT_PROFESSOR_FILTERS)).toBe(false)
    expect(hasActiveFilters(f({ search: '  ' }))).toBe(false)
    expect(hasActiveFilters(f({ search: 'a' }))).toBe(true)
    expect(hasActiveFilters(f({ status: 'all' }))).toBe(true)
  })

  it('lists specializations in use, sorted', () => {
    expect(specializationsInUse(professors)).toEqual(['Maya', 'Nuke'])
  })
})

describe('sorting', () => {
  it('sorts by last name, then by any column either way', () => {
    expect(ids(sortProfessorRows(rows, 'name', false))).toEqual(['dan', 'cat', 'bob', 'ann'])
    expect(ids(sortProfessorRows(rows, 'hours', true))).toEqual(['ann', 'dan', 'cat', 'bob'])
    expect(ids(sortProfessorRows(rows, 'utilization', false))).toEqual(['bob', 'cat', 'ann', 'dan'])
    expect(ids(sortProfessorRows(rows, 'courses', true))).toEqual(['ann', 'dan', 'cat', 'bob'])
    // Ties keep the name order.
    expect(ids(sortProfessorRows(rows, 'employmentType', false))).toEqual(['dan', 'cat', 'ann', 'bob'])
    expect(ids(sortProfessorRows(rows, 'active', false))).toEqual(['bob', 'dan', 'cat', 'ann'])
  })
})
