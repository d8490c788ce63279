/**
 * A local search on the preference objective that never loses a section: two professors exchange
 * everything the proposal gives them (or one hands it all to a free colleague) when that raises
 * the objective, each staffed section moves to the candidate whose taking it raises the objective
 * most (their preference and load term against the current holder's), an open section goes to
 * any candidate who can take it, until a sweep changes nothing or the sweeps run out. The starts built for coverage (auto-assign-problem.ts) ignore
 * preferences, and a solver started from such a point with coverage held fixed can sit on it;
 * after this it starts from a sensible proposal. Deterministic: slots and candidates in order.
 */
import type { AutoAssignProblem } from './auto-assign-problem'
import { loadTermValue, loadTierWeight, LOAD_TARGET_BY_EMPLOYMENT_TYPE } from './auto-assign-settings'
import type { ProfessorTermState } from './professor-term-state'

const MAX_SWEEPS = 6
const EPSILON = 1e-9

export function improvePreferences(problem: AutoAssignProblem, start: readonly (number | null)[]): (number | null)[] {
  const { slots, states, settings } = problem
  const picks = [...start]
  const mine = states.map(() => [] as number[])
  picks.forEach((p, s) => {
    if (p !== null && p !== undefined) mine[p]!.push(s)
  })
  const current: ProfessorTermState[] = states.map((base, p) => {
    const state = base.clone()
    for (const s of mine[p]!) state.add(slots[s]!.course, slots[s]!.course.weeklyHours)
    return state
  })
  const rebuild = (p: number) => {
    const state = states[p]!.clone()
    for (const s of mine[p]!) state.add(slots[s]!.course, slots[s]!.course.weeklyHours)
    current[p] = state
  }
  const loadValue = (p: number, added: number) => {
    if (settings.weights.loadBalance <= 0) return 0
    const state = states[p]!
    const type = state.professor.employmentType
    const gap = Math.min(state.cap, LOAD_TARGET_BY_EMPLOYMENT_TYPE[type]) - state.hours
    if (gap <= 0) return 0
    return settings.weights.loadBalance * loadTierWeight(type, settings.fullTimeFirst) * loadTermValue(added, gap)
  }
  const added = (p: number) => current[p]!.hours - states[p]!.hours

  // Preference of a candidate for a slot (candidate lists are shared per course: one map each).
  const prefMaps = new Map<readonly unknown[], Map<number, number>>()
  const prefOf = (slot: number, p: number): number | undefined => {
    const list = slots[slot]!.candidates
    let map = prefMaps.get(list)
    if (!map) prefMaps.set(list, (map = new Map(list.map((c) => [c.professor, c.preference]))))
    return map.get(p)
  }
  const hoursOf = (list: readonly number[]) => list.reduce((h, s) => h + slots[s]!.course.weeklyHours, 0)
  /** Whether the professor, without what the proposal gives them now, can take all of `list`. */
  const fitsAll = (p: number, list: readonly number[]) => {
    const state = states[p]!.clone()
    for (const s of list) {
      if (prefOf(s, p) === undefined || state.blockOf(slots[s]!.course) !== null) return false
      state.add(slots[s]!.course, slots[s]!.course.weeklyHours)
    }
    return true
  }
  // Professors who could take anything: the other side of an exchange.
  const pool = [...new Set(slots.flatMap((slot) => slot.candidates.map((c) => c.professor)))].sort((a, b) => a - b)

  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let changed = false
    // Exchange everything two professors are given (one of them may have nothing): the move
    // single-section changes cannot make when a course limit or a full load blocks both.
    for (const p of pool) {
      if (mine[p]!.length === 0) continue
      for (const q of pool) {
        if (q === p || (mine[q]!.length > 0 && q < p)) continue
        const a = mine[p]!
        const b = mine[q]!
        let gain = 0
        let possible = true
        for (const s of a) {
          const v = prefOf(s, q)
          if (v === undefined) {
            possible = false
            break
          }
          gain += v - prefOf(s, p)!
        }
        if (!possible) continue
        for (const s of b) {
          const v = prefOf(s, p)
          if (v === undefined) {
            possible = false
            break
          }
          gain += v - prefOf(s, q)!
        }
        if (!possible) continue
        const ha = hoursOf(a)
        const hb = hoursOf(b)
        gain += loadValue(q, ha) + loadValue(p, hb) - loadValue(p, ha) - loadValue(q, hb)
        if (gain <= EPSILON || !fitsAll(q, a) || !fitsAll(p, b)) continue
        for (const s of a) picks[s] = q
        for (const s of b) picks[s] = p
        mine[p] = b
        mine[q] = a
        rebuild(p)
        rebuild(q)
        changed = true
      }
    }

    for (const slot of slots) {
      const p = picks[slot.index] ?? null
      const hours = slot.course.weeklyHours
      const own = p === null ? null : slot.candidates.find((c) => c.professor === p)
      const leaving = p === null ? 0 : (own?.preference ?? 0) + loadValue(p, added(p)) - loadValue(p, added(p) - hours)
      let best: { q: number; gain: number } | null = null
      for (const c of slot.candidates) {
        const q = c.professor
        if (q === p || current[q]!.blockOf(slot.course) !== null) continue
        const gain = c.preference + loadValue(q, added(q) + hours) - loadValue(q, added(q)) - leaving
        // An open section is worth taking at any gain (coverage first).
        if ((p === null || gain > EPSILON) && (!best || gain > best.gain + EPSILON)) best = { q, gain }
      }
      if (!best) continue
      picks[slot.index] = best.q
      mine[best.q]!.push(slot.index)
      current[best.q]!.add(slot.course, hours)
      if (p !== null) {
        mine[p] = mine[p]!.filter((s) => s !== slot.index)
        rebuild(p)
      }
      changed = true
    }
    if (!changed) break
  }
  return picks
}
