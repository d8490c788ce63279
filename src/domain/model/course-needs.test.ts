import { describe, expect, it } from 'vitest'
import { readEvaluationMix, readExpectedEnrolment, readSpecializations, splitNeedsList } from './course-needs'

describe('course needs readers', () => {
  it('splits lists on , ; | and line breaks, trimmed, blanks and repeats (any case) dropped', () => {
    expect(splitNeedsList(' Maya;Rigging | story\r\nDrawing,, maya ')).toEqual(['Maya', 'Rigging', 'story', 'Drawing'])
    expect(readSpecializations(['A, B', 'C'])).toEqual({ value: ['A', 'B', 'C'] })
    expect(readSpecializations('  ')).toEqual({ value: undefined })
    expect(readSpecializations(42)).toHaveProperty('error')
  })
  it('reads an expected enrolment as a whole number from 0 to 1000, blank as none', () => {
    expect(readExpectedEnrolment(30)).toEqual({ value: 30 })
    expect(readExpectedEnrolment(' 0 ')).toEqual({ value: 0 })
    expect(readExpectedEnrolment('')).toEqual({ value: undefined })
    for (const bad of [-1, 2.5, 1001, '30 students', true]) expect(readExpectedEnrolment(bad)).toHaveProperty('error')
  })
  it('reads a mix from text or from { essay, routine, in_process }', () => {
    expect(readEvaluationMix('60 essay / 40 routine')).toEqual({ value: { essay: 60, routine: 40, inProcess: 0 } })
    expect(readEvaluationMix({ in_process: 100 })).toEqual({ value: { essay: 0, routine: 0, inProcess: 100 } })
    expect(readEvaluationMix({ essay: 50, routine: 49 })).toEqual({ error: 'The evaluation mix must add up to 100%; these add up to 99%.' })
    expect(readEvaluationMix({ essay: '100' })).toHaveProperty('error')
    expect(readEvaluationMix([60, 40])).toHaveProperty('error')
  })
})
