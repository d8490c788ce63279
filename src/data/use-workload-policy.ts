/**
 * The ONE workload policy of the app, as the stored workload rules choose it (Settings > General >
 * Workload rules). Every screen computation that takes a `policy` gets it from here, so a load is
 * measured the same way on cards, tables, dialogs, alerts and reports.
 *
 * The rules and the pack's records are records of the plan (the planSettings and contractRecords
 * lists in the query cache, written through the write path). The CourseLoad bands (the default)
 * cost nothing: the choice is read from the stored rules without zod, and the bands policy is
 * already in the first bundle. Under a pack whose code loads on demand (CAAT-A), that code and the
 * reader of its factors come from data/packs/pack-policy-loaders.ts: boot starts that load as soon as the rules are read (preloadWorkloadPolicy), so it is in before
 * the first screen; were it not, the default stands in until it is (the pack is kept out of the
 * first bundle, whose budget is 200 KB gz). Full-time professors are measured with their SWF (44 h
 * attributed), computed only for those a screen asks about (caat-a-policy-load.ts).
 */
import { useEffect, useMemo, useState } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { EntityMap } from '@/domain/model/change-set'
import type { PlanIndex } from '@/domain/plan/plan-index'
import type { AlertInput } from '@/domain/alerts/workload-alerts'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import type { MeasureAfter } from '@/domain/professors/professor-ranking'
import { rulePackEntry, type RulePackEntry, type RulePackId } from '@/domain/policy/rule-packs'
import { workloadRulesIdOfSettings } from '@/domain/policy/workload-rules-id'
import { localIsoDate } from '@/domain/kernel/local-date'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import { PACK_POLICY_LOADERS, type PackClock, type PackPolicyLoader, type PolicyCache } from './packs/pack-policy-loaders'
import { contractRecordQueries, planSettingQueries } from './entity-queries'
import { usePlanIndex } from './plan-store'
import { workspaceOf, workspacePart } from './plan-workspace'

type Loader = PackPolicyLoader

/**
 * What one plan's policy needs beside its lists, per pack loaded on demand: the pack's code once
 * loaded, and the policy cache built from it. A part of the plan's workspace (plan-workspace.ts):
 * a scenario measures with its own cache, never live's.
 */
interface PackSlot {
  loader: Loader | null
  loading: Promise<Loader> | null
  cache: PolicyCache | null
}
type PolicySlots = Partial<Record<RulePackId, PackSlot>>
const POLICY_CACHE = workspacePart('policy cache', (): PolicySlots => ({}))

function packSlotOf(client: QueryClient, id: RulePackId): PackSlot {
  const slots = workspaceOf(client).part(POLICY_CACHE)
  return (slots[id] ??= { loader: null, loading: null, cache: null })
}

/** Loads the pack's policy code (once per plan); null for a pack in the first bundle. */
function loadPack(client: QueryClient, id: RulePackId): Promise<Loader> | null {
  const load = PACK_POLICY_LOADERS[id]
  if (!load) return null
  const slot = packSlotOf(client, id)
  slot.loading ??= load().then((m) => (slot.loader = m))
  return slot.loading
}

/** The policy cache of the plan `client` shows, once the pack's code is in. */
function policyCacheOf(client: QueryClient, id: RulePackId, loader: Loader): PolicyCache {
  const slot = packSlotOf(client, id)
  return (slot.cache ??= loader.createPolicyCache(client))
}

type PlanSettings = readonly EntityMap['planSettings'][]
/** The pack the settings choose (rule-packs.ts): known from the stored value alone, no pack code. */
const chosenPack = (settings: PlanSettings | undefined): RulePackEntry => rulePackEntry(workloadRulesIdOfSettings(settings))
/** Whether the settings choose a pack whose code loads on demand. */
const choosesOnDemandPack = (settings: PlanSettings | undefined) => chosenPack(settings).loadsOnDemand

