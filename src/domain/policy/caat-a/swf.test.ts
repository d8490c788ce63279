import { describe, expect, it } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { CaatProfessorRecord } from './caat-a-records'
import { DEFAULT_CAAT_A_SETTINGS, PREPARATION_TYPES, type CaatASettings } from './caat-a-factors'
import { byId, course, FALL_2026, teach, WINTER_2027 } from './caat-a-test-fixtures'
import { computeSwf, evaluationFactor, studentAllowance, type SwfProfessor } from './swf'

const FULL_TIME: SwfProfessor = { id: 'p1', employmentType: 'full-time' }

function swfOf(courses: Course[], assignments: Assignment[], extra: { professor?: SwfProfessor; record?: CaatProfessorRecord; settings?: CaatASettings } = {}) {
  return computeSwf({
    professor: extra.professor ?? FULL_TIME,
    term: FALL_2026,
    assignments,
    courseById: byId(courses),
    record: extra.record,
    settings: extra.settings,
  })
}

const previously = (code: string) => course(`${code}-2025`, { code }, { term: 'fall', year: 2025 })
const longAgo = (code: string) => course(`${code}-2018`, { code }, { term: 'fall', year: 2018 })

describe('preparation hours = TCH x factor of the preparation type', () => {
  it('4 TCH Established B = 2.4 h', () => {
    const c = course('ani1001', { code: 'ANI1001', weeklyHours: 4 })
    const before = previously('ANI1001')
    const swf = swfOf([c, before], [teach(before), teach(c)])
    expect(swf.lines).toHaveLength(1)
    expect(swf.lines[0]!.preparation).toMatchObject({ type: 'establishedB', factor: 0.6, hours: 2.4 })
  })

  it.each([
    ['new', 1.1],
    ['establishedA', 0.85],
    ['establishedB', 0.6],
    ['repeatA', 0.45],
    ['repeatB', 0.35],
  ] as const)('%s: 1 TCH gives %s h, 3 TCH three times that', (type, factor) => {
    const c = course('ani1001', { weeklyHours: 3 })
    const record: CaatProfessorRecord = { professorId: 'p1', probationary: false, terms: { 'fall-2026': { extraDuties: [], overrides: { [teach(c).id]: { preparation: type } } } } }
    const line = swfOf([c], [teach(c)], { record }).lines[0]!
    expect(line.preparation.factor).toBe(factor)
    expect(line.preparation.hours).toBeCloseTo(3 * factor, 10)
    expect(PREPARATION_TYPES).toContain(type)
  })
})

describe('evaluation hours = TCH x factor x students', () => {
  it('3 TCH essay/project with 30 students = 2.7 h', () => {
    const c = course('ani1001', { weeklyHours: 3, evaluationMix: { essay: 100, routine: 0, inProcess: 0 }, expectedEnrolment: 30 })
    expect(swfOf([c], [teach(c)]).lines[0]!.evaluation).toMatchObject({ factor: 0.03, students: 30, studentsFrom: 'expected', hours: 2.7, assumed: false })
  })

  it('a 60/40 essay/routine mix is 0.024; 3 TCH x 0.024 x 30 = 2.16 h', () => {
    const mix = { essay: 60, routine: 40, inProcess: 0 }
    expect(evaluationFactor(mix, DEFAULT_CAAT_A_SETTINGS)).toBe(0.024)
    const c = course('ani1001', { weeklyHours: 3, evaluationMix: mix, expectedEnrolment: 30 })
    expect(swfOf([c], [teach(c)]).lines[0]!.evaluation.hours).toBe(2.16)
  })

  it('routine/assisted 0.015 and in-process 0.0092 (3 TCH, 25 students: 1.125 -> 1.13 h, 0.69 h)', () => {
    const routine = course('r', { weeklyHours: 3, evaluationMix: { essay: 0, routine: 100, inProcess: 0 }, expectedEnrolment: 25 })
    const inProcess = course('i', { weeklyHours: 3, evaluationMix: { essay: 0, routine: 0, inProcess: 100 }, expectedEnrolment: 25 })
    const lines = swfOf([routine, inProcess], [teach(routine), teach(inProcess)]).lines
    expect(lines.map((l) => [l.code, l.evaluation.factor, l.evaluation.hours])).toEqual([
      ['I', 0.0092, 0.69],
      ['R', 0.015, 1.13],
    ])
  })

  it('students: the section’s override, else expected enrolment, else the course maximum, else none', () => {
    const both = course('both', { expectedEnrolment: 22, maxStudents: 30 })
    const max = course('max', { maxStudents: 30 })
    const none = course('none')
    const record: CaatProfessorRecord = { professorId: 'p1', probationary: false, terms: { 'fall-2026': { extraDuties: [], overrides: { [teach(both, 2).id]: { students: 18 } } } } }
    const lines = swfOf([both, max, none], [teach(both), teach(both, 2), teach(max), teach(none)], { record }).lines
    expect(lines.map((l) => [l.code, l.section, l.evaluation.students, l.evaluation.studentsFrom])).toEqual([
      ['BOTH', 1, 22, 'expected'],
      ['BOTH', 2, 18, 'override'],
      ['MAX', 1, 30, 'maximum'],
      ['NONE', 1, 0, 'none'],
    ])
  })

  it('a course without a mix is evaluated as the default type, and the line says it was assumed', () => {
    const c = course('c', { weeklyHours: 2, expectedEnrolment: 10 })
    expect(swfOf([c], [teach(c)]).lines[0]!.evaluation).toMatchObject({ assumed: true, factor: 0.03, hours: 0.6 })
    const routine = swfOf([c], [teach(c)], { settings: { ...DEFAULT_CAAT_A_SETTINGS, defaultEvaluationKind: 'routine' } })
    expect(routine.lines[0]!.evaluation).toMatchObject({ assumed: true, factor: 0.015, hours: 0.3 })
  })
})

