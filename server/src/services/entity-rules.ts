/**
 * The domain's rules as the server applies them to a change's result, with the app's own code:
 * the entity schemas (what the app's stores accept), one professor per section, and each
 * professor's limits per planning term through the workload policy.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { EntityStoreName } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { parseTermKey, type TermKey } from '@/domain/calendar/planning-term'
import type { WorkloadAssessment, WorkloadPolicy } from '@/domain/policy/workload-policy'
import { buildPlanMaps } from '@/domain/plan/plan-index'
import { ENTITY_SCHEMAS } from '@/storage/entity-schemas'

/** A record parsed with its store's schema, or why not. */
export function parseEntity(
  store: EntityStoreName,
  raw: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; message: string } {
  const parsed = ENTITY_SCHEMAS[store].safeParse(raw)
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, unknown> }
  const issue = parsed.error.issues[0]
  const id = (raw as { id?: unknown }).id
  return {
    ok: false,
    message: `${store} ${String(id)}: ${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
  }
}

/** The section an assignment holds: one professor per course id and section. */
export const sectionOf = (a: Pick<Assignment, 'courseId' | 'section'>) =>
  `${a.courseId}#${a.section}`

/** Hours over every limit of an assessment, added up: 0 when within all of them. */
const excess = (a: WorkloadAssessment) => a.checks.reduce((sum, c) => sum + c.over, 0)

export interface LoadSide {
  courses: readonly Course[]
  assignments: readonly Assignment[]
  professors: ReadonlyMap<string, Professor>
}

export interface LimitBreach {
  professor: Professor
  term: TermKey
  message: string
}

/**
 * The first professor and term where the change takes a load further over a limit than it was
 * (over it from within it, or more over). A change that keeps or lowers an overload already on
 * the server is let through: it did not cause it, and refusing it would block its repair.
 */
export function firstLimitBreach(
  policy: WorkloadPolicy,
  professorIds: Iterable<string>,
  before: LoadSide,
  after: LoadSide,
): LimitBreach | null {
  const beforeLoads = buildPlanMaps(before.courses, before.assignments).loads
  const afterLoads = buildPlanMaps(after.courses, after.assignments).loads
  for (const id of professorIds) {
    const professor = after.professors.get(id)
    if (!professor) continue
    for (const [key, load] of afterLoads.get(id) ?? []) {
      const term = parseTermKey(key)
      const now = policy.assess(professor, term, load.hours)
      const was = policy.assess(
        before.professors.get(id) ?? professor,
        term,
        beforeLoads.get(id)?.get(key)?.hours ?? 0,
      )
      if (excess(now) > excess(was) + 1e-9) {
        return {
          professor,
          term: key,
          message: `${professorDisplayName(professor)}: ${policy.explain(now)}`,
        }
      }
    }
  }
  return null
}
