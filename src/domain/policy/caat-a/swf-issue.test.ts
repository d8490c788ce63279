import { describe, expect, it } from 'vitest'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { computeSwf } from './swf'
import { issuedSwfOf, swfDifferences } from './swf-issue'

const essay = { essay: 100, routine: 0, inProcess: 0 }
const a = course('a', { code: 'ANI1001', weeklyHours: 4, evaluationMix: essay, expectedEnrolment: 10 })
const b = course('b', { code: 'ANI1002', weeklyHours: 3, evaluationMix: essay, expectedEnrolment: 0 })
const swfOf = (assignments: ReturnType<typeof teach>[]) =>
  computeSwf({ professor: { id: 'p1', employmentType: 'full-time' }, term: FALL_2026, assignments, courseById: byId([a, b]) })

describe('issuing an SWF and re-issuing it', () => {
  it('keeps the printed figures: 4 TCH New, essay, 10 students = 4 + 4.4 + 1.2 = 9.6 h; + 6 h = 15.6 h', () => {
    const issued = issuedSwfOf(swfOf([teach(a)]), '2026-07-10')
    expect(issued).toEqual({
      date: '2026-07-10',
      tch: 4,
      attributedHours: 15.6,
      complementaryHours: 6,
      lines: [{ code: 'ANI1001', section: 1, tch: 4, preparationHours: 4.4, evaluationHours: 1.2, hours: 9.6 }],
    })
    expect(swfDifferences(issued, swfOf([teach(a)]))).toEqual([])
  })

  it('lists what changed since: a section added (3 + 3.3 h) and the new totals', () => {
    const issued = issuedSwfOf(swfOf([teach(a)]), '2026-07-10')
    expect(swfDifferences(issued, swfOf([teach(a), teach(b)]))).toEqual([
      'ANI1002 §1 added: 3 TCH, 6.30 h',
      'Total TCH: 4 -> 7',
      'Total attributed workload: 15.60 h -> 21.90 h',
    ])
    expect(swfDifferences(issuedSwfOf(swfOf([teach(a), teach(b)]), '2026-07-10'), swfOf([teach(b)]))).toEqual([
      'ANI1001 §1 removed: was 4 TCH, 9.60 h',
      'Total TCH: 7 -> 3',
      'Total attributed workload: 21.90 h -> 12.30 h',
    ])
  })
})
