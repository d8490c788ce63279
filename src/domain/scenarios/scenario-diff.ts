/**
 * The changes view of a scenario against live, for one scope (issue 33 "Compare"):
 *  - per section (a course's section in a term of the scope): added, removed, or its professor
 *    changed (A -> B, either may be none);
 *  - per professor and term: weekly hours and status before -> after, where either changed;
 *  - per term: staffed %, open sections, overloads, and contract breaches when the caller's
 *    policy reports them (the CAAT-A checks load on demand, so they come in as a function).
 * Loads, statuses and staffing are the domain's own figures (the plan index's term loads read
 * through term-workload.ts, the workload policy's assessment, staffing.ts): nothing here adds
 * hours or compares them with a cap.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import type { WorkloadStatus } from '@/domain/model/workload'
import { buildPlanIndex, type PlanIndex } from '@/domain/plan/plan-index'
import { coursesInScope } from '@/domain/plan/scope-figures'
import { staffingFigures } from '@/domain/plan/staffing'
import { termHours } from '@/domain/plan/term-workload'
import { planningTermLabel, termKey, termScope, type PlanningScope, type PlanningTerm } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import { SCENARIO_MESSAGES } from './scenario-messages'
import { sectionName } from './scenario-records'

/** One plan to compare: its lists, and its plan index when the caller keeps one (the plan store's view). */
export interface ComparedPlan {
  professors: readonly Professor[]
  courses: readonly Course[]
  assignments: readonly Assignment[]
  index?: PlanIndex
}

export type SectionChangeKind = 'added' | 'removed' | 'reassigned'

export interface SectionChange {
  courseId: string
  section: number
  kind: SectionChangeKind
  /** 'ANI1001 §2 in Fall 2026' */
  what: string
  /** Holders' professor ids, sorted; [] when open (or absent). */
  before: string[]
  after: string[]
  /** 'Dana Li -> Sam Park', 'Open -> Sam Park' */
  text: string
}

interface LoadFigure {
  hours: number
  limit: number
  status: WorkloadStatus
}

export interface ProfessorChange {
  professorId: string
  name: string
  term: PlanningTerm
  before: LoadFigure
  after: LoadFigure
}

export interface TermFigures {
  percentComplete: number
  staffedSections: number
  requiredSections: number
  openSections: number
  /** Professors over a limit in the term. */
  overloads: number
  /** Contract breaches in the term, when the policy reports them. */
  contractBreaches?: number
}

export interface TermChange {
  term: PlanningTerm
  label: string
  before: TermFigures
  after: TermFigures
  changed: boolean
}

export interface ScenarioDiff {
  sections: SectionChange[]
  professors: ProfessorChange[]
  terms: TermChange[]
  /** Set when neither plan has a course in the scope: the view says so instead of an empty table. */
  emptyMessage?: string
}

export interface DiffOptions {
  policy?: WorkloadPolicy
  /** Contract breaches of a plan in a term (CAAT-A's checks); absent: the policy reports none. */
  contractBreaches?: (plan: ComparedPlan & { index: PlanIndex }, term: PlanningTerm) => number
}

export const OPEN_SECTION_TEXT = 'Open'

export const indexed = (plan: ComparedPlan) => ({ ...plan, index: plan.index ?? buildPlanIndex(plan.courses, plan.assignments) })
type Indexed = ReturnType<typeof indexed>

export function scenarioDiff(live: ComparedPlan, scenario: ComparedPlan, scope: PlanningScope, options: DiffOptions = {}): ScenarioDiff {
  const policy = options.policy ?? DEFAULT_WORKLOAD_POLICY
  const before = indexed(live)
  const after = indexed(scenario)
  const nameOf = professorNames(before, after)
  const beforeCourses = coursesInScope(before.index, scope)
  const afterCourses = coursesInScope(after.index, scope)
  const sections = sectionChanges(before, after, beforeCourses, afterCourses, nameOf)
  const loads = scope.terms.map((term) => ({ term, before: loadsIn(before, term, policy), after: loadsIn(after, term, policy) }))
  const professors: ProfessorChange[] = []
  for (const { term, before: b, after: a } of loads) {
    for (const id of new Set([...b.keys(), ...a.keys()])) {
      const x = b.get(id)
      const y = a.get(id)
      if (x && y && x.hours === y.hours && x.limit === y.limit && x.status === y.status) continue
      professors.push({ professorId: id, name: nameOf(id), term, before: x ?? idle([before, after], id, term, policy), after: y ?? idle([after, before], id, term, policy) })
    }
  }
  professors.sort((x, y) => x.name.localeCompare(y.name) || termKey(x.term).localeCompare(termKey(y.term)))
  const terms = loads.map(({ term, before: b, after: a }): TermChange => {
    const figuresBefore = termFigures(before, term, b, options)
    const figuresAfter = termFigures(after, term, a, options)
    return { term, label: planningTermLabel(term), before: figuresBefore, after: figuresAfter, changed: JSON.stringify(figuresBefore) !== JSON.stringify(figuresAfter) }
  })
  const empty = beforeCourses.length === 0 && afterCourses.length === 0
  return { sections, professors, terms, ...(empty ? { emptyMessage: SCENARIO_MESSAGES.emptyScope } : {}) }
}

