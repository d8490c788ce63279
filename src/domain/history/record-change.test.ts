import { describe, expect, it } from 'vitest'
import {
  changeSetForRecordChange,
  describeRecordChange,
  expectationOf,
  invertRecordChange,
  isNoOpChange,
  meetsExpectation,
  type RecordChange,
} from './record-change'
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
