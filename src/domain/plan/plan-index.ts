/**
 * The derived indexes every screen reads the plan through, built once per change of the course
 * or assignment lists: assignments by course, assigned sections per course, and each
 * professor's load per planning term. Figures for a scope (one term, an academic year, a range)
 * are then lookups over these maps, never another pass that adds hours across terms.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { CourseLookup } from './course-lookup'
import { LayeredMap, REMOVED } from '@/domain/kernel/layered-map'
import { editedPositions } from '@/domain/kernel/list-edits'
import { assignmentPlanningTerm, termKey, type TermKey } from '@/domain/calendar/planning-term'

export interface TermLoad {
  /** Weekly hours of the professor's sections in the term. */
  hours: number
  /** Number of sections (assignments) in the term. */
  sections: number
}

export interface PlanIndex {
  courseById: ReadonlyMap<string, Course>
  /** Assignments of each course, ordered by section. */
  byCourse: ReadonlyMap<string, Assignment[]>
  /** Distinct sections 1..sectionCount with a professor, per course id (absent means 0). */
  assignedSections: ReadonlyMap<string, number>
  /** Planning term of every assignment, by assignment id. */
  termOf: ReadonlyMap<string, TermKey>
  /** professorId -> term -> load. */
  loads: ReadonlyMap<string, ReadonlyMap<TermKey, TermLoad>>
  /** professorId -> term -> their assignments in that term. */
  byProfessorTerm: ReadonlyMap<string, ReadonlyMap<TermKey, Assignment[]>>
}

/** The planning term key of an assignment (of a course, when it still exists). */
export type TermKeyOf = (assignment: Assignment, course: Course | undefined) => TermKey

export const planningTermKeyOf: TermKeyOf = (a, course) =>
  termKey(assignmentPlanningTerm(a, course))

/**
 * Build the index. `termKeyOf` lets a caller that rebuilds after every edit reuse the term keys
 * of records that did not change (see data/planning-scope.ts); the result is the same.
 */
export function buildPlanIndex(
  courses: readonly Course[],
  assignments: readonly Assignment[],
  termKeyOf: TermKeyOf = planningTermKeyOf,
): PlanIndex {
  const courseById = new CourseLookup(courses)
  const byCourse = new Map<string, Assignment[]>()
  const termOf = new Map<string, TermKey>()
  const loads = new Map<string, Map<TermKey, TermLoad>>()
  const byProfessorTerm = new Map<string, Map<TermKey, Assignment[]>>()

  for (const a of assignments) {
    let list = byCourse.get(a.courseId)
    if (!list) byCourse.set(a.courseId, (list = []))
    list.push(a)

    const key = termKeyOf(a, courseById.get(a.courseId))
    termOf.set(a.id, key)

    let terms = loads.get(a.professorId)
    if (!terms) loads.set(a.professorId, (terms = new Map()))
    const load = terms.get(key)
    if (load) {
      load.hours += a.weeklyHours
      load.sections++
    } else terms.set(key, { hours: a.weeklyHours, sections: 1 })

    let grouped = byProfessorTerm.get(a.professorId)
    if (!grouped) byProfessorTerm.set(a.professorId, (grouped = new Map()))
    const inTerm = grouped.get(key)
    if (inTerm) inTerm.push(a)
    else grouped.set(key, [a])
  }
  for (const list of byCourse.values()) list.sort((a, b) => a.section - b.section)

  // Only courses with assignments get an entry (readers default to 0): a course without any costs
  // nothing here. The lists are sorted by section, so distinct sections are counted by neighbours.
  const assignedSections = new Map<string, number>()
  for (const [courseId, list] of byCourse) {
    const course = courseById.get(courseId)
    if (course) assignedSections.set(courseId, distinctSections(list, course.sectionCount))
  }
  return { courseById, byCourse, assignedSections, termOf, loads, byProfessorTerm }
}

/** Distinct sections 1..sectionCount in a list sorted by section (counted by neighbours). */
function distinctSections(list: readonly Assignment[], sectionCount: number): number {
  let distinct = 0
  let previous = Number.NaN
  for (const a of list) {
    if (a.section >= 1 && a.section <= sectionCount && a.section !== previous) distinct++
    previous = a.section
  }
  return distinct
}

/** What an update of the plan index touched. */
export interface PlanUpdate {
  /** Courses whose record, assignments or assigned sections may differ. */
  touchedCourses: ReadonlySet<string>
  /** Professors whose loads or sections by term may differ. */
  touchedProfessors: ReadonlySet<string>
}

const NOTHING_TOUCHED: PlanUpdate = { touchedCourses: new Set(), touchedProfessors: new Set() }
const updates = new WeakMap<PlanIndex, PlanUpdate & { from: PlanIndex }>()

