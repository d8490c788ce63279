// The list view's rows are kept per course by the table: a row must be built again whenever
// something it shows changed (sections, their professors' names, conflict texts, program
// names), and kept when nothing did.
import { describe, expect, it } from 'vitest'
import { indexCourses } from '@/domain/courses/course-filters'
import { makeAssignment, makeCourse } from '@test/support/test-fixtures'
import { ListRows } from './course-list-rows'

describe('list rows', () => {
  const fall = { term: 'fall', year: 2026 } as const
  const course = makeCourse({
    id: 'c1',
    code: 'ANI1001',
    sectionCount: 2,
    semester: fall,
    term: 'fall',
    programId: 'p',
    program: 'p',
  })
  const held = makeAssignment({
    id: 'a1',
    courseId: 'c1',
    section: 1,
    professorId: 'ann',
    term: 'fall',
    academicYear: '2026-2027',
  })
  const names = new Map([['ann', 'Ann Lee']])
  const programs = new Map([['p', 'Animation']])
  const byCourse = new Map([['c1', [held]]])
  const [indexed] = indexCourses([course], byCourse)
  const rowsOfTable = () => {
    const rows = new ListRows()
    return rows.rowFor.bind(rows)
  }

  it('keeps the row while its inputs are the same ones', () => {
    const listRowFor = rowsOfTable()
    const row = listRowFor(indexed!, new Map(), byCourse, names, programs)
    expect(row.professors).toBe('Ann Lee')
    expect(row.program).toBe('Animation')
    expect(listRowFor(indexed!, new Map(), new Map(byCourse), names, programs)).toBe(row)
  })

  it('builds it again when a section, a conflict text or a name changed', () => {
    const listRowFor = rowsOfTable()
    const row = listRowFor(indexed!, new Map(), byCourse, names, programs)
    const moved = { ...held, professorId: 'bo' }
    const others = new Map([...names, ['bo', 'Bo Chen']])
    expect(
      listRowFor(indexed!, new Map(), new Map([['c1', [moved]]]), others, programs).professors,
    ).toBe('Bo Chen')
    const clash = listRowFor(
      indexed!,
      new Map([['a1', ['Overlaps ANI1002 section 1 on Mon']]]),
      byCourse,
      names,
      programs,
    )
    expect(clash.conflicts).toEqual(['Section 1: Overlaps ANI1002 section 1 on Mon'])
    expect(
      listRowFor(indexed!, new Map(), byCourse, new Map([['ann', 'Ann Lee-Park']]), programs)
        .professors,
    ).toBe('Ann Lee-Park')
    expect(
      listRowFor(indexed!, new Map(), byCourse, names, new Map([['p', 'Animation BA']])).program,
    ).toBe('Animation BA')
    expect(listRowFor(indexed!, new Map(), byCourse, names, programs)).not.toBe(row)
  })

  it('marks a course that needs no professor, so the list says so instead of a status', () => {
    const listRowFor = rowsOfTable()
    const [free] = indexCourses([{ ...course, id: 'c2', professorNotRequired: true }], new Map())
    expect(listRowFor(free!, new Map(), new Map(), names, programs).notRequired).toBe(true)
    expect(listRowFor(indexed!, new Map(), byCourse, names, programs).notRequired).toBe(false)
  })

  it('keeps the row of a course indexed again unchanged, and builds it for a changed record', () => {
    const listRowFor = rowsOfTable()
    const row = listRowFor(indexed!, new Map(), byCourse, names, programs)
    const [again] = indexCourses([course], byCourse)
    expect(listRowFor(again!, new Map(), byCourse, names, programs)).toBe(row)
    const [renamed] = indexCourses([{ ...course, title: 'Motion' }], byCourse)
    expect(listRowFor(renamed!, new Map(), byCourse, names, programs).title).toBe('Motion')
  })

  it("keeps each table's rows apart, and forgets the rows of deleted courses", () => {
    const table = new ListRows()
    const other = new ListRows()
    const row = table.rowFor(indexed!, new Map(), byCourse, names, programs)
    expect(other.rowFor(indexed!, new Map(), byCourse, names, programs)).not.toBe(row)
    table.keepOnly(new Map([['c1', course]]))
    expect(table.rowFor(indexed!, new Map(), byCourse, names, programs)).toBe(row)
    table.keepOnly(new Map())
    expect(table.rowFor(indexed!, new Map(), byCourse, names, programs)).not.toBe(row)
  })
})
