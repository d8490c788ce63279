/**
 * The plan index (plan-index.ts) as one store that follows the data change by change, as
 * Excalidraw's Scene follows its elements with a version number, with the staffing sums of each
 * term beside it. Building the index from the lists takes about a frame at 10,000 courses and
 * 6,000 assignments, and its conflicts as much again: too much for every edit. So the store is
 * built once from the lists (`replace`) and then told which records a change put or deleted
 * (`apply`, fed by the write path's change feed); only the courses and professors those records
 * touch are computed again, and only those courses' shares of the staffing sums.
 *
 * The maps are the store's own and change in place; their values are replaced, never changed, so
 * a course's sections or a professor's loads keep their identity until they really change (what
 * memoized cards compare). Readers take `view()`: a snapshot of the plan at one version, new at
 * every version, that keeps its contents whatever the store does next (a screen may hold an old
 * view, compare it with a new one, or read it later). The maps are SnapshotMaps (snapshot-map.ts):
 * a change records only the entries it replaces, so an edit costs the same at any size; a view
 * of the present reads the store's maps directly, and an older view builds its own copy when
 * first read.
 *
 * Equal to `buildPlanIndex` of the lists after every change, orders included (plan-store.test.ts
 * and the data layer's model test check it over random sequences).
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { professorConflicts, sameConflicts, type ConflictPair } from './plan-conflicts'
import { buildPlanMaps, distinctSections, planningTermKeyOf, type PlanIndex, type TermLoad } from './plan-index'
import { coursePlacement, scopePlacements, type PlanningScope, type TermKey } from '@/domain/calendar/planning-term'
import { SnapshotMap } from './snapshot-map'
import { countStaffing, emptyStaffing, finishStaffing, type StaffingFigures, type StaffingSums } from './staffing'

/** Records a change put (the record now) or deleted (undefined), by id. */
export interface PlanDelta {
  courses?: ReadonlyMap<string, Course | undefined>
  assignments?: ReadonlyMap<string, Assignment | undefined>
}

/** What an `apply` recomputed. */
export interface PlanTouched {
  courses: ReadonlySet<string>
  professors: ReadonlySet<string>
}

/**
 * The plan as of one version, an immutable snapshot: its maps and staffing stay as they were at
 * that version. `conflictsVersion` moves only when some professor's conflicts changed.
 */
export interface PlanView extends PlanIndex {
  version: number
  conflictsVersion: number
  /** The staffing of the courses a scope counts (staffingFigures of them), from sums kept per term. */
  staffingIn(scope: PlanningScope): StaffingFigures
  /**
   * The courses whose record or sections the change from `version - 1` to this version touched,
   * or undefined when this version was built whole (`replace`). A reader that kept something per
   * course as of the previous version need only redo these (the Courses screen's rows).
   */
  touchedCourses: ReadonlySet<string> | undefined
}

const NONE: ReadonlyMap<string, undefined> = new Map()

export class PlanStore {
  /** In the course list's order (a view's courseById is iterated as the list). */
  #courseById = new SnapshotMap<string, Course>(new Map(), { ordered: true })
  #assignmentById = new Map<string, Assignment>()
  /** Each assignment's place in the assignment list (increasing): rebuilt lists keep the list's order. */
  #position = new Map<string, number>()
  #nextPosition = 0
  #byCourse = new SnapshotMap<string, Assignment[]>()
  #assignedSections = new SnapshotMap<string, number>()
  #termOf = new SnapshotMap<string, TermKey>()
  #loads = new SnapshotMap<string, ReadonlyMap<TermKey, TermLoad>>()
  #byProfessorTerm = new SnapshotMap<string, ReadonlyMap<TermKey, Assignment[]>>()
  #conflicts = new SnapshotMap<string, ReadonlyMap<TermKey, ConflictPair[]>>()
  /** Staffing sums of the courses of each placement (a term, or a term type for term-only courses), changed in place. */
  #staffing = new Map<string, StaffingSums>()
  /** A copy of the sums as the latest view shows them; undefined once they changed since. */
  #staffingSeen: ReadonlyMap<string, Readonly<StaffingSums>> | undefined
  #version = 0
  #conflictsVersion = 0
  #touchedCourses: ReadonlySet<string> | undefined
  #view: PlanView | undefined