describe('complementary functions', () => {
  it('4 h out-of-class assistance + 2 h administration + the listed duties and coordinator hours', () => {
    const c = course('c')
    const record: CaatProfessorRecord = {
      professorId: 'p1',
      probationary: false,
      terms: { 'fall-2026': { extraDuties: [{ label: 'Curriculum committee', hours: 1.5 }], overrides: {} } },
    }
    const professor = { ...FULL_TIME, isCoordinator: true, coordinatorRole: 'Program coordinator', coordinatorHoursPerWeek: 3 }
    const swf = swfOf([c], [teach(c)], { professor, record })
    expect(swf.complementary).toEqual({
      outOfClassHours: 4,
      administrationHours: 2,
      extraDuties: [
        { label: 'Coordinator: Program coordinator', hours: 3 },
        { label: 'Curriculum committee', hours: 1.5 },
      ],
      studentsOverThreshold: 0,
      studentAllowanceHours: 0,
      studentAllowanceArrangement: null,
      hours: 10.5,
    })
    expect(swfOf([c], [teach(c)]).complementary.hours).toBe(6)
    // Duties of another term are not this term's.
    expect(swfOf([c], [teach(c)], { record: { ...record, terms: { 'winter-2027': record.terms['fall-2026']! } } }).complementary.hours).toBe(6)
  })

  it('0.015 h per student over 260 in the term’s total course load', () => {
    expect(studentAllowance(260, DEFAULT_CAAT_A_SETTINGS)).toEqual({ over: 0, hours: 0 })
    expect(studentAllowance(261, DEFAULT_CAAT_A_SETTINGS)).toEqual({ over: 1, hours: 0.02 })
    expect(studentAllowance(300, DEFAULT_CAAT_A_SETTINGS)).toEqual({ over: 40, hours: 0.6 })
    // Five sections of 60: 300 students, 40 over: 0.6 h.
    const c = course('big', { sectionCount: 5, expectedEnrolment: 60, weeklyHours: 1 })
    const swf = swfOf([c], [1, 2, 3, 4, 5].map((s) => teach(c, s)))
    expect(swf.totals.students).toBe(300)
    expect(swf.complementary).toMatchObject({ studentsOverThreshold: 40, studentAllowanceHours: 0.6, hours: 6.6 })
  })
})

