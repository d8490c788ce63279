/**
 * The add/edit course form (spec section 5 "Course", section 9 defaults): its zod schema with the
 * spec's messages, the defaults of a new course, and conversion between form values and the
 * course record. The code pattern is a warning only: the spec defines it without enforcing it.
 */
import { z } from '@/domain/kernel/zod'
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  COURSE_CODE_PATTERN,
  COURSE_WEEKLY_HOURS_MAX,
  COURSE_WEEKLY_HOURS_MIN,
  DEFAULT_COURSE_LEVEL,
  DEFAULT_COURSE_WEEKLY_HOURS,
  DEFAULT_SECTION_COUNT,
  DEFAULT_TERM,
  LEVEL_MAX,
  LEVEL_MIN,
  ORIGINAL_VERSION,
  TERMS,
  WEEKDAYS,
} from '@/domain/kernel/constants'
import type { Course, CourseInput } from '@/domain/model/course'
import { courseCodeKey } from '@/domain/model/course'
import { courseTerm, courseVersion } from '@/domain/model/course-placement'
import { courseOfferings, type CourseOfferingFields } from '@/domain/calendar/course-offering'
import { courseProgramId, courseProgramLabel } from '@/domain/model/course-program'
import { splitNeedsList } from '@/domain/model/course-needs'
import { evaluationMixSumError } from '@/domain/model/evaluation-mix'
import { normaliseText } from '@/domain/kernel/normalise-text'
import { MAX_COURSE_CREDITS, MAX_SECTION_COUNT, MAX_STUDENTS } from '@/domain/kernel/number-bounds'
import { timeToMinutes } from '@/domain/calendar/schedule-conflict'

export const COURSE_FORM_MESSAGES = {
  codeRequired: 'Course code is required.',
  titleRequired: 'Course title is required.',
  hoursNegative: 'Weekly hours cannot be negative.',
  hoursTooHigh: `Weekly hours cannot exceed ${COURSE_WEEKLY_HOURS_MAX}.`,
  level: `Level must be between ${LEVEL_MIN} and ${LEVEL_MAX}.`,
  sections: 'Number of sections must be at least 1.',
  sectionsTooHigh: `Number of sections cannot exceed ${MAX_SECTION_COUNT}.`,
  credits: 'Credits cannot be negative.',
  creditsTooHigh: `Credits cannot exceed ${MAX_COURSE_CREDITS}.`,
  year: `Year must be between ${ACADEMIC_YEAR_MIN} and ${ACADEMIC_YEAR_MAX}.`,
  number: 'Enter a number.',
  maxStudents: 'Max students must be a whole number of 0 or more.',
  maxStudentsTooHigh: `Max students cannot exceed ${MAX_STUDENTS}.`,
  scheduleTimes: 'Start and end times are required when days are chosen.',
  scheduleDays: 'Choose at least one day for these times.',
  scheduleOrder: 'End time must be after start time.',
  expectedEnrolment: 'Expected students per section must be a whole number of 0 or more.',
  expectedEnrolmentTooHigh: `Expected students per section cannot exceed ${MAX_STUDENTS}.`,
  mixShare: 'Enter a whole percentage from 0 to 100.',
  codePattern: 'Course codes usually have 2-4 capital letters then 4-5 digits (e.g. ANIM10001).',
} as const

const M = COURSE_FORM_MESSAGES
const num = () => z.number({ error: M.number })
/** A share of the evaluation mix as typed: blank (0 when another share is given) or 0-100. */
const mixShare = () =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, M.mixShare)
    .refine((v) => v === '' || Number(v) <= 100, M.mixShare)
const MIX_FIELDS = ['mixEssay', 'mixRoutine', 'mixInProcess'] as const

