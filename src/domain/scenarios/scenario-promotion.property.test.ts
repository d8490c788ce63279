// Promotion of a scenario nobody raced: for random live lists and random edits inside the
// scenario, live with the promotion's one change set equals the scenario's view (revisions aside),
// and no precondition of it fails against live as it is.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChangeSet, EntityStoreName } from '@/domain/model/change-set'
import { unmetPreconditions } from '@/domain/plan/preconditions'
import { overlayLists } from './scenario-overlay'
import { planPromotion } from './scenario-promotion'
import { applied, byKey, lists, scenarioOver } from './scenario-test-fixtures'

const STORES: EntityStoreName[] = ['courses', 'professors']
const IDS = ['r0', 'r1', 'r2', 'r3', 'r4']
const record = (id: string, v: number) => ({ id, code: id.toUpperCase(), firstName: id, lastName: 'X', v })

const arbLive = fc
  .record({ courses: fc.uniqueArray(fc.constantFrom(...IDS)), professors: fc.uniqueArray(fc.constantFrom(...IDS)) })
  .map((ids) => lists({ courses: ids.courses.map((id) => record(id, 0)), professors: ids.professors.map((id) => record(id, 0)) } as never))

const arbChange: fc.Arbitrary<ChangeSet> = fc
  .record({
    store: fc.constantFrom(...STORES),
    deletes: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 2 }),
    puts: fc.uniqueArray(fc.record({ id: fc.constantFrom(...IDS), v: fc.integer({ min: 0, max: 2 }) }), { maxLength: 3, selector: (p) => p.id }),
  })
  .map(({ store, deletes, puts }) => ({ delete: { [store]: deletes }, put: { [store]: puts.map((p) => record(p.id, p.v)) } }) as ChangeSet)

describe('planPromotion without drift', () => {
  it("makes live equal to the scenario's view, for random edits", () => {
    fc.assert(
      fc.property(arbLive, fc.array(arbChange, { maxLength: 6 }), (live, changes) => {
        const scenario = scenarioOver(live, ...changes)
        const plan = planPromotion(scenario, live)
        expect(plan.conflicts).toEqual([])
        expect(byKey(applied(live, plan.changeSet))).toEqual(byKey(overlayLists(live, scenario.overlay)))
        const found = (p: { kind: string; store?: EntityStoreName; id?: string }) =>
          (live[p.store!] as readonly { id: string }[]).find((r) => r.id === p.id) ?? null
        expect(unmetPreconditions(plan.changeSet.require ?? [], found as never)).toEqual([])
      }),
      { numRuns: 200 },
    )
  })
})
