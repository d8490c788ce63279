/**
 * Promote (issue 33): a scenario's changes written to live as ONE change set through live's
 * write path (one undo step on live), checked against live as it is now.
 *
 * The plan (domain/scenarios/scenario-promotion.ts) leaves out conflicts not resolved, guards
 * against orphaned sections (scenario-promotion-orphans.ts), and is checked again on the result
 * for caps and contract limits (scenario-promotion-check.ts) before anything is written. Then:
 *  1. live is written in one transaction, each record on the condition that live still holds it
 *     as read here (a write racing the promotion refuses it whole);
 *  2. the scenario is marked "promoted" with its compare-and-set (another tab's edit of the
 *     scenario meanwhile refuses it);
 *  3. if 2 fails, 1 is undone (its own undo step), so nothing is left half-written.
 * Live first: were the page closed between 1 and 2, promoting again finds live already holding
 * the scenario's records and has nothing left to write.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { isReadOnlyScenario, scenarioPlanningScope, type Scenario } from '@/domain/scenarios/scenario'
import { courseLookup, type ConflictResolution, type PromotionConflict } from '@/domain/scenarios/scenario-drift'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import type { PlanLists } from '@/domain/scenarios/scenario-overlay'
import { planPromotion } from '@/domain/scenarios/scenario-promotion'
import { checkPromotion, type PromotionCheck } from '@/domain/scenarios/scenario-promotion-check'
import { guardOrphans, type OrphanGuarded } from '@/domain/scenarios/scenario-promotion-orphans'
import type { WorkloadPolicy } from '@/domain/policy/workload-policy'
import { StorageError } from '@/storage/types'
import { currentList, replayStep, writeChanges } from './apply-changes'
import { scenarioKeys, scenarioRepositoryOf, useLiveLists } from './scenario-compare'
import { useScenarioSession } from './scenario-hooks'
import { undoHistoryOf } from './undo-history'
import { useWorkloadPolicy } from './use-workload-policy'

export type Resolutions = Readonly<Record<string, ConflictResolution>>

export interface PromotionPreview {
  plan: OrphanGuarded
  check: PromotionCheck
  /** Every conflict, resolved or not (the plan lists only those left unresolved). */
  allConflicts: PromotionConflict[]
}

/** What promoting would write to live as it is now, and what the re-check finds. */
export function previewPromotion(scenario: Scenario, live: PlanLists, resolutions: Resolutions, policy: WorkloadPolicy): PromotionPreview {
  const plan = guardOrphans(planPromotion(scenario, live, resolutions), live, courseLookup(scenario, live))
  const allConflicts = Object.keys(resolutions).length ? planPromotion(scenario, live).conflicts : plan.conflicts
  return { plan, allConflicts, check: checkPromotion(live, plan, scenarioPlanningScope(scenario.scope), { policy }) }
}

export function usePromotionPreview(scenario: Scenario | undefined, resolutions: Resolutions): PromotionPreview | undefined {
  const live = useLiveLists()
  const policy = useWorkloadPolicy()
  return useMemo(() => (scenario && live ? previewPromotion(scenario, live, resolutions, policy) : undefined), [scenario, live, resolutions, policy])
}

export type PromoteOutcome =
  | { ok: true; message: string; promoted: number }
  | { ok: false; message: string; problems: string[] }

const refused = (message: string, problems: string[] = []): PromoteOutcome => ({ ok: false, message, problems })
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function liveLists(client: QueryClient): Promise<PlanLists> {
  const lists = await Promise.all(ENTITY_STORES.map((store) => currentList(client, store)))
  return Object.fromEntries(ENTITY_STORES.map((s, i) => [s, lists[i]])) as unknown as PlanLists
}

/** Promote the scenario to live (`client` is live's); never throws, says what happened. */
export async function promoteScenario(client: QueryClient, scenarioId: string, resolutions: Resolutions, policy: WorkloadPolicy): Promise<PromoteOutcome> {
  try {
    const repo = await scenarioRepositoryOf(client)
    const scenario = await repo.get(scenarioId)
    if (!scenario) return refused(SCENARIO_MESSAGES.missingScenario)
    if (isReadOnlyScenario(scenario)) return refused(SCENARIO_MESSAGES.promoted)
    const { plan, check } = previewPromotion(scenario, await liveLists(client), resolutions, policy)
    if (check.messages.length) return refused(SCENARIO_MESSAGES.promoteRefused, check.messages)
    if (plan.promoted === 0) return refused(SCENARIO_MESSAGES.nothingToPromote)
    const label = `promote the scenario "${scenario.name}"`
    try {
      await writeChanges(client, plan.changeSet, { label })
    } catch (error) {
      if (error instanceof StorageError && error.kind === 'conflict') return refused(SCENARIO_MESSAGES.promoteRaced, [error.message])
      return refused(SCENARIO_MESSAGES.promoteRefused, [reason(error)])
    }
    try {
      await repo.put({ ...scenario, status: 'promoted' }, scenario.rev)
    } catch (error) {
      const step = undoHistoryOf(client).undo.findLast((s) => s.label === label)
      const undone = await replayStep(client, 'undo', step?.id)
      return refused(SCENARIO_MESSAGES.promotionUndone(reason(error)), undone.ok ? [] : [undone.message])
    }
    return { ok: true, promoted: plan.promoted, message: SCENARIO_MESSAGES.promotedDone(plan.promoted, scenario.name) }
  } catch (error) {
    return refused(SCENARIO_MESSAGES.promoteRefused, [reason(error)])
  } finally {
    await client.invalidateQueries({ queryKey: scenarioKeys.all })
  }
}

/** The promote action for a screen under live's client. */
export function usePromoteScenario(scenarioId: string) {
  const client = useQueryClient()
  const policy = useWorkloadPolicy()
  const session = useScenarioSession()
  return async (resolutions: Resolutions) => {
    const outcome = await promoteScenario(client, scenarioId, resolutions, policy)
    // Promoted while open in this tab: the banner then says it is promoted and read-only.
    if (outcome.ok) await session?.refresh(scenarioId).catch(() => {})
    return outcome
  }
}
