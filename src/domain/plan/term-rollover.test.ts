import { describe, expect, it } from 'vitest'
import { buildPlanIndex } from './plan-index'
import { courseVersion } from '@/domain/model/course-placement'
import { planTermRollover, ROLLOVER_MESSAGES } from './term-rollover'
import { testAssignment, testCourse, testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'

const fall26 = { term: 'fall', year: 2026 } as const
const fall27 = { term: 'fall', year: 2027 } as const
const now = new Date('2026-11-01T12:00:00Z')

const anim = testCourse({
  id: 'anim',
  code: 'ANIM1001',
  programId: 'p',
  sectionCount: 2,
  weeklyHours: 4,
  semester: fall26,
})
const game = testCourse({
  id: 'game',
  code: 'GAME1001',
  programId: 'p',
  weeklyHours: 6,
  semester: fall26,
})
const film = testCourse({
  id: 'film',
  code: 'FILM1001',
  programId: 'p',
  weeklyHours: 3,
  semester: fall26,
})
const termOnly = testCourse({ id: 'termonly', code: 'ART1000', programId: 'p', term: 'fall' })
// Already planned for Fall 2027: GAME1001 exists there with Bob holding section 1.
const game27 = testCourse({
  id: 'game27',
  code: 'game1001',
  programId: 'p',
  weeklyHours: 5,
  semester: fall27,
})
const other27 = testCourse({
  id: 'other27',
  code: 'MISC1000',
  programId: 'p',
  weeklyHours: 10,
  semester: fall27,
})

const ada = testProfessor({ id: 'ada', maxWeeklyHours: 18 })
const bob = testProfessor({ id: 'bob', maxWeeklyHours: 18 })
const cid = testProfessor({ id: 'cid', isActive: false })
const dee = testProfessor({ id: 'dee', maxWeeklyHours: 12 })

const courses = [anim, game, film, termOnly, game27, other27]
const professors = [ada, bob, cid, dee]
const assignments = [
  testAssignment(anim, 'ada', 1),
  testAssignment(anim, 'cid', 2), // inactive
  testAssignment(game, 'dee', 1), // dee already has 10 h in Fall 2027: 10 + 5 > 12
  testAssignment(film, 'ghost', 1), // professor deleted
  testAssignment(other27, 'dee', 1),
  testAssignment(termOnly, 'ada', 1),
]

describe('planTermRollover', () => {
  const plan = planTermRollover({
    source: fall26,
    target: fall27,
    courses,
    assignments,
    professors,
    now,
  })

  it('creates missing target courses with the target semester and matches existing ones by code', () => {
    expect(plan.createdCourses.map((c) => c.code)).toEqual(['ANIM1001', 'FILM1001'])
    for (const c of plan.createdCourses) {
      expect(c.semester).toEqual(fall27)
      expect(c.term).toBe('fall')
      expect(c.id).not.toBe(anim.id)
      expect(courseVersion(c)).toBe('original')
    }
    expect(plan.matchedCourses.map((c) => c.id)).toEqual(['game27'])
  })

  it('copies active professors within their target-term cap, skips the rest with reasons', () => {
    expect(
      plan.copied.map((c) => [c.course.code, c.assignment.section, c.professor.id, c.loadAfter]),
    ).toEqual([['ANIM1001', 1, 'ada', 4]])
    expect(plan.skipped.map((s) => [s.course.code, s.section, s.reason, s.message])).toEqual([
      ['ANIM1001', 2, 'inactive', ROLLOVER_MESSAGES.inactive],
      ['FILM1001', 1, 'professor-missing', ROLLOVER_MESSAGES.professorMissing],
      ['GAME1001', 1, 'overload', ROLLOVER_MESSAGES.overload(15, 12, 'Fall 2027')],
    ])
  })

  it('writes the courses and assignments in one change set, filed in the target term', () => {
    expect(plan.changes.put!.courses).toEqual(plan.createdCourses)
    const [copy] = plan.changes.put!.assignments!
    expect(copy).toMatchObject({
      term: 'fall',
      academicYear: '2027-2028',
      weeklyHours: 4,
      assignedBy: 'rollover',
    })
    const after = buildPlanIndex([...courses, ...plan.createdCourses], [...assignments, copy!])
    expect(after.loads.get('ada')?.get('fall-2027')?.hours).toBe(4)
    expect(after.loads.get('ada')?.get('fall-2026')?.hours).toBe(4)
    expect(plan.changes.delete).toBeUndefined()
  })

  it('counts copies made earlier in the same rollover against the cap', () => {
    const c1 = testCourse({ id: 'c1', code: 'AAA1000', weeklyHours: 10, semester: fall26 })
    const c2 = testCourse({ id: 'c2', code: 'BBB1000', weeklyHours: 10, semester: fall26 })
    const p = testProfessor({ id: 'p', maxWeeklyHours: 18 })
    const result = planTermRollover({
      source: fall26,
      target: fall27,
      courses: [c1, c2],
      assignments: [testAssignment(c1, 'p'), testAssignment(c2, 'p')],
      professors: [p],
      now,
    })
    expect(result.copied.map((c) => c.course.code)).toEqual(['AAA1000'])
    expect(result.skipped.map((s) => s.message)).toEqual([
      ROLLOVER_MESSAGES.overload(20, 18, 'Fall 2027'),
    ])
  })

  it('does not double-book a section already held in the target course', () => {
    const heldBy = [...assignments, testAssignment(game27, 'bob', 1)]
    const result = planTermRollover({
      source: fall26,
      target: fall27,
      courses,
      assignments: heldBy,
      professors: [...professors],
      now,
    })
    const skip = result.skipped.find((s) => s.course.code === 'GAME1001')!
    expect(skip.reason).toBe('section-taken')
    expect(skip.message).toBe(ROLLOVER_MESSAGES.sectionTaken('bob Prof'))
  })

  it('skips sections as "course missing" when creating courses is turned off', () => {
    const result = planTermRollover({
      source: fall26,
      target: fall27,
      courses,
      assignments,
      professors,
      createMissingCourses: false,
      now,
    })
    expect(result.createdCourses).toEqual([])
    expect(
      result.skipped
        .filter((s) => s.reason === 'course-missing')
        .map((s) => [s.course.code, s.message]),
    ).toEqual([
      ['ANIM1001', ROLLOVER_MESSAGES.courseMissing('Fall 2027')],
      ['ANIM1001', ROLLOVER_MESSAGES.courseMissing('Fall 2027')],
      ['FILM1001', ROLLOVER_MESSAGES.courseMissing('Fall 2027')],
    ])
    expect(result.copied).toEqual([])
  })

  it('does nothing when source and target are the same term', () => {
    const same = planTermRollover({
      source: fall26,
      target: fall26,
      courses,
      assignments,
      professors,
      now,
    })
    expect(same.changes).toEqual({})
    expect(same.copied).toEqual([])
  })

  it('is deterministic: the same input plans the same ids', () => {
    const again = planTermRollover({
      source: fall26,
      target: fall27,
      courses,
      assignments,
      professors,
      now,
    })
    expect(again.createdCourses.map((c) => c.id)).toEqual(plan.createdCourses.map((c) => c.id))
  })
})