export const courseFormSchema = z
  .object({
    code: z.string().overwrite(normaliseText).min(1, M.codeRequired),
    title: z.string().overwrite(normaliseText).min(1, M.titleRequired),
    program: z.string(),
    programVersion: z.string().trim(),
    level: num().int(M.level).min(LEVEL_MIN, M.level).max(LEVEL_MAX, M.level),
    weeklyHours: num().min(COURSE_WEEKLY_HOURS_MIN, M.hoursNegative).max(COURSE_WEEKLY_HOURS_MAX, M.hoursTooHigh),
    credits: num().min(0, M.credits).max(MAX_COURSE_CREDITS, M.creditsTooHigh),
    sectionCount: num().int(M.sections).min(DEFAULT_SECTION_COUNT, M.sections).max(MAX_SECTION_COUNT, M.sectionsTooHigh),
    term: z.enum(TERMS),
    year: num().int(M.year).min(ACADEMIC_YEAR_MIN, M.year).max(ACADEMIC_YEAR_MAX, M.year),
    maxStudents: z
      .string()
      .trim()
      .regex(/^\d*$/, M.maxStudents)
      .refine((v) => v === '' || Number(v) <= MAX_STUDENTS, M.maxStudentsTooHigh),
    prerequisites: z.string(),
    requiredSpecializations: z.string(),
    expectedEnrolment: z
      .string()
      .trim()
      .regex(/^\d*$/, M.expectedEnrolment)
      .refine((v) => v === '' || Number(v) <= MAX_STUDENTS, M.expectedEnrolmentTooHigh),
    mixEssay: mixShare(),
    mixRoutine: mixShare(),
    mixInProcess: mixShare(),
    professorNotRequired: z.boolean(),
    description: z.string(),
    days: z.array(z.enum(WEEKDAYS)),
    startTime: z.string(),
    endTime: z.string(),
  })
  .superRefine((v, ctx) => {
    // The mix is all blank (not known) or adds up to 100; the message sits under the group.
    const shares = MIX_FIELDS.map((f) => v[f])
    // A share already named as unreadable is not also summed.
    if (shares.some((s) => s !== '') && shares.every((s) => /^\d*$/.test(s) && Number(s) <= 100)) {
      const share = (s: string) => Number(s || 0)
      const error = evaluationMixSumError({ essay: share(v.mixEssay), routine: share(v.mixRoutine), inProcess: share(v.mixInProcess) })
      if (error) ctx.addIssue({ code: 'custom', path: ['evaluationMix'], message: error })
    }
    const hasTimes = v.startTime !== '' || v.endTime !== ''
    if (v.days.length > 0 && (v.startTime === '' || v.endTime === '')) {
      ctx.addIssue({ code: 'custom', path: [v.startTime === '' ? 'startTime' : 'endTime'], message: M.scheduleTimes })
    } else if (hasTimes && v.days.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: M.scheduleDays })
    } else if (hasTimes && timeToMinutes(v.endTime) <= timeToMinutes(v.startTime)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.scheduleOrder })
    }
  })

export type CourseFormValues = z.input<typeof courseFormSchema>

/** Null when the code has the intended form (or is still empty, which the schema reports). */
export function courseCodeWarning(code: string): string | null {
  const trimmed = code.trim()
  return trimmed === '' || COURSE_CODE_PATTERN.test(trimmed) ? null : M.codePattern
}

/** Defaults of a new course: level 1, 3 hours, 1 section, Fall of the current year. */
export function defaultCourseFormValues(today: Date): CourseFormValues {
  return {
    code: '',
    title: '',
    program: '',
    programVersion: '',
    level: DEFAULT_COURSE_LEVEL,
    weeklyHours: DEFAULT_COURSE_WEEKLY_HOURS,
    credits: 0,
    sectionCount: DEFAULT_SECTION_COUNT,
    term: DEFAULT_TERM,
    year: today.getFullYear(),
    maxStudents: '',
    prerequisites: '',
    requiredSpecializations: '',
    expectedEnrolment: '',
    mixEssay: '',
    mixRoutine: '',
    mixInProcess: '',
    professorNotRequired: false,
    description: '',
    days: [],
    startTime: '',
    endTime: '',
  }
}

