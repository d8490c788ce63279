/**
 * Before a promotion is written, the plan it would leave is checked again (issue 33: caps and
 * contract limits are re-checked on the result): live has moved on since the scenario was made,
 * so a professor the scenario kept within their limit can end up over it once live's own changes
 * are added. The check is the changes view of live against the result, read for what got worse:
 * professors newly over a limit, and terms with more contract breaches than before.
 */
import { formatNumber } from '@/domain/kernel/format'
import { planningTermLabel, type PlanningScope } from '@/domain/calendar/planning-term'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { scenarioDiff, type DiffOptions, type ProfessorChange, type ScenarioDiff, type TermChange } from './scenario-diff'
import { SCENARIO_MESSAGES } from './scenario-messages'
import { patchList, type PlanLists } from './scenario-overlay'
import type { PromotionPlan } from './scenario-promotion'

export interface PromotionCheck {
  /** Live as the promotion would leave it. */
  after: PlanLists
  /** What the promotion changes in live (the changes view of live against `after`). */
  diff: ScenarioDiff
  overloaded: ProfessorChange[]
  breaches: TermChange[]
  /** One plain sentence per problem; none: the promotion may be written. */
  messages: string[]
}

export function checkPromotion(live: PlanLists, plan: Pick<PromotionPlan, 'changeSet'>, scope: PlanningScope, options: DiffOptions = {}): PromotionCheck {
  const after = { ...live }
  for (const store of ENTITY_STORES) (after as Record<string, unknown>)[store] = patchList(live[store], store, plan.changeSet)
  const diff = scenarioDiff(live, after, scope, options)
  const overloaded = diff.professors.filter((p) => p.after.status === 'overloaded' && p.before.status !== 'overloaded')
  const breaches = diff.terms.filter((t) => (t.after.contractBreaches ?? 0) > (t.before.contractBreaches ?? 0))
  const messages = [
    ...overloaded.map((p) => SCENARIO_MESSAGES.overLimitAfterPromotion(p.name, planningTermLabel(p.term), formatNumber(p.after.hours), formatNumber(p.after.limit))),
    ...breaches.map((t) => SCENARIO_MESSAGES.breachesAfterPromotion(t.label, (t.after.contractBreaches ?? 0) - (t.before.contractBreaches ?? 0))),
  ]
  return { after, diff, overloaded, breaches, messages }
}
