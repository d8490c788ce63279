/**
 * Turns the solver's picks into what the user reviews: a proposal, not a write. Each row is one
 * section with the professor proposed, their load in the term before and after the whole
 * proposal, and why (specializations matched, preferred program, continuity). Sections left
 * open are listed with the reason, found by asking every professor why they cannot take it once
 * the proposal is in place. Accepting rows builds ONE change set; the accepted subset is checked
 * against the same rules first, because rejecting a move can leave its professor's hours taken.
 */
import type { Assignment } from '../assignment'
import { buildAssignment } from '../cascades'
import type { ChangeSet } from '../change-set'
import type { Course } from '../course'
import { pluralize } from '../format'
import { buildPlanIndex } from '../plan-index'
import { academicYearOfPlanningTerm, normaliseAssignment, planningTermLabel, termKey, type PlanningTerm } from '../planning-term'
import { specializationCoverage, type SpecializationCoverage } from '../professor-ranking'
import { previousSameTerm, termHoldings, type AutoAssignData, type AutoAssignProblem } from './auto-assign-problem'
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
}

export type UnstaffedReason = 'no-active' | 'no-capacity' | 'conflicts' | 'preferences' | 'not-chosen'

export interface UnstaffedSection {
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
}

export interface SolveSummary {
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

  const rows: ProposalRow[] = []
  for (const slot of slots) {
    if (!changed(slot.index)) continue
    const p = pickOf(slot.index)
    const h = holderOf(slot.index)
    const candidate = p === null ? undefined : slot.candidates.find((c) => c.professor === p)
    const cover =
      p === null ? specializationCoverage([], []) : specializationCoverage(slot.course.requiredSpecializations, professors[p]!.specializations)
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
    })
  }

  // Why each open section stays open, asked of the plan as proposed.
  const final = keptStates(problem, (slot) => !changed(slot))
  for (const slot of slots) {
    const p = pickOf(slot.index)
    if (p !== null && changed(slot.index)) final[p]!.add(slot.course, slot.course.weeklyHours)
  }
  const termLabel = planningTermLabel(problem.term)
  const unstaffed: UnstaffedSection[] = []
  for (const slot of slots) {
    if (pickOf(slot.index) !== null) continue
    const { reason, message } = unstaffedReason(slot.course, final, termLabel)
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
  }
}

/** The reason a section cannot be staffed, from what stops each active professor. */
export function unstaffedReason(
  course: Course,
  states: readonly ProfessorTermState[],
  termLabel: string,
): { reason: UnstaffedReason; message: string } {
  const counts: Record<BlockReason, number> = { inactive: 0, capacity: 0, conflict: 0, 'max-courses': 0, 'max-daily-hours': 0 }
  const active = states.filter((s) => s.professor.isActive)
  if (active.length === 0) return { reason: 'no-active', message: 'No active professors' }
  const qualified = active.filter((s) => specializationCoverage(course.requiredSpecializations, s.professor.specializations).coverage !== 'none')
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
    return { reason: 'no-capacity', message: `No qualified candidate with capacity: ${who(pool.length)} at their cap in ${termLabel}` }
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

/** One change set for the accepted rows: new assignments in the term, moved ones deleted. */
export function proposalChangeSet(proposal: Proposal, accepted: ReadonlySet<string>, now: Date): ChangeSet {
  const put: Assignment[] = []
  const remove: string[] = []
  const academicYear = academicYearOfPlanningTerm(proposal.term)
  for (const row of proposal.rows) {
    if (!accepted.has(row.id)) continue
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
  return { put: { assignments: put }, delete: { assignments: remove } }
}

/** 'Fall 2025': the term continuity looks at. */
export function continuityTermLabel(term: PlanningTerm): string {
  return planningTermLabel(previousSameTerm(term))
}
