/**
 * Staffing of the default sample data: a school that is run well (issue 30). Every section goes to
 * a professor of its discipline who holds the course's required specialization and has room under
 * their cap and in their timetable, the least loaded first, so the faculty's hours are spread
 * evenly. When no one holding the specialization has room, the least loaded professor of the
 * discipline takes it and is recorded as holding it: the school hired for its courses.
 *
 * Then, in the first term (the one a newcomer opens on), a handful of realistic problems are
 * planted so each alert of the default rules shows once and only a few alerts show: one schedule
 * conflict, one professor over their cap, two courses with an open section, one section taught by a
 * professor without its specialization, one professor under half their cap and one with no section.
 */
import type { Assignment } from '@/domain/model/assignment'
import { DEFAULT_CAP_BY_EMPLOYMENT_TYPE, type EmploymentType } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { compareTerms, courseAssignmentTerm, termKey } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY } from '@/domain/policy/workload-policy'
import { PREFIX_DISCIPLINE, type Discipline } from './sample-data-catalog'
import { plantConflictPair, SampleLedger, sectionKey, type Staff } from './sample-ledger'
import type { Rng } from './sample-rng'

/** Courses left with one open section each in the first term. */
const OPEN_COURSES = 2

export const courseDiscipline = (course: Course): Discipline => PREFIX_DISCIPLINE[course.code.replace(/\d+$/, '')] ?? 'art'

/**
 * The school hires for its courses: each new professor joins the discipline furthest below its
 * share of the teaching hours, counting each professor by the usual cap of their employment type.
 */
export function disciplinesByDemand(courses: readonly Course[]): (i: number, type: EmploymentType) => Discipline {
  const demand = new Map<Discipline, number>()
  for (const c of courses) {
    if (!c.professorNotRequired) demand.set(courseDiscipline(c), (demand.get(courseDiscipline(c)) ?? 0) + c.weeklyHours * c.sectionCount)
  }
  const total = [...demand.values()].reduce((a, b) => a + b, 0)
  const hired = new Map<Discipline, number>()
  let hiredTotal = 0
  return (_i, type) => {
    const cap = DEFAULT_CAP_BY_EMPLOYMENT_TYPE[type]
    hiredTotal += cap
    let pick: Discipline = 'art'
    let gap = -Infinity
    for (const [d, hours] of demand) {
      const g = (hours / total) * hiredTotal - (hired.get(d) ?? 0)
      if (g > gap) [pick, gap] = [d, g]
    }
    hired.set(pick, (hired.get(pick) ?? 0) + cap)
    return pick
  }
}

// The sample's specializations are the catalogue's own words, so an exact match is the alerts' match.
const holds = (prof: Professor, course: Course) => course.requiredSpecializations.every((s) => prof.specializations.includes(s))

/** Records the course's required specializations on the professor (see the header). */
function qualify(prof: Professor, course: Course): void {
  for (const s of course.requiredSpecializations) if (!prof.specializations.includes(s)) prof.specializations.push(s)
}

/** Sections needing a professor, by planning term (earliest first), the longest first within a term. */
function sectionsByTerm(rng: Rng, courses: readonly Course[]): [Course, number][][] {
  const byTerm = new Map<string, [Course, number][]>()
  for (const c of [...courses].sort((a, b) => compareTerms(courseAssignmentTerm(a), courseAssignmentTerm(b)))) {
    if (c.professorNotRequired) continue
    const key = termKey(courseAssignmentTerm(c))
    const list = byTerm.get(key) ?? []
    for (let s = 1; s <= c.sectionCount; s++) list.push([c, s])
    byTerm.set(key, list)
  }
  return [...byTerm.values()].map((list) => rng.shuffle(list).sort(([a], [b]) => b.weeklyHours - a.weeklyHours))
}