describe('a whole SWF, computed by hand', () => {
  // ANI1001 4 TCH New, essay, 30 students:           4 + 4.40 + 4 x 0.030 x 30 = 3.60  -> 12.00
  // ANI2001 3 TCH Established B, 60/40, 30 students: 3 + 1.80 + 3 x 0.024 x 30 = 2.16  ->  6.96
  // ANI3001 4 TCH Established A, routine, 40:        4 + 3.40 + 4 x 0.015 x 40 = 2.40  ->  9.80
  // ANI3001 section 2, Repeat B, routine, 40:        4 + 1.40 + 2.40                    ->  7.80
  // TCH 15, preparation 11.00, evaluation 10.56, complementary 6 (140 students): 42.56 h
  const a = course('ani1001', { code: 'ANI1001', weeklyHours: 4, evaluationMix: { essay: 100, routine: 0, inProcess: 0 }, expectedEnrolment: 30 })
  const b = course('ani2001', { code: 'ANI2001', weeklyHours: 3, evaluationMix: { essay: 60, routine: 40, inProcess: 0 }, expectedEnrolment: 30 })
  const c = course('ani3001', { code: 'ANI3001', weeklyHours: 4, evaluationMix: { essay: 0, routine: 100, inProcess: 0 }, expectedEnrolment: 40, sectionCount: 2 })
  const history = [previously('ANI2001'), longAgo('ANI3001')]
  const courses = [a, b, c, ...history]
  const assignments = [...history.map((h) => teach(h)), teach(a), teach(b), teach(c, 1), teach(c, 2)]

  it('has the lines, totals and limits of the hand computation', () => {
    const swf = swfOf(courses, assignments)
    expect(swf.lines.map((l) => [l.code, l.section, l.tch, l.preparation.type, l.preparation.hours, l.evaluation.hours, l.hours])).toEqual([
      ['ANI1001', 1, 4, 'new', 4.4, 3.6, 12],
      ['ANI2001', 1, 3, 'establishedB', 1.8, 2.16, 6.96],
      ['ANI3001', 1, 4, 'establishedA', 3.4, 2.4, 9.8],
      ['ANI3001', 2, 4, 'repeatB', 1.4, 2.4, 7.8],
    ])
    expect(swf.totals).toEqual({
      tch: 15,
      preparationHours: 11,
      evaluationHours: 10.56,
      complementaryHours: 6,
      additionalHours: 0,
      attributedHours: 42.56,
      // ANI1001 has no recorded history: New is an estimate, at its lightest Established B (2.40 h).
      attributedHoursWithoutEstimates: 40.56,
      students: 140,
      preparations: 3,
      sections: 4,
    })
    expect(swf.limits).toMatchObject({ contactHoursMax: 18, attributedHoursMax: 44, nonPostSecondary: false })
    expect(swf.measures).toEqual({ weeklyHours: 15, attributedHours: 42.56, nonPostSecondary: false })
    expect(swf.required).toBe(true)
    expect(swf.findings).toEqual([])
    // The form covers classes to the end of exams: Fall 2026 classes start Tuesday 8 September.
    expect(swf.period).toEqual({ start: '2026-09-08', end: '2026-12-18', weeks: 15 })
  })

  it('the lines add up to the totals (the printed form checks by hand)', () => {
    const swf = swfOf(courses, assignments)
    const lineSum = swf.lines.reduce((s, l) => s + l.hours, 0)
    expect(swf.totals.attributedHours).toBeCloseTo(lineSum + swf.complementary.hours, 10)
  })

  it('counts one term only: the same professor’s Winter sections are not on the Fall form', () => {
    const winter = course('ani4001', { weeklyHours: 6 }, WINTER_2027)
    const swf = swfOf([...courses, winter], [...assignments, teach(winter)])
    expect(swf.totals.tch).toBe(15)
    const winterForm = computeSwf({ professor: FULL_TIME, term: WINTER_2027, assignments: [...assignments, teach(winter)], courseById: byId([...courses, winter]) })
    expect(winterForm.totals).toMatchObject({ tch: 6, sections: 1 })
  })

  it('ignores other professors’ sections and lists sections whose course is gone', () => {
    const gone: Assignment = { ...teach(a), id: 'gone', courseId: 'deleted' }
    const swf = swfOf(courses, [...assignments, teach(b, 2, 'p2'), gone])
    expect(swf.totals.sections).toBe(4)
    expect(swf.orphanAssignmentIds).toEqual(['gone'])
  })
})

describe('non-post-secondary teaching', () => {
  it('has the 20 TCH maximum only when every section is non-post-secondary', () => {
    const settings = { ...DEFAULT_CAAT_A_SETTINGS, nonPostSecondaryProgramIds: ['academic-upgrading'] }
    const upgrading = course('up', { programId: 'academic-upgrading' })
    const diploma = course('dip')
    const only = swfOf([upgrading], [teach(upgrading)], { settings })
    expect(only.limits).toMatchObject({ contactHoursMax: 20, nonPostSecondary: true })
    expect(only.measures.nonPostSecondary).toBe(true)
    expect(only.lines[0]!.postSecondary).toBe(false)
    expect(swfOf([upgrading, diploma], [teach(upgrading), teach(diploma)], { settings }).limits.contactHoursMax).toBe(18)
    expect(swfOf([], [], { settings }).limits.contactHoursMax).toBe(18)
  })
})

describe('who needs a form', () => {
  it('full-time professors need one; the figures are computed for any type', () => {
    const c = course('c')
    expect(swfOf([c], [teach(c)], { professor: { id: 'p1', employmentType: 'partial-load' } })).toMatchObject({ required: false, totals: { tch: 3 } })
  })
})
