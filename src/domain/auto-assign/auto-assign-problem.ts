/**
 * The auto-assign problem of one planning term: the open sections to staff (every section of a
 * course in the term that needs a professor and has none, or, when reassigning is allowed, also
 * the sections held now), each with its shortlist of candidates and what each candidate would
 * earn, and every professor's holdings in the term that stay fixed.
 *
 * Candidates are the active professors who pass every hard rule on their own (see
 * professor-term-state.ts). To keep the model small enough for the large data set (1,000
 * professors, 3,000+ sections in a term) each course keeps only the best K by the objective and
 * the best K by the Manage Sections ranking, plus the greedy ranking's choice, so the solver can
 * always do at least as well as the greedy ranking.
 */
import type { Assignment } from '../assignment'
import type { Course } from '../course'
import { courseProgramId } from '../course-program'
import { buildPlanIndex, type PlanIndex } from '../plan-index'
import { courseInScope, courseIsScheduled, planningTermLabel, termKey, termScope, type PlanningTerm, type TermKey } from '../planning-term'
import type { CaatProfessorRecord } from '../policy/caat-a/caat-a-records'
import { policyForRules, type WorkloadRules } from '../policy/caat-a/workload-rules'
import { workloadPolicy } from '../policy/policy-registry'
import type { WorkloadPolicy, WorkloadPolicyId } from '../policy/workload-policy'
import type { Professor } from '../professor'
import { professorDisplayName } from '../professor-name'
import { compareCandidates, specializationCoverage, type RankedFields, type SpecializationCoverage } from '../professor-ranking'
import { COVERAGE_WEIGHT, type AutoAssignSettings } from './auto-assign-settings'
import { ProfessorTermState } from './professor-term-state'

export interface AutoAssignData {
  courses: readonly Course[]
  professors: readonly Professor[]
  assignments: readonly Assignment[]
  /** The workload policy judging capacity, by id (a policy's functions cannot cross into the worker); default: the spec's bands. */
  policyId?: WorkloadPolicyId
  /**
   * The stored workload rules with the CAAT-A records (plain values, so they cross into the
   * worker): the policy is rebuilt from them exactly as the screens build it. Wins over policyId.
   */
  workloadRules?: WorkloadRules
  caatRecords?: readonly CaatProfessorRecord[]
}

/** The policy judging capacity: the one the rules and records make, else the one named, else the bands. */
export function autoAssignPolicy(data: Pick<AutoAssignData, 'policyId' | 'workloadRules' | 'caatRecords'>): WorkloadPolicy {
  if (!data.workloadRules) return workloadPolicy(data.policyId)
  const byId = new Map((data.caatRecords ?? []).map((r) => [r.professorId, r]))
  return policyForRules(data.workloadRules, byId.size ? (id) => byId.get(id) : undefined)
}

export interface AutoAssignRequest {
  term: PlanningTerm
  /** Only these courses (the selected rows); null or absent: every course of the term. */
  courseIds?: readonly string[] | null
  settings: AutoAssignSettings
}

export interface Candidate {
  /** Index into problem.professors (sorted by id). */
  professor: number
  /** Objective coefficient of giving them the section (coverage included). */
  value: number
  coverage: SpecializationCoverage
  matched: string[]
  preferredProgram: boolean
  continuity: boolean
  /** They hold the section now (reassigning allowed): keeping them avoids needless moves. */
  keeps: boolean
}

export interface Slot {
  index: number
  course: Course
  section: number
  /** The assignment held now when reassigning is allowed; null for an open section. */
  current: Assignment | null
  /** Shortlist, in professor order. Shared by every slot of the same course. */
  candidates: Candidate[]
}

export interface AutoAssignProblem {
  term: PlanningTerm
  key: TermKey
  settings: AutoAssignSettings
  /** Sorted by id: the stable order of variables and tie-breaks. */
  professors: Professor[]
  names: string[]
  /** Holdings that stay fixed, per professor (same order as professors). */
  states: ProfessorTermState[]
  slots: Slot[]
  /** Sections in scope already staffed and kept as they are. */
  fixedSections: number
  /** The greedy ranking's choice per slot (professor index or null), computed on the full candidate set. */
  greedy: (number | null)[]
}

/** A held section is worth keeping this much more than an equal move (avoids churn). */
export const KEEP_BONUS = 2
/** Breaks exact ties toward the professor earlier in id order, far below any real preference. */
const TIE_BREAK = 1e-3