/** The chosen pack's policy cache once its code has loaded (null under a first-bundle pack), and the plan. */
function usePackLoader(): {
  cache: PolicyCache | null
  index: PlanIndex | undefined
  stored: readonly [PlanSettings | undefined, unknown]
} {
  const client = useQueryClient()
  const { data: settings } = useQuery(planSettingQueries.list())
  // Read so a change of the records (an agreement recorded) re-renders with the new policy.
  const { data: records } = useQuery(contractRecordQueries.list())
  const pack = chosenPack(settings)
  const onDemand = pack.loadsOnDemand
  // Under a pack measured on the plan (CAAT-A's SWF), a professor's load needs the plan.
  const index = usePlanIndex()
  const [ready, setReady] = useState<{ id: RulePackId; loader: Loader } | null>(null)
  const known = packSlotOf(client, pack.id as RulePackId).loader
  useEffect(() => {
    if (!onDemand || known) return
    void loadPack(client, pack.id as RulePackId)?.then((loader) => setReady({ id: pack.id as RulePackId, loader }))
  }, [onDemand, known, client, pack.id])
  const loader = known ?? (ready?.id === pack.id ? ready.loader : null)
  const cache = onDemand && loader ? policyCacheOf(client, pack.id as RulePackId, loader) : null
  // What the stored policy is made of: memos keyed on it follow an edit of the rules or records.
  const stored = useMemo(() => [settings, records] as const, [settings, records])
  return { cache, index, stored }
}

/** The rule pack the stored rules choose (its registry entry), known as soon as the rules are read (no code to load). */
export function useActiveRulePack(): RulePackEntry {
  return useQuery({ ...planSettingQueries.list(), select: chosenPack }).data ?? rulePackEntry(DEFAULT_WORKLOAD_POLICY.id)
}

export function useWorkloadPolicy(): WorkloadPolicy {
  const { cache, index } = usePackLoader()
  if (!cache) return DEFAULT_WORKLOAD_POLICY
  return cache.policy(index)
}

/**
 * At start-up: reads the rules and, when they choose a pack loaded on demand, loads its code
 * (resolves when it is in, or once the rules are read under the bands), so the first screen
 * measures with it. Resolves to the chosen pack's id. Never rejects: a failed read or load leaves
 * the default standing in.
 */
export async function preloadWorkloadPolicy(client: QueryClient): Promise<RulePackId> {
  try {
    const settings = await client.ensureQueryData(planSettingQueries.list())
    const id = chosenPack(settings).id as RulePackId
    if (choosesOnDemandPack(settings)) await loadPack(client, id)
    return id
  } catch {
    // The screens read the rules again and say what failed.
    return DEFAULT_WORKLOAD_POLICY.id
  }
}

/**
 * Under a pack with alerts of its own, each professor-term's pack alerts for the alert lists;
 * undefined under the bands (and until the pack's code has loaded).
 */
export function useContractAlerts(): AlertInput['contractAlerts'] {
  const { cache, index, stored } = usePackLoader()
  return useMemo(() => (cache && stored ? cache.contractAlerts(index) : undefined), [cache, index, stored])
}

/** Under a pack measured on the plan, the exact load after for Manage Sections' ranking (professor-ranking.ts); undefined otherwise. */
export function useMeasureAfter(): MeasureAfter | undefined {
  const { cache, index, stored } = usePackLoader()
  return useMemo(() => (cache && stored ? cache.measureAfter(index) : undefined), [cache, index, stored])
}

/** Under a pack with a clock (CAAT-A's SWF deadline), the clock of the scope's term; undefined otherwise. */
export function useSwfClock(terms: readonly PlanningTerm[], professors: readonly Professor[] | undefined): PackClock | undefined {
  const { cache, index, stored } = usePackLoader()
  // The local calendar day: the UTC one is tomorrow on an Ontario evening.
  const today = localIsoDate()
  return useMemo(
    // The plan index gives each professor's SWF periods (a form per period, issue 31).
    () => (cache && stored && professors ? cache.swfClock(terms, professors, today, index) : undefined),
    [cache, stored, terms, professors, today, index],
  )
}
