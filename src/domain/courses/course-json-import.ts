/**
 * JSON course import of the add-course dialog (spec section 5 "Course"): the file must hold an
 * array of course objects. Every item is checked before anything is written, so a bad file adds
 * nothing; existing offerings (same code, program version and term) are skipped at write time,
 * against the courses stored then (newCourseOfferings, called by useCreateCoursesBulk).
 */
import { z } from '@/domain/kernel/zod'
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, ORIGINAL_VERSION } from '@/domain/kernel/constants'
import { courseSchema, courseSemesterSchema, type CourseInput } from '@/domain/model/course'
import { normaliseText } from '@/domain/kernel/normalise-text'
import { courseOfferings, type CourseOfferingFields } from '@/domain/calendar/course-offering'

export const COURSE_JSON_NOT_ARRAY = 'JSON file must be an array of course objects.'
export const COURSE_JSON_FAILURE_PREFIX = 'Failed to parse or import file: '
const YEAR_RANGE = `Year must be between ${ACADEMIC_YEAR_MIN} and ${ACADEMIC_YEAR_MAX}`

/** What one item may contain: the course fields, with `hours` accepted for weeklyHours. */
const importItemSchema = courseSchema.omit({ id: true, addedAt: true }).extend({
  code: z.string().overwrite(normaliseText).min(1, 'code is required'),
  title: z.string().overwrite(normaliseText).min(1, 'title is required'),
  // The spec's years (2000-2100, as the course form and semester mapping): 1066 or 9999 is a typo.
  semester: courseSemesterSchema
    .extend({
      year: z.number().int().min(ACADEMIC_YEAR_MIN, YEAR_RANGE).max(ACADEMIC_YEAR_MAX, YEAR_RANGE),
    })
    .optional(),
})

type CourseImportInput = Omit<CourseInput, 'id' | 'addedAt'>

type CourseJsonResult =
  { ok: true; courses: CourseImportInput[] } | { ok: false; message: string }

function normalizeItem(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...item }
  if (out.weeklyHours === undefined && typeof out.hours === 'number') out.weeklyHours = out.hours
  delete out.hours
  if (typeof out.term === 'string') out.term = out.term.toLowerCase()
  const semester = out.semester as { term?: unknown } | undefined
  if (semester && typeof semester === 'object' && typeof semester.term === 'string') {
    out.semester = { ...semester, term: semester.term.toLowerCase() }
  }
  // A course names its program by programId or program; keep both in step.
  if (typeof out.programId !== 'string' && typeof out.program === 'string')
    out.programId = out.program
  if (typeof out.program !== 'string' && typeof out.programId === 'string')
    out.program = out.programId
  if (out.programVersion === ORIGINAL_VERSION || out.programVersion === '')
    delete out.programVersion
  return out
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Parses the text of a chosen file. Errors are messages to put after the failure prefix. */
export function parseCourseJson(text: string): CourseJsonResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  if (!Array.isArray(data)) return { ok: false, message: COURSE_JSON_NOT_ARRAY }
  const courses: CourseImportInput[] = []
  for (const [i, item] of data.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      return { ok: false, message: `${COURSE_JSON_NOT_ARRAY} Item ${i + 1} is not an object.` }
    }
    const parsed = importItemSchema.safeParse(normalizeItem(item as Record<string, unknown>))
    if (!parsed.success) {
      return {
        ok: false,
        message: `Course ${i + 1}: ${parsed.error.issues.map(describeIssue).join('; ')}`,
      }
    }
    courses.push(parsed.data)
  }
  return { ok: true, courses }
}

/**
 * The items that are new offerings, in file order: an item whose code already runs in the same
 * program version and term (stored, or earlier in the file) is skipped and counted; the same code
 * in another term is that term's offering and is kept (issue 30: a rolled-over plan).
 */
export function newCourseOfferings<T extends CourseOfferingFields>(
  items: readonly T[],
  existing: readonly CourseOfferingFields[],
): { fresh: T[]; skipped: number } {
  const offerings = courseOfferings(existing)
  const fresh = items.filter((item) => {
    if (offerings.clash(item) !== null) return false
    offerings.add(item)
    return true
  })
  return { fresh, skipped: items.length - fresh.length }
}
