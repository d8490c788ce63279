import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFactor, percentOf, productHours, roundHours, sumHours, weightedFactor } from './swf-arithmetic'

describe('exact products, rounded half up to the hundredth (issue 31 item 8)', () => {
  it('a product whose exact value is x.xx5 rounds up: 1.5 TCH x 0.03 x 43 = 1.935 -> 1.94 (floats give 1.93)', () => {
    expect(1.5 * 0.03 * 43).toBeLessThan(1.935)
    expect(productHours(1.5, 0.03, 43)).toBe(1.94)
    expect(productHours(3, 0.015, 25)).toBe(1.13)
    expect(productHours(1, 0.015, 11)).toBe(0.17)
  })

  it('a 50/50 essay/routine mix (0.0225) with 1.5 TCH and 35 students: 1.18125 -> 1.18', () => {
    expect(productHours(1.5, 0.0225, 35)).toBe(1.18)
  })

  it('sums printed figures exactly: the lines of 41.60 h never make 41.59', () => {
    const lines = [12, 4.4, 4.8, 2.4, 4.8, 2.4, 4.8, 6]
    expect(lines.reduce((a, b) => a + b, 0)).not.toBe(41.6)
    expect(sumHours(lines)).toBe(41.6)
  })

  it('rounds half up from the decimal as written (2.675 -> 2.68, 1.005 -> 1.01)', () => {
    expect(roundHours(2.675)).toBe(2.68)
    expect(roundHours(1.005)).toBe(1.01)
    expect(roundHours(4)).toBe(4)
  })

  it('any product of a TCH, a four-decimal factor and students equals the integer computation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 500 }), (tchHundredths, factor, students) => {
        // Integer: hundredths x ten-thousandths x students = 10^-6 units; hundredths half up.
        const units = BigInt(tchHundredths) * BigInt(factor) * BigInt(students)
        const expected = Number((units + 5000n) / 10000n) / 100
        expect(productHours(tchHundredths / 100, factor / 10_000, students)).toBe(expected)
      }),
    )
  })

  it('a mix factor is exact: 50/50 essay/routine 0.0225, 60/40 0.024', () => {
    expect(weightedFactor([{ percent: 50, factor: 0.03 }, { percent: 50, factor: 0.015 }])).toBe(0.0225)
    expect(weightedFactor([{ percent: 60, factor: 0.03 }, { percent: 40, factor: 0.015 }, { percent: 0, factor: 0.0092 }])).toBe(0.024)
  })

  it('an enrolment estimate is a whole number of students, half up (80 % of 37 = 29.6 -> 30)', () => {
    expect(percentOf(37, 80)).toBe(30)
    expect(percentOf(35, 50)).toBe(18)
    expect(percentOf(40, 100)).toBe(40)
  })
})

describe('factors print at their precision (issue 31 item 1)', () => {
  it.each([
    [0.03, '0.03'],
    [0.015, '0.015'],
    [0.0092, '0.0092'],
    [0.0225, '0.0225'],
    [1.1, '1.10'],
    [0.6, '0.60'],
    [0.024, '0.024'],
  ])('%s prints "%s"', (factor, text) => {
    expect(formatFactor(factor)).toBe(text)
  })
})