/** What changed between two indexes, when `after` was updated from `before` (see updatePlanIndex); null when not known. */
export function planUpdateBetween(before: PlanIndex, after: PlanIndex): PlanUpdate | null {
  if (before === after) return NOTHING_TOUCHED
  const update = updates.get(after)
  return update?.from === before ? update : null
}

/** Above this many changed records an update costs as much as a rebuild. */
const UPDATE_LIMIT = 64

/**
 * What changed between two versions of a list whose unchanged records keep their identity (the
 * write path replaces only the records it writes, in place, and appends new ones): the records
 * only in `before` and those only in `after`. Null when more than `UPDATE_LIMIT` changed.
 */
export function listDiff<T>(
  before: readonly T[],
  after: readonly T[],
): { removed: T[]; added: T[] } | null {
  // An edit recorded by the write path names its positions: no scan of the whole list.
  const edited = editedPositions(before, after)
  if (edited) {
    const removed: T[] = []
    const added: T[] = []
    for (const p of edited) {
      if (p < before.length && before[p] === after[p]) continue
      if (p < before.length) removed.push(before[p]!)
      if (p < after.length) added.push(after[p]!)
    }
    return { removed, added }
  }
  let start = 0
  const common = Math.min(before.length, after.length)
  while (start < common && before[start] === after[start]) start++
  let endBefore = before.length
  let endAfter = after.length
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--
    endAfter--
  }
  if (endBefore - start > UPDATE_LIMIT || endAfter - start > UPDATE_LIMIT) return null
  const middleBefore = before.slice(start, endBefore)
  const middleAfter = after.slice(start, endAfter)
  const inAfter = new Set(middleAfter)
  const inBefore = new Set(middleBefore)
  return {
    removed: middleBefore.filter((x) => !inAfter.has(x)),
    added: middleAfter.filter((x) => !inBefore.has(x)),
  }
}

/**
 * A map derived from `base` by a few sets and deletes, recorded as a layer over it (see
 * LayeredMap) instead of a copy: a section-count edit, say, changes no load or term, and copying
 * those maps of thousands of entries anyway was most of an edit's cost at 10,000 courses; a
 * set that changes nothing is not even recorded. `same` tells whether a new value equals the
 * stored one.
 */
