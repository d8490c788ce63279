/**
 * The shape the solver works on. Open sections of one course are interchangeable (a schedule
 * belongs to the course, so every section meets at the same time and weighs the same), so they
 * form one group and the model counts how many of them each candidate takes, instead of one
 * yes/no per section and candidate. A section held now (reassigning allowed), or held by someone
 * in live when the run keeps live assignments, stays a group of its own: who holds it matters.
 *
 * Groups and professors that share no candidate cannot affect each other, so the problem splits
 * into independent components, each solved on its own (small ones to optimality in a blink).
 */
import type { Course } from '@/domain/model/course'
import type { AutoAssignProblem, Candidate } from './auto-assign-problem'

export interface SlotGroup {
  index: number
  course: Course
  /** Slot indices, in section order. */
  slots: number[]
  candidates: Candidate[]
}

export interface Component {
  /** Group indices, ascending. */
  groups: number[]
  /** Professor indices, ascending. */
  professors: number[]
}

/**
 * One group per course's open sections, one per held section. `perSection` makes every section
 * its own group: the per-section model the tests compare the aggregated one with.
 */
export function groupSlots(problem: Pick<AutoAssignProblem, 'slots'>, perSection = false): SlotGroup[] {
  const groups: SlotGroup[] = []
  let open: SlotGroup | null = null
  for (const slot of problem.slots) {
    const interchangeable = slot.current === null && (slot.reference ?? null) === null
    if (!perSection && interchangeable && open && open.course === slot.course) {
      open.slots.push(slot.index)
      continue
    }
    const group: SlotGroup = { index: groups.length, course: slot.course, slots: [slot.index], candidates: slot.candidates }
    groups.push(group)
    open = interchangeable ? group : null
  }
  return groups
}

/** Independent parts: groups linked through a shared candidate. `whole` keeps one component. */
export function splitComponents(groups: readonly SlotGroup[], professorCount: number, whole = false): Component[] {
  const parent = Array.from({ length: groups.length + professorCount }, (_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!
      i = parent[i]!
    }
    return i
  }
  const union = (a: number, b: number) => {
    const ra = find(a)
    const rb = find(b)
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb)
  }
  for (const g of groups) for (const c of g.candidates) union(g.index, groups.length + c.professor)
  if (whole) for (let i = 1; i < groups.length; i++) union(0, i)
  const byRoot = new Map<number, Component>()
  for (const g of groups) {
    if (g.candidates.length === 0 && !whole) continue
    const root = find(g.index)
    let component = byRoot.get(root)
    if (!component) byRoot.set(root, (component = { groups: [], professors: [] }))
    component.groups.push(g.index)
  }
  for (let p = 0; p < professorCount; p++) {
    const component = byRoot.get(find(groups.length + p))
    if (component) component.professors.push(p)
  }
  // Roots are the smallest member, so this order is the order of each component's first group.
  return [...byRoot.values()]
}

/** Sections per (group, professor) in slot picks: the aggregated form of a solution. */
export function countPicks(groups: readonly SlotGroup[], picks: readonly (number | null)[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const g of groups) {
    for (const s of g.slots) {
      const p = picks[s]
      if (p === null || p === undefined) continue
      const key = pairKey(g.index, p)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  return counts
}

export const pairKey = (group: number, professor: number) => `${group}:${professor}`

/**
 * Back from counts to sections: within a group a held section stays with its holder when they
 * keep one, then professors take the remaining sections in id order. Same counts, same picks.
 */
export function spreadCounts(
  problem: Pick<AutoAssignProblem, 'slots' | 'professors'>,
  group: SlotGroup,
  counts: ReadonlyMap<number, number>,
  picks: (number | null)[],
): void {
  const left = new Map(counts)
  const free: number[] = []
  for (const s of group.slots) {
    const current = problem.slots[s]!.current
    const holder = current ? problem.professors.findIndex((p) => p.id === current.professorId) : -1
    if (holder >= 0 && (left.get(holder) ?? 0) > 0) {
      picks[s] = holder
      left.set(holder, left.get(holder)! - 1)
    } else free.push(s)
  }
  const order = [...left.keys()].sort((a, b) => a - b)
  for (const p of order) {
    let n = left.get(p)!
    while (n-- > 0 && free.length) picks[free.shift()!] = p
  }
  for (const s of free) picks[s] = null
}
