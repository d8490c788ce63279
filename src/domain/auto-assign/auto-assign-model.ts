/**
 * Writes an auto-assign problem as a mixed-integer program in CPLEX LP text, the format the
 * HiGHS solver reads. One binary x per (section, shortlisted candidate):
 *
 *   maximize  Σ value·x  +  Σ balance·u
 *   each section:                Σ x ≤ 1                      (one professor per section)
 *   each professor, cap:         Σ hours·x ≤ cap − held       (overloads are never proposed)
 *   each professor, conflicts:   Σ y ≤ 1 over courses meeting at the same time on a day
 *   each professor, courses:     Σ y over new courses ≤ maxCoursesPerTerm − held courses
 *   each professor and day:      Σ session hours·x ≤ maxDailyHours − held that day
 *   load balance:                u ≤ Σ hours·x,  0 ≤ u ≤ target − held
 *
 * y is "teaches this course" (x itself when the professor is shortlisted for one section of it,
 * else a binary with x ≤ y). A constraint is written only when it can bind. The warm start is
 * the better of the greedy ranking and the scarce-first picks (auto-assign-problem.ts). Variables are named
 * and ordered by section then professor id, so the same problem always gives the same text.
 */
import { picksValue, scarceFirstPicks, type AutoAssignProblem } from './auto-assign-problem'
import { LOAD_PRIORITY_BY_EMPLOYMENT_TYPE, LOAD_TARGET_BY_EMPLOYMENT_TYPE } from './auto-assign-settings'
import { sessionHours } from './professor-term-state'
import { timeToMinutes } from '../schedule-conflict'

export interface XColumn {
  name: string
  slot: number
  professor: number
}

export interface LpModel {
  lp: string
  xs: XColumn[]
  /** Value of every column in the greedy ranking's solution, by name: the solver's first incumbent. */
  warmStart: Map<string, number>
  rows: number
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

export function buildLpModel(problem: AutoAssignProblem): LpModel {
  // The solver starts from the better of the greedy ranking and the scarce-first picks.
  const scarce = scarceFirstPicks(problem)
  const start = picksValue(problem, scarce) > picksValue(problem, problem.greedy) ? scarce : problem.greedy
  const { slots, states, settings } = problem
  const xs: XColumn[] = []
  const objective: [number, string][] = []
  const rows: string[] = []
  const bounds: string[] = []
  const binaries: string[] = []
  const warmStart = new Map<string, number>()
  const byProfessor = new Map<number, XColumn[]>()

  for (const slot of slots) {
    const names: string[] = []
    for (const c of slot.candidates) {
      const x: XColumn = { name: `x${xs.length}`, slot: slot.index, professor: c.professor }
      xs.push(x)
      names.push(x.name)
      binaries.push(x.name)
      objective.push([c.value, x.name])
      warmStart.set(x.name, start[slot.index] === c.professor ? 1 : 0)
      byProfessor.set(c.professor, [...(byProfessor.get(c.professor) ?? []), x])
    }
    if (names.length > 1) rows.push(`s${slot.index}: ${linear(names.map((n) => [1, n] as const))} <= 1`)
  }

  let yCount = 0
  let uCount = 0
  const professorOrder = [...byProfessor.keys()].sort((a, b) => a - b)
  for (const p of professorOrder) {
    const vars = byProfessor.get(p)!
    const state = states[p]!
    const hoursOf = (x: XColumn) => slots[x.slot]!.course.weeklyHours
    const tag = `p${p}`

    const totalHours = vars.reduce((sum, x) => sum + hoursOf(x), 0)
    if (totalHours > state.remaining) rows.push(`${tag}_cap: ${linear(vars.map((x) => [hoursOf(x), x.name] as const))} <= ${num(state.remaining)}`)

    // "Teaches course c" per course this professor is shortlisted for.
    const byCourse = new Map<string, XColumn[]>()
    for (const x of vars) {
      const id = slots[x.slot]!.course.id
      byCourse.set(id, [...(byCourse.get(id) ?? []), x])
    }
    const teaches = new Map<string, string>()
    const teachVar = (courseId: string): string => {
      const known = teaches.get(courseId)
      if (known) return known
      const group = byCourse.get(courseId)!
      let name = group[0]!.name
      if (group.length > 1) {
        name = `y${yCount++}`
        binaries.push(name)
        for (const x of group) rows.push(`${name}_${x.name}: ${x.name} - ${name} <= 0`)
        warmStart.set(name, group.some((x) => warmStart.get(x.name) === 1) ? 1 : 0)
      }
      teaches.set(courseId, name)
      return name
    }

    // Conflicts: on each day, the courses whose sessions cover a session's start form a clique.
    const cliques = new Set<string>()
    const scheduled = [...byCourse.keys()]
      .map((id) => slots[byCourse.get(id)![0]!.slot]!.course)
      .filter((c) => c.schedule?.days.length)
    if (scheduled.length > 1) {
      for (const course of scheduled) {
        const start = timeToMinutes(course.schedule!.startTime)
        for (const day of course.schedule!.days) {
          const clique = scheduled
            .filter(
              (o) =>
                o.schedule!.days.includes(day) &&
                timeToMinutes(o.schedule!.startTime) <= start &&
                start < timeToMinutes(o.schedule!.endTime),
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
      const perDay = new Map<string, [number, string][]>()
      for (const x of vars) {
        const schedule = slots[x.slot]!.course.schedule
        if (!schedule?.days.length) continue
        for (const day of schedule.days) perDay.set(day, [...(perDay.get(day) ?? []), [sessionHours(schedule), x.name]])
      }
      for (const [day, terms] of [...perDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const room = Math.max(0, maxDaily - (state.daily.get(day as never) ?? 0))
        if (terms.reduce((s, [h]) => s + h, 0) > room) rows.push(`${tag}_${day}: ${linear(terms)} <= ${num(room)}`)
      }
    }

    const type = state.professor.employmentType
    const target = Math.min(state.cap, LOAD_TARGET_BY_EMPLOYMENT_TYPE[type])
    const gap = target - state.hours
    if (settings.weights.loadBalance > 0 && gap > 0) {
      const u = `u${uCount++}`
      objective.push([(settings.weights.loadBalance * LOAD_PRIORITY_BY_EMPLOYMENT_TYPE[type]) / target, u])
      bounds.push(`0 <= ${u} <= ${num(gap)}`)
      rows.push(`${tag}_fill: ${linear([[1, u], ...vars.map((x) => [-hoursOf(x), x.name] as const)])} <= 0`)
      const greedyHours = vars.reduce((s, x) => s + (warmStart.get(x.name) ?? 0) * hoursOf(x), 0)
      warmStart.set(u, Math.min(gap, greedyHours))
    }
  }

  const binaryLines: string[] = []
  for (let i = 0; i < binaries.length; i += 20) binaryLines.push(` ${binaries.slice(i, i + 20).join(' ')}`)
  const lp = [
    'Maximize',
    ` obj: ${objective.length ? linear(objective) : '0 x_none'}`,
    'Subject To',
    ...(rows.length ? rows.map((r) => ` ${r}`) : [' none: 0 x_none <= 0']),
    ...(bounds.length ? ['Bounds', ...bounds.map((b) => ` ${b}`)] : []),
    ...(binaryLines.length ? ['Binary', ...binaryLines] : []),
    'End',
    '',
  ].join('\n')
  return { lp, xs, warmStart, rows: rows.length }
}
