import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { bulkEditCourses, editedSpecializations } from './course-bulk'
import { assignmentId } from '@/domain/kernel/ids'

const fall = { term: 'fall', year: 2026 } as const
const course = (id: string, over: Partial<CourseInput> = {}): Course =>
  courseSchema.parse({ id, code: id.toUpperCase(), title: `Course ${id}`, weeklyHours: 3, semester: fall, term: 'fall', ...over })
const held = (courseId: string, professorId: string): Assignment =>
  assignmentSchema.parse({
    id: assignmentId({ courseId, section: 1, professorId, term: 'fall', academicYear: '2026-2027' }),
    courseId,
    professorId,
    term: 'fall',
    academicYear: '2026-2027',
    weeklyHours: 3,
  })

const written = (changes: { put?: { courses?: Course[] } }) =>
  Object.fromEntries((changes.put?.courses ?? []).map((c) => [c.id, c.requiredSpecializations]))

describe('bulk required specializations', () => {
  const a = course('a', { requiredSpecializations: ['Maya', 'Rigging'] })
  const b = course('b', { requiredSpecializations: [] })
  const c = course('c', { requiredSpecializations: ['maya'] })
  const all = [a, b, c]

  it('add keeps what each course has and appends the new names once, without case repeats', () => {
    const result = bulkEditCourses(all, ['a', 'b', 'c'], { kind: 'specializations', mode: 'add', specializations: [' Maya ', 'Blender', 'blender'] }, [])
    expect(written(result.changes)).toEqual({ a: ['Maya', 'Rigging', 'Blender'], b: ['Maya', 'Blender'], c: ['maya', 'Blender'] })
    expect(result.changed).toBe(3)
    expect(result.label).toBe('add required specializations Maya, Blender to 3 courses')
  })

  it('replace sets the same list on every course; courses already so are not written', () => {
    const result = bulkEditCourses(all, ['a', 'b'], { kind: 'specializations', mode: 'replace', specializations: ['Maya', 'Rigging'] }, [])
    expect(written(result.changes)).toEqual({ b: ['Maya', 'Rigging'] })
    expect(result.label).toBe('set required specializations to Maya, Rigging on 1 course')
  })

  it('remove drops the names without regard to case and leaves unselected courses alone', () => {
    const result = bulkEditCourses(all, ['a', 'c'], { kind: 'specializations', mode: 'remove', specializations: ['MAYA'] }, [])
    expect(written(result.changes)).toEqual({ a: ['Rigging'], c: [] })
    expect(result.label).toBe('remove required specializations MAYA from 2 courses')
  })

  it('is one change set that keeps the course assignments as they are', () => {
    const result = bulkEditCourses(all, ['b'], { kind: 'specializations', mode: 'add', specializations: ['Nuke'] }, [held('b', 'p1')])
    expect(result.changes.put).toEqual({ courses: [{ ...b, requiredSpecializations: ['Nuke'] }] })
    expect(result.changes.delete?.assignments ?? []).toEqual([])
    expect(result.removedAssignments).toBe(0)
  })

  it('accepted suggestions fill only courses without requirements, and the mode applies on top', () => {
    const accepted = { b: ['Compositing', 'Nuke'], a: ['Ignored'] }
    expect(editedSpecializations(b, { kind: 'specializations', mode: 'add', specializations: [], accepted })).toEqual(['Compositing', 'Nuke'])
    expect(editedSpecializations(a, { kind: 'specializations', mode: 'add', specializations: [], accepted })).toEqual(['Maya', 'Rigging'])
    expect(editedSpecializations(b, { kind: 'specializations', mode: 'add', specializations: ['Maya'], accepted })).toEqual(['Compositing', 'Nuke', 'Maya'])
    expect(editedSpecializations(b, { kind: 'specializations', mode: 'replace', specializations: ['Maya'], accepted })).toEqual(['Maya'])
    const result = bulkEditCourses(all, ['a', 'b', 'c'], { kind: 'specializations', mode: 'add', specializations: [], accepted }, [])
    expect(written(result.changes)).toEqual({ b: ['Compositing', 'Nuke'] })
    expect(result.label).toBe('accept suggested specializations on 1 course')
  })
})

describe('bulk evaluation mix and expected enrolment', () => {
  const mix = { essay: 60, routine: 40, inProcess: 0 }
  const a = course('a', { maxStudents: 30 })
  const b = course('b', { evaluationMix: mix, expectedEnrolment: 25 })

  it('sets both on every course that differs, with a label naming them', () => {
    const result = bulkEditCourses([a, b], ['a', 'b'], { kind: 'needs', evaluationMix: mix, expectedEnrolment: 25 }, [])
    expect(result.changes.put).toEqual({ courses: [{ ...a, evaluationMix: mix, expectedEnrolment: 25 }] })
    expect(result.label).toBe('set evaluation mix 60 essay / 40 routine and expected enrolment 25 on 1 course')
  })

  it('leaves the field it is not given as it is', () => {
    const result = bulkEditCourses([a, b], ['a', 'b'], { kind: 'needs', expectedEnrolment: 20 }, [])
    expect(result.changes.put?.courses).toEqual([
      { ...a, expectedEnrolment: 20 },
      { ...b, expectedEnrolment: 20 },
    ])
    expect(result.changes.put?.courses?.[1]?.evaluationMix).toEqual(mix)
    expect(result.label).toBe('set expected enrolment 20 on 2 courses')
    const mixOnly = bulkEditCourses([a, b], ['a', 'b'], { kind: 'needs', evaluationMix: { essay: 0, routine: 0, inProcess: 100 } }, [])
    expect(mixOnly.changes.put?.courses?.map((c) => [c.evaluationMix, c.expectedEnrolment])).toEqual([
      [{ essay: 0, routine: 0, inProcess: 100 }, undefined],
      [{ essay: 0, routine: 0, inProcess: 100 }, 25],
    ])
  })
})
