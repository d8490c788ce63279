/**
 * The ONE workload policy of the app, as the stored workload rules choose it (Settings > General >
 * Workload rules). Every screen computation that takes a `policy` gets it from here, so a load is
 * measured the same way on cards, tables, dialogs, alerts and reports.
 *
 * The CourseLoad bands (the default) cost nothing: the choice is read from the stored text without
 * zod, and the bands policy is already in the first bundle. Under CAAT-A the pack, the reader of
 * its factors and the professor records load on demand: boot starts that load beside the data read
 * (preloadWorkloadPolicy), so it is in before the first screen; were it not, the default stands
 * in until it is (the pack is kept out of the first bundle, whose budget is 200 KB gz). Full-time professors are measured with their SWF (44 h attributed),
 * computed only for those a screen asks about (caat-a-policy-load.ts).
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { PlanIndex } from '@/domain/plan/plan-index'
import type { AlertInput } from '@/domain/alerts/workload-alerts'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import type { MeasureAfter } from '@/domain/professors/professor-ranking'
import { chosenWorkloadRulesId } from '@/domain/policy/workload-rules-id'
import { localIsoDate } from '@/domain/kernel/local-date'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import { readRawLocal } from '@/storage/local-storage'
import { STORAGE_KEYS } from '@/storage/storage-keys'
import type * as CaatPolicyLoad from './caat-a-policy-load'
import { subscribe } from './local-settings'
import { usePlanIndex } from './plan-store'

type Loader = typeof CaatPolicyLoad
let loader: Loader | null = null
let loading: Promise<Loader> | null = null

function loadCaat(): Promise<Loader> {
  loading ??= import('./caat-a-policy-load').then((m) => (loader = m))
  return loading
}

const readRules = () => readRawLocal(STORAGE_KEYS.workloadRules)
const readRecords = () => readRawLocal(STORAGE_KEYS.caatRecords)
const subscribeRules = (onChange: () => void) => subscribe(STORAGE_KEYS.workloadRules, onChange)
const subscribeRecords = (onChange: () => void) => subscribe(STORAGE_KEYS.caatRecords, onChange)
const choosesCaat = (rulesText: string | null) => chosenWorkloadRulesId(rulesText) === 'ontario-caat-a'

/** The CAAT-A loader once the rules choose CAAT-A and it has loaded (null otherwise), and the plan. */
function useCaatLoader(): { caat: boolean; ready: Loader | null; index: PlanIndex | undefined; stored: string } {
  const rulesText = useSyncExternalStore(subscribeRules, readRules)
  // Read so a change of the records (an agreement recorded) re-renders with the new policy.
  const recordsText = useSyncExternalStore(subscribeRecords, readRecords)
  const caat = choosesCaat(rulesText)
  // Under CAAT-A a full-time professor's load is measured with their SWF, from the plan.
  const index = usePlanIndex()
  const [ready, setReady] = useState<Loader | null>(loader)
  useEffect(() => {
    if (caat && !ready) void loadCaat().then(setReady)
  }, [caat, ready])
  // What the stored policy is made of: memos keyed on it follow an edit of the rules or records.
  return { caat, ready: caat ? ready : null, index, stored: `${rulesText}\u0000${recordsText}` }
}

/** Whether the stored rules choose CAAT-A: the choice itself, known at once (no code to load). */
export function useCaatChosen(): boolean {
  return choosesCaat(useSyncExternalStore(subscribeRules, readRules))
}

export function useWorkloadPolicy(): WorkloadPolicy {
  const { caat, ready, index } = useCaatLoader()
  if (!caat || !ready) return DEFAULT_WORKLOAD_POLICY
  return ready.storedCaatPolicy(index)
}

/**
 * At start-up: when the stored rules choose CAAT-A, starts loading its code at once (resolves when
 * it is in, or at once under the bands), so the first screen measures with it.
 */
export function preloadWorkloadPolicy(): Promise<void> {
  if (!choosesCaat(readRules())) return Promise.resolve()
  return loadCaat().then(
    () => undefined,
    () => undefined,
  )
}

/**
 * Under CAAT-A, each professor-term's contract alerts (from their SWF) for the alert lists;
 * undefined under the bands (and until the CAAT-A code has loaded).
 */
export function useContractAlerts(): AlertInput['contractAlerts'] {
  const { ready, index, stored } = useCaatLoader()
  return useMemo(() => (ready && stored ? ready.storedContractAlerts(index) : undefined), [ready, index, stored])
}

/** Under CAAT-A, the exact load after for Manage Sections' ranking (professor-ranking.ts); undefined otherwise. */
export function useMeasureAfter(): MeasureAfter | undefined {
  const { ready, index, stored } = useCaatLoader()
  return useMemo(() => (ready && stored ? ready.storedMeasureAfter(index) : undefined), [ready, index, stored])
}

/** Under CAAT-A, the SWF clock of the scope's term (caat-a-policy-load.ts); undefined otherwise. */
export function useSwfClock(
  terms: readonly PlanningTerm[],
  professors: readonly Professor[] | undefined,
): ReturnType<Loader['storedSwfClock']> {
  const { ready, stored } = useCaatLoader()
  // The local calendar day: the UTC one is tomorrow on an Ontario evening.
  const today = localIsoDate()
  return useMemo(
    () => (ready && stored && professors ? ready.storedSwfClock(terms, professors, today) : undefined),
    [ready, stored, terms, professors, today],
  )
}
