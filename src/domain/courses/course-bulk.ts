/**
 * Bulk actions on the selected courses of the list view (issue 12 "Bulk actions"). Each action is
 * ONE ChangeSet (one transaction, and one step of the undo history) with a label naming it
 * ("assign Maya Okafor to 5 courses"). The rules are those of the single-course actions:
 *  - assigning fills the OPEN sections (1..sectionCount, held by nobody) of courses that need a
 *    professor, and judges each course as the Manage Sections assistant does (hours in the
 *    course's planning term against the weekly cap, status after, specialization coverage,
 *    schedule conflicts, active flag), counting the courses of the batch cumulatively per term;
 *  - changing the semester or the section count goes through updateCourseCascade, as the course
 *    form does (assignments follow the term; sections above a lower count lose their assignment);
 *  - deleting removes the courses' assignments with them;
 *  - what each course needs (issue 24): required specializations added, replaced or removed (with
 *    the suggestions from history the planner accepted, specialization-history.ts), and the
 *    evaluation mix and/or expected enrolment per section; the assignments stay as they are.
 */
import type { Assignment } from '@/domain/model/assignment'
import { academicYearFromSemester } from '@/domain/calendar/academic-year'
import { buildAssignment, deleteCourses, normalizeSectionCount, updateCourseCascade } from '@/domain/plan/cascades'
import { mergeChangeSets, type ChangeSet } from '@/domain/model/change-set'
import { loadsAsRead, sectionHoldersAsRead } from '@/domain/plan/preconditions'
import { type Term } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { EVALUATION_KINDS, formatEvaluationMix, type EvaluationMix } from '@/domain/model/evaluation-mix'
import { courseTerm } from '@/domain/model/course-placement'
import { pluralize } from '@/domain/kernel/format'
import { MAX_STUDENTS } from '@/domain/kernel/number-bounds'
import {
  assignmentPlanningTerm,
  courseAssignmentTerm,
  courseIsScheduled,
  parseTermKey,
  planningTermLabel,
  termKey,
  type PlanningTerm,
  type TermKey,
} from '@/domain/calendar/planning-term'
import { attributedFigure } from '@/domain/policy/attributed-figure'
import type { MeasureAfter } from '@/domain/professors/professor-ranking'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { compareCandidates, coverageShortfall, specializationCoverage, type RankedFields, type SpecializationCoverage } from '@/domain/professors/professor-ranking'
import { findScheduleConflicts } from '@/domain/calendar/schedule-conflict'
import type { WorkloadStatus } from '@/domain/model/workload'

// ---- Open sections -------------------------------------------------------------------------------

/**
 * Sections 1..sectionCount nobody holds; none when the course needs no professor or is not
 * scheduled (it is staffed from Manage Sections, which schedules it in the scope's term first).
 */
export function openSections(
  course: Pick<Course, 'id' | 'sectionCount' | 'professorNotRequired' | 'semester'>,
  assignments: readonly Pick<Assignment, 'courseId' | 'section'>[],
): number[] {
  if (course.professorNotRequired || !courseIsScheduled(course)) return []
  const held = new Set(assignments.filter((a) => a.courseId === course.id).map((a) => a.section))
  const out: number[] = []
  for (let s = 1; s <= course.sectionCount; s++) if (!held.has(s)) out.push(s)
  return out
}

// ---- Bulk assign ---------------------------------------------------------------------------------

interface BulkCourse {
  course: Course
  open: number[]
  term: TermKey
  planning: PlanningTerm
  termLabel: string
}

/** What the selection needs, computed once per dialog, before a professor is chosen. */
interface PreparedBulkAssign {
  courses: BulkCourse[]
  /** Hours the batch adds per planning term (open sections x weekly hours). */
  addedHours: Map<TermKey, number>
  /** Each professor's weekly hours per planning term now. */
  hoursByProfessor: Map<string, Map<TermKey, number>>
  /** Each professor's assignments, for schedule conflicts. */
  byProfessor: Map<string, Assignment[]>
  courseById: ReadonlyMap<string, Course>
  /** The workload policy judging each term's hours (default: the spec's bands). */
  policy: WorkloadPolicy
  /** The exact load after (CAAT-A: the SWF with the open sections added); absent: weekly hours. */
  measureAfter?: MeasureAfter
}

