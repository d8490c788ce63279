// Contract alerts under the Ontario CAAT-A rules (issue 23 step 4), hand-computed: a 6 TCH New
// course, essay/project, 30 students is 6 + 6.6 + 5.4 = 18 h; two are 36 h, plus 4 + 2 h
// complementary functions = 42 h attributed; a 3 h duty makes 45, over the 44 h maximum. New is
// recorded (not assumed for want of history), so the breach is a real one (issue 31).
import { describe, expect, it } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import { contractAlertsOf } from '@/domain/alerts/packs/caat-a/contract-alerts'
import type { Course } from '@/domain/model/course'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { termScope, type PlanningTerm } from '@/domain/calendar/planning-term'
import { CAAT_A_POLICY, createCaatAPolicy } from '@/domain/policy/caat-a/caat-a-policy'
import type { CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import { byId, course, FALL_2026, teach } from '@/domain/policy/caat-a/caat-a-test-fixtures'
import { withMeasuredLoads } from '@/domain/policy/caat-a/measured-policy'
import { computeSwf } from '@/domain/policy/caat-a/swf'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { workloadAlerts, type AlertGroup } from './workload-alerts'

const essay = { essay: 100, routine: 0, inProcess: 0 }
const six = (code: string, input = {}) => course(code.toLowerCase(), { code, weeklyHours: 6, evaluationMix: essay, expectedEnrolment: 30, ...input })
const jane: Professor = professorSchema.parse({ id: 'p1', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.edu', employmentType: 'full-time', maxWeeklyHours: 40 })

function alertsFor(courses: Course[], assignments: Assignment[], record?: CaatProfessorRecord, professor: Professor = jane): AlertGroup[] {
  const courseById = byId(courses)
  const index = buildPlanIndex(courses, assignments)
  const swfOf = (p: Professor, term: PlanningTerm) => computeSwf({ professor: p, term, assignments, courseById, record })
  const base = record ? createCaatAPolicy({ recordOf: (id) => (id === record.professorId ? record : undefined) }) : CAAT_A_POLICY
  const policy = withMeasuredLoads(base, (p, term) => (p.employmentType === 'full-time' ? swfOf(p as Professor, term).measures : undefined), 1.35)
  return workloadAlerts({
    professors: [professor],
    courses,
    index,
    scope: termScope(FALL_2026),
    policy,
    contractAlerts: (p, name, term, key) => contractAlertsOf(swfOf(p, term).findings, p, name, term, key, index),
  })
}

const duty = (overtime: boolean): CaatProfessorRecord => ({
  professorId: 'p1',
  probationary: false,
  terms: {
    'fall-2026': {
      extraDuties: [{ label: 'Program coordination', hours: 3 }],
      overrides: { [teach(six('ANI1001')).id]: { preparation: 'new' }, [teach(six('ANI1002')).id]: { preparation: 'new' } },
      ...(overtime ? { overtimeAgreement: { date: '2026-07-15', note: '' } } : {}),
    },
  },
})

describe('contract alerts', () => {
  const two = [six('ANI1001'), six('ANI1002')]
  const taught = two.map((c) => teach(c))

  it('45 h attributed without an agreement: an alert in the agreement words, linking to the professor form, instead of the overload alert', () => {
    const groups = alertsFor(two, taught, duty(false))
    expect(groups.map((g) => g.label)).toEqual(['Over the attributed-hours maximum'])
    expect(groups[0]!.alerts).toEqual([
      {
        id: 'contract:over-attributed-hours:p1:fall-2026',
        type: 'contract-attributed',
        subject: 'Jane Doe',
        detail: '45 h attributed is over the 44 h maximum, with no recorded overtime agreement · Fall 2026',
        target: { kind: 'professor-form', professorId: 'p1' },
        action: 'Record an agreement',
      },
    ])
  })

  it('the recorded overtime agreement clears it (1 h of overtime, within the 3 h allowed)', () => {
    expect(alertsFor(two, taught, duty(true))).toEqual([])
  })

  it('18 TCH is within the maximum; 5 sections over 4 preparations need an agreement', () => {
    const five = ['ANI1001', 'ANI1002', 'ANI1003', 'ANI1004', 'ANI1005'].map((code) => six(code, { weeklyHours: 3, expectedEnrolment: 0 }))
    const groups = alertsFor(five, five.map((c) => teach(c)))
    expect(groups.map((g) => [g.type, g.alerts.map((a) => a.detail)])).toEqual([
      ['contract-load', ["5 different course preparations: more than 4 needs the professor's recorded voluntary agreement · Fall 2026"]],
    ])
  })

  it('a 9 h contact day links to Manage Sections of a course taught that day', () => {
    const morning = six('ANI1001', { weeklyHours: 3, expectedEnrolment: 0, schedule: { days: ['mon'], startTime: '08:00', endTime: '11:00' } })
    const afternoon = six('ANI1002', { weeklyHours: 3, expectedEnrolment: 0, schedule: { days: ['mon'], startTime: '14:00', endTime: '17:00' } })
    const [group] = alertsFor([morning, afternoon], [teach(morning), teach(afternoon)])
    expect(group!.label).toBe('Contact day too long')
    expect(group!.alerts[0]).toMatchObject({
      detail: 'Mon: classes from 08:00 to 17:00, a 9 h contact day (at most 8 h) · Fall 2026',
      target: { kind: 'manage-sections', courseId: expect.stringMatching(/^ani100[12]$/) },
      action: 'Manage sections',
    })
  })

  it('a part-time professor over 6 TCH: the TCH alert for their type', () => {
    const partTime = professorSchema.parse({ ...jane, employmentType: 'part-time', maxWeeklyHours: 6 })
    const groups = alertsFor(two, taught, undefined, partTime)
    expect(groups.map((g) => [g.label, g.alerts[0]!.detail])).toEqual([
      ['Over the TCH maximum', '12 TCH is over the 6 TCH maximum for a part-time professor · Fall 2026'],
    ])
  })

  it('more than 36 teaching weeks in the academic year: its own alert, linking to the courses (no agreement lifts it)', () => {
    const at = (id: string, t: PlanningTerm) => course(id, { code: id.toUpperCase(), weeklyHours: 3, maxStudents: 0, expectedEnrolment: 0 }, t)
    const year = [at('f', FALL_2026), at('w', { term: 'winter', year: 2027 }), at('s', { term: 'spring', year: 2027 })]
    const groups = alertsFor(year, year.map((c) => teach(c)))
    const weeks = groups.find((g) => g.type === 'contract-teaching-weeks')
    expect(weeks?.label).toBe('Over the teaching weeks a year')
    expect(weeks?.alerts).toEqual([
      {
        id: 'contract:teaching-weeks:p1:fall-2026',
        type: 'contract-teaching-weeks',
        subject: 'Jane Doe',
        detail: '45 weeks with teaching contact hours in 2026-2027 (Fall 2026, Winter 2027 and Spring 2027): at most 36 in the academic year · Fall 2026',
        target: { kind: 'professor-courses', professorId: 'p1' },
        action: 'View courses',
      },
    ])
  })
})
