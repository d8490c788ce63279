/**
 * Promotion is ONE change set for live (one undo step): the scenario's puts and deletes, each
 * requiring live to hold the record exactly as it was read here (so a write racing the promotion
 * refuses it whole, change-set.ts `require`). A drifted record (scenario-drift.ts) is a conflict:
 * it is left out unless resolved by taking the scenario's record, or keeping live's, so by default
 * everything that does not conflict is promoted. Where live already holds what the scenario holds
 * there is nothing to write and nothing to resolve.
 */
import { recordAsRead, sectionHoldersAsRead } from '@/domain/plan/preconditions'
import type { ChangeSet, EntityMap, EntityStoreName, Precondition } from '@/domain/model/change-set'
import type { Scenario } from './scenario'
import type { PlanLists } from './scenario-overlay'
import { describeRecord, sectionName } from './scenario-records'
import {
  conflictKey,
  converged,
  courseLookup,
  driftItem,
  driftKind,
  sectionDrift,
  touchedRecords,
  touchedSections,
  type ConflictResolution,
  type DriftItem,
  type PromotionConflict,
  type TouchedRecord,
} from './scenario-drift'

export interface PromotionPlan {
  /** What to write to live, with its preconditions; empty when nothing is to be promoted. */
  changeSet: ChangeSet
  /** Drifted records and sections not resolved: left out of the change set. */
  conflicts: PromotionConflict[]
  /** Records the change set writes (puts and deletes). */
  promoted: number
  /** Conflicts resolved by keeping live. */
  keptLive: number
}

const withoutRev = (record: unknown) => {
  const { rev: _rev, ...rest } = record as Record<string, unknown>
  return rest
}

/**
 * The promotion of the scenario to live as it is now. `resolutions` (by conflictKey) settle
 * conflicts; those left unresolved are listed and not written, so the plan promotes everything
 * that does not conflict. Taking the scenario's side of a section also removes the holders live
 * gave it since. Records are written without the scenario's revision: live's write path numbers
 * them.
 */
export function planPromotion(
  scenario: Scenario,
  live: PlanLists,
  resolutions: Readonly<Record<string, ConflictResolution>> = {},
): PromotionPlan {
  const courseOf = courseLookup(scenario, live)
  const touched = touchedRecords(scenario, live)
  const sections = touchedSections(scenario, live, touched)
  const put: Record<string, unknown[]> = {}
  const del: Record<string, string[]> = {}
  const require: Precondition[] = []
  const conflicts: PromotionConflict[] = []
  const settled = new Set<TouchedRecord>()
  let promoted = 0
  let keptLive = 0

  const write = (t: TouchedRecord) => {
    if (converged(t)) return
    const what = describeRecord(t.store, (t.scenario ?? t.live ?? t.base.record) as EntityMap[EntityStoreName], courseOf)
    require.push(recordAsRead(t.store, t.id, (t.live ?? null) as EntityMap[EntityStoreName] | null, what))
    if (t.scenario === null) (del[t.store] ??= []).push(t.id)
    else (put[t.store] ??= []).push(withoutRev(t.scenario))
    promoted++
  }
  /** Ask for a conflict's resolution: true to write the scenario's side. */
  const resolve = (item: DriftItem): boolean => {
    const resolution = resolutions[conflictKey(item)]
    if (resolution === 'keep-live') keptLive++
    else if (!resolution) conflicts.push(item)
    return resolution === 'take-scenario'
  }

  for (const s of sections.values()) {
    if (s.converged) {
      for (const t of s.records) settled.add(t)
      continue
    }
    const course = live.courses.find((c) => c.id === s.courseId)
    if (!s.drifted) {
      // Its records are checked one by one below; the holders must still be as read.
      if (course) require.push(sectionHoldersAsRead(course, s.section, s.live))
      continue
    }
    for (const t of s.records) settled.add(t)
    if (!resolve(sectionDrift(s, courseOf))) continue
    s.records.forEach(write)
    for (const a of s.live) {
      if (s.wanted.has(a.id) || s.records.some((t) => t.id === a.id)) continue
      require.push(recordAsRead('assignments', a.id, a, sectionName(s.courseId, s.section, courseOf(s.courseId))))
      ;(del.assignments ??= []).push(a.id)
      promoted++
    }
    if (course) require.push(sectionHoldersAsRead(course, s.section, s.live))
  }
  for (const t of touched) {
    if (settled.has(t) || converged(t)) continue
    const kind = driftKind(t.base, t.live)
    if (kind && !resolve(driftItem(t, kind, courseOf))) continue
    write(t)
  }
  const changeSet: ChangeSet = promoted ? { put: put as ChangeSet['put'], delete: del as ChangeSet['delete'], require } : {}
  return { changeSet, conflicts, promoted, keptLive }
}