export function prepareBulkAssign(input: {
  courses: readonly Course[]
  assignments: readonly Assignment[]
  courseById: ReadonlyMap<string, Course>
  policy?: WorkloadPolicy
  measureAfter?: MeasureAfter
}): PreparedBulkAssign {
  const byCourse = new Map<string, Assignment[]>()
  const hoursByProfessor = new Map<string, Map<TermKey, number>>()
  const byProfessor = new Map<string, Assignment[]>()
  for (const a of input.assignments) {
    let list = byCourse.get(a.courseId)
    if (!list) byCourse.set(a.courseId, (list = []))
    list.push(a)
    let theirs = byProfessor.get(a.professorId)
    if (!theirs) byProfessor.set(a.professorId, (theirs = []))
    theirs.push(a)
    const key = termKey(assignmentPlanningTerm(a, input.courseById.get(a.courseId)))
    let terms = hoursByProfessor.get(a.professorId)
    if (!terms) hoursByProfessor.set(a.professorId, (terms = new Map()))
    terms.set(key, (terms.get(key) ?? 0) + a.weeklyHours)
  }
  const addedHours = new Map<TermKey, number>()
  const courses = input.courses.map((course) => {
    const open = openSections(course, byCourse.get(course.id) ?? [])
    const planning = courseAssignmentTerm(course)
    const term = termKey(planning)
    if (open.length) addedHours.set(term, (addedHours.get(term) ?? 0) + open.length * course.weeklyHours)
    return { course, open, term, planning, termLabel: planningTermLabel(planning) }
  })
  const policy = input.policy ?? DEFAULT_WORKLOAD_POLICY
  return {
    courses,
    addedHours,
    hoursByProfessor,
    byProfessor,
    courseById: input.courseById,
    policy,
    ...(input.measureAfter ? { measureAfter: input.measureAfter } : {}),
  }
}

/**
 * A professor as a candidate for the whole selection, in the fields of the one ranking
 * (compareCandidates): `overloaded` is over any limit after in any term the batch touches (TCH or
 * weekly hours, or CAAT-A's attributed hours), `conflicts` the clashes of the selection's courses
 * with what they teach, `shortfall` their coverage summed over the courses, `headroomAfter` the
 * fewest hours left in any touched term.
 */
export interface BulkCandidate extends RankedFields {
  professor: Professor
  /** Hours above the cap summed over the terms the batch touches (0 = fits everywhere). */
  hoursOver: number
  /** The policy's weekly limit in the tightest term (the picker's "h left of N"). */
  limit: number
  /** Courses of the selection none of whose required specializations they have. */
  uncovered: number
  /** Under CAAT-A, a full-time professor's SWF measure after, in the tightest term ('41.3 / 44 h attributed · 15 / 18 TCH'). */
  figureAfter?: string
}

/**
 * Every professor ranked for the selection with the one ranking of candidates (the same order as
 * Manage Sections' picker). Linear in professors x courses touched, so 1,000 professors rank at once.
 */
export function rankBulkCandidates(prepared: PreparedBulkAssign, professors: readonly Professor[]): BulkCandidate[] {
  const needing = prepared.courses.filter((c) => c.open.length > 0)
  const { policy } = prepared
  const touched = [...prepared.addedHours].map(([key, added]) => ({
    key,
    added,
    term: parseTermKey(key),
    additions: needing.filter((c) => c.term === key).map((c) => ({ course: c.course, sections: c.open })),
  }))
  return professors
    .map((professor) => {
      const terms = prepared.hoursByProfessor.get(professor.id)
      let hoursOver = 0
      let hoursLeft = Number.POSITIVE_INFINITY
      let limit = policy.weeklyLimit(professor, null)
      let figureAfter: string | null = null
      let overloaded = false
      for (const { key, added, term, additions } of touched) {
        const hours = (terms?.get(key) ?? 0) + added
        const measured = term ? prepared.measureAfter?.(professor, term, additions) : undefined
        const after = policy.assess(professor, term, measured ?? hours)
        hoursOver += after.hoursOver
        if (after.overloaded) overloaded = true
        if (after.headroom < hoursLeft) {
          hoursLeft = after.headroom
          limit = after.limit
          figureAfter = attributedFigure(after)
        }
      }
      const coverages = needing.map((c) => specializationCoverage(c.course.requiredSpecializations, professor.specializations).coverage)
      const theirs = prepared.byProfessor.get(professor.id) ?? []
      const conflicts = needing.flatMap(({ course }) =>
        clashesOf(prepared, course, professor.id, theirs).map((text) => `${course.code}: ${text}`),
      )
      return {
        professor,
        name: professorDisplayName(professor),
        isActive: professor.isActive,
        overloaded,
        conflicts,
        shortfall: coverageShortfall(coverages),
        headroomAfter: Number.isFinite(hoursLeft) ? hoursLeft : limit,
        hoursOver,
        limit,
        uncovered: coverages.filter((c) => c === 'none').length,
        ...(figureAfter ? { figureAfter } : {}),
      }
    })
    .sort(compareCandidates)
}

