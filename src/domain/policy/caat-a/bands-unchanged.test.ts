/**
 * Issue 31, done when: switching the workload rules back to the CourseLoad bands gives exactly the
 * figures the bands gave before CAAT-A was chosen, whatever the CAAT-A pack left stored (its
 * factors edited, professor records with agreements, overrides, SWF periods and issues): nothing
 * outside CAAT-A changes.
 */
import { describe, expect, it } from 'vitest'
import { termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { DEFAULT_WORKLOAD_POLICY, type PolicyProfessor, type WorkloadPolicy } from '../workload-policy'
import type { CaatProfessorRecord } from './caat-a-records'
import { course, FALL_2026, teach, WINTER_2027 } from './caat-a-test-fixtures'
import { planMeasuredPolicy } from './plan-measured-policy'
import { defaultWorkloadRules, type WorkloadRules } from './workload-rules'

const professors: (PolicyProfessor & { id: string })[] = [
  { id: 'p1', isActive: true, maxWeeklyHours: 18, employmentType: 'full-time' },
  { id: 'p2', isActive: true, maxWeeklyHours: 12, employmentType: 'partial-load' },
  { id: 'p3', isActive: true, maxWeeklyHours: 6, employmentType: 'part-time' },
  { id: 'p4', isActive: false, maxWeeklyHours: 18, employmentType: 'sessional' },
]
const essay = { essay: 100, routine: 0, inProcess: 0 }
const courses = [
  course('a', { code: 'BND1001', weeklyHours: 6, evaluationMix: essay, expectedEnrolment: 40 }),
  course('b', { code: 'BND1002', weeklyHours: 6, evaluationMix: essay, expectedEnrolment: 40 }),
  course('c', { code: 'BND1003', weeklyHours: 6, maxStudents: 35 }),
  course('d', { code: 'BND1004', weeklyHours: 4, evaluationMix: essay, expectedEnrolment: 30 }, WINTER_2027),
  course('e', { code: 'BND1005', weeklyHours: 3, maxStudents: 20 }, WINTER_2027),
]
const [a, b, c, d, e] = courses as [typeof courses[number], typeof courses[number], typeof courses[number], typeof courses[number], typeof courses[number]]
const assignments = [teach(a), teach(b), teach(c), teach(d), teach(a, 2, 'p2'), teach(b, 2, 'p2'), teach(e, 1, 'p3'), teach(c, 2, 'p4'), teach(e, 2, 'p4')]
const index = buildPlanIndex(courses, assignments)

/** What the CAAT-A pack leaves stored once chosen and used. */
const records: CaatProfessorRecord[] = [
  {
    professorId: 'p1',
    probationary: false,
    vacations: [{ start: '2026-07-01', end: '2026-08-31' }],
    terms: {
      'fall-2026': {
        extraDuties: [{ label: 'Program coordinator', hours: 3 }],
        overtimeAgreement: { date: '2026-08-01', note: '' },
        overrides: { [teach(a).id]: { weeks: 7, preparation: 'specialA' }, [teach(b).id]: { weeks: 7, startWeek: 8, shared: true } },
        swfIssues: [{ date: '2026-07-10', period: { start: '2026-09-08', end: '2026-10-26' }, tch: 12, attributedHours: 40, complementaryHours: 9, lines: [] }],
      },
    },
  },
]

/** Every figure a screen, alert, report or the optimizer reads of the policy, per professor and term. */
function figures(policy: WorkloadPolicy) {
  return professors.flatMap((p) =>
    ([FALL_2026, WINTER_2027] as PlanningTerm[]).map((term) => {
      const load = (index.byProfessorTerm.get(p.id)?.get(termKey(term)) ?? []).reduce((n, x) => n + x.weeklyHours, 0)
      const assessment = policy.assess(p, term, load)
      return {
        limits: policy.limits(p, term),
        weeklyLimit: policy.weeklyLimit(p, term),
        headroom: policy.headroom(p, term, load),
        assessment,
        explain: policy.explain(assessment),
        reportLimit: policy.reportLimit(p, term),
        report: policy.reportAssess(p, term, load),
        fits: policy.fits(p, term, load, 3),
        whyNot: policy.whyNot(p, term, load, 3),
      }
    }),
  )
}

describe('switching back to the CourseLoad bands', () => {
  it('gives exactly the figures the bands gave before CAAT-A, with everything CAAT-A stored left in place', () => {
    const before = planMeasuredPolicy(defaultWorkloadRules(), [], index).policy
    expect(before).toBe(DEFAULT_WORKLOAD_POLICY)
    const bandsFigures = figures(before)

    const caatRules: WorkloadRules = {
      ...defaultWorkloadRules(),
      rules: 'ontario-caat-a',
      packs: { 'ontario-caat-a': { ...defaultWorkloadRules().packs['ontario-caat-a'], contactHoursMaxPostSecondary: 16, preparationNew: 1.2, attributedHoursMax: 42 } },
    }
    const caat = planMeasuredPolicy(caatRules, records, index).policy
    // CAAT-A measures otherwise (so the comparison below means something).
    expect(figures(caat)).not.toEqual(bandsFigures)

    // Back to the bands; the edited factors and the records stay stored.
    const after = planMeasuredPolicy({ ...caatRules, rules: 'courseload-bands' }, records, index).policy
    expect(after).toBe(DEFAULT_WORKLOAD_POLICY)
    expect(figures(after)).toEqual(bandsFigures)
  })
})
