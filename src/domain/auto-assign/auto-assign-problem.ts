/**
 * The auto-assign problem of one planning term: the open sections to staff (every section of a
 * course in the term that needs a professor and has none, or, when reassigning is allowed, also
 * the sections held now), each with its shortlist of candidates and what each candidate would
 * earn, and every professor's holdings in the term that stay fixed.
 *
 * Candidates are the active professors who pass every hard rule on their own (see
 * professor-term-state.ts) and, with "qualified only", hold one of the course's required
 * specializations. Each candidate's preference combines the specializations matched, the
 * preferred programs and who taught the course before (any earlier term, by course code).
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { courseProgramId } from '@/domain/model/course-program'
import { buildPlanIndex, type PlanIndex } from '@/domain/plan/plan-index'
import { compareTerms, courseInScope, courseIsScheduled, termKey, termScope, type PlanningTerm, type TermKey } from '@/domain/calendar/planning-term'
import { courseCodeKey } from '@/domain/model/course'
import { buildTeachingHistory } from '@/domain/professors/specialization-history'
import type { PackRecord } from '@/domain/policy/pack-schemas'
import type { WorkloadRules } from '@/domain/policy/workload-rules-setting'
import { planPolicy, workloadPolicy } from '@/domain/policy/policy-registry'
import type { WorkloadPolicy, WorkloadPolicyId } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { compareCandidates, coverageShortfall, specializationCoverage, type RankedFields, type SpecializationCoverage } from '@/domain/professors/professor-ranking'
import { COVERAGE_WEIGHT, type AutoAssignSettings } from './auto-assign-settings'
import { MOVE_COST, type LiveReference } from './auto-assign-reference'
import { ProfessorTermState, sessionHours } from './professor-term-state'

export interface AutoAssignData {
  courses: readonly Course[]
  professors: readonly Professor[]
  assignments: readonly Assignment[]
  /** The workload policy judging capacity, by id (a policy's functions cannot cross into the worker); default: the spec's bands. */
  policyId?: WorkloadPolicyId
  /**
   * The stored workload rules with the packs' records (CAAT-A's; plain values, so they cross into
   * the worker): the policy is rebuilt from them exactly as the screens build it. Wins over policyId.
   */
  workloadRules?: WorkloadRules
  contractRecords?: readonly PackRecord[]
}

/**
 * The policy judging capacity: the one the rules and records make, else the one named, else the
 * bands. Given the plan's index, it measures as the screens do (plan-measured-policy.ts): under
 * CAAT-A a full-time professor's load is their SWF's, so the 44 h attributed is a limit the
 * solver sees, not only the dialog's check afterwards.
 */
export function autoAssignPolicy(data: Pick<AutoAssignData, 'policyId' | 'workloadRules' | 'contractRecords'>, index?: PlanIndex): WorkloadPolicy {
  if (!data.workloadRules) return workloadPolicy(data.policyId)
  return planPolicy(data.workloadRules, data.contractRecords ?? [], index)
}

export interface AutoAssignRequest {
  term: PlanningTerm
  /** Only these courses (the selected rows); null or absent: every course of the term. */
  courseIds?: readonly string[] | null
  settings: AutoAssignSettings
  /** Live's holder of each section, for "keep live assignments where possible" (settings.keepLiveAssignments). */
  reference?: LiveReference | null
}

export interface Candidate {
  /** Index into problem.professors (sorted by id). */
  professor: number
  /** Objective coefficient of giving them the section (coverage included). */
  value: number
  /** The same without coverage: what the preference pass weighs per section. */
  preference: number
  coverage: SpecializationCoverage
  matched: string[]
  preferredProgram: boolean
  continuity: boolean
  /** The latest earlier term they taught the course (by code), for "taught it in Fall 2025". */
  taughtIn: PlanningTerm | null
  /** They hold the section now (reassigning allowed): keeping them avoids needless moves. */
  keeps: boolean
  /** They hold the section in live and the run keeps live assignments where possible: anyone else is a move. */
  keepsLive?: boolean
}