type BulkSkipReason = 'not-required' | 'not-scheduled' | 'no-open-sections'

/** The assistant's verdict on one course of the selection for the chosen professor. */
export interface BulkCourseVerdict {
  courseId: string
  code: string
  termLabel: string
  /** Sections the professor gets (empty when skipped). */
  sections: number[]
  skipped?: BulkSkipReason
  /** Their hours in the course's term once this course and the earlier ones of the batch are added. */
  hoursAfter: number
  maxWeeklyHours: number
  statusAfter: WorkloadStatus
  overloaded: boolean
  coverage: SpecializationCoverage
  missingSpecializations: string[]
  conflicts: string[]
}

/** A term in which the professor would end above their cap. */
interface BulkOverload {
  termLabel: string
  hoursAfter: number
  maxWeeklyHours: number
  hoursOver: number
}

export interface BulkAssignPlan {
  professorName: string
  isActive: boolean
  verdicts: BulkCourseVerdict[]
  overloads: BulkOverload[]
  /** Sections assigned and courses they belong to. */
  sectionCount: number
  courseCount: number
  changes: ChangeSet
  label: string
}

/** The schedule conflicts of a section of `course` with the professor's `theirs`. */
function clashesOf(prepared: PreparedBulkAssign, course: Course, professorId: string, theirs: readonly Assignment[]): string[] {
  return findScheduleConflicts({
    course,
    professorId,
    term: courseTerm(course),
    academicYear: academicYearFromSemester(course.semester),
    assignments: theirs,
    courseById: prepared.courseById,
  })
}

/** Assign one professor to every open section of the selection: the verdicts and the one change set. */
export function planBulkAssign(prepared: PreparedBulkAssign, professor: Professor, now: Date): BulkAssignPlan {
  const name = professorDisplayName(professor)
  const hours = new Map(prepared.hoursByProfessor.get(professor.id) ?? [])
  // The professor's assignments, growing with the batch so two selected courses that clash are seen.
  const theirs = [...(prepared.byProfessor.get(professor.id) ?? [])]
  const put: Assignment[] = []
  const touched = new Map<TermKey, { termLabel: string; planning: PlanningTerm }>()
  const { policy } = prepared
  // The batch so far per term, for the exact load after each course (CAAT-A).
  const added = new Map<TermKey, { course: Course; sections: readonly number[] }[]>()
  const verdicts = prepared.courses.map(({ course, open, term, planning, termLabel }): BulkCourseVerdict => {
    const cover = specializationCoverage(course.requiredSpecializations, professor.specializations)
    const base = { courseId: course.id, code: course.code, termLabel, maxWeeklyHours: policy.weeklyLimit(professor, planning), coverage: cover.coverage, missingSpecializations: cover.missing }
    if (open.length === 0) {
      const held = hours.get(term) ?? 0
      return {
        ...base,
        sections: [],
        skipped: course.professorNotRequired ? 'not-required' : !courseIsScheduled(course) ? 'not-scheduled' : 'no-open-sections',
        hoursAfter: held,
        statusAfter: policy.assess(professor, planning, held).status,
        overloaded: false,
        conflicts: [],
      }
    }
    const hoursAfter = (hours.get(term) ?? 0) + open.length * course.weeklyHours
    hours.set(term, hoursAfter)
    touched.set(term, { termLabel, planning })
    const soFar = [...(added.get(term) ?? []), { course, sections: open }]
    added.set(term, soFar)
    const after = policy.assess(professor, planning, prepared.measureAfter?.(professor, planning, soFar) ?? hoursAfter)
    const conflicts = clashesOf(prepared, course, professor.id, theirs)
    for (const section of open) {
      const record = buildAssignment({ course, professorId: professor.id, section, now })
      const assignment = conflicts.length ? { ...record, conflicts } : record
      put.push(assignment)
      theirs.push(assignment)
    }
    return {
      ...base,
      sections: open,
      hoursAfter,
      statusAfter: after.status,
      overloaded: after.overloaded,
      conflicts,
    }
  })
  const overloads: BulkOverload[] = []
  for (const [key, { termLabel, planning }] of touched) {
    const after = policy.assess(professor, planning, hours.get(key) ?? 0)
    if (after.overloaded) {
      overloads.push({ termLabel, hoursAfter: after.hours, maxWeeklyHours: after.limit, hoursOver: after.hoursOver })
    }
  }
  const courseCount = verdicts.filter((v) => v.sections.length > 0).length
  // What it was computed from: each section open, and the professor's assignments their hours
  // were counted from. A section taken or a load changed in another tab meanwhile refuses it.
  const require = [
    ...prepared.courses.flatMap(({ course, open }) => open.map((section) => sectionHoldersAsRead(course, section, []))),
    ...loadsAsRead([professor], prepared.byProfessor.get(professor.id) ?? []),
  ]
  return {
    professorName: name,
    isActive: professor.isActive,
    verdicts,
    overloads,
    sectionCount: put.length,
    courseCount,
    changes: put.length ? { put: { assignments: put }, require } : {},
    label: `assign ${name} to ${pluralize(courseCount, 'course')}`,
  }
}

