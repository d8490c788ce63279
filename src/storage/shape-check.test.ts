import { describe, expect, it } from 'vitest'
import { z } from '@/domain/kernel/zod'
import { ENTITY_STORES, type EntityStoreName } from '@/domain/model/change-set'
import { generateSampleData } from '@/domain/sample/sample-data'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { ENTITY_SCHEMAS } from './entity-schemas'
import { compileShapeCheck } from './shape-check'
import { makeAssignment, makeCourse, makeProfessor, makeProgram, makeProgramVersion } from '@test/support/test-fixtures'

const written: Record<EntityStoreName, unknown> = {
  professors: makeProfessor(),
  courses: makeCourse({
    schedule: { days: ['mon'], startTime: '09:00', endTime: '11:00' },
    maxStudents: 20,
    evaluationMix: { essay: 60, routine: 40, inProcess: 0 },
  }),
  assignments: makeAssignment(),
  programs: makeProgram(),
  programVersions: makeProgramVersion(),
  contractRecords: {
    professorId: 'p1',
    probationary: true,
    vacations: [{ start: '2026-07-01', end: '2026-07-14' }],
    terms: { 'fall-2026': { extraDuties: [{ label: 'Program coordination', hours: 3 }], overrides: { a1: { preparation: 'new', students: 30 } } } },
  },
  planSettings: workloadRulesSetting(defaultWorkloadRules()),
}

/** Variations of a good record: each either fails the check or parses to itself. */
function variations(record: Record<string, unknown>): unknown[] {
  const out: unknown[] = [null, [], 'x', { ...record, extra: 1 }]
  for (const key of Object.keys(record)) {
    const { [key]: _removed, ...without } = record
    out.push(without)
    for (const bad of [undefined, null, '', -1, 0.5, 1e20, Number.NaN, 'zz', true, [], {}, ['?'], '25:99']) {
      out.push({ ...record, [key]: bad })
    }
  }
  return out
}

// Every store takes the cheap path: programs are few, but a large program nests thousands of
// level items (a union of requirement and course items), so a full parse of them costs as much
// as the courses store.
const LARGE_STORES: EntityStoreName[] = [...ENTITY_STORES]

