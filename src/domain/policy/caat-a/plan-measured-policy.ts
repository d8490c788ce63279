/**
 * The CAAT-A policy of a plan as every screen measures it: the stored rules and records make the
 * policy, and a full-time professor's load is their SWF's, computed from the plan's assignments
 * (measured-policy.ts). One builder for the screens (data/caat-a-policy-load.ts, which keeps the
 * result per plan) and the auto-assign solver (auto-assign-problem.ts, in the worker), so the
 * solver refuses what the screens would call over the 44 h attributed.
 *
 * An SWF is computed only when a full-time professor's load in a term is asked for, and kept in
 * `measured` (the caller's, one per plan) while their assignments (the plan index's per-professor
 * map, whose identity changes only when theirs do) and the courses they teach are the same objects.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { termKey, type PlanningTerm, type TermKey } from '@/domain/calendar/planning-term'
import type { PolicyProfessor, WorkloadPolicy } from '../workload-policy'
import { leastHoursPerTch } from './caat-a-factors'
import type { CaatProfessorRecord } from './caat-a-records'
import { withMeasuredLoads } from './measured-policy'
import { computeSwf, type Swf, type SwfProfessor } from './swf'
import { policyForRules, type WorkloadRules } from './workload-rules'

/** What the measure reads of a plan (the plan index satisfies it; policy sits below the plan layer). */
export interface MeasuredPlan {
  /** Professor id -> term -> their assignments; an entry's identity changes only when theirs do. */
  byProfessorTerm: ReadonlyMap<string, ReadonlyMap<TermKey, Assignment[]>>
  courseById: ReadonlyMap<string, Course>
}

/** One professor's SWFs per term, with what they were computed from. */
export interface MeasuredProfessor {
  assignments: ReadonlyMap<TermKey, Assignment[]>
  courses: (Course | undefined)[]
  professor: PolicyProfessor
  swf: Map<TermKey, Swf>
}

export type SwfLookup = (professor: PolicyProfessor, term: PlanningTerm) => Swf | undefined

function sameCourses(entry: MeasuredProfessor, index: MeasuredPlan): boolean {
  let i = 0
  for (const list of entry.assignments.values()) for (const a of list) if (index.courseById.get(a.courseId) !== entry.courses[i++]) return false
  return true
}

/** The policy the rules and records make, measuring full-time loads on `index` under CAAT-A, and its SWF lookup. */
export function planMeasuredPolicy(
  rules: WorkloadRules,
  records: readonly CaatProfessorRecord[],
  index: MeasuredPlan | undefined,
  measured: Map<string, MeasuredProfessor> = new Map(),
): { policy: WorkloadPolicy; swfOf: SwfLookup } {
  const byId = new Map(records.map((r) => [r.professorId, r]))
  const base = policyForRules(rules, byId.size ? (id) => byId.get(id) : undefined)
  const settings = rules.packs['ontario-caat-a']
  const swfOf: SwfLookup = (professor, term) => {
    if (!index || !professor.id) return undefined
    const assignments = index.byProfessorTerm.get(professor.id) ?? new Map<TermKey, Assignment[]>()
    let entry = measured.get(professor.id)
    if (!entry || entry.assignments !== assignments || entry.professor !== professor || !sameCourses(entry, index)) {
      const courses = [...assignments.values()].flatMap((list) => list.map((a) => index.courseById.get(a.courseId)))
      entry = { assignments, courses, professor, swf: new Map() }
      measured.set(professor.id, entry)
    }
    const key = termKey(term)
    let swf = entry.swf.get(key)
    if (!swf) {
      swf = computeSwf({
        // The stored professor record is what screens pass; its coordinator hours count as a duty.
        professor: professor as SwfProfessor,
        term,
        assignments: [...assignments.values()].flat(),
        courseById: index.courseById,
        settings,
        record: byId.get(professor.id),
      })
      entry.swf.set(key, swf)
    }
    return swf
  }
  if (rules.rules !== 'ontario-caat-a') return { policy: base, swfOf }
  // Only a full-time professor's load is the SWF's (the others are measured in TCH alone).
  const measureOf = (p: PolicyProfessor, term: PlanningTerm) => (p.employmentType === 'full-time' ? swfOf(p, term)?.measures : undefined)
  return { policy: withMeasuredLoads(base, measureOf, leastHoursPerTch(settings)), swfOf }
}
