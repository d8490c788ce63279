import { describe, expect, it } from 'vitest'
import {
  changeSetForRecordChange,
  describeRecordChange,
  expectationOf,
  invertRecordChange,
  isNoOpChange,
  meetsExpectation,
  rebaseRecordChange,
  type RecordChange,
} from './record-change'
import { rebaseHistory } from './undo-history'
import type { Course } from '@/domain/model/course'

const course = (id: string, title = 'T') => ({ id, code: 'ANI1001', title }) as unknown as Course

describe('record changes', () => {
  const change: RecordChange = {
    before: { courses: { c1: course('c1'), c2: null, c3: course('c3') } },
    after: { courses: { c1: course('c1', 'New'), c2: course('c2'), c3: null } },
    whole: [],
  }

  it('the inverse puts back the previous record, deletes what did not exist, and restores what was deleted', () => {
    expect(changeSetForRecordChange(invertRecordChange(change))).toEqual({
      put: { courses: [course('c1'), course('c3')] },
      delete: { courses: ['c2'] },
    })
  })

  it('does not rewrite records a write left as they were', () => {
    const same: RecordChange = { before: { courses: { c1: course('c1') } }, after: { courses: { c1: course('c1') } }, whole: [] }
    expect(changeSetForRecordChange(same)).toEqual({})
    expect(isNoOpChange(same)).toBe(true)
    expect(isNoOpChange(change)).toBe(false)
  })

  it('a cleared store is put back whole', () => {
    const cleared: RecordChange = { before: { courses: { c1: course('c1') } }, after: { courses: { c9: course('c9') } }, whole: ['courses'] }
    expect(changeSetForRecordChange(invertRecordChange(cleared))).toEqual({ clear: ['courses'], put: { courses: [course('c1')] } })
  })

  it('meets an expectation only while every named record is unchanged', () => {
    const expectUndo = expectationOf(invertRecordChange(change))
    expect(meetsExpectation(expectUndo, change.after)).toBe(true)
    expect(meetsExpectation(expectUndo, { courses: { ...change.after.courses, c1: course('c1', 'Newer') } })).toBe(false)
    expect(meetsExpectation(expectUndo, { courses: { ...change.after.courses, c3: course('c3') } })).toBe(false)
  })

  it('a whole store must hold exactly the expected records, nothing more', () => {
    const expectWhole = { records: { courses: { c1: course('c1') } }, whole: ['courses' as const] }
    expect(meetsExpectation(expectWhole, { courses: { c1: course('c1') } })).toBe(true)
    expect(meetsExpectation(expectWhole, { courses: { c1: course('c1'), c2: course('c2') } })).toBe(false)
  })

  it('names an unlabelled write by what it did', () => {
    expect(describeRecordChange(change)).toBe('add 1 course, change 1 course, delete 1 course')
    expect(
      describeRecordChange({
        before: { professors: { a: null, b: null } },
        after: { professors: { a: {} as never, b: {} as never }, assignments: { x: {} as never } },
        whole: [],
      }),
    ).toBe('add 2 professors and 1 assignment')
  })
})

describe('record changes compared by revision', () => {
  const at = (rev: number, title = 'T') => ({ ...course('c1', title), rev }) as Course
  const expectAt = (record: Course | null) => ({ records: { courses: { c1: record } }, whole: [] })

  it('meets an expectation by revision: the same revision is the same record, another is not', () => {
    expect(meetsExpectation(expectAt(at(2)), { courses: { c1: at(2) } })).toBe(true)
    // Changed and changed back: the old content at a newer revision. Refused, as a server that
    // holds only revisions would refuse it, rather than risk writing over a change.
    expect(meetsExpectation(expectAt(at(2)), { courses: { c1: at(4) } })).toBe(false)
    expect(meetsExpectation(expectAt(at(2)), { courses: { c1: null } })).toBe(false)
    expect(meetsExpectation(expectAt(null), { courses: { c1: at(1) } })).toBe(false)
  })

  it('compares by content a record stored before revisions (revision 0)', () => {
    expect(meetsExpectation(expectAt(course('c1')), { courses: { c1: course('c1') } })).toBe(true)
    expect(meetsExpectation(expectAt(course('c1')), { courses: { c1: course('c1', 'Other') } })).toBe(false)
    expect(meetsExpectation(expectAt(course('c1')), { courses: { c1: at(1) } })).toBe(true)
    expect(meetsExpectation(expectAt(course('c1')), { courses: { c1: at(1, 'Other') } })).toBe(false)
  })

  it('a put identical but for its revision is no change, and is not written again by undo', () => {
    const same: RecordChange = { before: { courses: { c1: at(1) } }, after: { courses: { c1: at(2) } }, whole: [] }
    expect(isNoOpChange(same)).toBe(true)
    expect(changeSetForRecordChange(invertRecordChange(same))).toEqual({})
    expect(describeRecordChange(same)).toBe('change nothing')
  })

  it('rebases the steps of a history onto the revisions an undo wrote, and only those', () => {
    // Two edits of c1 (revisions 1 -> 2 -> 3); undoing the second wrote revision 2's content as 4.
    const first: RecordChange = { before: { courses: { c1: at(1, 'A') } }, after: { courses: { c1: at(2, 'B') } }, whole: [] }
    const second: RecordChange = { before: { courses: { c1: at(2, 'B') } }, after: { courses: { c1: at(3, 'C') } }, whole: [] }
    const stored = { courses: { c1: at(4, 'B') } }
    const rebasedFirst = rebaseRecordChange(first, second.before, stored)
    expect(rebasedFirst.after.courses!.c1).toBe(stored.courses.c1)
    expect(rebasedFirst.before).toEqual(first.before)
    expect(meetsExpectation(expectationOf(invertRecordChange(rebasedFirst)), stored)).toBe(true)
    expect(meetsExpectation(expectationOf(invertRecordChange(first)), stored)).toBe(false)
    // Redo of the undone step expects what the undo stored.
    expect(rebaseRecordChange(second, second.before, stored).before.courses!.c1).toBe(stored.courses.c1)
    // A change naming another version of c1 is left as it is (the same object).
    const other: RecordChange = { before: { courses: { c1: at(3, 'C') } }, after: { courses: { c1: null } }, whole: [] }
    expect(rebaseRecordChange(other, second.before, stored)).toBe(other)

    const history = { undo: [{ id: 1, label: 'first', change: first }], redo: [{ id: 2, label: 'second', change: second }, { id: 3, label: 'other', change: other }] }
    const rebased = rebaseHistory(history, second.before, stored)
    expect(rebased.undo[0]!.change.after.courses!.c1).toBe(stored.courses.c1)
    expect(rebased.redo[0]!.change.before.courses!.c1).toBe(stored.courses.c1)
    expect(rebased.redo[1]).toBe(history.redo[1])
    expect(rebaseHistory(history, other.before, { courses: { c1: null } })).toBe(history)
  })
})