const byCodeThenId = (a: Course, b: Course) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Every assignment of the term, except `skip`, counted in its professor's state. */
function addHoldings(
  states: ProfessorTermState[],
  position: ReadonlyMap<string, number>,
  index: PlanIndex,
  key: TermKey,
  skip: ReadonlySet<string>,
): void {
  for (const [professorId, terms] of index.byProfessorTerm) {
    const at = position.get(professorId)
    if (at === undefined) continue
    for (const a of terms.get(key) ?? []) {
      if (!skip.has(a.id)) states[at]!.add(index.courseById.get(a.courseId) ?? { id: a.courseId }, a.weeklyHours)
    }
  }
}

/**
 * Each professor's state in the term from the data as stored, without the `skip` assignments
 * (those an accepted proposal replaces): the rules an accepted subset is checked against.
 */
export function termHoldings(
  data: AutoAssignData,
  term: PlanningTerm,
  respectPreferences: boolean,
  skip: ReadonlySet<string> = new Set(),
): Map<string, ProfessorTermState> {
  const index = buildPlanIndex(data.courses, data.assignments)
  const professors = [...data.professors]
  const policy = autoAssignPolicy(data)
  const states = professors.map((p) => new ProfessorTermState(p, respectPreferences, term, policy))
  addHoldings(states, new Map(professors.map((p, i) => [p.id, i])), index, termKey(term), skip)
  return new Map(professors.map((p, i) => [p.id, states[i]!]))
}

/** The same term of the previous academic year (Fall 2025 for Fall 2026). */
export function previousSameTerm(term: PlanningTerm): PlanningTerm {
  return { term: term.term, year: term.year - 1 }
}