function editedMap<K, V>(base: ReadonlyMap<K, V>, same: (a: V, b: V) => boolean = Object.is) {
  const changes = new Map<K, V | typeof REMOVED>()
  const get = (key: K): V | undefined => {
    const change = changes.get(key)
    if (change !== undefined) return change === REMOVED ? undefined : change
    return base.get(key)
  }
  return {
    get,
    set(key: K, value: V) {
      const current = get(key)
      if (current !== undefined && same(current, value)) return
      changes.set(key, value)
    },
    delete(key: K) {
      if (get(key) !== undefined) changes.set(key, REMOVED)
    },
    result: (): ReadonlyMap<K, V> => LayeredMap.over(base, changes),
  }
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

const sameLoads = (a: ReadonlyMap<TermKey, TermLoad>, b: ReadonlyMap<TermKey, TermLoad>) =>
  a.size === b.size &&
  [...a].every(([key, load]) => {
    const other = b.get(key)
    return other !== undefined && other.hours === load.hours && other.sections === load.sections
  })

const sameGroups = (a: ReadonlyMap<TermKey, Assignment[]>, b: ReadonlyMap<TermKey, Assignment[]>) =>
  a.size === b.size &&
  [...a].every(([key, list]) => {
    const other = b.get(key)
    return other !== undefined && sameItems(list, other)
  })

/**
 * The index of the new lists, derived from the index of the previous ones when an edit changed a
 * few records: only the courses and professors those records touch are recomputed, the rest is
 * shared (maps are copied natively, their untouched entries kept), so one edit costs about the
 * same at 300 or 10,000 courses. Returns null when the change is too large (rebuild instead).
 * The result equals `buildPlanIndex(courses, assignments)`.
 */
export function updatePlanIndex(
  previous: { courses: readonly Course[]; assignments: readonly Assignment[]; index: PlanIndex },
  courses: readonly Course[],
  assignments: readonly Assignment[],
  termKeyOf: TermKeyOf = planningTermKeyOf,
): PlanIndex | null {
  const courseDiff =
    previous.courses === courses ? { removed: [], added: [] } : listDiff(previous.courses, courses)
  const assignmentDiff =
    previous.assignments === assignments
      ? { removed: [], added: [] }
      : listDiff(previous.assignments, assignments)
  if (!courseDiff || !assignmentDiff) return null
  const prev = previous.index

  let courseById = prev.courseById
  if (courseDiff.removed.length || courseDiff.added.length) {
    // Courses replaced where they stand (an edit) keep every position; anything else rebuilds.
    courseById =
      (prev.courseById instanceof CourseLookup && prev.courseById.replacedIn(courses)) ||
      new CourseLookup(courses)
  }

  // Courses whose assignments or whose own record changed; professors whose terms change with them.
  const touchedCourses = new Set<string>()
  for (const c of [...courseDiff.removed, ...courseDiff.added]) touchedCourses.add(c.id)
  for (const a of [...assignmentDiff.removed, ...assignmentDiff.added])
    touchedCourses.add(a.courseId)
  if (touchedCourses.size === 0) return prev
  const edited = editedPositions(previous.assignments, assignments)

  const removedSet = new Set(assignmentDiff.removed)
  const addedSet = new Set(assignmentDiff.added)
  // A professor's loads change only when one of their sections came, went or moved to another
  // term (its course's term changed): a section-count edit touches no professor at all.
  const touchedProfessors = new Set<string>()
  const courseLists = new Map<string, Assignment[]>()
  for (const courseId of touchedCourses) {
    const before = prev.byCourse.get(courseId) ?? []
    const kept = before.filter((a) => !removedSet.has(a))
    const list = [...kept, ...assignmentDiff.added.filter((a) => a.courseId === courseId)]
    for (const a of before) if (removedSet.has(a)) touchedProfessors.add(a.professorId)
    const course = courseById.get(courseId)
    for (const a of list) {
      if (addedSet.has(a) || prev.termOf.get(a.id) !== termKeyOf(a, course))
        touchedProfessors.add(a.professorId)
    }
    courseLists.set(courseId, list)
  }
  const professorLists = new Map<string, Assignment[]>()
  for (const professorId of touchedProfessors) {
    const mine: Assignment[] = []
    for (const list of prev.byProfessorTerm.get(professorId)?.values() ?? []) {
      for (const a of list) if (!removedSet.has(a) && !touchedCourses.has(a.courseId)) mine.push(a)
    }
    for (const list of courseLists.values())
      for (const a of list) if (a.professorId === professorId) mine.push(a)
    professorLists.set(professorId, mine)
  }

  // Positions in the new list, so every rebuilt list keeps a rebuild's input order: asked only
  // when two records need ordering by it (equal sections, or a professor's list), and found with
  // the native indexOf (an edit's own positions are known), not a scan of every record.
  const editedAt = new Map<Assignment, number>()
  for (const p of edited ?? []) if (p < assignments.length) editedAt.set(assignments[p]!, p)
  const position = new Map<Assignment, number>()
  const positionOf = (a: Assignment) => {
    let at = position.get(a) ?? editedAt.get(a)
    if (at === undefined) position.set(a, (at = assignments.indexOf(a)))
    return at
  }
  const byPosition = (a: Assignment, b: Assignment) => positionOf(a) - positionOf(b)

  const byCourse = editedMap(prev.byCourse, sameItems)
  for (const [courseId, list] of courseLists) {
    list.sort((a, b) => a.section - b.section || byPosition(a, b))
    if (list.length) byCourse.set(courseId, list)
    else byCourse.delete(courseId)
  }

  // The term of every assignment of a touched course may have changed (its course did).
  const termOf = editedMap(prev.termOf)
  for (const a of assignmentDiff.removed) termOf.delete(a.id)
  for (const courseId of touchedCourses) {
    for (const a of byCourse.get(courseId) ?? [])
      termOf.set(a.id, termKeyOf(a, courseById.get(a.courseId)))
  }

  // A touched professor's loads are rebuilt from all their assignments (a few dozen at most).
  const loads = editedMap(prev.loads, sameLoads)
  const byProfessorTerm = editedMap(prev.byProfessorTerm, sameGroups)
  for (const [professorId, mine] of professorLists) {
    if (!mine.length) {
      loads.delete(professorId)
      byProfessorTerm.delete(professorId)
      continue
    }
    mine.sort(byPosition)
    const terms = new Map<TermKey, TermLoad>()
    const grouped = new Map<TermKey, Assignment[]>()
    for (const a of mine) {
      const key = termOf.get(a.id) ?? termKeyOf(a, courseById.get(a.courseId))
      const load = terms.get(key)
      if (load) {
        load.hours += a.weeklyHours
        load.sections++
      } else terms.set(key, { hours: a.weeklyHours, sections: 1 })
      const inTerm = grouped.get(key)
      if (inTerm) inTerm.push(a)
      else grouped.set(key, [a])
    }
    loads.set(professorId, terms)
    byProfessorTerm.set(professorId, grouped)
  }

  const assignedSections = editedMap(prev.assignedSections)
  for (const courseId of touchedCourses) {
    const course = courseById.get(courseId)
    const list = byCourse.get(courseId)
    if (!course || !list) {
      assignedSections.delete(courseId)
      continue
    }
    assignedSections.set(courseId, distinctSections(list, course.sectionCount))
  }
  const index: PlanIndex = {
    courseById,
    byCourse: byCourse.result(),
    assignedSections: assignedSections.result(),
    termOf: termOf.result(),
    loads: loads.result(),
    byProfessorTerm: byProfessorTerm.result(),
  }
  updates.set(index, { from: prev, touchedCourses, touchedProfessors })
  return index
}
