/**
 * Writes one component of an auto-assign problem as a mixed-integer program in CPLEX LP text, the
 * format the HiGHS solver reads. One integer n per (group, candidate): how many of the group's
 * interchangeable sections the candidate takes (auto-assign-groups.ts).
 *
 *   each group:                  Σ n ≤ open sections
 *   each professor, cap:         Σ hours·n ≤ policy headroom       (overloads are never proposed)
 *   each professor, conflicts:   Σ y ≤ 1 over courses meeting at the same time on a day
 *   each professor, courses:     Σ y over new courses ≤ maxCoursesPerTerm − held courses
 *   each professor and day:      Σ session hours·n ≤ maxDailyHours − held that day
 *
 * y is "teaches this course" (n itself when n can only be 0 or 1, else a binary with n ≤ k·y).
 * Two objectives, solved one after the other (lexicographic): 'coverage' maximizes Σ n, the
 * sections staffed; 'preference' keeps Σ n ≥ the coverage found and maximizes the preferences
 * (expertise, program, continuity) plus the load terms: hours toward each professor's target,
 * in quarters worth less and less so loads even out within a type, weighted by type (full-time
 * first by default).
 * A constraint is written only when it can bind. Names follow group then professor index, so the
 * same problem always gives the same text.
 */
import { pairKey, type Component, type SlotGroup } from './auto-assign-groups'
import type { AutoAssignProblem } from './auto-assign-problem'
import { loadTierWeight, LOAD_QUARTER_FACTORS, LOAD_TARGET_BY_EMPLOYMENT_TYPE } from './auto-assign-settings'
import { sessionHours } from './professor-term-state'
import { timeToMinutes } from '@/domain/calendar/schedule-conflict'

interface NColumn {
  name: string
  group: number
  professor: number
  /** Most sections of the group this professor can take (open sections, hours, daily hours). */
  max: number
  /** Per section, in the preference objective. */
  preference: number
}

export interface LpModel {
  lp: string
  ns: NColumn[]
  /** Starting value of every column, by name (a feasible solution: the solver's first incumbent). */
  warmStart: Map<string, number>
  rows: number
}

export type ModelGoal =
  | {
      kind: 'coverage'
      /** Pairs the coverage pass may use on a very large component (the start's are always in it). */
      keep?: (group: number, professor: number) => boolean
    }
  | {
      kind: 'preference'
      /** Sections the coverage pass staffed: kept as a floor. */
      minCovered: number
      /** Pairs the preference pass may use (the coverage solution's are always in it). */
      keep?: (group: number, professor: number) => boolean
    }

/** Numbers as LP text: at most 6 decimals, never exponent notation. */
function num(value: number): string {
  const text = value.toFixed(6).replace(/\.?0+$/, '')
  return text === '-0' ? '0' : text
}

/** ' + 3 x1 - 2 y4 …' with line breaks, since LP readers dislike very long lines. */
function linear(terms: readonly (readonly [number, string])[]): string {
  const parts: string[] = []
  terms.forEach(([coef, name]) => {
    if (coef === 0) return
    const sign = coef < 0 ? '-' : parts.length === 0 ? '' : '+'
    const magnitude = Math.abs(coef)
    parts.push(`${sign}${sign ? ' ' : ''}${magnitude === 1 ? '' : `${num(magnitude)} `}${name}`)
  })
  const lines: string[] = []
  for (let i = 0; i < parts.length; i += 12) lines.push(parts.slice(i, i + 12).join(' '))
  return lines.join('\n   ')
}

const EPSILON = 1e-9

/** How many of the group's sections the professor could take on their own. */
export function pairMax(problem: Pick<AutoAssignProblem, 'states'>, group: SlotGroup, p: number): number {
  const state = problem.states[p]!
  const course = group.course
  let max = group.slots.length
  if (course.weeklyHours > 0) max = Math.min(max, Math.floor((state.remaining + EPSILON) / course.weeklyHours))
  const maxDaily = state.maxDaily
  const schedule = course.schedule
  if (maxDaily !== null && schedule?.days.length) {
    const length = sessionHours(schedule)
    if (length > 0) {
      for (const day of schedule.days) max = Math.min(max, Math.floor((maxDaily - (state.daily.get(day) ?? 0) + EPSILON) / length))
    }
  }
  return Math.max(0, max)
}