export function buildAutoAssignProblem(data: AutoAssignData, request: AutoAssignRequest): AutoAssignProblem {
  const { term, settings } = request
  const key = termKey(term)
  const previousKey = termKey(previousSameTerm(term))
  const index = buildPlanIndex(data.courses, data.assignments)
  const scope = termScope(term)
  const only = request.courseIds ? new Set(request.courseIds) : null

  const professors = [...data.professors].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const names = professors.map(professorDisplayName)
  const position = new Map(professors.map((p, i) => [p.id, i]))
  const policy = autoAssignPolicy(data)
  const states = professors.map((p) => new ProfessorTermState(p, settings.respectPreferences, term, policy))

  // Continuity: who taught which course code in the previous same term.
  const taughtBefore = new Set<string>()
  for (const a of data.assignments) {
    if (index.termOf.get(a.id) !== previousKey) continue
    const code = index.courseById.get(a.courseId)?.code
    if (code) taughtBefore.add(`${a.professorId}|${code}`)
  }

  const courses = data.courses
    .filter((c) => !c.professorNotRequired && courseIsScheduled(c) && courseInScope(c, scope) && (!only || only.has(c.id)))
    .sort(byCodeThenId)
  const unlocked = new Set<string>()
  const slots: Slot[] = []
  let fixedSections = 0
  for (const course of courses) {
    const held = new Map<number, Assignment[]>()
    for (const a of index.byCourse.get(course.id) ?? []) {
      if (index.termOf.get(a.id) !== key) continue
      held.set(a.section, [...(held.get(a.section) ?? []), a])
    }
    for (let section = 1; section <= course.sectionCount; section++) {
      const holders = held.get(section) ?? []
      // Only a section with one holder is unlocked; duplicates are left for the user to sort out.
      if (holders.length === 1 && settings.allowReassign && position.has(holders[0]!.professorId)) {
        unlocked.add(holders[0]!.id)
        slots.push({ index: slots.length, course, section, current: holders[0]!, candidates: [] })
      } else if (holders.length > 0) fixedSections++
      else slots.push({ index: slots.length, course, section, current: null, candidates: [] })
    }
  }

  // What everyone holds in the term and keeps.
  addHoldings(states, position, index, key, unlocked)

  // Specializations lower-cased once per professor: coverage is asked for every pair.
  const skills = professors.map((p) => new Set(p.specializations.map((s) => s.trim().toLowerCase())))
  const coverageOf = (course: Course, p: number): SpecializationCoverage => quickCoverage(course, skills[p]!)

  const { weights } = settings
  const candidateFor = (course: Course, p: number, keeps: boolean): Candidate => {
    const professor = professors[p]!
    const cover = specializationCoverage(course.requiredSpecializations, professor.specializations)
    const wanted = course.requiredSpecializations.filter((r) => r.trim() !== '').length
    const share = wanted ? cover.matched.length / wanted : 0
    const program = courseProgramId(course)
    const preferredProgram = program !== '' && professor.preferredPrograms.includes(program)
    const continuity = taughtBefore.has(`${professor.id}|${course.code}`)
    const value =
      COVERAGE_WEIGHT +
      weights.specialization * share +
      weights.preferredProgram * Number(preferredProgram) +
      weights.continuity * Number(continuity) +
      KEEP_BONUS * Number(keeps) +
      TIE_BREAK * (1 - p / Math.max(1, professors.length))
    return { professor: p, value, coverage: cover.coverage, matched: cover.matched, preferredProgram, continuity, keeps }
  }
  // The objective value and coverage of a pair without building the explanation (the shortlist
  // looks at every feasible pair; only the kept ones get a full Candidate).
  const quickValue = (course: Course, p: number): { value: number; coverage: SpecializationCoverage } => {
    const wanted = course.requiredSpecializations.filter((r) => r.trim() !== '')
    const matched = wanted.filter((r) => skills[p]!.has(r.trim().toLowerCase())).length
    const program = courseProgramId(course)
    const professor = professors[p]!
    const value =
      COVERAGE_WEIGHT +
      weights.specialization * (wanted.length ? matched / wanted.length : 0) +
      weights.preferredProgram * Number(program !== '' && professor.preferredPrograms.includes(program)) +
      weights.continuity * Number(taughtBefore.has(`${professor.id}|${course.code}`)) +
      TIE_BREAK * (1 - p / Math.max(1, professors.length))
    return { value, coverage: coverageOf(course, p) }
  }
  const ranked = (course: Course, p: number, candidate: { value: number; coverage: SpecializationCoverage }): RankedFields & { p: number; value: number } => ({
    p,
    value: candidate.value,
    isActive: true,
    overloaded: false,
    conflicts: [],
    coverage: candidate.coverage,
    headroomAfter: states[p]!.headroomAfter(course.weeklyHours),
    name: names[p]!,
  })

  // Shortlists, one per course (its sections share it): the course's best K by value and by
  // rank, and every professor's best few courses, so no free professor is out of the solver's
  // reach just because the same strong candidates top every course's list.
  const k = Math.max(1, settings.candidatesPerSection)
  const perProfessor = Math.max(1, Math.ceil(k / 3))
  const groups: { start: number; end: number; chosen: number[] }[] = []
  const bestCourses = professors.map(() => [] as { group: number; value: number }[])
  let start = 0
  while (start < slots.length) {
    const course = slots[start]!.course
    let end = start
    while (end < slots.length && slots[end]!.course === course) end++
    const feasible: ReturnType<typeof ranked>[] = []
    for (let p = 0; p < professors.length; p++) {
      if (states[p]!.blockOf(course) !== null) continue
      feasible.push(ranked(course, p, quickValue(course, p)))
    }
    const byValue = topK(feasible, k, (a, b) => b.value - a.value || compareCandidates(a, b))
    const byRank = topK(feasible, k, (a, b) => compareCandidates(a, b) || a.p - b.p)
    const group = groups.length
    for (const f of feasible) {
      const list = bestCourses[f.p]!
      if (list.length < perProfessor || f.value > list[list.length - 1]!.value) {
        const next = topK([...list, { group, value: f.value }], perProfessor, (a, b) => b.value - a.value || a.group - b.group)
        bestCourses[f.p] = next
      }
    }
    groups.push({ start, end, chosen: [...new Set([...byValue, ...byRank].map((r) => r.p))] })
    start = end
  }
  bestCourses.forEach((list, p) => {
    for (const { group } of list) if (!groups[group]!.chosen.includes(p)) groups[group]!.chosen.push(p)
  })
  for (const { start, end, chosen } of groups) {
    const course = slots[start]!.course
    for (let i = start; i < end; i++) {
      const slot = slots[i]!
      const keeper = slot.current ? position.get(slot.current.professorId) : undefined
      const list = chosen.map((p) => candidateFor(course, p, p === keeper))
      if (keeper !== undefined && !chosen.includes(keeper) && states[keeper]!.blockOf(course) === null) {
        list.push(candidateFor(course, keeper, true))
      }
      slot.candidates = list.sort((a, b) => a.professor - b.professor)
    }
  }

  const problem: AutoAssignProblem = { term, key, settings, professors, names, states, slots, fixedSections, greedy: [] }
  problem.greedy = greedyRanking(problem, coverageOf)
  // The greedy choices join the shortlists, so the solver's best is never below the greedy result.
  for (const slot of slots) {
    const p = problem.greedy[slot.index]
    if (p === null || p === undefined || slot.candidates.some((c) => c.professor === p)) continue
    slot.candidates = [...slot.candidates, candidateFor(slot.course, p, slot.current?.professorId === professors[p]!.id)].sort(
      (a, b) => a.professor - b.professor,
    )
  }
  return problem
}