export function staffSchool(rng: Rng, courses: Course[], staff: readonly Staff[], now: Date): Assignment[] {
  const active = staff.filter((s) => s.professor.isActive)
  if (active.length === 0) return []
  const ledger = new SampleLedger(now)
  const terms = sectionsByTerm(rng, courses)
  const first = terms[0] ?? []
  const firstCourses = new Set(first.map(([c]) => c))
  const inFirstTerm = (course: Course) => firstCourses.has(course)
  // Full-time faculty first among equals: the agreement's load goes to them before others.
  const byDiscipline = new Map<Discipline, Staff[]>()
  for (const s of [...active].sort((a, b) => Number(b.professor.employmentType === 'full-time') - Number(a.professor.employmentType === 'full-time'))) {
    byDiscipline.set(s.discipline, [...(byDiscipline.get(s.discipline) ?? []), s])
  }
  const fullTime = active.filter((s) => s.professor.employmentType === 'full-time')

  // The planted conflict: a full-time professor of the first course's discipline teaches both.
  const pair = plantConflictPair(courses.filter(inFirstTerm))
  const clashing = pair
    ? (fullTime.find((s) => s.discipline === courseDiscipline(pair[0])) ?? fullTime[0] ?? active[0]!).professor
    : null
  if (pair && clashing) {
    for (const c of pair) qualify(clashing, c)
    ledger.bookConflictPair(pair, clashing, courses)
  }
  const lastOf = (type: Professor['employmentType']) =>
    [...active].reverse().find((s) => s.professor.employmentType === type && s.professor !== clashing)?.professor
  // In the first term: one professor with no section, one under half their cap.
  const idle = lastOf('part-time')
  const light = lastOf('partial-load')
  const underHalf = (prof: Professor, course: Course, hours: number) =>
    DEFAULT_WORKLOAD_POLICY.assess(prof, courseAssignmentTerm(course), hours).underloaded
  const open = new Map<Course, string>()
  for (const [course, section] of [...first].reverse()) {
    if (open.size >= OPEN_COURSES) break
    if (course.sectionCount > 1 && !open.has(course)) open.set(course, sectionKey(course, section))
  }
  const isOpen = new Set(open.values())

  const mayTake = (prof: Professor, course: Course) => {
    if (!inFirstTerm(course) || (prof !== idle && prof !== light)) return ledger.fits(course, prof)
    return prof === light && underHalf(prof, course, ledger.hoursIn(prof, course) + course.weeklyHours) && ledger.fits(course, prof)
  }
  // The least loaded first (by share of their cap), so the longest sections, handed out first, reach
  // everyone before the short ones top loads up; one who holds the specialization before one who does not.
  const limit = (prof: Professor) => DEFAULT_WORKLOAD_POLICY.weeklyLimit(prof, null)
  const utilization = (prof: Professor, course: Course) => ledger.hoursIn(prof, course) / limit(prof)
  for (const sections of terms) {
    for (const [course, section] of sections) {
      if (ledger.taken.has(sectionKey(course, section)) || isOpen.has(sectionKey(course, section))) continue
      let chosen: { prof: Professor; rank: number } | undefined
      for (const { professor: prof } of byDiscipline.get(courseDiscipline(course)) ?? []) {
        const hours = ledger.hoursIn(prof, course)
        // A full professor is passed over before the slower checks (most are, late in a large set).
        if (hours + course.weeklyHours > limit(prof)) continue
        const rank = (holds(prof, course) ? 0 : 1) + hours / limit(prof)
        if ((chosen === undefined || rank < chosen.rank) && mayTake(prof, course)) chosen = { prof, rank }
      }
      if (!chosen) continue
      qualify(chosen.prof, course)
      ledger.book(course, section, chosen.prof)
    }
  }

  // Moves one section of `list` (one term's assignments, the shortest first) from its professor to
  // `to`, when that leaves them at half their cap or more and `to` has no clash with it; `accept`
  // says which sections may move. `to` is recorded as holding the course's specialization unless
  // the move plants the mismatch. The shortest first: a top-up or an overload stays a few hours.
  const professorById = new Map(active.map((s) => [s.professor.id, s.professor]))
  const courseById = new Map(courses.map((c) => [c.id, c]))
  const termList = (inTerm: (c: Course) => boolean) =>
    ledger.assignments.filter((a) => inTerm(courseById.get(a.courseId)!)).sort((x, y) => x.weeklyHours - y.weeklyHours)
  const moveOne = (to: Professor, list: Assignment[], accept: (course: Course) => boolean, asQualified = true): boolean => {
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!
      const course = courseById.get(a.courseId)!
      const from = professorById.get(a.professorId)!
      if (from === to || from === clashing || (pair && pair.includes(course)) || !accept(course)) continue
      if (ledger.clashes(course, to) || ledger.teaches(to, course)) continue
      if (underHalf(from, course, ledger.hoursIn(from, course) - a.weeklyHours)) continue
      ledger.unbook(a, course, from)
      if (asQualified) qualify(to, course)
      list[i] = ledger.book(course, a.section, to)
      return true
    }
    return false
  }

  // Anyone still under half their cap in a term takes sections of their discipline from those with
  // more, qualified ones first (the planted idle and light professors of the first term excepted).
  for (const sections of terms) {
    const course = sections[0]?.[0]
    if (!course) continue
    const inTerm = new Set(sections.map(([c]) => c))
    const list = termList((c) => inTerm.has(c))
    for (const s of active) {
      const prof = s.professor
      if (sections === first && (prof === idle || prof === light)) continue
      const ofDiscipline = (c: Course) => courseDiscipline(c) === s.discipline && ledger.fits(c, prof)
      while (underHalf(prof, course, ledger.hoursIn(prof, course))) {
        if (!moveOne(prof, list, (c) => ofDiscipline(c) && holds(prof, c)) && !moveOne(prof, list, ofDiscipline)) break
      }
    }
  }

  // One overload: the busiest full-time professor takes sections of their discipline until over their cap.
  const sample = first[0]?.[0]
  const firstList = termList(inFirstTerm)
  const busiest = sample
    ? fullTime
        .filter((s) => s.professor !== clashing)
        .sort((a, b) => utilization(b.professor, sample) - utilization(a.professor, sample))[0]
    : undefined
  if (busiest && sample) {
    const prof = busiest.professor
    while (!DEFAULT_WORKLOAD_POLICY.assess(prof, courseAssignmentTerm(sample), ledger.hoursIn(prof, sample)).overloaded) {
      if (!moveOne(prof, firstList, (course) => courseDiscipline(course) === busiest.discipline)) break
    }
  }

  // One mismatch: a section goes to a professor of its discipline without its specialization.
  for (const s of active) {
    const prof = s.professor
    if (prof === clashing || s === busiest || prof === idle || prof === light) continue
    const lacking = (course: Course) => courseDiscipline(course) === s.discipline && !holds(prof, course) && ledger.fits(course, prof)
    if (moveOne(prof, firstList, lacking, false)) break
  }
  return ledger.assignments
}