// ---- Other bulk edits ----------------------------------------------------------------------------

export type CourseBulkEdit =
  | { kind: 'clear-assignments' }
  | { kind: 'semester'; term: Term; year: number }
  | { kind: 'section-count'; count: number }
  | { kind: 'professor-not-required'; value: boolean }
  | { kind: 'delete' }
  | SpecializationsEdit
  | CourseNeedsEdit

export type SpecializationMode = 'add' | 'replace' | 'remove'

export const SPECIALIZATION_MODE_LABELS: Record<SpecializationMode, string> = {
  add: 'Add to what each course requires',
  replace: 'Replace what each course requires',
  remove: 'Remove from each course',
}

/** The bulk "what each course needs" dialogs' validation messages (one source for UI and tests). */
export const COURSE_NEEDS_MESSAGES = {
  noSpecialization: 'Enter at least one specialization, or accept a suggestion',
  nothingToSet: 'Enter an evaluation mix, an expected enrolment, or both',
  enrolment: `Expected enrolment must be a whole number from 0 to ${MAX_STUDENTS}`,
} as const

/** "Maya, Rigging; Blender" as typed in a field: the names, split on commas and semicolons. */
export function splitSpecializations(text: string): string[] {
  return cleanNames(text.split(/[,;\n]/))
}

/**
 * Required specializations of every selected course: add the names (keeping those already there),
 * replace the list with them, or remove them. `accepted` holds the suggestions from history the
 * planner ticked (course id -> names); they apply only to a course that has none yet, and the
 * mode then applies on top of them (so with 'replace' and names given, the names win).
 */
export interface SpecializationsEdit {
  kind: 'specializations'
  mode: SpecializationMode
  specializations: readonly string[]
  accepted?: Readonly<Record<string, readonly string[]>>
}

/** What each section needs: the evaluation mix and/or the expected enrolment; absent = unchanged. */
export interface CourseNeedsEdit {
  kind: 'needs'
  evaluationMix?: EvaluationMix
  expectedEnrolment?: number
}

interface CourseBulkResult {
  changes: ChangeSet
  /** Courses written (deleted, edited, or whose assignments were cleared). */
  changed: number
  /** Assignments removed along the way. */
  removedAssignments: number
  label: string
}

function editedCourse(course: Course, edit: CourseBulkEdit): Course | null {
  switch (edit.kind) {
    case 'semester':
      return course.semester?.term === edit.term && course.semester.year === edit.year && course.term === edit.term
        ? null
        : { ...course, semester: { term: edit.term, year: edit.year }, term: edit.term }
    case 'section-count': {
      const count = normalizeSectionCount(edit.count)
      return course.sectionCount === count ? null : { ...course, sectionCount: count }
    }
    case 'professor-not-required':
      return course.professorNotRequired === edit.value ? null : { ...course, professorNotRequired: edit.value }
    case 'specializations': {
      const next = editedSpecializations(course, edit)
      return sameNames(next, course.requiredSpecializations) ? null : { ...course, requiredSpecializations: next }
    }
    case 'needs': {
      const mix = edit.evaluationMix
      const sameMix =
        mix === undefined ||
        (course.evaluationMix !== undefined && EVALUATION_KINDS.every((k) => course.evaluationMix![k] === mix[k]))
      const sameEnrolment = edit.expectedEnrolment === undefined || course.expectedEnrolment === edit.expectedEnrolment
      if (sameMix && sameEnrolment) return null
      return {
        ...course,
        ...(mix === undefined ? {} : { evaluationMix: { ...mix } }),
        ...(edit.expectedEnrolment === undefined ? {} : { expectedEnrolment: edit.expectedEnrolment }),
      }
    }
    default:
      return null
  }
}