describe('shape check of stored records', () => {
  it.each(LARGE_STORES)('%s: compiles, and trusts a record exactly as this app writes it', (store) => {
    const check = compileShapeCheck(ENTITY_SCHEMAS[store])
    expect(check).not.toBeNull()
    expect(check!(ENTITY_SCHEMAS[store].parse(written[store]))).toBe(true)
  })

  it.each(ENTITY_STORES)('%s: never trusts what the full parse would reject or change', (store) => {
    const schema = ENTITY_SCHEMAS[store]
    const check = compileShapeCheck(schema)
    if (!check) return
    for (const raw of variations(schema.parse(written[store]) as Record<string, unknown>)) {
      if (!check(raw)) continue
      const parsed = schema.safeParse(raw)
      expect(parsed.success, JSON.stringify(raw)).toBe(true)
      expect(parsed.data).toEqual(raw)
    }
  })

  it.each(ENTITY_STORES)('%s: trusts a record with its revision, and one stored before revisions; never a bad revision', (store) => {
    const check = compileShapeCheck(ENTITY_SCHEMAS[store])!
    const record = ENTITY_SCHEMAS[store].parse(written[store]) as Record<string, unknown>
    expect(check({ ...record, rev: 3 })).toBe(true)
    expect(check(record)).toBe(true)
    for (const rev of [-1, 0.5, '3', null, Number.NaN, 2 ** 60]) expect(check({ ...record, rev })).toBe(false)
  })

  it('runs a refinement as zod does: an evaluation mix off 100% goes to the full parse', () => {
    const check = compileShapeCheck(ENTITY_SCHEMAS.courses)!
    const course = ENTITY_SCHEMAS.courses.parse(written.courses) as Record<string, unknown>
    expect(check(course)).toBe(true)
    expect(check({ ...course, evaluationMix: { essay: 60, routine: 30, inProcess: 0 } })).toBe(false)
  })

  it('trusts every record of a generated data set', () => {
    const data = generateSampleData({ seed: 7, professors: 50, coursesPerProgram: 40 })
    const stores = { professors: data.professors, courses: data.courses, assignments: data.assignments, programs: data.programs }
    for (const [store, records] of Object.entries(stores)) {
      const check = compileShapeCheck(ENTITY_SCHEMAS[store as EntityStoreName])!
      const parse = ENTITY_SCHEMAS[store as EntityStoreName]
      expect((records as unknown[]).every((r) => check(parse.parse(r)))).toBe(true)
    }
  })

  it('programs compile too (their levels are a union of courses and requirements) and a stored program is trusted', () => {
    const check = compileShapeCheck(ENTITY_SCHEMAS.programs)
    expect(check).not.toBeNull()
    const program = ENTITY_SCHEMAS.programs.parse({
      ...makeProgram(),
      courses_by_level: { 'Level 1': [{ code: 'ANI1001', title: 'Drawing', hours: 4 }, { type: 'requirement', title: 'Portfolio' }] },
    })
    expect(check!(program)).toBe(true)
    const data = generateSampleData({ seed: 7, professors: 5, coursesPerProgram: 40 })
    expect(data.programs.every((p) => check!(ENTITY_SCHEMAS.programs.parse(p)))).toBe(true)
  })

  it('a union trusts an option only when every earlier option surely fails', () => {
    const first = z.object({ type: z.literal('requirement'), title: z.string() })
    const second = z.object({ title: z.string() })
    const check = compileShapeCheck(z.union([first, second]))!
    expect(check({ type: 'requirement', title: 'A' })).toBe(true)
    expect(check({ title: 'B' })).toBe(true)
    // The first option has no literal to rule it out: it might parse (and strip) the value.
    const loose = compileShapeCheck(z.union([second, first]))!
    expect(loose({ type: 'requirement', title: 'A' })).toBe(false)
    expect(z.union([second, first]).parse({ type: 'requirement', title: 'A' })).toEqual({ title: 'A' })
    expect(check({ type: 'other', title: 'C' })).toBe(false)
  })

  it('does not trust a stored name or code that normalisation would change (zero-width, bidi)', () => {
    const professors = compileShapeCheck(ENTITY_SCHEMAS.professors)!
    const courses = compileShapeCheck(ENTITY_SCHEMAS.courses)!
    expect(professors({ ...makeProfessor(), firstName: 'Ada\u200B' })).toBe(false)
    expect(courses({ ...makeCourse(), code: 'ANI\u202E1001' })).toBe(false)
    expect(ENTITY_SCHEMAS.courses.parse({ ...makeCourse(), code: 'ANI\u200B1001' })).toMatchObject({ code: 'ANI1001' })
  })

  it('trusts level items of either kind only when the union would hand them back unchanged', () => {
    const schema = ENTITY_SCHEMAS.programs
    const check = compileShapeCheck(schema)!
    const program = schema.parse(makeProgram()) as Record<string, unknown>
    const requirement = { type: 'requirement', title: 'One studio elective', category: 'Elective' }
    const course = { type: 'course', code: 'ANI1001', title: 'Drawing', hours: 3 }
    const items: unknown[] = [
      requirement,
      course,
      { code: 'ANI1002', title: 'Colour' },
      { ...requirement, code: 'ANI1003' },
      { ...course, type: 'requirement' },
      { ...course, type: 'elective' },
      { ...course, extra: 1 },
      { type: 'requirement' },
      { ...course, hours: -1 },
      { ...course, title: 'Dra​wing' },
      null,
      'ANI1001',
    ]
    let trusted = 0
    for (const item of items) {
      const raw = { ...program, courses_by_level: { '1': [item] } }
      if (!check(raw)) continue
      trusted++
      const parsed = schema.safeParse(raw)
      expect(parsed.success, JSON.stringify(item)).toBe(true)
      expect(parsed.data, JSON.stringify(item)).toEqual(raw)
    }
    expect(trusted).toBe(3)
  })
})