export interface Slot {
  index: number
  course: Course
  section: number
  /** The assignment held now when reassigning is allowed; null for an open section. */
  current: Assignment | null
  /** Shortlist, in professor order. Shared by every slot of the same course. */
  candidates: Candidate[]
  /** Live's holder (professor index) when the run keeps live assignments where possible; a slot with one is a group of its own. */
  reference?: number | null
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
  /** Course code key -> professor id -> the latest earlier term they taught it (latestTaught). */
  history: Map<string, Map<string, PlanningTerm>>
}

/** A held section is worth keeping this much more than an equal move (avoids churn). */
const KEEP_BONUS = 2
/** Breaks exact ties toward the professor earlier in id order, far below any real preference. */
const TIE_BREAK = 1e-3

const byCodeThenId = (a: Course, b: Course) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * The plan a measured policy (CAAT-A's SWF) reads: the assignments kept, so a professor's
 * measure is exactly what they hold without the sections the run may move (a measure with them
 * would be only an estimate). Only rules need it; the bands read the state's hours alone.
 */
function measuredIndex(data: AutoAssignData, index: PlanIndex, skip: ReadonlySet<string>): PlanIndex | undefined {
  if (!data.workloadRules) return undefined
  return skip.size ? buildPlanIndex(data.courses, data.assignments.filter((a) => !skip.has(a.id))) : index
}

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
  const policy = autoAssignPolicy(data, measuredIndex(data, index, skip))
  const states = professors.map((p) => new ProfessorTermState(p, respectPreferences, term, policy))
  addHoldings(states, new Map(professors.map((p, i) => [p.id, i])), index, termKey(term), skip)
  return new Map(professors.map((p, i) => [p.id, states[i]!]))
}

export function buildAutoAssignProblem(data: AutoAssignData, request: AutoAssignRequest): AutoAssignProblem {
  const { term, settings } = request
  const key = termKey(term)
  const index = buildPlanIndex(data.courses, data.assignments)
  const scope = termScope(term)
  const only = request.courseIds ? new Set(request.courseIds) : null

  const professors = [...data.professors].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const names = professors.map(professorDisplayName)
  const position = new Map(professors.map((p, i) => [p.id, i]))

  const courses = data.courses
    .filter((c) => !c.professorNotRequired && courseIsScheduled(c) && courseInScope(c, scope) && (!only || only.has(c.id)))
    .sort(byCodeThenId)
  const liveHolders = settings.keepLiveAssignments ? (request.reference ?? null) : null
  const referenceOf = (course: Course, section: number) => {
    const id = liveHolders?.[`${course.id}#${section}`]
    return id === undefined ? null : (position.get(id) ?? null)
  }
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
        slots.push({ index: slots.length, course, section, current: holders[0]!, candidates: [], reference: referenceOf(course, section) })
      } else if (holders.length > 0) fixedSections++
      else slots.push({ index: slots.length, course, section, current: null, candidates: [], reference: referenceOf(course, section) })
    }
  }

  // What everyone holds in the term and keeps, measured without the sections unlocked.
  const policy = autoAssignPolicy(data, measuredIndex(data, index, unlocked))
  const states = professors.map((p) => new ProfessorTermState(p, settings.respectPreferences, term, policy))
  addHoldings(states, position, index, key, unlocked)

  // Specializations lower-cased once per professor: coverage is asked for every pair.
  const skills = professors.map((p) => new Set(p.specializations.map((s) => s.trim().toLowerCase())))
  const coverageOf = (course: Course, p: number): SpecializationCoverage => quickCoverage(course, skills[p]!)
  const history = latestTaught(data, term)

  const { weights } = settings
  // Every pair is weighed, so the explanation's lists are built only when there is something to list.
  const candidateFor = (course: Course, p: number, keeps: boolean, keepsLive = false): Candidate => {
    const professor = professors[p]!
    const wanted = course.requiredSpecializations.filter((r) => r.trim() !== '')
    const matched = wanted.length ? wanted.filter((r) => skills[p]!.has(r.trim().toLowerCase())) : []
    const share = wanted.length ? matched.length / wanted.length : 0
    const program = courseProgramId(course)
    const preferredProgram = program !== '' && professor.preferredPrograms.includes(program)
    const taughtIn = history.get(courseCodeKey(course.code))?.get(professor.id) ?? null
    const preference =
      weights.specialization * share +
      weights.preferredProgram * Number(preferredProgram) +
      weights.continuity * Number(taughtIn !== null) +
      KEEP_BONUS * Number(keeps) +
      // A cost per moved section, written as the same bonus to the one candidate who is no move.
      MOVE_COST * Number(keepsLive) +
      TIE_BREAK * (1 - p / Math.max(1, professors.length))
    return {
      professor: p,
      value: COVERAGE_WEIGHT + preference,
      preference,
      coverage: wanted.length === 0 ? 'not-required' : matched.length === wanted.length ? 'full' : matched.length ? 'partial' : 'none',
      matched,
      preferredProgram,
      continuity: taughtIn !== null,
      taughtIn,
      keeps,
      ...(keepsLive ? { keepsLive } : {}),
    }
  }
  // "Qualified only": a course with required specializations goes to someone holding one of them.
  const allowed = (course: Course, p: number) => !settings.qualifiedOnly || coverageOf(course, p) !== 'none'

  // Every feasible candidate, one list per course shared by its open sections: coverage needs
  // them all (a shortlist is what kept the old model at the greedy's coverage); the groups and
  // components (auto-assign-groups.ts) keep the model small instead.
  let start = 0
  while (start < slots.length) {
    const course = slots[start]!.course
    let end = start
    while (end < slots.length && slots[end]!.course === course) end++
    const feasible: number[] = []
    for (let p = 0; p < professors.length; p++) if (allowed(course, p) && states[p]!.blockOf(course) === null) feasible.push(p)
    const shared = feasible.map((p) => candidateFor(course, p, false))
    for (let i = start; i < end; i++) {
      const slot = slots[i]!
      const keeper = slot.current ? position.get(slot.current.professorId) : undefined
      const live = slot.reference ?? undefined
      if (keeper === undefined && live === undefined) {
        slot.candidates = shared
        continue
      }
      const own = (p: number) => candidateFor(course, p, p === keeper, p === live)
      const list = feasible.map((p) => (p === keeper || p === live ? own(p) : shared[feasible.indexOf(p)]!))
      for (const p of new Set([keeper, live])) {
        if (p !== undefined && !feasible.includes(p) && allowed(course, p) && states[p]!.blockOf(course) === null) list.push(own(p))
      }
      slot.candidates = list.sort((a, b) => a.professor - b.professor)
    }
    start = end
  }

  const problem: AutoAssignProblem = { term, key, settings, professors, names, states, slots, fixedSections, greedy: [], history }
  problem.greedy = greedyRanking(problem, coverageOf)
  return problem
}

