import { describe, expect, it } from 'vitest'
import {
  findUnsafeKey,
  parseProgramJson,
  PROGRAM_MESSAGES as M,
  validateProgramImport,
  MAX_IMPORT_DEPTH,
} from './program-validation'
import { PROGRAM_TEMPLATE } from './program-template'
import { programImportSchema } from '@/domain/model/program-import-format'

function valid(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(PROGRAM_TEMPLATE)) as Record<string, unknown>
}
function withLevels(levels: Record<string, unknown>): Record<string, unknown> {
  return { ...valid(), courses_by_level: levels }
}
const messages = (r: ReturnType<typeof validateProgramImport>, kind: 'errors' | 'warnings') => r[kind].map((i) => i.message)

describe('validateProgramImport: valid input', () => {
  it('accepts the template, normalised to the import schema, with statistics', () => {
    let t = 0
    const r = validateProgramImport(valid(), () => (t += 5))
    expect(r.isValid).toBe(true)
    expect(r.errors).toEqual([])
    expect(r.warnings).toEqual([])
    expect(programImportSchema.parse(r.program)).toEqual(r.program)
    expect(r.stats).toEqual({
      courses: 3,
      requirements: 1,
      levels: 2,
      weeklyHours: 11,
      totalHours: 11 * 14,
      uniqueCodes: 3,
      validationMs: 5,
    })
  })
  it('derives weekly hours from total hours (total / 14) and keeps numbers given as design numbers', () => {
    const input = withLevels({ 'Level 1': [{ code: 'A1', title: 'A', total_hours: 42 }] })
    ;(input.program as Record<string, unknown>).design_number = 2026
    const r = validateProgramImport(input)
    expect(r.isValid).toBe(true)
    expect(r.program?.program.design_number).toBe('2026')
    expect(r.program?.courses_by_level['Level 1']?.[0]).toMatchObject({ hours: 3, total_hours: 42 })
    expect(messages(r, 'warnings')).toEqual([M.hours])
  })
  it('drops unknown fields and wrongly typed optional fields (with a warning)', () => {
    const input = valid()
    ;(input.program as Record<string, unknown>).campus = 42
    ;(input.program as Record<string, unknown>).extra = '<script>alert(1)</script>'
    const r = validateProgramImport(input)
    expect(r.isValid).toBe(true)
    expect(r.program?.program).not.toHaveProperty('campus')
    expect(r.program?.program).not.toHaveProperty('extra')
    expect(messages(r, 'warnings')).toEqual([M.fieldType('program.campus', 'text')])
  })
  it('keeps script-like text as plain text, untouched', () => {
    const input = withLevels({ 'Level 1': [{ code: 'X1', title: '<img src=x onerror=alert(1)>', hours: 3 }] })
    const r = validateProgramImport(input)
    expect(r.program?.courses_by_level['Level 1']?.[0]).toMatchObject({ title: '<img src=x onerror=alert(1)>' })
  })
})