export function buildLpModel(
  problem: AutoAssignProblem,
  groups: readonly SlotGroup[],
  component: Component,
  goal: ModelGoal,
  start: ReadonlyMap<string, number>,
): LpModel {
  const { states, settings } = problem
  const ns: NColumn[] = []
  const objective: [number, string][] = []
  const rows: string[] = []
  const bounds: string[] = []
  const integers: string[] = []
  const binaries: string[] = []
  const warmStart = new Map<string, number>()
  const byProfessor = new Map<number, NColumn[]>()
  const preference = goal.kind === 'preference'

  for (const gi of component.groups) {
    const group = groups[gi]!
    const names: string[] = []
    let most = 0
    for (const c of group.candidates) {
      const started = start.get(pairKey(gi, c.professor)) ?? 0
      if (started === 0 && goal.keep && !goal.keep(gi, c.professor)) continue
      const max = pairMax(problem, group, c.professor)
      if (max <= 0) continue
      const n: NColumn = { name: `n${ns.length}`, group: gi, professor: c.professor, max, preference: c.preference }
      ns.push(n)
      names.push(n.name)
      most += max
      if (max === 1) binaries.push(n.name)
      else {
        integers.push(n.name)
        bounds.push(`0 <= ${n.name} <= ${max}`)
      }
      objective.push([preference ? c.preference : 1, n.name])
      warmStart.set(n.name, Math.min(started, max))
      let list = byProfessor.get(c.professor)
      if (!list) byProfessor.set(c.professor, (list = []))
      list.push(n)
    }
    if (names.length > 0 && most > group.slots.length) rows.push(`g${gi}: ${linear(names.map((n) => [1, n] as const))} <= ${group.slots.length}`)
  }
  if (preference && ns.length) rows.push(`covered: ${linear(ns.map((n) => [1, n.name] as const))} >= ${goal.minCovered}`)

  let yCount = 0
  let uCount = 0
  for (const p of [...byProfessor.keys()].sort((a, b) => a - b)) {
    const vars = byProfessor.get(p)!
    const state = states[p]!
    const hoursOf = (n: NColumn) => groups[n.group]!.course.weeklyHours
    const tag = `p${p}`

    const totalHours = vars.reduce((sum, n) => sum + hoursOf(n) * n.max, 0)
    if (totalHours > state.remaining + EPSILON) rows.push(`${tag}_cap: ${linear(vars.map((n) => [hoursOf(n), n.name] as const))} <= ${num(state.remaining)}`)

    // "Teaches course c" per course this professor is a candidate for.
    const byCourse = new Map<string, NColumn[]>()
    for (const n of vars) {
      const id = groups[n.group]!.course.id
      byCourse.set(id, [...(byCourse.get(id) ?? []), n])
    }
    const teaches = new Map<string, string>()
    const teachVar = (courseId: string): string => {
      const known = teaches.get(courseId)
      if (known) return known
      const group = byCourse.get(courseId)!
      let name = group[0]!.name
      if (group.length > 1 || group[0]!.max > 1) {
        name = `y${yCount++}`
        binaries.push(name)
        for (const n of group) rows.push(`${name}_${n.name}: ${n.name} - ${n.max === 1 ? '' : `${n.max} `}${name} <= 0`)
        warmStart.set(name, group.some((n) => (warmStart.get(n.name) ?? 0) > 0) ? 1 : 0)
      }
      teaches.set(courseId, name)
      return name
    }

    // Conflicts: on each day, the courses whose sessions cover a session's start form a clique.
    const cliques = new Set<string>()
    const scheduled = [...byCourse.keys()]
      .map((id) => groups[byCourse.get(id)![0]!.group]!.course)
      .filter((c) => c.schedule?.days.length)
    if (scheduled.length > 1) {
      for (const course of scheduled) {
        const begin = timeToMinutes(course.schedule!.startTime)
        for (const day of course.schedule!.days) {
          const clique = scheduled
            .filter(
              (o) =>
                o.schedule!.days.includes(day) &&
                timeToMinutes(o.schedule!.startTime) <= begin &&
                begin < timeToMinutes(o.schedule!.endTime),
            )
            .map((o) => o.id)
            .sort()
          if (clique.length > 1) cliques.add(clique.join('\u0000'))
        }
      }
    }
    ;[...cliques].sort().forEach((clique, i) => {
      rows.push(`${tag}_t${i}: ${linear(clique.split('\u0000').map((id) => [1, teachVar(id)] as const))} <= 1`)
    })

    const maxCourses = state.maxCourses
    if (maxCourses !== null) {
      const fresh = [...byCourse.keys()].filter((id) => !state.courses.has(id))
      const room = Math.max(0, maxCourses - state.courses.size)
      if (fresh.length > room) rows.push(`${tag}_courses: ${linear(fresh.map((id) => [1, teachVar(id)] as const))} <= ${num(room)}`)
    }

    const maxDaily = state.maxDaily
    if (maxDaily !== null) {
      const perDay = new Map<string, [number, string, number][]>()
      for (const n of vars) {
        const schedule = groups[n.group]!.course.schedule
        if (!schedule?.days.length) continue
        for (const day of schedule.days) perDay.set(day, [...(perDay.get(day) ?? []), [sessionHours(schedule), n.name, n.max]])
      }
      for (const [day, terms] of [...perDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const room = Math.max(0, maxDaily - (state.daily.get(day as never) ?? 0))
        if (terms.reduce((s, [h, , max]) => s + h * max, 0) > room + EPSILON) {
          rows.push(`${tag}_${day}: ${linear(terms.map(([h, name]) => [h, name] as const))} <= ${num(room)}`)
        }
      }
    }

    // Load toward the target, in quarters worth less and less (LOAD_QUARTER_FACTORS).
    if (!preference || settings.weights.loadBalance <= 0) continue
    const type = state.professor.employmentType
    const target = Math.min(state.cap, LOAD_TARGET_BY_EMPLOYMENT_TYPE[type])
    const gap = target - state.hours
    if (gap <= 0) continue
    const weight = settings.weights.loadBalance * loadTierWeight(type, settings.fullTimeFirst)
    let left = vars.reduce((s, n) => s + (warmStart.get(n.name) ?? 0) * hoursOf(n), 0)
    const quarter = gap / LOAD_QUARTER_FACTORS.length
    const us: string[] = []
    for (const factor of LOAD_QUARTER_FACTORS) {
      const u = `u${uCount++}`
      us.push(u)
      objective.push([weight * factor, u])
      bounds.push(`0 <= ${u} <= ${num(quarter)}`)
      warmStart.set(u, Math.max(0, Math.min(quarter, left)))
      left -= quarter
    }
    rows.push(`${tag}_fill: ${linear([...us.map((u) => [1, u] as const), ...vars.map((n) => [-hoursOf(n), n.name] as const)])} <= 0`)
  }

  const wrap = (names: string[]) => {
    const lines: string[] = []
    for (let i = 0; i < names.length; i += 20) lines.push(` ${names.slice(i, i + 20).join(' ')}`)
    return lines
  }
  const lp = [
    'Maximize',
    ` obj: ${objective.length ? linear(objective) : '0 x_none'}`,
    'Subject To',
    ...(rows.length ? rows.map((r) => ` ${r}`) : [' none: 0 x_none <= 0']),
    ...(bounds.length ? ['Bounds', ...bounds.map((b) => ` ${b}`)] : []),
    ...(integers.length ? ['General', ...wrap(integers)] : []),
    ...(binaries.length ? ['Binary', ...wrap(binaries)] : []),
    'End',
    '',
  ].join('\n')
  return { lp, ns, warmStart, rows: rows.length }
}
