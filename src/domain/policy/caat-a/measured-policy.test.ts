// A full-time professor measured with their SWF wherever a screen passes weekly hours (issue 23
// step 3), hand-computed: a 6 TCH New course, essay/project, 30 students is
// 6 + 6 x 1.10 + 6 x 0.030 x 30 = 6 + 6.6 + 5.4 = 18 h; plus the 4 + 2 h complementary functions.
import { describe, expect, it } from 'vitest'
import { planBulkAssign, prepareBulkAssign, rankBulkCandidates } from '@/domain/courses/course-bulk'
import { professorSchema } from '@/domain/model/professor'
import { attributedFigure } from '../attributed-figure'
import { CAAT_A_POLICY } from './caat-a-policy'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { withMeasuredLoads } from './measured-policy'
import { computeSwf } from './swf'

const essay = { essay: 100, routine: 0, inProcess: 0 }
const courses = ['ANI1001', 'ANI1002', 'ANI1003'].map((code) =>
  course(code.toLowerCase(), { code, weeklyHours: 6, evaluationMix: essay, expectedEnrolment: 30 }),
)
const fullTime = { id: 'p1', isActive: true, maxWeeklyHours: 40, employmentType: 'full-time' }
/** Least a TCH adds: 1 + the smallest preparation factor (Repeat B 0.35). */
const LEAST = 1.35

function policyTeaching(count: number) {
  const assignments = courses.slice(0, count).map((c) => teach(c))
  const swf = computeSwf({ professor: fullTime, term: FALL_2026, assignments, courseById: byId(courses) })
  return withMeasuredLoads(CAAT_A_POLICY, (p) => (p.employmentType === 'full-time' ? swf.measures : undefined), LEAST)
}

describe('a policy measuring full-time loads with the SWF', () => {
  it('two such courses: 12 TCH are 36 + 6 = 42 h attributed, within 44', () => {
    const a = policyTeaching(2).assess(fullTime, FALL_2026, 12)
    expect(attributedFigure(a)).toBe('42 / 44 h attributed · 12 / 18 TCH')
    expect(a.overloaded).toBe(false)
    expect(a.status).toBe('full')
  })

  it('three: 18 TCH within their maximum, but 54 + 6 = 60 h attributed, 16 h over 44', () => {
    const policy = policyTeaching(3)
    const a = policy.assess(fullTime, FALL_2026, 18)
    expect(a.overloaded).toBe(true)
    expect(a.hoursOver).toBe(0)
    expect(policy.explain(a)).toBe('60 / 44 h attributed · 18 / 18 TCH in Fall 2026, 16 h over the maximum')
    expect(policy.reportAssess(fullTime, FALL_2026, 18).status).toBe('overloaded')
  })

  it('a what-if of more hours adds at least 1.35 h a TCH: 12 + 3 TCH is over 44, said so', () => {
    const policy = policyTeaching(2)
    expect(attributedFigure(policy.assess(fullTime, FALL_2026, 15))).toBe('46.05 / 44 h attributed · 15 / 18 TCH')
    expect(policy.fits(fullTime, FALL_2026, 12, 1)).toBe(true)
    expect(policy.whyNot(fullTime, FALL_2026, 12, 3)).toBe('at least 2.05 h over the 44 h attributed maximum in Fall 2026')
  })

  it('leaves other employment types to their TCH maximum', () => {
    const partial = { ...fullTime, employmentType: 'partial-load', maxWeeklyHours: 12 }
    const a = policyTeaching(2).assess(partial, FALL_2026, 12)
    expect(attributedFigure(a)).toBeNull()
    expect(a.checks).toHaveLength(1)
    expect(a.status).toBe('full')
  })
})

describe('bulk assign with the exact SWF after (issue 23)', () => {
  it('ranks a full-time professor by their SWF with the open sections added: 12 TCH + one 6 TCH course = 60 h, over 44', () => {
    const professor = professorSchema.parse({
      id: 'p1', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.edu', employmentType: 'full-time', maxWeeklyHours: 40,
    })
    const held = courses.slice(0, 2).map((c) => teach(c))
    const courseById = byId(courses)
    const measureAfter = (p: typeof professor, term: typeof FALL_2026, additions: readonly { course: (typeof courses)[number]; sections: readonly number[] }[]) => {
      const extra = additions.flatMap(({ course: c, sections }) => sections.map((s) => teach(c, s)))
      return computeSwf({ professor: p, term, assignments: [...held, ...extra], courseById }).measures
    }
    const prepared = prepareBulkAssign({ courses: [courses[2]!], assignments: held, courseById, policy: policyTeaching(2), measureAfter })
    const [candidate] = rankBulkCandidates(prepared, [professor])
    expect(candidate).toMatchObject({ figureAfter: '60 / 44 h attributed · 18 / 18 TCH', overloaded: true, hoursOver: 0 })
    expect(planBulkAssign(prepared, professor, new Date('2026-07-01')).verdicts[0]).toMatchObject({ overloaded: true })
  })
})
