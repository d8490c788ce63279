/**
 * "Copy plan to another term" (issue 13). The courses of the source planning term are matched in
 * the target term by code within the same program version, or created there (a copy with the
 * target semester); then each source assignment is copied to the same section of the target
 * course when its professor still exists, is active, and stays within their cap IN THE TARGET
 * TERM (loads already there plus what this copy adds, in source order). Everything else is
 * listed as skipped with its reason. The result is ONE change set, so it is one undo step.
 *
 * Only courses with a semester (term and year) are copied: a term-only course already runs in
 * every year's term of its type.
 */
import type { Assignment } from '@/domain/model/assignment'
import { buildAssignment } from './cascades'
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import { courseOfferingAsRead, professorAssignmentsAsRead, recordAsRead, sectionHoldersAsRead } from '@/domain/plan/preconditions'
import type { Course } from '@/domain/model/course'
import { courseVersion } from '@/domain/model/course-placement'
import { courseProgramId } from '@/domain/model/course-program'
import { courseCodeKey } from '@/domain/model/course'
import { manualCourseId, uniqueId } from '@/domain/kernel/ids'
import { buildPlanIndex } from './plan-index'
import { academicYearOfPlanningTerm, coursePlanningTerm, planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { formatNumber } from '@/domain/kernel/format'

export type RolloverSkipReason = 'inactive' | 'overload' | 'course-missing' | 'professor-missing' | 'section-taken' | 'section-missing'

export interface RolloverSkip {
  reason: RolloverSkipReason
  course: Course
  section: number
  professorName: string
  /** Sentence for the preview, e.g. 'Would overload: 21/18 h in Fall 2027'. */
  message: string
}

export interface RolloverCopy {
  assignment: Assignment
  course: Course
  professor: Professor
  /** The professor's target-term load after the copy. */
  loadAfter: number
  /** Their weekly cap in the target term (the workload policy's limit). */
  cap: number
}

export interface RolloverPlan {
  source: PlanningTerm
  target: PlanningTerm
  createdCourses: Course[]
  matchedCourses: Course[]
  copied: RolloverCopy[]
  skipped: RolloverSkip[]
  changes: ChangeSet
}

export interface RolloverInput {
  source: PlanningTerm
  target: PlanningTerm
  courses: readonly Course[]
  assignments: readonly Assignment[]
  professors: readonly Professor[]
  /** When false, source courses without a target counterpart are not created; their sections are skipped. */
  createMissingCourses?: boolean
  now: Date
  /** The workload policy deciding whether a copy fits the target term (default: the spec's bands). */
  policy?: WorkloadPolicy
}

export const ROLLOVER_MESSAGES = {
  sameTerm: 'Choose a target term different from the source term',
  inactive: 'Professor is inactive',
  professorMissing: 'Professor no longer exists',
  courseMissing: (term: string) => `Course does not exist in ${term}`,
  overload: (after: number, cap: number, term: string) => `Would overload: ${formatNumber(after)}/${formatNumber(cap)} h in ${term}`,
  sectionTaken: (name: string) => `Section already assigned to ${name}`,
  sectionMissing: 'The target course has fewer sections',
} as const

const programKey = (c: Pick<Course, 'programId' | 'program' | 'programVersion' | 'code'>) =>
  `${courseProgramId(c)}|${courseVersion(c)}|${courseCodeKey(c.code)}`

const inTerm = (course: Course, t: PlanningTerm) => {
  const own = coursePlanningTerm(course)
  return own !== null && termKey(own) === termKey(t)
}

export function planTermRollover(input: RolloverInput): RolloverPlan {
  const { source, target, now } = input
  const createMissing = input.createMissingCourses ?? true
  const targetLabel = planningTermLabel(target)
  const empty: RolloverPlan = { source, target, createdCourses: [], matchedCourses: [], copied: [], skipped: [], changes: {} }
  if (termKey(source) === termKey(target)) return empty

  const professorById = new Map(input.professors.map((p) => [p.id, p]))
  const sourceCourses = input.courses.filter((c) => inTerm(c, source)).sort((a, b) => a.code.localeCompare(b.code))
  const targetByKey = new Map(input.courses.filter((c) => inTerm(c, target)).map((c) => [programKey(c), c]))
  const takenIds = new Set(input.courses.map((c) => c.id))
  const index = buildPlanIndex(input.courses, input.assignments)
  const targetKey = termKey(target)
  // Running target-term loads: start from what is stored, grow with every copy.
  const loads = new Map<string, number>()
  const loadOf = (id: string) => loads.get(id) ?? index.loads.get(id)?.get(targetKey)?.hours ?? 0

  const plan: RolloverPlan = { ...empty, createdCourses: [], matchedCourses: [], copied: [], skipped: [] }
  const newCourses: Course[] = []
  // What the copy was computed from, checked again when it is written: the target courses as
  // read (none of a created one's offering), each section it fills still open, and the loads
  // (assignments) of each professor it adds hours to.
  const require: Precondition[] = []
  for (const course of sourceCourses) {
    let targetCourse = targetByKey.get(programKey(course))
    let created = false
    if (targetCourse) {
      plan.matchedCourses.push(targetCourse)
      require.push(recordAsRead('courses', targetCourse.id, targetCourse, `course ${targetCourse.code} in ${targetLabel}`))
    } else if (createMissing) {
      const id = uniqueId(manualCourseId(`${course.code}-${target.term}-${target.year}`, now), takenIds)
      takenIds.add(id)
      targetCourse = { ...course, id, semester: { term: target.term, year: target.year }, term: target.term, addedAt: now.toISOString() }
      newCourses.push(targetCourse)
      require.push(courseOfferingAsRead(targetCourse, []))
      created = true
    }
    const sourceAssignments = [...(index.byCourse.get(course.id) ?? [])]
    const skip = (reason: RolloverSkipReason, a: Assignment, message: string) => {
      const p = professorById.get(a.professorId)
      plan.skipped.push({ reason, course, section: a.section, professorName: p ? professorDisplayName(p) : a.professorId, message })
    }
    if (!targetCourse) {
      for (const a of sourceAssignments) skip('course-missing', a, ROLLOVER_MESSAGES.courseMissing(targetLabel))
      continue
    }
    const held = created ? [] : (index.byCourse.get(targetCourse.id) ?? [])
    for (const a of sourceAssignments) {
      const professor = professorById.get(a.professorId)
      if (!professor) {
        skip('professor-missing', a, ROLLOVER_MESSAGES.professorMissing)
        continue
      }
      if (!professor.isActive) {
        skip('inactive', a, ROLLOVER_MESSAGES.inactive)
        continue
      }
      if (a.section > targetCourse.sectionCount) {
        skip('section-missing', a, ROLLOVER_MESSAGES.sectionMissing)
        continue
      }
      const holder = held.find((h) => h.section === a.section)
      if (holder) {
        const other = professorById.get(holder.professorId)
        skip('section-taken', a, ROLLOVER_MESSAGES.sectionTaken(other ? professorDisplayName(other) : holder.professorId))
        continue
      }
      // Hours follow the target course unless the source section carried its own override.
      const hours = a.weeklyHours === course.weeklyHours ? targetCourse.weeklyHours : a.weeklyHours
      const policy = input.policy ?? DEFAULT_WORKLOAD_POLICY
      const before = loadOf(professor.id)
      const after = before + hours
      const cap = policy.weeklyLimit(professor, target)
      if (!policy.fits(professor, target, before, hours)) {
        skip('overload', a, ROLLOVER_MESSAGES.overload(after, cap, targetLabel))
        continue
      }
      loads.set(professor.id, after)
      require.push(sectionHoldersAsRead(targetCourse, a.section, []))
      const assignment = buildAssignment({
        course: targetCourse,
        professorId: professor.id,
        section: a.section,
        weeklyHours: hours,
        term: target.term,
        academicYear: academicYearOfPlanningTerm(target),
        assignedBy: 'rollover',
        now,
      })
      plan.copied.push({ assignment, course: targetCourse, professor, loadAfter: after, cap })
    }
  }
  plan.createdCourses = newCourses
  const put: NonNullable<ChangeSet['put']> = {}
  if (newCourses.length) put.courses = newCourses
  if (plan.copied.length) put.assignments = plan.copied.map((c) => c.assignment)
  const heldBy = new Map(plan.copied.map((c) => [c.professor.id, { professor: c.professor, held: [] as Assignment[] }]))
  for (const a of input.assignments) heldBy.get(a.professorId)?.held.push(a)
  for (const { professor, held } of heldBy.values()) require.push(professorAssignmentsAsRead(professor, held))
  plan.changes = Object.keys(put).length ? { put, require } : {}
  return plan
}

export const ROLLOVER_REASON_LABELS: Record<RolloverSkipReason, string> = {
  inactive: 'Inactive',
  overload: 'Would overload',
  'course-missing': 'Course missing',
  'professor-missing': 'Professor missing',
  'section-taken': 'Section taken',
  'section-missing': 'Section missing',
}
