import { describe, expect, it } from 'vitest'
import { programLengthLabel } from './program-preview'
import { validateProgramImport } from './program-validation'

describe('program preview (shown even when validation fails)', () => {
  it("sums up a course's readable needs and puts a bad one on its item", () => {
    const result = validateProgramImport({
      program: { name: 'Needs', source_last_scraped: '2026-01-15' },
      courses_by_level: {
        'Level 1': [
          { code: 'A1', title: 'Rigging', hours: 3, required_specializations: ['Maya', 'Rigging'], evaluation_mix: { essay: 60, routine: 40 }, expected_enrolment: 30 },
          { code: 'B2', title: 'Story', hours: 3, evaluation_mix: '50 essay', expected_enrolment: 20 },
          { code: 'C3', title: 'Plain', hours: 3 },
        ],
      },
    })
    const [a, b, c] = result.preview!.levels[0]!.items
    expect(a!.needs).toBe('Maya, Rigging · 60 essay / 40 routine · 30 per section')
    expect(b!.needs).toBe('20 per section')
    expect(b!.errors).toEqual(['evaluation_mix: The evaluation mix must add up to 100%; these add up to 50%.'])
    expect(c).not.toHaveProperty('needs')
  })

  it('keeps what was parsed and puts each issue on its item', () => {
    const result = validateProgramImport({
      program: { name: 'Half Done', code: 'HD', design_number: 7 },
      courses_by_level: {
        'Level 1': [{ code: 'A1', title: 'Fine', hours: 3 }, { code: 'B2', hours: 'x' }, 5],
        'Level 2': [],
      },
    })
    expect(result.isValid).toBe(false)
    expect(result.program).toBeNull()
    const preview = result.preview!
    expect(preview).toMatchObject({
      name: 'Half Done',
      code: 'HD',
      designNumber: '7',
      errorCount: result.errors.length,
    })
    expect(preview.programErrors).toEqual([
      'source_last_scraped is required and must be an ISO timestamp string',
    ])
    const [level1, level2] = preview.levels
    expect(level1!.items.map((i) => [i.kind, i.code, i.errors.length > 0])).toEqual([
      ['course', 'A1', false],
      ['course', 'B2', true],
      ['invalid', '', true],
    ])
    expect(level1!.items[1]!.warnings.length).toBeGreaterThan(0)
    expect(level1).toMatchObject({ courses: 2, weeklyHours: 3 })
    expect(level2!.warnings).toEqual(['Level "Level 2" has no items'])
  })

  it('has no preview for input that is not an object or carries unsafe keys', () => {
    expect(validateProgramImport([1]).preview).toBeNull()
    expect(
      validateProgramImport(
        JSON.parse('{"__proto__": {"x": 1}, "program": {}, "courses_by_level": {}}'),
      ).preview,
    ).toBeNull()
  })
})

describe('program length label', () => {
  it('names a positive length in years and nothing else', () => {
    expect([1, 3, 2.5].map(programLengthLabel)).toEqual(['1 year', '3 years', '2.50 years'])
    expect([-1, 0, null, undefined, Number.NaN].map(programLengthLabel)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
