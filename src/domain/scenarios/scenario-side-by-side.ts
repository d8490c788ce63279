/**
 * Side by side (issue 33 "Compare"): every section of the scope as two plans hold it (a scenario
 * and live, or two scenarios), each side's holders named, and whether they differ. Unlike the
 * changes view (scenario-diff.ts), which lists only what changed, this lists every section, so a
 * term's thousands of sections come out as one row each: the screen virtualises them.
 */
import type { PlanningScope } from '@/domain/calendar/planning-term'
import type { Course } from '@/domain/model/course'
import { coursesInScope } from '@/domain/plan/scope-figures'
import { sectionKey } from './scenario'
import { holdersOf, indexed, OPEN_SECTION_TEXT, professorNames, type ComparedPlan } from './scenario-diff'
import { sectionName } from './scenario-records'

/** What a side shows for a section its plan does not have (the course or the section is absent). */
export const ABSENT_SECTION_TEXT = 'Not in this plan'

export interface SideBySideRow {
  /** sectionKey: 'courseId#2'. */
  id: string
  code: string
  /** 'ANI1001 §2 in Fall 2026' */
  what: string
  left: string
  right: string
  /** The sides hold the section differently (other holders, or one side lacks it). */
  differs: boolean
}

export interface SideBySide {
  rows: SideBySideRow[]
  differing: number
}

export function sideBySide(left: ComparedPlan, right: ComparedPlan, scope: PlanningScope): SideBySide {
  const a = indexed(left)
  const b = indexed(right)
  const nameOf = professorNames(a, b)
  const names = (ids: string[] | undefined) => (ids === undefined ? ABSENT_SECTION_TEXT : ids.length ? ids.map(nameOf).join(', ') : OPEN_SECTION_TEXT)
  const courses = new Map<string, { left?: Course; right?: Course }>()
  for (const c of coursesInScope(a.index, scope)) courses.set(c.id, { left: c })
  for (const c of coursesInScope(b.index, scope)) courses.set(c.id, { ...courses.get(c.id), right: c })
  const rows: SideBySideRow[] = []
  let differing = 0
  for (const [id, pair] of courses) {
    const x = holdersOf(a, pair.left)
    const y = holdersOf(b, pair.right)
    const course = (pair.right ?? pair.left)!
    for (let s = 1; s <= Math.max(x.length, y.length); s++) {
      const l = x[s - 1]
      const r = y[s - 1]
      const differs = l === undefined || r === undefined || l.join() !== r.join()
      if (differs) differing++
      rows.push({ id: sectionKey(id, s), code: course.code, what: sectionName(id, s, course), left: names(l), right: names(r), differs })
    }
  }
  rows.sort((x, y) => x.code.localeCompare(y.code) || x.id.localeCompare(y.id, undefined, { numeric: true }))
  return { rows, differing }
}
