// The loads a change counted on, as preconditions (loadsAsRead): one per professor it gives
// sections to, naming them, met while their assignments are exactly those read.
import { describe, expect, it } from 'vitest'
import { testAssignment, testCourse, testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'
import { loadsAsRead, unmetPreconditions } from './preconditions'

const course = testCourse({ id: 'anim1001', code: 'ANIM1001', sectionCount: 3, semester: { term: 'fall', year: 2026 } })
const ada = testProfessor({ id: 'ada', firstName: 'Ada', lastName: 'Lovelace' })
const bo = testProfessor({ id: 'bo', firstName: 'Bo', lastName: 'Chen' })
const adaOn1 = testAssignment(course, 'ada', 1)
const boOn2 = testAssignment(course, 'bo', 2)

describe('loadsAsRead', () => {
  it('one precondition per professor, naming them, with only their own assignments', () => {
    const read = [adaOn1, boOn2]
    const require = loadsAsRead([ada, bo, ada], read)
    expect(require.map((p) => [p.what, p.kind === 'lookup' ? p.ids : null])).toEqual([
      ['the assignments of Ada Lovelace', [adaOn1.id]],
      ['the assignments of Bo Chen', [boOn2.id]],
    ])
    expect(unmetPreconditions(require, () => read)).toEqual([])
  })

  it('is unmet once one of them gained or lost an assignment, and only for them', () => {
    const require = loadsAsRead([ada, bo], [adaOn1, boOn2])
    const gained = [adaOn1, boOn2, testAssignment(course, 'ada', 3)]
    expect(unmetPreconditions(require, () => gained).map((p) => p.what)).toEqual(['the assignments of Ada Lovelace'])
    expect(unmetPreconditions(require, () => [adaOn1]).map((p) => p.what)).toEqual(['the assignments of Bo Chen'])
  })

  it('a professor with no assignment yet requires that none appeared', () => {
    const require = loadsAsRead([bo], [adaOn1])
    expect(require[0]).toMatchObject({ kind: 'lookup', lookup: 'professorAssignments', key: 'bo', ids: [] })
    expect(unmetPreconditions(require, () => [adaOn1, boOn2]).map((p) => p.what)).toEqual(['the assignments of Bo Chen'])
  })
})