  constructor(courses: readonly Course[] = [], assignments: readonly Assignment[] = []) {
    this.replace(courses, assignments)
  }

  get version(): number {
    return this.#version
  }

  /** Build everything from the lists (a first load, a re-read, a restore, a rollback). */
  replace(courses: readonly Course[], assignments: readonly Assignment[]): void {
    // New maps: views of earlier versions keep the old ones, which nothing changes any more.
    const maps = buildPlanMaps(courses, assignments)
    this.#courseById = new SnapshotMap(maps.courseById, { ordered: true })
    this.#byCourse = new SnapshotMap(maps.byCourse)
    this.#assignedSections = new SnapshotMap(maps.assignedSections)
    this.#termOf = new SnapshotMap(maps.termOf)
    this.#loads = new SnapshotMap<string, ReadonlyMap<TermKey, TermLoad>>(maps.loads)
    this.#byProfessorTerm = new SnapshotMap<string, ReadonlyMap<TermKey, Assignment[]>>(maps.byProfessorTerm)
    this.#assignmentById = new Map()
    this.#position = new Map()
    assignments.forEach((a, i) => {
      this.#assignmentById.set(a.id, a)
      this.#position.set(a.id, i)
    })
    this.#nextPosition = assignments.length
    const conflicts = new Map<string, ReadonlyMap<TermKey, ConflictPair[]>>()
    for (const [professorId, terms] of maps.byProfessorTerm) {
      const pairs = professorConflicts(professorId, terms, maps.courseById)
      if (pairs.size) conflicts.set(professorId, pairs)
    }
    this.#conflicts = new SnapshotMap(conflicts)
    this.#staffing = new Map()
    this.#staffingSeen = undefined
    for (const course of maps.courseById.values()) this.#countStaffing(course, 1)
    this.#conflictsVersion++
    this.#bump(undefined)
  }

