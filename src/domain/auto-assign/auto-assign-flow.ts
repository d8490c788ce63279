/**
 * An upper bound on the sections a component can staff, as a maximum flow: source -> professor
 * (the most sections they could take: their best new courses up to their course limit, within
 * their hours) -> group (the sections they could take of it) -> sink (the group's open sections).
 * It relaxes only the rules that tie courses together (conflicts, hours across courses), so when
 * a starting solution staffs as many sections as the flow, its coverage is proven optimal and the
 * coverage pass is skipped. Dinic's algorithm on integer capacities.
 */
import type { Component, SlotGroup } from './auto-assign-groups'
import { pairMax } from './auto-assign-model'
import type { AutoAssignProblem } from './auto-assign-problem'

class FlowGraph {
  private head: number[]
  private next: number[] = []
  private to: number[] = []
  private cap: number[] = []

  constructor(readonly nodes: number) {
    this.head = new Array<number>(nodes).fill(-1)
  }

  edge(from: number, to: number, capacity: number): void {
    for (const [a, b, c] of [
      [from, to, capacity],
      [to, from, 0],
    ] as const) {
      this.next.push(this.head[a]!)
      this.to.push(b)
      this.cap.push(c)
      this.head[a] = this.to.length - 1
    }
  }

  maxFlow(source: number, sink: number): number {
    let total = 0
    const level = new Int32Array(this.nodes)
    const iter = new Int32Array(this.nodes)
    for (;;) {
      level.fill(-1)
      level[source] = 0
      const queue = [source]
      for (let qi = 0; qi < queue.length; qi++) {
        const v = queue[qi]!
        for (let e = this.head[v]!; e !== -1; e = this.next[e]!) {
          if (this.cap[e]! > 0 && level[this.to[e]!] === -1) {
            level[this.to[e]!] = level[v]! + 1
            queue.push(this.to[e]!)
          }
        }
      }
      if (level[sink] === -1) return total
      for (let v = 0; v < this.nodes; v++) iter[v] = this.head[v]!
      // Iterative DFS for blocking flow (graphs here are 3 layers deep, so paths are short).
      for (;;) {
        const pushed = this.augment(source, sink, level, iter)
        if (pushed === 0) break
        total += pushed
      }
    }
  }

  private augment(source: number, sink: number, level: Int32Array, iter: Int32Array): number {
    const path: number[] = []
    let v = source
    for (;;) {
      if (v === sink) {
        let flow = Infinity
        for (const e of path) flow = Math.min(flow, this.cap[e]!)
        for (const e of path) {
          this.cap[e]! -= flow
          this.cap[e ^ 1]! += flow
        }
        return flow
      }
      let advanced = false
      for (; iter[v] !== -1; iter[v] = this.next[iter[v]!]!) {
        const e = iter[v]!
        const w = this.to[e]!
        if (this.cap[e]! > 0 && level[w] === level[v]! + 1) {
          path.push(e)
          v = w
          advanced = true
          break
        }
      }
      if (advanced) continue
      if (v === source) return 0
      // Dead end: retreat and skip the edge that led here.
      level[v] = -1
      const e = path.pop()!
      v = this.to[e ^ 1]!
      iter[v] = this.next[iter[v]!]!
    }
  }
}

export function coverageUpperBound(problem: Pick<AutoAssignProblem, 'states'>, groups: readonly SlotGroup[], component: Component): number {
  const professorNode = new Map(component.professors.map((p, i) => [p, 1 + i]))
  const groupNode = (i: number) => 1 + component.professors.length + i
  const sink = 1 + component.professors.length + component.groups.length
  const graph = new FlowGraph(sink + 1)
  const perProfessor = new Map<number, { course: string; max: number; hours: number }[]>()
  component.groups.forEach((gi, i) => {
    const group = groups[gi]!
    graph.edge(groupNode(i), sink, group.slots.length)
    for (const c of group.candidates) {
      const max = pairMax(problem, group, c.professor)
      if (max <= 0) continue
      graph.edge(professorNode.get(c.professor)!, groupNode(i), max)
      let list = perProfessor.get(c.professor)
      if (!list) perProfessor.set(c.professor, (list = []))
      list.push({ course: group.course.id, max, hours: group.course.weeklyHours })
    }
  })
  for (const [p, list] of perProfessor) {
    const state = problem.states[p]!
    // Sections per course, the courses held now free, the new ones up to the course limit.
    const byCourse = new Map<string, number>()
    for (const x of list) byCourse.set(x.course, (byCourse.get(x.course) ?? 0) + x.max)
    let held = 0
    const fresh: number[] = []
    for (const [course, max] of byCourse) {
      if (state.courses.has(course)) held += max
      else fresh.push(max)
    }
    fresh.sort((a, b) => b - a)
    const room = state.maxCourses === null ? fresh.length : Math.max(0, state.maxCourses - state.courses.size)
    let most = held + fresh.slice(0, room).reduce((a, b) => a + b, 0)
    const lightest = Math.min(...list.map((x) => x.hours))
    if (lightest > 0) most = Math.min(most, Math.floor((state.remaining + 1e-9) / lightest))
    graph.edge(0, professorNode.get(p)!, Math.max(0, most))
  }
  return graph.maxFlow(0, sink)
}
