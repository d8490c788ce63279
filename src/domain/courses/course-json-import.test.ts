import { describe, expect, it } from 'vitest'
import { COURSE_JSON_NOT_ARRAY, newCourseOfferings, parseCourseJson } from './course-json-import'
import { courseSchema } from '@/domain/model/course'

describe('parseCourseJson', () => {
  it('rejects anything but an array with the spec message', () => {
    expect(parseCourseJson('{"code":"A"}')).toEqual({ ok: false, message: COURSE_JSON_NOT_ARRAY })
    expect(COURSE_JSON_NOT_ARRAY).toBe('JSON file must be an array of course objects.')
  })

  it('returns the parse error message of broken JSON', () => {
    const result = parseCourseJson('[{"code": ')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message.length).toBeGreaterThan(0)
  })

  it('fails the whole file when one item is invalid, naming it', () => {
    expect(parseCourseJson('[{"code":"ANIM1001","title":"A"}, 3]')).toEqual({
      ok: false,
      message: `${COURSE_JSON_NOT_ARRAY} Item 2 is not an object.`,
    })
    const missing = parseCourseJson('[{"code":"ANIM1001","title":"A"},{"code":" ","title":"B"}]')
    expect(missing).toEqual({ ok: false, message: 'Course 2: code: code is required' })
    const badLevel = parseCourseJson('[{"code":"X","title":"B","level":12}]')
    expect(badLevel.ok).toBe(false)
  })

  it('normalises hours, terms and program fields', () => {
    const result = parseCourseJson(
      JSON.stringify([
        {
          code: 'ANIM1001',
          title: 'Drawing',
          hours: 4,
          term: 'Fall',
          semester: { term: 'Winter', year: 2027 },
          program: 'animation-diploma',
          programVersion: 'original',
        },
        { code: 'GAME1001', title: 'Design' },
      ]),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.courses[0]).toMatchObject({
      code: 'ANIM1001',
      weeklyHours: 4,
      term: 'fall',
      semester: { term: 'winter', year: 2027 },
      programId: 'animation-diploma',
      program: 'animation-diploma',
    })
    expect(result.courses[0]!.programVersion).toBeUndefined()
    expect(result.courses[1]).toMatchObject({ weeklyHours: 0, sectionCount: 1, level: 1 })
  })
})

describe('parseCourseJson years (issue 21)', () => {
  it("refuses a semester year outside the spec's 2000-2100, naming the course and the rule", () => {
    const item = (year: number) => ({
      code: `Y${year}`,
      title: 'T',
      semester: { term: 'fall', year },
    })
    expect(parseCourseJson(JSON.stringify([item(2026), item(1066)]))).toEqual({
      ok: false,
      message: 'Course 2: semester.year: Year must be between 2000 and 2100',
    })
    expect(parseCourseJson(JSON.stringify([item(9999)]))).toMatchObject({
      ok: false,
      message: 'Course 1: semester.year: Year must be between 2000 and 2100',
    })
    expect(parseCourseJson(JSON.stringify([item(2000), item(2100)])).ok).toBe(true)
  })
})

describe('newCourseOfferings (the JSON import skips an existing offering)', () => {
  const stored = [
    courseSchema.parse({ id: 'a', code: 'ANI1001', title: 'Drawing', programId: 'anim', semester: { term: 'fall', year: 2026 } }),
  ]
  const items = (list: object[]) => {
    const parsed = parseCourseJson(JSON.stringify(list))
    if (!parsed.ok) throw new Error(parsed.message)
    return parsed.courses
  }
  const drawing = (over: object = {}) => ({ code: 'ANI1001', title: 'Drawing', program: 'anim', semester: { term: 'fall', year: 2026 }, ...over })

  it("keeps the same code in another term: next year's offering (issue 30)", () => {
    const { fresh, skipped } = newCourseOfferings(items([drawing({ semester: { term: 'fall', year: 2027 } }), drawing({ semester: { term: 'winter', year: 2027 } })]), stored)
    expect(skipped).toBe(0)
    expect(fresh.map((c) => c.semester)).toEqual([{ term: 'fall', year: 2027 }, { term: 'winter', year: 2027 }])
  })

  it('skips the same code, program version and term, stored or earlier in the file, whatever its case', () => {
    const { fresh, skipped } = newCourseOfferings(
      items([drawing({ code: ' ani1001 ' }), drawing({ semester: { term: 'fall', year: 2027 } }), drawing({ semester: { term: 'FALL', year: 2027 } })]),
      stored,
    )
    expect(skipped).toBe(2)
    expect(fresh.map((c) => c.semester)).toEqual([{ term: 'fall', year: 2027 }])
  })

  it('keeps the same code in another program version', () => {
    expect(newCourseOfferings(items([drawing({ programVersion: 'D-2027' })]), stored).skipped).toBe(0)
  })
})