  /**
   * Take in a change: the records put and deleted. A course's record or sections decide its
   * staffed sections and its sections' terms; a section's professor, term or schedule decides
   * that professor's loads and conflicts. Exactly those are computed again. Puts follow the
   * list's rule (a known id keeps its place, a new one comes last), as the cached lists do.
   */
  apply(delta: PlanDelta): PlanTouched {
    const touchedCourses = new Set<string>()
    const touchedProfessors = new Set<string>()
    // Courses whose own record changed: their term and schedule may have, for all their sections.
    const recordChanged = new Map<string, Course | undefined>()
    for (const [id, course] of delta.courses ?? NONE) {
      const previous = this.#courseById.get(id)
      if (previous === course) continue
      // Its share of the staffing sums as it was (with its staffed sections as they were).
      if (previous) this.#countStaffing(previous, -1)
      if (course) this.#courseById.set(id, course)
      else this.#courseById.delete(id)
      touchedCourses.add(id)
      recordChanged.set(id, course)
    }
    // Assignments: the old record leaves its course and professor, the new one joins its own.
    const replaced = new Set<string>()
    const joiningCourse = new Map<string, Assignment[]>()
    const joiningProfessor = new Map<string, Assignment[]>()
    for (const [id, next] of delta.assignments ?? NONE) {
      const previous = this.#assignmentById.get(id)
      if (previous === next) continue
      replaced.add(id)
      if (previous) {
        touchedCourses.add(previous.courseId)
        touchedProfessors.add(previous.professorId)
      }
      if (next) {
        touchedCourses.add(next.courseId)
        touchedProfessors.add(next.professorId)
        this.#assignmentById.set(id, next)
        if (!previous) this.#position.set(id, this.#nextPosition++)
        push(joiningCourse, next.courseId, next)
        push(joiningProfessor, next.professorId, next)
      } else {
        this.#assignmentById.delete(id)
        this.#position.delete(id)
        this.#termOf.delete(id)
      }
    }
    if (touchedCourses.size === 0) return { courses: touchedCourses, professors: touchedProfessors }

    const position = (a: Assignment) => this.#position.get(a.id)!
    for (const courseId of touchedCourses) {
      const before = this.#byCourse.get(courseId) ?? []
      const list = before.filter((a) => !replaced.has(a.id)).concat(joiningCourse.get(courseId) ?? [])
      list.sort((a, b) => a.section - b.section || position(a) - position(b))
      const course = this.#courseById.get(courseId)
      // A course whose record did not change counts again with its new staffed sections.
      if (course && !recordChanged.has(courseId)) this.#countStaffing(course, -1)
      for (const a of list) {
        const key = planningTermKeyOf(a, course)
        // A section moved to another term, or its course's schedule may have changed.
        if (this.#termOf.get(a.id) !== key || recordChanged.has(courseId)) touchedProfessors.add(a.professorId)
        this.#termOf.set(a.id, key)
      }
      if (list.length) this.#byCourse.set(courseId, list)
      else this.#byCourse.delete(courseId)
      if (course && list.length) this.#assignedSections.set(courseId, distinctSections(list, course.sectionCount))
      else this.#assignedSections.delete(courseId)
      if (course) this.#countStaffing(course, 1)
    }

    let conflictsChanged = false
    for (const professorId of touchedProfessors) {
      const mine: Assignment[] = []
      for (const list of this.#byProfessorTerm.get(professorId)?.values() ?? []) {
        for (const a of list) if (!replaced.has(a.id)) mine.push(a)
      }
      mine.push(...(joiningProfessor.get(professorId) ?? []))
      mine.sort((a, b) => position(a) - position(b))
      const loads = new Map<TermKey, TermLoad>()
      const grouped = new Map<TermKey, Assignment[]>()
      for (const a of mine) {
        const key = this.#termOf.get(a.id)!
        const load = loads.get(key)
        if (load) {
          load.hours += a.weeklyHours
          load.sections++
        } else loads.set(key, { hours: a.weeklyHours, sections: 1 })
        push(grouped, key, a)
      }
      if (mine.length) {
        this.#loads.set(professorId, loads)
        this.#byProfessorTerm.set(professorId, grouped)
      } else {
        this.#loads.delete(professorId)
        this.#byProfessorTerm.delete(professorId)
      }
      const pairs = professorConflicts(professorId, grouped, this.#courseById.current)
      if (sameConflicts(this.#conflicts.get(professorId), pairs.size ? pairs : undefined)) continue
      if (pairs.size) this.#conflicts.set(professorId, pairs)
      else this.#conflicts.delete(professorId)
      conflictsChanged = true
    }
    if (conflictsChanged) this.#conflictsVersion++
    this.#bump(touchedCourses)
    return { courses: touchedCourses, professors: touchedProfessors }
  }

  /** The plan as of now, a snapshot; the same object until the next change. */
  view(): PlanView {
    if (this.#view) return this.#view
    // The sums are a few per term: copied whole when they changed, not per edit of a course.
    const staffing = (this.#staffingSeen ??= new Map([...this.#staffing].map(([placement, sums]) => [placement, { ...sums }])))
    return (this.#view = Object.freeze({
      version: this.#version,
      staffingIn: (scope: PlanningScope) => finishStaffing(scopePlacements(scope).map((p) => staffing.get(p))),
      conflictsVersion: this.#conflictsVersion,
      touchedCourses: this.#touchedCourses,
      courseById: this.#courseById.snapshot(),
      byCourse: this.#byCourse.snapshot(),
      assignedSections: this.#assignedSections.snapshot(),
      termOf: this.#termOf.snapshot(),
      loads: this.#loads.snapshot(),
      byProfessorTerm: this.#byProfessorTerm.snapshot(),
      conflicts: this.#conflicts.snapshot(),
    }))
  }

  /** Add (1) or take away (-1) a course's share of its placement's sums, with its staffed sections now. */
  #countStaffing(course: Course, sign: 1 | -1): void {
    const placement = coursePlacement(course)
    this.#staffingSeen = undefined
    let sums = this.#staffing.get(placement)
    if (!sums) this.#staffing.set(placement, (sums = emptyStaffing()))
    countStaffing(sums, course, this.#assignedSections.get(course.id) ?? 0, sign)
    if (sums.courses === 0) this.#staffing.delete(placement)
  }

  #bump(touchedCourses: ReadonlySet<string> | undefined): void {
    this.#touchedCourses = touchedCourses
    this.#version++
    this.#view = undefined
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
