/**
 * "Suggest from history" (issue 24, what each course needs): for a course with no required
 * specializations, the specializations shared by the professors who taught it before.
 *
 * - "Taught it before": an assignment of this course, or of another course record with the same
 *   code (the copy a term rollover makes), in a planning term strictly before the course's own.
 *   A term-only course has no "before", so every assignment of that code counts.
 * - "Shared": held by every one of those professors (that still exist); when none is held by all,
 *   held by a strict majority of them (more than half), so one colleague's odd entry never
 *   decides. With one professor that is their whole list. Names compare without case or
 *   surrounding space; the first spelling met is kept. Order: most holders first, then name.
 * - No history, or nothing shared: no suggestion.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { courseCodeKey } from '@/domain/model/course'
import { assignmentPlanningTerm, compareTerms, coursePlanningTerm, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'

export interface SpecializationSuggestion {
  courseId: string
  specializations: string[]
  /** 'all' when every earlier professor holds them, 'most' when a majority does. */
  rule: 'all' | 'most'
  /** The earlier professors, by name, for the dialog to say whose history this is. */
  professorNames: string[]
}

interface Taught {
  professorId: string
  term: PlanningTerm
}

/** The assignments of every course code, each with its planning term; built once per dialog. */
export function buildTeachingHistory(
  courses: readonly Course[],
  assignments: readonly Assignment[],
): ReadonlyMap<string, Taught[]> {
  const byId = new Map(courses.map((c) => [c.id, c]))
  const byCode = new Map<string, Taught[]>()
  for (const a of assignments) {
    const course = byId.get(a.courseId)
    if (!course) continue
    const key = courseCodeKey(course.code)
    let list = byCode.get(key)
    if (!list) byCode.set(key, (list = []))
    list.push({ professorId: a.professorId, term: assignmentPlanningTerm(a, course) })
  }
  return byCode
}

const fold = (s: string) => s.normalize('NFC').trim().toLowerCase()

export function suggestSpecializations(
  course: Course,
  history: ReadonlyMap<string, Taught[]>,
  professorById: ReadonlyMap<string, Professor>,
): SpecializationSuggestion | null {
  if (course.requiredSpecializations.some((s) => s.trim() !== '')) return null
  const own = coursePlanningTerm(course)
  const ids = new Set(
    (history.get(courseCodeKey(course.code)) ?? [])
      .filter((t) => own === null || compareTerms(t.term, own) < 0)
      .map((t) => t.professorId),
  )
  const professors = [...ids].map((id) => professorById.get(id)).filter((p): p is Professor => p !== undefined)
  if (professors.length === 0) return null
  const holders = new Map<string, { name: string; count: number }>()
  for (const p of professors) {
    for (const key of new Set(p.specializations.map(fold).filter(Boolean))) {
      const name = p.specializations.find((s) => fold(s) === key)!.trim()
      const entry = holders.get(key)
      if (entry) entry.count++
      else holders.set(key, { name, count: 1 })
    }
  }
  const entries = [...holders.values()]
  const byAll = entries.filter((e) => e.count === professors.length)
  const chosen = byAll.length ? byAll : entries.filter((e) => e.count * 2 > professors.length)
  if (chosen.length === 0) return null
  return {
    courseId: course.id,
    specializations: chosen.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).map((e) => e.name),
    rule: byAll.length ? 'all' : 'most',
    professorNames: professors.map(professorDisplayName).sort((a, b) => a.localeCompare(b)),
  }
}