/**
 * Who taught each course code before the term (any earlier term, across years: a rollover's copy
 * has the same code), with the latest such term per professor: "taught it in Fall 2025".
 */
function latestTaught(
  data: Pick<AutoAssignData, 'courses' | 'assignments'>,
  term: PlanningTerm,
): Map<string, Map<string, PlanningTerm>> {
  const out = new Map<string, Map<string, PlanningTerm>>()
  for (const [code, taught] of buildTeachingHistory(data.courses, data.assignments)) {
    for (const t of taught) {
      if (compareTerms(t.term, term) >= 0) continue
      let byProfessor = out.get(code)
      if (!byProfessor) out.set(code, (byProfessor = new Map()))
      const known = byProfessor.get(t.professorId)
      if (!known || compareTerms(t.term, known) > 0) byProfessor.set(t.professorId, t.term)
    }
  }
  return out
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
 * A professor who passes every rule for one more section of `course` (blockOf is null: active,
 * within the limits, no conflict), as the one ranking of candidates (compareCandidates) sees them.
 */
export function rankedCandidate(state: ProfessorTermState, course: Course, coverage: SpecializationCoverage, name: string): RankedFields {
  return {
    isActive: true,
    overloaded: false,
    conflicts: [],
    shortfall: coverageShortfall([coverage]),
    headroomAfter: state.headroomAfter(course.weeklyHours),
    name,
  }
}

/**
 * The greedy ranking already in the app, run over every section: in course order, each section
 * goes to the candidate (qualified only, when set) the Manage Sections assistant ranks first (within the cap, no conflict,
 * best specialization coverage, most hours left, then name) among those still passing every
 * rule after the choices made so far. The baseline the solver is compared with, and its fallback.
 */
function greedyRanking(
  problem: Pick<AutoAssignProblem, 'professors' | 'names' | 'states' | 'slots'>,
  coverageOf: (course: Course, p: number) => SpecializationCoverage = (course, p) =>
    specializationCoverage(course.requiredSpecializations, problem.professors[p]!.specializations).coverage,
): (number | null)[] {
  const states = problem.states.map((s) => s.clone())
  return problem.slots.map((slot) => {
    const { course } = slot
    let best: (RankedFields & { p: number }) | null = null
    for (const { professor: p } of slot.candidates) {
      const state = states[p]!
      if (state.blockOf(course) !== null) continue
      const candidate = { p, ...rankedCandidate(state, course, coverageOf(course, p), problem.names[p]!) }
      if (!best || compareCandidates(candidate, best) < 0) best = candidate
    }
    if (best) states[best.p]!.add(course, course.weeklyHours)
    return best ? best.p : null
  })
}

/**
 * A second starting point for the solver: sections with the fewest candidates first, each to its
 * highest-valued candidate still passing every rule. Staffing the hard-to-staff sections before
 * the easy ones usually covers more than the course-order greedy ranking; the solver starts from
 * the best of the starts (auto-assign-solve.ts) and improves on it.
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

/**
 * A third starting point, aimed at coverage: the largest chunks first. For n from a course's most
 * open sections down to 1, each course (fewest candidates first) gives n sections at once to the
 * candidate who can take them all and has the fewest other courses to go to (or, 'preferred', the
 * highest preference), then the tightest fit. A professor allowed one new course then spends it
 * on a course where they cover the most.
 */
export function chunkFirstPicks(
  problem: Pick<AutoAssignProblem, 'states' | 'slots'>,
  /** 'scarce': the candidate with the fewest other courses first; 'preferred': the highest preference first. */
  rank: 'scarce' | 'preferred' = 'scarce',
): (number | null)[] {
  const states = problem.states.map((s) => s.clone())
  const picks: (number | null)[] = problem.slots.map(() => null)
  const groups: { course: Course; open: number[] ; candidates: Candidate[] }[] = []
  for (const slot of problem.slots) {
    const last = groups[groups.length - 1]
    if (slot.current === null && last && last.course === slot.course) last.open.push(slot.index)
    else groups.push({ course: slot.course, open: [slot.index], candidates: slot.candidates })
  }
  const options = new Map<number, number>()
  for (const g of groups) for (const c of g.candidates) options.set(c.professor, (options.get(c.professor) ?? 0) + 1)
  const order = [...groups].sort((a, b) => a.candidates.length - b.candidates.length || a.open[0]! - b.open[0]!)
  const most = Math.max(0, ...groups.map((g) => g.open.length))
  for (let n = most; n >= 1; n--) {
    for (const g of order) {
      while (g.open.length >= n) {
        let best: { p: number; options: number; left: number } | null = null
        for (const { professor: p, preference } of g.candidates) {
          const state = states[p]!
          if (!canTake(state, g.course, n)) continue
          const candidate = { p, options: rank === 'scarce' ? (options.get(p) ?? 0) : -preference, left: state.headroomAfter(n * g.course.weeklyHours) }
          if (!best || candidate.options < best.options || (candidate.options === best.options && candidate.left < best.left)) best = candidate
        }
        if (!best) break
        for (let i = 0; i < n; i++) {
          picks[g.open.shift()!] = best.p
          states[best.p]!.add(g.course, g.course.weeklyHours)
        }
      }
    }
  }
  return picks
}

/** Whether the professor can take n more sections of the course (every rule, all n at once). */
function canTake(state: ProfessorTermState, course: Course, n: number): boolean {
  if (state.blockOf(course) !== null) return false
  if (n === 1) return true
  if (!state.policy.fits(state.professor, state.term, state.hours, n * course.weeklyHours)) return false
  const maxDaily = state.maxDaily
  const schedule = course.schedule
  if (maxDaily === null || !schedule?.days.length) return true
  const length = sessionHours(schedule)
  return schedule.days.every((day) => (state.daily.get(day) ?? 0) + n * length <= maxDaily)
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
