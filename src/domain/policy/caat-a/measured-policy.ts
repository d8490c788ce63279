/**
 * A policy that measures a full-time professor's load with their SWF (issue 23): callers keep
 * passing the term's weekly hours (all the plan index knows), and this wrapper turns them into the
 * SWF's measures (swf.ts `measures`), so the 44 h attributed limit is checked on every screen
 * without any caller changing.
 *
 *  - Hours equal to the SWF's TCH are the term as planned: its exact measures.
 *  - Other hours are a what-if (a section more in Manage Sections, a bulk assign): the attributed
 *    hours move by the difference times the least a TCH adds (1 + the smallest preparation factor),
 *    the same least amount the CAAT-A policy's `fits` uses, so a what-if never reads worse than it
 *    can be; the SWF itself gives the exact figure once saved.
 *  - No measure (not full-time, no term): the hours as given.
 */
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { LoadInput, MeasuredLoad, PolicyProfessor, WorkloadPolicy } from '../workload-policy'
import { roundHours } from './swf-arithmetic'

type MeasureOf = (professor: PolicyProfessor, term: PlanningTerm) => MeasuredLoad | undefined

export function withMeasuredLoads(base: WorkloadPolicy, measureOf: MeasureOf, leastHoursPerTch: number): WorkloadPolicy {
  const resolve = (p: PolicyProfessor, term: PlanningTerm | null, load: LoadInput): LoadInput => {
    if (typeof load !== 'number' || !term) return load
    const m = measureOf(p, term)
    if (!m || m.attributedHours === undefined) return load
    if (load === m.weeklyHours) return m
    return { ...m, weeklyHours: load, attributedHours: roundHours(m.attributedHours + (load - m.weeklyHours) * leastHoursPerTch) }
  }
  return {
    id: base.id,
    label: base.label,
    limits: (p, term) => base.limits(p, term),
    weeklyLimit: (p, term) => base.weeklyLimit(p, term),
    headroom: (p, term, load) => base.headroom(p, term, resolve(p, term, load)),
    assess: (p, term, load) => base.assess(p, term, resolve(p, term, load)),
    reportLimit: (p, term) => base.reportLimit(p, term),
    reportAssess: (p, term, load) => base.reportAssess(p, term, resolve(p, term, load)),
    fits: (p, term, load, extra) => base.fits(p, term, resolve(p, term, load), extra),
    whyNot: (p, term, load, extra) => base.whyNot(p, term, resolve(p, term, load), extra),
    explain: (a) => base.explain(a),
  }
}