/** The best `k` items by `compare`, in order (a bounded insertion: n·k at worst, about n in practice). */
export function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  const out: T[] = []
  for (const item of items) {
    if (out.length === k && compare(item, out[k - 1]!) >= 0) continue
    let i = out.length
    while (i > 0 && compare(item, out[i - 1]!) < 0) i--
    out.splice(i, 0, item)
    if (out.length > k) out.pop()
  }
  return out
}

/**
 * The greedy ranking already in the app, run over every section: in course order, each section
 * goes to the candidate the Manage Sections assistant ranks first (within the cap, no conflict,
 * best specialization coverage, most hours left, then name) among those still passing every
 * rule after the choices made so far. The baseline the solver is compared with, and its fallback.
 */
export function greedyRanking(
  problem: Pick<AutoAssignProblem, 'professors' | 'names' | 'states' | 'slots'>,
  coverageOf: (course: Course, p: number) => SpecializationCoverage = (course, p) =>
    specializationCoverage(course.requiredSpecializations, problem.professors[p]!.specializations).coverage,
): (number | null)[] {
  const states = problem.states.map((s) => s.clone())
  return problem.slots.map((slot) => {
    const { course } = slot
    let best: (RankedFields & { p: number }) | null = null
    for (let p = 0; p < states.length; p++) {
      const state = states[p]!
      if (state.blockOf(course) !== null) continue
      const candidate = {
        p,
        isActive: true,
        overloaded: false,
        conflicts: [],
        coverage: coverageOf(course, p),
        headroomAfter: state.headroomAfter(course.weeklyHours),
        name: problem.names[p]!,
      }
      if (!best || compareCandidates(candidate, best) < 0) best = candidate
    }
    if (best) states[best.p]!.add(course, course.weeklyHours)
    return best ? best.p : null
  })
}

/**
 * A second starting point for the solver: sections with the fewest shortlisted candidates first,
 * each to its highest-valued candidate still passing every rule. Staffing the hard-to-staff
 * sections before the easy ones usually covers more than the course-order greedy ranking; the
 * solver starts from whichever of the two is worth more and improves on it.
 */
export function scarceFirstPicks(problem: Pick<AutoAssignProblem, 'states' | 'slots'>): (number | null)[] {
  const states = problem.states.map((s) => s.clone())
  const order = [...problem.slots].sort((a, b) => a.candidates.length - b.candidates.length || a.index - b.index)
  const picks: (number | null)[] = problem.slots.map(() => null)
  for (const slot of order) {
    let best: Candidate | null = null
    for (const c of slot.candidates) {
      if (states[c.professor]!.blockOf(slot.course) !== null) continue
      if (!best || c.value > best.value) best = c
    }
    if (!best) continue
    picks[slot.index] = best.professor
    states[best.professor]!.add(slot.course, slot.course.weeklyHours)
  }
  return picks
}

/** Total objective value of picks (coverage and preferences; load balance left out). */
export function picksValue(problem: Pick<AutoAssignProblem, 'slots'>, picks: readonly (number | null)[]): number {
  let total = 0
  for (const slot of problem.slots) {
    const p = picks[slot.index]
    if (p === null || p === undefined) continue
    total += slot.candidates.find((c) => c.professor === p)?.value ?? 0
  }
  return total
}

/** specializationCoverage's answer, against a professor's lower-cased specializations. */
function quickCoverage(course: Pick<Course, 'requiredSpecializations'>, skills: ReadonlySet<string>): SpecializationCoverage {
  let wanted = 0
  let matched = 0
  for (const r of course.requiredSpecializations) {
    const key = r.trim().toLowerCase()
    if (!key) continue
    wanted++
    if (skills.has(key)) matched++
  }
  if (wanted === 0) return 'not-required'
  return matched === wanted ? 'full' : matched > 0 ? 'partial' : 'none'
}

/** Open sections of the term (and of `courseIds` when given): what auto-assign would try to staff. */
export function openSectionCount(data: AutoAssignData, term: PlanningTerm, courseIds?: readonly string[] | null): number {
  const key = termKey(term)
  const scope = termScope(term)
  const only = courseIds ? new Set(courseIds) : null
  const index = buildPlanIndex(data.courses, data.assignments)
  let open = 0
  for (const course of data.courses) {
    if (course.professorNotRequired || !courseIsScheduled(course) || !courseInScope(course, scope) || (only && !only.has(course.id))) continue
    const held = new Set<number>()
    for (const a of index.byCourse.get(course.id) ?? []) if (index.termOf.get(a.id) === key) held.add(a.section)
    for (let section = 1; section <= course.sectionCount; section++) if (!held.has(section)) open++
  }
  return open
}

export function problemTermLabel(problem: Pick<AutoAssignProblem, 'term'>): string {
  return planningTermLabel(problem.term)
}