function editLabel(edit: CourseBulkEdit, courses: string): string {
  switch (edit.kind) {
    case 'clear-assignments':
      return `clear assignments of ${courses}`
    case 'semester':
      return `set term to ${planningTermLabel({ term: edit.term, year: edit.year })} on ${courses}`
    case 'section-count':
      return `set section count to ${normalizeSectionCount(edit.count)} on ${courses}`
    case 'professor-not-required':
      return `mark ${courses} as ${edit.value ? 'not requiring' : 'requiring'} a professor`
    case 'delete':
      return `delete ${courses}`
    case 'specializations': {
      const names = namesLabel(cleanNames(edit.specializations))
      if (!names) return `accept suggested specializations on ${courses}`
      if (edit.mode === 'add') return `add required specializations ${names} to ${courses}`
      if (edit.mode === 'remove') return `remove required specializations ${names} from ${courses}`
      return `set required specializations to ${names} on ${courses}`
    }
    case 'needs': {
      const parts: string[] = []
      if (edit.evaluationMix) parts.push(`evaluation mix ${formatEvaluationMix(edit.evaluationMix)}`)
      if (edit.expectedEnrolment !== undefined) parts.push(`expected enrolment ${edit.expectedEnrolment}`)
      return `set ${parts.join(' and ')} on ${courses}`
    }
  }
}

const foldName = (s: string) => s.trim().toLowerCase()

/** Trimmed, NFC, without blanks or case-insensitive repeats (the first spelling is kept). */
function cleanNames(names: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of names) {
    const name = raw.normalize('NFC').trim()
    if (!name || seen.has(foldName(name))) continue
    seen.add(foldName(name))
    out.push(name)
  }
  return out
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i])
}

/** "Maya, Blender" or "Maya, Blender, Nuke and 2 more": names in an undo label stay short. */
function namesLabel(names: readonly string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
}

/** A course's required specializations after the edit (the accepted suggestion first, then the mode). */
export function editedSpecializations(course: Pick<Course, 'id' | 'requiredSpecializations'>, edit: SpecializationsEdit): string[] {
  const current = cleanNames(course.requiredSpecializations)
  const suggestion = edit.accepted?.[course.id]
  const base = current.length === 0 && suggestion ? cleanNames(suggestion) : current
  const names = cleanNames(edit.specializations)
  switch (edit.mode) {
    case 'add':
      return cleanNames([...base, ...names])
    case 'replace':
      return names.length ? names : base
    case 'remove': {
      const drop = new Set(names.map(foldName))
      return base.filter((name) => !drop.has(foldName(name)))
    }
  }
}

/** One bulk edit of the selected courses as one change set; courses already as wanted are not written. */
export function bulkEditCourses(
  courses: readonly Course[],
  ids: readonly string[],
  edit: CourseBulkEdit,
  assignments: readonly Assignment[],
): CourseBulkResult {
  const wanted = new Set(ids)
  const selected = courses.filter((c) => wanted.has(c.id))
  let changes: ChangeSet
  let changed: number
  if (edit.kind === 'delete' || edit.kind === 'clear-assignments') {
    const cascade = deleteCourses(
      selected.map((c) => c.id),
      assignments,
    )
    const removed = cascade.delete?.assignments ?? []
    changes = edit.kind === 'delete' ? cascade : removed.length ? { delete: { assignments: removed } } : {}
    changed = edit.kind === 'delete' ? selected.length : new Set(assignments.filter((a) => wanted.has(a.courseId)).map((a) => a.courseId)).size
  } else {
    const sets: ChangeSet[] = []
    for (const course of selected) {
      const next = editedCourse(course, edit)
      if (next) sets.push(updateCourseCascade(course, next, assignments).changes)
    }
    changes = sets.length ? mergeChangeSets(...sets) : {}
    changed = sets.length
  }
  return {
    changes,
    changed,
    removedAssignments: changes.delete?.assignments?.length ?? 0,
    label: editLabel(edit, pluralize(changed, 'course')),
  }
}

/** A section that loses its professor when the section count is lowered, for the warning before saving. */
interface SectionLoss {
  code: string
  section: number
  professorId: string
}

export function sectionCountLosses(
  courses: readonly Course[],
  ids: readonly string[],
  count: number,
  assignments: readonly Assignment[],
): SectionLoss[] {
  const target = normalizeSectionCount(count)
  const byId = new Map(courses.map((c) => [c.id, c]))
  const wanted = new Set(ids)
  return assignments
    .filter((a) => wanted.has(a.courseId) && a.section > target && byId.has(a.courseId))
    .map((a) => ({ code: byId.get(a.courseId)!.code, section: a.section, professorId: a.professorId }))
    .sort((a, b) => a.code.localeCompare(b.code) || a.section - b.section)
}