describe('validateProgramImport: errors', () => {
  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'program'],
    ['a number', 3],
  ])('root must be an object, not %s', (_, input) => {
    const r = validateProgramImport(input)
    expect(r.isValid).toBe(false)
    expect(messages(r, 'errors')).toEqual([M.rootNotObject])
    expect(r.program).toBeNull()
  })
  it('requires program and courses_by_level', () => {
    expect(messages(validateProgramImport({ program: {} }), 'errors')).toEqual([
      'Missing required top-level keys: "program" and "courses_by_level"',
    ])
    expect(messages(validateProgramImport({ courses_by_level: {} }), 'errors')).toEqual([M.missingTopLevel])
  })
  it('program must be an object with a non-empty name and an ISO source_last_scraped', () => {
    expect(messages(validateProgramImport({ ...valid(), program: 'x' }), 'errors')).toEqual([M.programNotObject])
    const r = validateProgramImport({ ...valid(), program: { name: '  ', source_last_scraped: 'yesterday' } })
    expect(r.errors.map((e) => [e.message, e.path])).toEqual([
      [M.programName, 'program.name'],
      [M.sourceLastScraped, 'program.source_last_scraped'],
    ])
    expect(messages(validateProgramImport({ ...valid(), program: { name: 'P' } }), 'errors')).toEqual([M.sourceLastScraped])
    expect(validateProgramImport({ ...valid(), program: { name: 'P', source_last_scraped: '2026-01-15' } }).isValid).toBe(true)
  })
  it('courses_by_level must be a non-empty object', () => {
    expect(messages(validateProgramImport(withLevels([] as never)), 'errors')).toEqual([M.coursesByLevelNotObject])
    expect(messages(validateProgramImport(withLevels({})), 'errors')).toEqual([M.coursesByLevelEmpty])
  })
  it('each level must be an array; an empty level is only a warning', () => {
    const r = validateProgramImport(withLevels({ 'Level 1': 'ANIM', 'Level 2': [] }))
    expect(r.errors).toEqual([
      { severity: 'error', message: 'Level "Level 1" must be an array of items', path: 'courses_by_level.Level 1', level: 'Level 1' },
    ])
    expect(r.warnings).toEqual([
      { severity: 'warning', message: 'Level "Level 2" has no items', path: 'courses_by_level.Level 2', level: 'Level 2' },
    ])
    const only = validateProgramImport(withLevels({ 'Level 1': [{ code: 'A', title: 'T', hours: 1 }], 'Level 2': [] }))
    expect(only.isValid).toBe(true)
  })
  it('items must be objects; requirements need a title; courses need code and title, with level and item', () => {
    const r = validateProgramImport(
      withLevels({
        'Level 1': [
          7,
          { type: 'requirement', category: 'Elective' },
          { title: 'No Code', hours: 3 },
          { code: 'NOTITLE1', title: '', hours: 3 },
          { code: 42, title: 'Numeric Code', hours: 3 },
        ],
      }),
    )
    expect(r.isValid).toBe(false)
    expect(r.errors.map((e) => [e.message, e.level, e.item])).toEqual([
      [M.itemNotObject, 'Level 1', '#1'],
      [M.requirementTitle, 'Level 1', '#2'],
      [M.courseCode, 'Level 1', 'No Code'],
      [M.courseTitle, 'Level 1', 'NOTITLE1'],
      [M.courseCode, 'Level 1', 'Numeric Code'],
    ])
  })
})

describe('validateProgramImport: warnings do not block', () => {
  it('length_years positive; hours positive; total_hours, credits, weeks numbers; lists arrays', () => {
    const input = withLevels({
      'Level 1': [
        { code: 'A1', title: 'A', hours: -2, total_hours: '42', credits: 'three', weeks: null, prerequisites: 'B1', corequisites: 5 },
      ],
    })
    ;(input.program as Record<string, unknown>).length_years = 0
    const r = validateProgramImport(input)
    expect(r.isValid).toBe(true)
    expect(messages(r, 'warnings')).toEqual([
      'length_years should be a positive number',
      'hours should be a positive number',
      'total_hours should be a number',
      'credits should be a number',
      'weeks should be a number',
      'prerequisites should be an array',
      'corequisites should be an array',
    ])
    expect(r.warnings.slice(1).every((w) => w.level === 'Level 1' && w.item === 'A1')).toBe(true)
    // Bad values are dropped, never stored.
    expect(r.program?.courses_by_level['Level 1']?.[0]).toEqual({ code: 'A1', title: 'A' })
  })
  it('duplicate course codes across levels, case-insensitive', () => {
    const r = validateProgramImport(
      withLevels({
        'Level 1': [{ code: 'ANIM1001', title: 'A', hours: 3 }],
        'Level 2': [{ code: 'anim1001', title: 'B', hours: 3 }],
      }),
    )
    expect(r.isValid).toBe(true)
    expect(r.warnings).toEqual([
      {
        severity: 'warning',
        message: 'Duplicate course code "anim1001" (first seen in Level 1)',
        path: 'courses_by_level.Level 2.0.code',
        level: 'Level 2',
        item: 'anim1001',
      },
    ])
    expect(r.stats.uniqueCodes).toBe(1)
    expect(r.stats.courses).toBe(2)
  })
})

describe('unsafe input', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s anywhere, nothing returned', (key) => {
    const text = `{"program":{"name":"P","source_last_scraped":"2026-01-01T00:00:00Z"},"courses_by_level":{"Level 1":[{"code":"A","title":"T","${key}":{"polluted":true}}]}}`
    const parsed = parseProgramJson(text)
    expect(parsed.ok).toBe(true)
    const r = validateProgramImport(parsed.ok ? parsed.value : null)
    expect(r.isValid).toBe(false)
    expect(r.program).toBeNull()
    expect(messages(r, 'errors')).toEqual([M.unsafeKey(key, `$.courses_by_level.Level 1.0.${key}`)])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = {}
    for (let i = 0; i < 10_000; i++) deep = { a: deep }
    expect(findUnsafeKey(deep)?.message).toBe(M.tooDeep)
    expect(MAX_IMPORT_DEPTH).toBeGreaterThan(5)
  })
})

