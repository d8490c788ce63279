/**
 * Drift: a scenario remembers the base of every record it changed (scenario.ts);
 * live has drifted for that record when what live holds now is not that base: another revision
 * or other content, deleted since, or created since. Records the scenario did not change have no
 * drift to speak of: its view follows live for them.
 *
 * A drifted record the scenario changed is a conflict when it is promoted (scenario-promotion.ts).
 */
import type { Assignment } from '@/domain/model/assignment'
import { ENTITY_STORES, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import { recordKeyOf, revOf } from '@/domain/model/record-keys'
import { sameContent, sectionKey, type BaseEntry, type Scenario } from './scenario'
import { SCENARIO_MESSAGES } from './scenario-messages'
import type { PlanLists } from './scenario-overlay'
import { describeRecord, sectionName } from './scenario-records'

export type DriftKind = 'changed' | 'deleted' | 'created'

export interface DriftItem {
  store: EntityStoreName
  /** The record's key; for a section whose holders changed, the section's key (sectionKey: 'courseId#2'). */
  id: string
  kind: DriftKind
  /** 'ANI1001 §2 in Fall 2026' */
  what: string
  /** The sentence a user reads. */
  message: string
  base: unknown
  /** What live holds now; null: deleted (or never created) in live. */
  live: unknown
  /** What the scenario holds; null: the scenario deleted it. */
  scenario: unknown
}

/** A drifted record the scenario changed as well, to resolve before it can be promoted. */
export type PromotionConflict = DriftItem
export type ConflictResolution = 'keep-live' | 'take-scenario'
export const conflictKey = (c: Pick<DriftItem, 'store' | 'id'>) => `${c.store}:${c.id}`

const MESSAGE_OF: Record<DriftKind, (what: string) => string> = {
  changed: SCENARIO_MESSAGES.changedInLive,
  deleted: SCENARIO_MESSAGES.deletedInLive,
  created: SCENARIO_MESSAGES.createdInLive,
}

/** Whether live now holds what the scenario was based on (revision and content). */
export function driftKind(base: BaseEntry, live: unknown): DriftKind | null {
  if (base.record === null) return live === undefined ? null : 'created'
  if (live === undefined) return 'deleted'
  return revOf(live) !== base.rev || !sameContent(live, base.record) ? 'changed' : null
}

export interface TouchedRecord {
  store: EntityStoreName
  id: string
  base: BaseEntry
  live: unknown
  /** null: deleted by the scenario. */
  scenario: unknown
}

/** Every record the scenario changed, with its base, what live holds now and what the scenario holds. */
export function touchedRecords(scenario: Scenario, live: PlanLists): TouchedRecord[] {
  const out: TouchedRecord[] = []
  for (const store of ENTITY_STORES) {
    const part = scenario.overlay[store]
    if (!part) continue
    const byId = new Map<string, unknown>()
    for (const r of live[store] as readonly unknown[]) byId.set(recordKeyOf(store, r), r)
    const base = part.base as Record<string, BaseEntry>
    for (const [id, record] of Object.entries(part.put)) out.push({ store, id, base: base[id]!, live: byId.get(id), scenario: record })
    for (const id of part.delete) out.push({ store, id, base: base[id]!, live: byId.get(id), scenario: null })
  }
  return out
}

/** Courses by id, the scenario's first, for naming sections. */
export function courseLookup(scenario: Scenario, live: PlanLists): (id: string) => Course | undefined {
  let byId: Map<string, Course> | undefined
  return (id) => {
    const own = scenario.overlay.courses?.put[id]
    if (own) return own
    byId ??= new Map(live.courses.map((c) => [c.id, c]))
    return byId.get(id) ?? (scenario.overlay.courses?.base[id]?.record ?? undefined)
  }
}

export function driftItem(t: TouchedRecord, kind: DriftKind, courseOf: (id: string) => Course | undefined): DriftItem {
  const named = (t.scenario ?? t.live ?? t.base.record) as EntityMap[EntityStoreName]
  const what = describeRecord(t.store, named, courseOf)
  return { store: t.store, id: t.id, kind, what, message: MESSAGE_OF[kind](what), base: t.base.record, live: t.live ?? null, scenario: t.scenario }
}

/** Live already holds what the scenario holds (both made the same change, or both deleted it). */
export const converged = (t: TouchedRecord) => (t.scenario === null ? t.live === undefined : sameContent(t.live ?? null, t.scenario))

/**
 * One section the scenario changed: its holders at the base, in live now and as the scenario
 * wants them. Live reassigning the section writes new assignment ids, so only this shows it.
 */
interface TouchedSection {
  key: string
  courseId: string
  section: number
  records: TouchedRecord[]
  /** Live's holders now. */
  live: Assignment[]
  /** The holder ids the scenario wants: the base's it kept, plus the ones it put. */
  wanted: Set<string>
  drifted: boolean
  converged: boolean
}

export function touchedSections(scenario: Scenario, live: PlanLists, touched: readonly TouchedRecord[]): Map<string, TouchedSection> {
  const out = new Map<string, TouchedSection>()
  for (const t of touched) {
    if (t.store !== 'assignments') continue
    const a = (t.scenario ?? t.base.record ?? t.live) as Assignment
    const key = sectionKey(a.courseId, a.section)
    const base = scenario.sectionBase[key]
    if (!base) continue
    let s = out.get(key)
    if (!s) out.set(key, (s = { key, courseId: a.courseId, section: a.section, records: [], live: [], wanted: new Set(base), drifted: false, converged: false }))
    s.records.push(t)
    if (t.scenario === null) s.wanted.delete(t.id)
    else s.wanted.add(t.id)
  }
  if (!out.size) return out
  for (const a of live.assignments) out.get(sectionKey(a.courseId, a.section))?.live.push(a)
  for (const s of out.values()) {
    const now = new Set(s.live.map((a) => a.id))
    s.drifted = !sameSet(now, new Set(scenario.sectionBase[s.key]))
    s.converged = sameSet(now, s.wanted) && s.records.every(converged)
  }
  return out
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x))

export function sectionDrift(s: TouchedSection, courseOf: (id: string) => Course | undefined): DriftItem {
  const what = sectionName(s.courseId, s.section, courseOf(s.courseId))
  return {
    store: 'assignments',
    id: s.key,
    kind: 'changed',
    what,
    message: SCENARIO_MESSAGES.changedInLive(what),
    base: null,
    live: s.live,
    scenario: s.records.filter((t) => t.scenario !== null).map((t) => t.scenario),
  }
}

/**
 * Records the scenario changed that live changed, deleted or created since the scenario's base,
 * and sections it changed whose holders live changed since (one item per section, its id the
 * section's key).
 */
export function scenarioDrift(scenario: Scenario, live: PlanLists): DriftItem[] {
  const courseOf = courseLookup(scenario, live)
  const touched = touchedRecords(scenario, live)
  const sections = touchedSections(scenario, live, touched)
  const out: DriftItem[] = []
  const inDriftedSection = new Set<TouchedRecord>()
  for (const s of sections.values()) {
    if (!s.drifted) continue
    out.push(sectionDrift(s, courseOf))
    for (const t of s.records) inDriftedSection.add(t)
  }
  for (const t of touched) {
    const kind = inDriftedSection.has(t) ? null : driftKind(t.base, t.live)
    if (kind) out.push(driftItem(t, kind, courseOf))
  }
  return out
}
