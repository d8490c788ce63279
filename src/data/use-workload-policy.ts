/**
 * The ONE workload policy of the app, as the stored workload rules choose it (Settings > General >
 * Workload rules). Every screen computation that takes a `policy` gets it from here, so a load is
 * measured the same way on cards, tables, dialogs, alerts and reports.
 *
 * The rules and the CAAT-A records are records of the plan (the planSettings and contractRecords
 * lists in the query cache, written through the write path). The CourseLoad bands (the default)
 * cost nothing: the choice is read from the stored rules without zod, and the bands policy is
 * already in the first bundle. Under CAAT-A the pack and the reader of its factors load on demand:
 * boot starts that load as soon as the rules are read (preloadWorkloadPolicy), so it is in before
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
import { rulePackEntry } from '@/domain/policy/rule-packs'
import { workloadRulesIdOfSettings } from '@/domain/policy/workload-rules-id'
import { localIsoDate } from '@/domain/kernel/local-date'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type * as CaatPolicyLoad from './packs/caat-a/caat-a-policy-load'
import { contractRecordQueries, planSettingQueries } from './entity-queries'
import { usePlanIndex } from './plan-store'
import { workspaceOf, workspacePart } from './plan-workspace'

type Loader = typeof CaatPolicyLoad
type PolicyCache = CaatPolicyLoad.PolicyCache

/**
 * What one plan's policy needs beside its lists: the CAAT-A code once loaded, and the policy cache
 * built from it. A part of the plan's workspace (plan-workspace.ts): a scenario measures with its
 * own cache, never live's.
 */
interface PolicySlot {
  loader: Loader | null
  loading: Promise<Loader> | null
  cache: PolicyCache | null
}
const POLICY_CACHE = workspacePart('policy cache', (): PolicySlot => ({ loader: null, loading: null, cache: null }))

function policySlotOf(client: QueryClient): PolicySlot {
  return workspaceOf(client).part(POLICY_CACHE)
}

function loadCaat(client: QueryClient): Promise<Loader> {
  const slot = policySlotOf(client)
  slot.loading ??= import('./packs/caat-a/caat-a-policy-load').then((m) => (slot.loader = m))
  return slot.loading
}

/** The policy cache of the plan `client` shows, once the CAAT-A code is in. */
function policyCacheOf(client: QueryClient, loader: Loader): PolicyCache {
  const slot = policySlotOf(client)
  return (slot.cache ??= loader.createPolicyCache(client))
}

type PlanSettings = readonly EntityMap['planSettings'][]
/** Whether the settings choose a pack whose code loads on demand (rule-packs.ts): today only CAAT-A's loader exists. */
const choosesCaat = (settings: PlanSettings | undefined) => rulePackEntry(workloadRulesIdOfSettings(settings)).loadsOnDemand

/** The CAAT-A policy cache once the rules choose CAAT-A and its code has loaded (null otherwise), and the plan. */
function useCaatLoader(): {
  caat: boolean
  cache: PolicyCache | null
  index: PlanIndex | undefined
  stored: readonly [PlanSettings | undefined, unknown]
} {
  const client = useQueryClient()
  const { data: settings } = useQuery(planSettingQueries.list())
  // Read so a change of the records (an agreement recorded) re-renders with the new policy.
  const { data: records } = useQuery(contractRecordQueries.list())
  const caat = choosesCaat(settings)
  // Under CAAT-A a full-time professor's load is measured with their SWF, from the plan.
  const index = usePlanIndex()
  const [ready, setReady] = useState<Loader | null>(() => policySlotOf(client).loader)
  useEffect(() => {
    if (caat && !ready) void loadCaat(client).then(setReady)
  }, [caat, ready, client])
  const cache = caat && ready ? policyCacheOf(client, ready) : null
  // What the stored policy is made of: memos keyed on it follow an edit of the rules or records.
  const stored = useMemo(() => [settings, records] as const, [settings, records])
  return { caat, cache, index, stored }
}

/** Whether the stored rules choose CAAT-A: the choice itself, known as soon as the rules are read (no code to load). */
export function useCaatChosen(): boolean {
  return useQuery({ ...planSettingQueries.list(), select: choosesCaat }).data === true
}

export function useWorkloadPolicy(): WorkloadPolicy {
  const { cache, index } = useCaatLoader()
  if (!cache) return DEFAULT_WORKLOAD_POLICY
  return cache.policy(index)
}

/**
 * At start-up: reads the rules and, when they choose CAAT-A, loads its code (resolves when it is
 * in, or once the rules are read under the bands), so the first screen measures with it. Never
 * rejects: a failed read or load leaves the default standing in.
 */
export async function preloadWorkloadPolicy(client: QueryClient): Promise<void> {
  try {
    if (choosesCaat(await client.ensureQueryData(planSettingQueries.list()))) await loadCaat(client)
  } catch {
    // The screens read the rules again and say what failed.
  }
}

/**
 * Under CAAT-A, each professor-term's contract alerts (from their SWF) for the alert lists;
 * undefined under the bands (and until the CAAT-A code has loaded).
 */
export function useContractAlerts(): AlertInput['contractAlerts'] {
  const { cache, index, stored } = useCaatLoader()
  return useMemo(() => (cache && stored ? cache.contractAlerts(index) : undefined), [cache, index, stored])
}

/** Under CAAT-A, the exact load after for Manage Sections' ranking (professor-ranking.ts); undefined otherwise. */
export function useMeasureAfter(): MeasureAfter | undefined {
  const { cache, index, stored } = useCaatLoader()
  return useMemo(() => (cache && stored ? cache.measureAfter(index) : undefined), [cache, index, stored])
}

/** Under CAAT-A, the SWF clock of the scope's term (caat-a-policy-load.ts); undefined otherwise. */
export function useSwfClock(
  terms: readonly PlanningTerm[],
  professors: readonly Professor[] | undefined,
): ReturnType<PolicyCache['swfClock']> {
  const { cache, index, stored } = useCaatLoader()
  // The local calendar day: the UTC one is tomorrow on an Ontario evening.
  const today = localIsoDate()
  return useMemo(
    // The plan index gives each professor's SWF periods (a form per period, issue 31).
    () => (cache && stored && professors ? cache.swfClock(terms, professors, today, index) : undefined),
    [cache, stored, terms, professors, today, index],
  )
}
