/**
 * "Keep live assignments where possible" (issue 33): auto-assign run inside a what-if scenario
 * can be told who holds each section in the live plan (the reference), and then counts every
 * section it gives to someone else as a move, a cost in its objective. The cost is worth more
 * than anything a section can earn from the preferences at any weights, and less than staffing
 * one more section (coverage always comes first), so the solver moves a live assignment only to
 * staff more sections or because the live holder can no longer take it. The proposal reports how
 * many sections it moves and says so in each row's reasons.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import { COVERAGE_WEIGHT } from './auto-assign-settings'

/** Live's holder of each section: `${courseId}#${section}` -> professor id (plain, so it crosses into the worker). */
export type LiveReference = Readonly<Record<string, string>>

/**
 * Cost of one moved section: above the most a section can earn otherwise (at WEIGHT_MAX for
 * every weight, about 180), below the reward of staffing it (COVERAGE_WEIGHT).
 */
export const MOVE_COST = COVERAGE_WEIGHT / 4

export const LIVE_REFERENCE_MESSAGES = {
  /** The setting's label. */
  setting: 'Keep live assignments where possible (each section moved from its live professor counts as a cost)',
  keeps: 'Keeps the live assignment',
  movedFrom: (name: string) => `Moved from ${name} in the live plan`,
  /** The proposal's summary line. */
  moves: (count: number) =>
    count === 0 ? 'No section moves from its live professor' : count === 1 ? '1 section moves from its live professor' : `${count} sections move from their live professors`,
} as const

/**
 * The live plan's holders of the term's sections (sections held by exactly one professor: a
 * section held twice in live has no single holder to keep).
 */
export function liveReferenceOf(live: { courses: readonly Course[]; assignments: readonly Assignment[] }, term: PlanningTerm): LiveReference {
  const index = buildPlanIndex(live.courses, live.assignments)
  const key = termKey(term)
  const out: Record<string, string> = {}
  const twice = new Set<string>()
  for (const a of live.assignments) {
    if (index.termOf.get(a.id) !== key) continue
    const slot = `${a.courseId}#${a.section}`
    if (slot in out && out[slot] !== a.professorId) twice.add(slot)
    out[slot] = a.professorId
  }
  for (const slot of twice) delete out[slot]
  return out
}
