// Backups and the stores read records through these schemas: what a course needs (issue 24)
// must survive a restore, on the course and on the stored program's import items.
import { describe, expect, it } from 'vitest'
import { ENTITY_INPUT_SCHEMAS, ENTITY_SCHEMAS } from './entity-schemas'

describe('entity schemas keep what each course needs', () => {
  const course = {
    id: 'c1',
    code: 'ANIM1001',
    title: 'Rigging',
    requiredSpecializations: ['Maya', 'Rigging'],
    evaluationMix: { essay: 60, routine: 30, inProcess: 10 },
    expectedEnrolment: 26,
  }
  it('on a course, in the stores and at the input edges (backup restore)', () => {
    for (const schema of [ENTITY_SCHEMAS.courses, ENTITY_INPUT_SCHEMAS.courses]) {
      expect(schema.parse(course)).toMatchObject({
        requiredSpecializations: ['Maya', 'Rigging'],
        evaluationMix: { essay: 60, routine: 30, inProcess: 10 },
        expectedEnrolment: 26,
      })
    }
    expect(ENTITY_INPUT_SCHEMAS.courses.safeParse({ ...course, evaluationMix: { essay: 60, routine: 30 } }).success).toBe(false)
  })
  it("on a stored program's course items", () => {
    const item = { code: 'ANIM1001', title: 'Rigging', required_specializations: ['Maya'], evaluation_mix: { essay: 60, routine: 40, in_process: 0 }, expected_enrolment: 30 }
    const program = ENTITY_SCHEMAS.programs.parse({
      slug: 'anim',
      program: { name: 'Animation' },
      courses_by_level: { 'Level 1': [item] },
    })
    expect(program.courses_by_level['Level 1']?.[0]).toEqual(item)
  })
})