export function professorNames(...plans: Indexed[]): (id: string) => string {
  const names = new Map<string, string>()
  for (const plan of plans) for (const p of plan.professors) if (!names.has(p.id)) names.set(p.id, professorDisplayName(p))
  return (id) => names.get(id) ?? id
}

/** Holders' professor ids of each section 1..sectionCount of the course, in one plan. */
export function holdersOf(plan: Pick<Indexed, 'index'>, course: Course | undefined): string[][] {
  if (!course) return []
  const out: string[][] = Array.from({ length: course.sectionCount }, () => [])
  for (const a of plan.index.byCourse.get(course.id) ?? []) out[a.section - 1]?.push(a.professorId)
  return out.map((ids) => [...new Set(ids)].sort())
}

function sectionChanges(before: Indexed, after: Indexed, beforeCourses: Course[], afterCourses: Course[], nameOf: (id: string) => string): SectionChange[] {
  const inScope = (courses: Course[]) => new Map(courses.map((c) => [c.id, c]))
  const b = inScope(beforeCourses)
  const a = inScope(afterCourses)
  const names = (ids: string[]) => (ids.length ? ids.map(nameOf).join(', ') : OPEN_SECTION_TEXT)
  const out: (SectionChange & { code: string })[] = []
  for (const id of new Set([...b.keys(), ...a.keys()])) {
    const was = holdersOf(before, b.get(id))
    const now = holdersOf(after, a.get(id))
    const course = (a.get(id) ?? b.get(id))!
    for (let s = 1; s <= Math.max(was.length, now.length); s++) {
      const x = was[s - 1]
      const y = now[s - 1]
      const kind: SectionChangeKind | null = !x ? 'added' : !y ? 'removed' : x.join() !== y.join() ? 'reassigned' : null
      if (!kind) continue
      const text = kind === 'added' ? names(y!) : kind === 'removed' ? names(x!) : `${names(x!)} -> ${names(y!)}`
      out.push({ courseId: id, section: s, kind, what: sectionName(id, s, course), before: x ?? [], after: y ?? [], text, code: course.code })
    }
  }
  out.sort((x, y) => x.code.localeCompare(y.code) || x.courseId.localeCompare(y.courseId) || x.section - y.section)
  return out.map(({ code: _code, ...change }) => change)
}

/** The term's load (the plan index's, never added up here) as the policy measures it. */
function measured(policy: WorkloadPolicy, professor: Professor, term: PlanningTerm, hours: number): LoadFigure {
  const a = policy.assess(professor, term, hours)
  return { hours: a.hours, limit: a.limit, status: a.status }
}

/** Each professor teaching in the term, with their load as the policy measures it. */
function loadsIn(plan: Indexed, term: PlanningTerm, policy: WorkloadPolicy): Map<string, LoadFigure> {
  const out = new Map<string, LoadFigure>()
  for (const professor of plan.professors) {
    if (plan.index.loads.get(professor.id)?.has(termKey(term))) out.set(professor.id, measured(policy, professor, term, termHours(plan.index, professor.id, term)))
  }
  return out
}

/** A professor teaching nothing in the term, as the first plan that has them holds them. */
function idle(plans: Indexed[], id: string, term: PlanningTerm, policy: WorkloadPolicy): LoadFigure {
  let professor: Professor | undefined
  for (const plan of plans) professor ??= plan.professors.find((p) => p.id === id)
  return professor ? measured(policy, professor, term, 0) : { hours: 0, limit: 0, status: 'unassigned' }
}

function termFigures(plan: Indexed, term: PlanningTerm, loads: Map<string, LoadFigure>, options: DiffOptions): TermFigures {
  const staffing = staffingFigures(coursesInScope(plan.index, termScope(term)), plan.index.assignedSections)
  let overloads = 0
  for (const load of loads.values()) if (load.status === 'overloaded') overloads++
  const breaches = options.contractBreaches?.(plan, term)
  return {
    percentComplete: staffing.percentComplete,
    staffedSections: staffing.staffedSections,
    requiredSections: staffing.requiredSections,
    openSections: staffing.openSections,
    overloads,
    ...(breaches === undefined ? {} : { contractBreaches: breaches }),
  }
}