export function courseFormValues(course: Course, today: Date): CourseFormValues {
  return {
    code: course.code,
    title: course.title,
    program: courseProgramId(course),
    programVersion: course.programVersion && course.programVersion !== ORIGINAL_VERSION ? course.programVersion : '',
    level: course.level,
    weeklyHours: course.weeklyHours,
    credits: course.credits,
    sectionCount: course.sectionCount,
    term: courseTerm(course),
    year: course.semester?.year ?? today.getFullYear(),
    maxStudents: course.maxStudents === undefined ? '' : String(course.maxStudents),
    prerequisites: course.prerequisites.join(', '),
    requiredSpecializations: course.requiredSpecializations.join(', '),
    expectedEnrolment: course.expectedEnrolment === undefined ? '' : String(course.expectedEnrolment),
    mixEssay: course.evaluationMix ? String(course.evaluationMix.essay) : '',
    mixRoutine: course.evaluationMix ? String(course.evaluationMix.routine) : '',
    mixInProcess: course.evaluationMix ? String(course.evaluationMix.inProcess) : '',
    professorNotRequired: course.professorNotRequired,
    description: course.description,
    days: course.schedule?.days ?? [],
    startTime: course.schedule?.startTime ?? '',
    endTime: course.schedule?.endTime ?? '',
  }
}

/** 'A, B ,, C' -> ['A', 'B', 'C']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

type CourseFormOutput = z.output<typeof courseFormSchema>

/**
 * The course fields a submitted form sets. `programName` comes from the chosen program; an empty
 * version means the original version (stored as no programVersion).
 */
export function courseInputFromForm(
  values: CourseFormOutput,
  programName: (programId: string) => string,
): Omit<CourseInput, 'id' | 'addedAt'> {
  const version = values.programVersion.trim()
  const scheduled = values.days.length > 0 && values.startTime !== '' && values.endTime !== ''
  return {
    code: normaliseText(values.code),
    title: normaliseText(values.title),
    program: values.program,
    programId: values.program,
    programName: values.program ? programName(values.program) : '',
    programVersion: version && version !== ORIGINAL_VERSION ? version : undefined,
    level: values.level,
    weeklyHours: values.weeklyHours,
    credits: values.credits,
    sectionCount: values.sectionCount,
    semester: { term: values.term, year: values.year },
    term: values.term,
    maxStudents: values.maxStudents === '' ? undefined : Number(values.maxStudents),
    prerequisites: splitList(values.prerequisites),
    requiredSpecializations: splitNeedsList(values.requiredSpecializations),
    expectedEnrolment: values.expectedEnrolment === '' ? undefined : Number(values.expectedEnrolment),
    evaluationMix: MIX_FIELDS.every((f) => values[f] === '')
      ? undefined
      : { essay: Number(values.mixEssay || 0), routine: Number(values.mixRoutine || 0), inProcess: Number(values.mixInProcess || 0) },
    professorNotRequired: values.professorNotRequired,
    description: values.description.trim(),
    schedule: scheduled ? { days: values.days, startTime: values.startTime, endTime: values.endTime } : undefined,
  }
}

/**
 * A course code is unique per program version and planning term (courseOfferings): the same code
 * in another term is that term's offering. Returns the message for the code field, or null.
 * `selfId` is the course being edited.
 */
export function duplicateCourseCodeMessage(
  input: CourseOfferingFields & { programName?: string | undefined },
  courses: readonly (CourseOfferingFields & Pick<Course, 'id'>)[],
  selfId?: string,
): string | null {
  const key = courseCodeKey(input.code)
  if (!key) return null
  const clash = courseOfferings(courses.filter((c) => c.id !== selfId)).clash(input)
  if (clash === null) return null
  const program = courseProgramId(input)
  const version = courseVersion(input)
  const where = program
    ? `${courseProgramLabel(input)} (${version === ORIGINAL_VERSION ? 'Original' : version} version)`
    : 'courses without a program'
  return `Course code ${key} already exists in ${where} in ${clash}.`
}