describe('parseProgramJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseProgramJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } })
  })
  it("prefixes 'Invalid JSON: ' and keeps the parser's position", () => {
    const r = parseProgramJson('{"a": 1,, }')
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.message).toMatch(/^Invalid JSON: /)
      expect(r.message).toMatch(/position \d+/)
    }
  })
})

describe('validateProgramImport: what each course needs', () => {
  const course = (extra: Record<string, unknown>) => withLevels({ 'Level 1': [{ code: 'A1', title: 'A', hours: 3, ...extra }] })
  const first = (r: ReturnType<typeof validateProgramImport>) => r.program?.courses_by_level['Level 1']?.[0]

  it('keeps required_specializations, evaluation_mix and expected_enrolment, normalised', () => {
    const r = validateProgramImport(
      course({
        required_specializations: ['Maya', ' Rigging ', 'maya', ''],
        evaluation_mix: { essay: 60, routine: 40 },
        expected_enrolment: 32,
      }),
    )
    expect(r.errors).toEqual([])
    expect(first(r)).toMatchObject({
      required_specializations: ['Maya', 'Rigging'],
      evaluation_mix: { essay: 60, routine: 40, in_process: 0 },
      expected_enrolment: 32,
    })
    expect(programImportSchema.parse(r.program)).toEqual(r.program)
  })
  it('reads a mix and a list written as text (lists split on , ; | and line breaks)', () => {
    const r = validateProgramImport(course({ required_specializations: 'Maya; Rigging | Story\nDrawing', evaluation_mix: '50 essay / 25 routine / 25 in-process', expected_enrolment: '30' }))
    expect(r.errors).toEqual([])
    expect(first(r)).toMatchObject({
      required_specializations: ['Maya', 'Rigging', 'Story', 'Drawing'],
      evaluation_mix: { essay: 50, routine: 25, in_process: 25 },
      expected_enrolment: 30,
    })
  })
  it('leaves them out when absent or blank', () => {
    const r = validateProgramImport(course({ required_specializations: [], evaluation_mix: '', expected_enrolment: null }))
    expect(r.errors).toEqual([])
    expect(first(r)).not.toHaveProperty('required_specializations')
    expect(first(r)).not.toHaveProperty('evaluation_mix')
    expect(first(r)).not.toHaveProperty('expected_enrolment')
  })
  it('refuses the import on a bad value, naming the field, the level and the course', () => {
    const r = validateProgramImport(
      course({ required_specializations: [{ name: 'Maya' }], evaluation_mix: { essay: 60, routine: 30 }, expected_enrolment: 12.5 }),
    )
    expect(r.isValid).toBe(false)
    expect(r.program).toBeNull()
    expect(r.errors.map(({ message, level, item, path }) => ({ message, level, item, path }))).toEqual([
      {
        message: 'required_specializations should be a list of specializations, e.g. ["Maya", "Character Animation"]',
        level: 'Level 1',
        item: 'A1',
        path: 'courses_by_level.Level 1.0.required_specializations',
      },
      {
        message: 'evaluation_mix: The evaluation mix must add up to 100%; these add up to 90%.',
        level: 'Level 1',
        item: 'A1',
        path: 'courses_by_level.Level 1.0.evaluation_mix',
      },
      {
        message: 'expected_enrolment should be a whole number of students from 0 to 1000',
        level: 'Level 1',
        item: 'A1',
        path: 'courses_by_level.Level 1.0.expected_enrolment',
      },
    ])
    expect(messages(validateProgramImport(course({ evaluation_mix: 'lots of essays' })), 'errors')).toEqual([
      'evaluation_mix: Write the evaluation mix as percentages per kind, e.g. "60 essay / 40 routine" (kinds: essay, routine, in-process)',
    ])
    expect(messages(validateProgramImport(course({ evaluation_mix: { essay: 100, oral: 0 } })), 'errors')).toEqual([
      'evaluation_mix should give whole percentages for essay, routine and in_process that add up to 100, e.g. { "essay": 60, "routine": 40, "in_process": 0 }',
    ])
  })
})
