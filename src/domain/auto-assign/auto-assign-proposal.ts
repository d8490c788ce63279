/**
 * Turns the solver's picks into what the user reviews: a proposal, not a write. Each row is one
 * section with the professor proposed, their load in the term before and after the whole
 * proposal, how they match and why (auto-assign-reasons.ts), and the best few alternatives who
 * could take the section instead with the rest of the proposal in place. The coordinator may
 * swap a row to an alternative or leave it open (editProposal). Sections left open are listed
 * with the reason, found by asking every professor why they cannot take it once the proposal is
 * in place. Accepting rows builds ONE change set; the accepted, edited rows are checked against
 * the same rules first, because a swap or a rejected move can leave a professor's hours taken.
 */
import type { Assignment } from '@/domain/model/assignment'
import { buildAssignment } from '@/domain/plan/cascades'
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import { loadsAsRead, sectionHoldersAsRead } from '@/domain/plan/preconditions'
import type { Course } from '@/domain/model/course'
import { pluralize } from '@/domain/kernel/format'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { academicYearOfPlanningTerm, normaliseAssignment, planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import { compareCandidates, specializationCoverage, type SpecializationCoverage } from '@/domain/professors/professor-ranking'
import { courseCodeKey } from '@/domain/model/course'
import { rankedCandidate, termHoldings, topK, type AutoAssignData, type AutoAssignProblem } from './auto-assign-problem'
import { candidateReasons, matchBasis, matchLabel, type MatchBasis } from './auto-assign-reasons'
import { LIVE_REFERENCE_MESSAGES } from './auto-assign-reference'
import type { SolveMethod } from './auto-assign-solve'
import type { BlockReason, ProfessorTermState } from './professor-term-state'

export interface ProposalRow {
  /** `${courseId}#${section}` */
  id: string
  course: Course
  section: number
  /** The proposed professor; null when the section should be left open (its holder breaks a rule). */
  professorId: string | null
  professorName: string
  /** Who holds the section now (only when reassigning is allowed). */
  previous: { assignment: Assignment; name: string } | null
  /** The proposed professor's weekly hours in the term now, and after the whole proposal. */
  loadBefore: number
  loadAfter: number
  cap: number
  coverage: SpecializationCoverage
  matched: string[]
  preferredProgram: boolean
  continuity: boolean
  /** What the course is matched on, the match in words ('Full match', 'No basis to match'…) and why. */
  basis: MatchBasis
  match: string
  reasons: string[]
  /** Who else could take the section with the rest of the proposal in place, best first. */
  alternatives: ProposalAlternative[]
}

interface ProposalAlternative {
  professorId: string
  professorName: string
  /** Weekly hours in the term now (before the proposal). */
  loadNow: number
  /** With the rest of the proposal, before and after this section. */
  loadBefore: number
  loadAfter: number
  cap: number
  coverage: SpecializationCoverage
  matched: string[]
  preferredProgram: boolean
  continuity: boolean
  match: string
  reasons: string[]
}

/** Alternatives kept per row. */
const ALTERNATIVES_PER_ROW = 3

type UnstaffedReason = 'no-active' | 'no-qualified' | 'no-capacity' | 'conflicts' | 'preferences' | 'not-chosen'

interface UnstaffedSection {
  id: string
  course: Course
  section: number
  reason: UnstaffedReason
  message: string
}

export interface Proposal {
  term: PlanningTerm
  termLabel: string
  rows: ProposalRow[]
  unstaffed: UnstaffedSection[]
  method: SolveMethod
  note?: string
  seconds: number
  /** Sections the proposal staffs (rows with a professor), and what the greedy ranking staffs. */
  covered: number
  greedyCovered: number
  fixedSections: number
  /**
   * With "keep live assignments where possible": sections of the term given to another professor
   * than their live holder (the moves the objective counted); absent otherwise.
   */
  movedFromLive?: number
}

interface SolveSummary {
  picks: (number | null)[]
  method: SolveMethod
  seconds: number
  note?: string
}

const slotId = (course: Pick<Course, 'id'>, section: number) => `${course.id}#${section}`

/** The fixed holdings plus every unlocked section whose holder keeps it. */
function keptStates(problem: AutoAssignProblem, keeps: (slot: number) => boolean): ProfessorTermState[] {
  const states = problem.states.map((s) => s.clone())
  const position = new Map(problem.professors.map((p, i) => [p.id, i]))
  for (const slot of problem.slots) {
    if (!slot.current || !keeps(slot.index)) continue
    const at = position.get(slot.current.professorId)
    if (at !== undefined) states[at]!.add(slot.course, slot.current.weeklyHours)
  }
  return states
}

export function buildProposal(problem: AutoAssignProblem, outcome: SolveSummary): Proposal {
  const { professors, names, slots } = problem
  const position = new Map(professors.map((p, i) => [p.id, i]))
  const pickOf = (slot: number) => outcome.picks[slot] ?? null
  const holderOf = (slot: number) => {
    const current = slots[slot]!.current
    return current ? (position.get(current.professorId) ?? null) : null
  }
  const changed = (slot: number) => pickOf(slot) !== holderOf(slot)

  // Loads now count every section held, unlocked ones included.
  const before = problem.states.map((s) => s.hours)
  for (const slot of slots) {
    const h = holderOf(slot.index)
    if (h !== null) before[h]! += slot.current!.weeklyHours
  }
  const after = [...before]
  for (const slot of slots) {
    if (!changed(slot.index)) continue
    const h = holderOf(slot.index)
    const p = pickOf(slot.index)
    if (h !== null) after[h]! -= slot.current!.weeklyHours
    if (p !== null) after[p]! += slot.course.weeklyHours
  }

  // The plan as proposed: what the alternatives and the open sections are judged against.
  const final = keptStates(problem, (slot) => !changed(slot))
  for (const slot of slots) {
    const p = pickOf(slot.index)
    if (p !== null && changed(slot.index)) final[p]!.add(slot.course, slot.course.weeklyHours)
  }
  const { settings } = problem
  const basisOf = (course: Course) => matchBasis(course, (problem.history.get(courseCodeKey(course.code))?.size ?? 0) > 0)

  const rows: ProposalRow[] = []
  for (const slot of slots) {
    if (!changed(slot.index)) continue
    const p = pickOf(slot.index)
    const h = holderOf(slot.index)
    const candidate = p === null ? undefined : slot.candidates.find((c) => c.professor === p)
    const cover =
      p === null ? specializationCoverage([], []) : specializationCoverage(slot.course.requiredSpecializations, professors[p]!.specializations)
    const basis = basisOf(slot.course)
    const described = candidate ?? { matched: cover.matched, coverage: cover.coverage, taughtIn: null, preferredProgram: false }
    const alternatives: ProposalAlternative[] = []
    if (p !== null) {
      const hours = slot.course.weeklyHours
      // Ranked as Manage Sections' picker ranks them (compareCandidates), with the proposal in place.
      const ranked = slot.candidates
        .filter((c) => c.professor !== p && final[c.professor]!.blockOf(slot.course) === null)
        .map((c) => ({ c, rank: rankedCandidate(final[c.professor]!, slot.course, c.coverage, names[c.professor]!) }))
      for (const { c } of topK(ranked, ALTERNATIVES_PER_ROW, (a, b) => compareCandidates(a.rank, b.rank))) {
        const q = c.professor
        alternatives.push({
          professorId: professors[q]!.id,
          professorName: names[q]!,
          loadNow: before[q]!,
          loadBefore: after[q]!,
          loadAfter: after[q]! + hours,
          cap: problem.states[q]!.cap,
          coverage: c.coverage,
          matched: c.matched,
          preferredProgram: c.preferredProgram,
          continuity: c.continuity,
          match: matchLabel(basis, c),
          reasons: candidateReasons({ course: slot.course, professor: professors[q]!, candidate: c, basis, loadBefore: after[q]!, cap: problem.states[q]!.cap }),
        })
      }
    }
    rows.push({
      id: slotId(slot.course, slot.section),
      course: slot.course,
      section: slot.section,
      professorId: p === null ? null : professors[p]!.id,
      professorName: p === null ? '' : names[p]!,
      previous: h === null ? null : { assignment: slot.current!, name: names[h]! },
      loadBefore: p === null ? 0 : before[p]!,
      loadAfter: p === null ? 0 : after[p]!,
      cap: p === null ? 0 : problem.states[p]!.cap,
      coverage: cover.coverage,
      matched: cover.matched,
      preferredProgram: candidate?.preferredProgram ?? false,
      continuity: candidate?.continuity ?? false,
      basis,
      match: p === null ? '' : matchLabel(basis, described),
      reasons:
        p === null
          ? []
          : [
              ...liveReasons(slot.reference ?? null, p, names),
              ...candidateReasons({ course: slot.course, professor: professors[p]!, candidate: described, basis, loadBefore: before[p]!, cap: problem.states[p]!.cap }),
            ],
      alternatives,
    })
  }

  // Why each open section stays open, asked of the plan as proposed.
  const termLabel = planningTermLabel(problem.term)
  const unstaffed: UnstaffedSection[] = []
  for (const slot of slots) {
    if (pickOf(slot.index) !== null) continue
    const { reason, message } = unstaffedReason(slot.course, final, termLabel, settings.qualifiedOnly)
    unstaffed.push({ id: slotId(slot.course, slot.section), course: slot.course, section: slot.section, reason, message })
  }

  return {
    term: problem.term,
    termLabel,
    rows,
    unstaffed,
    method: outcome.method,
    note: outcome.note,
    seconds: outcome.seconds,
    covered: outcome.picks.filter((p) => p !== null).length,
    greedyCovered: problem.greedy.filter((p) => p !== null).length,
    fixedSections: problem.fixedSections,
    ...(settings.keepLiveAssignments ? { movedFromLive: slots.filter((s) => (s.reference ?? null) !== null && pickOf(s.index) !== s.reference).length } : {}),
  }
}

/** Whether the row keeps the section's live holder or moves it from them (nothing without a live holder). */
function liveReasons(reference: number | null, p: number, names: readonly string[]): string[] {
  if (reference === null) return []
  return [p === reference ? LIVE_REFERENCE_MESSAGES.keeps : LIVE_REFERENCE_MESSAGES.movedFrom(names[reference]!)]
}

/**
 * The proposal as the coordinator edited it: `choices` maps a row id to one of its alternatives'
 * professor id, or to null to leave the section open. Loads after are recomputed over every row,
 * since a swap moves hours from one professor to another; the rules are checked again on accept
 * (acceptedRowProblems works from the edited rows).
 */
export function editProposal(proposal: Proposal, choices: ReadonlyMap<string, string | null>): Proposal {
  if (choices.size === 0) return proposal
  const now = new Map<string, number>()
  for (const r of proposal.rows) {
    if (r.professorId) now.set(r.professorId, r.loadBefore)
    for (const a of r.alternatives) now.set(a.professorId, a.loadNow)
  }
  const edited = proposal.rows.map((r): ProposalRow => {
    if (!choices.has(r.id)) return r
    const choice = choices.get(r.id)
    if (choice === null) {
      return { ...r, professorId: null, professorName: '', loadBefore: 0, loadAfter: 0, cap: 0, match: '', reasons: [], matched: [], coverage: 'not-required', preferredProgram: false, continuity: false }
    }
    const alt = r.alternatives.find((a) => a.professorId === choice)
    if (!alt) return r
    const { professorId, professorName, cap, coverage, matched, preferredProgram, continuity, match, reasons } = alt
    return { ...r, professorId, professorName, cap, coverage, matched, preferredProgram, continuity, match, reasons }
  })
  const after = new Map(now)
  for (const r of edited) {
    const holder = r.previous?.assignment.professorId
    if (holder && holder !== r.professorId) after.set(holder, (after.get(holder) ?? 0) - r.previous!.assignment.weeklyHours)
    if (r.professorId && r.professorId !== holder) after.set(r.professorId, (after.get(r.professorId) ?? 0) + r.course.weeklyHours)
  }
  const rows = edited.map((r) => (r.professorId ? { ...r, loadBefore: now.get(r.professorId) ?? 0, loadAfter: after.get(r.professorId) ?? 0 } : r))
  return { ...proposal, rows, covered: proposal.covered - rows.filter((r, i) => r.professorId === null && proposal.rows[i]!.professorId !== null).length }
}

/**
 * A limit the solver does not see: under CAAT-A a full-time professor is also held to the SWF's
 * total attributed workload (preparation and evaluation grow with the courses, not with teaching
 * hours alone), while the solver caps teaching hours. `overloaded(professorId, rows)` judges a
 * professor with those of the proposal's rows added to what they hold. Returns the rows to leave
 * open, each professor's last rows first, until what remains is within every limit; empty under a
 * policy that measures teaching hours alone (it never says overloaded).
 */
export function rowsOverMeasuredLimits(
  proposal: Pick<Proposal, 'rows'>,
  overloaded: (professorId: string, rows: readonly ProposalRow[]) => boolean,
): string[] {
  const open: string[] = []
  for (const [professorId, rows] of rowsByProfessor(proposal.rows)) {
    const kept = [...rows]
    while (kept.length > 0 && overloaded(professorId, kept)) open.push(kept.pop()!.id)
  }
  return open
}

/** The rows that name a professor, by that professor, in the proposal's order. */
export function rowsByProfessor(rows: readonly ProposalRow[]): Map<string, ProposalRow[]> {
  const byProfessor = new Map<string, ProposalRow[]>()
  for (const row of rows) {
    if (!row.professorId) continue
    const list = byProfessor.get(row.professorId) ?? []
    list.push(row)
    byProfessor.set(row.professorId, list)
  }
  return byProfessor
}

/** A professor's rows as the sections they add per course (what a MeasureAfter takes). */
export function rowAdditions(rows: readonly ProposalRow[]): { course: Course; sections: number[] }[] {
  const byCourse = new Map<string, { course: Course; sections: number[] }>()
  for (const r of rows) {
    const entry = byCourse.get(r.course.id) ?? { course: r.course, sections: [] }
    entry.sections.push(r.section)
    byCourse.set(r.course.id, entry)
  }
  return [...byCourse.values()]
}

/** Rows an accept would write: a professor to assign, or a held section to take off its holder. */
export function writableRowIds(proposal: Proposal, accepted: ReadonlySet<string>): Set<string> {
  return new Set(proposal.rows.filter((r) => accepted.has(r.id) && (r.professorId !== null || r.previous !== null)).map((r) => r.id))
}

/** The reason a section cannot be staffed, from what stops each active professor. */
function unstaffedReason(
  course: Course,
  states: readonly ProfessorTermState[],
  termLabel: string,
  qualifiedOnly = false,
): { reason: UnstaffedReason; message: string } {
  const counts: Record<BlockReason, number> = { inactive: 0, capacity: 0, conflict: 0, 'max-courses': 0, 'max-daily-hours': 0 }
  const active = states.filter((s) => s.professor.isActive)
  if (active.length === 0) return { reason: 'no-active', message: 'No active professors' }
  // "Qualified" only means something for a course with required specializations.
  const wanted = course.requiredSpecializations.filter((r) => r.trim() !== '')
  const qualified = wanted.length
    ? active.filter((s) => specializationCoverage(course.requiredSpecializations, s.professor.specializations).coverage !== 'none')
    : []
  if (qualifiedOnly && wanted.length && qualified.length === 0) {
    return { reason: 'no-qualified', message: `No qualified candidate: no active professor has ${wanted.join(' or ')}` }
  }
  const pool = qualified.length ? qualified : active
  let free = 0
  for (const s of pool) {
    const block = s.blockOf(course)
    if (block === null) free++
    else counts[block]++
  }
  const who = (n: number) => pluralize(n, qualified.length ? 'qualified professor' : 'active professor')
  if (free > 0) {
    return {
      reason: 'not-chosen',
      message: `Not reached: ${pluralize(free, 'professor')} could still take it; try a longer time limit or more candidates per section`,
    }
  }
  if (counts.capacity === pool.length) {
    const everyone = qualified.length ? 'Everyone qualified is at their limit' : 'Everyone is at their limit'
    return { reason: 'no-capacity', message: `${everyone}: ${who(pool.length)} at their cap in ${termLabel}` }
  }
  const preferences = counts['max-courses'] + counts['max-daily-hours']
  if (counts.conflict >= preferences) {
    return { reason: 'conflicts', message: `Schedule conflicts: ${who(counts.conflict)} with capacity teach at that time` }
  }
  return {
    reason: 'preferences',
    message: `Workload preferences: ${who(preferences)} with capacity reached their max courses per term or max daily hours`,
  }
}

/**
 * Rules the accepted rows would break when written to the data as it is now (a rejected move
 * keeps its holder's hours): one message per row that no longer fits. Empty when all is well.
 * Works from the stored data, not the solver's problem, so the dialog can check on the main thread.
 */
export function acceptedRowProblems(
  data: AutoAssignData,
  proposal: Proposal,
  accepted: ReadonlySet<string>,
  respectPreferences: boolean,
): string[] {
  const chosen = proposal.rows.filter((r) => accepted.has(r.id))
  const replaced = new Set(chosen.flatMap((r) => (r.previous ? [r.previous.assignment.id] : [])))
  const states = termHoldings(data, proposal.term, respectPreferences, replaced)
  // Sections someone staffed since the proposal was made (another tab, an import) are not taken twice.
  const index = buildPlanIndex(data.courses, data.assignments)
  const key = termKey(proposal.term)
  const staffed = new Set(
    data.assignments.filter((a) => !replaced.has(a.id) && index.termOf.get(a.id) === key).map((a) => slotId({ id: a.courseId }, a.section)),
  )
  const out: string[] = []
  for (const row of chosen) {
    if (row.professorId === null) continue
    if (staffed.has(row.id)) {
      out.push(`${row.course.code} §${row.section}: already has a professor now`)
      continue
    }
    const state = states.get(row.professorId)
    const block = state ? state.blockOf(row.course) : 'inactive'
    if (block) out.push(`${row.course.code} §${row.section}: ${row.professorName} ${BLOCK_TEXT[block]}`)
    else state!.add(row.course, row.course.weeklyHours)
  }
  return out
}

const BLOCK_TEXT: Record<BlockReason, string> = {
  inactive: 'is inactive',
  capacity: 'would go over their cap (accept the row that frees their hours too)',
  conflict: 'would have a schedule conflict',
  'max-courses': 'would pass their max courses per term',
  'max-daily-hours': 'would pass their max daily hours',
}

/**
 * One change set for the accepted rows: new assignments in the term, moved ones deleted. It states
 * what the proposal was computed from (`read`: the data the solver was given): each section's
 * holder as read (none: it was open), and the assignments of every professor it gives a section,
 * whose hours it counted. A section staffed or a load changed in another tab since refuses it whole.
 */
export function proposalChangeSet(
  proposal: Proposal,
  accepted: ReadonlySet<string>,
  now: Date,
  read: Pick<AutoAssignData, 'professors' | 'assignments'>,
): ChangeSet {
  const put: Assignment[] = []
  const remove: string[] = []
  const require: Precondition[] = []
  const academicYear = academicYearOfPlanningTerm(proposal.term)
  for (const row of proposal.rows) {
    if (!accepted.has(row.id)) continue
    require.push(sectionHoldersAsRead(row.course, row.section, row.previous ? [row.previous.assignment] : []))
    if (row.previous) remove.push(row.previous.assignment.id)
    if (row.professorId === null) continue
    const assignment = buildAssignment({
      course: row.course,
      professorId: row.professorId,
      section: row.section,
      term: proposal.term.term,
      academicYear,
      now,
      assignedBy: 'auto-assign',
    })
    put.push(normaliseAssignment(assignment, row.course))
  }
  const staffing = new Set(put.map((a) => a.professorId))
  require.push(...loadsAsRead(read.professors.filter((p) => staffing.has(p.id)), read.assignments))
  return { put: { assignments: put }, delete: { assignments: remove }, require }
}
