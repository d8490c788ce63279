import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChangeSet, EntityStoreName } from '@/domain/model/change-set'
import { recordKeyOf } from '@/domain/model/record-keys'
import { createScenario, recordScenarioChange, type Scenario } from './scenario'
import { baseChangeInView, overlayChangeSet, overlayLists, patchList, type PlanLists } from './scenario-overlay'
import { course, del, lists, lookupIn, put } from './scenario-test-fixtures'

const STORES: EntityStoreName[] = ['courses', 'assignments', 'programs']
const IDS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5']

/** A loose record of a store: only its key and some content matter to the overlay. */
const record = (store: EntityStoreName, id: string, v: number) => (store === 'programs' ? { slug: id, v } : { id, v })

const arbBase = fc.record({
  courses: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 6 }),
  assignments: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 6 }),
  programs: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 6 }),
}).map((ids) => lists(Object.fromEntries(STORES.map((s) => [s, ids[s as keyof typeof ids].map((id) => record(s, id, 0))])) as Partial<PlanLists>))

/** One write: per store some deletes and some puts; content 0 is the base's own content (an edit back). */
const arbChange: fc.Arbitrary<ChangeSet> = fc
  .array(
    fc.record({
      store: fc.constantFrom(...STORES),
      deletes: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 2 }),
      puts: fc.uniqueArray(fc.record({ id: fc.constantFrom(...IDS), v: fc.integer({ min: 0, max: 2 }) }), { maxLength: 3, selector: (p) => p.id }),
    }),
    { maxLength: 3 },
  )
  .map((parts) => {
    const out: ChangeSet = { put: {}, delete: {} }
    for (const { store, deletes, puts } of parts) {
      out.delete![store] = [...(out.delete![store] ?? []), ...deletes]
      ;(out.put as Record<string, unknown[]>)[store] = puts.map((p) => record(store, p.id, p.v))
    }
    return out
  })

const scenario = (): Scenario => createScenario({ id: 's', name: 'S', createdAt: '', scope: { kind: 'term', term: 'fall', year: 2026 } })
const sorted = (ls: PlanLists) =>
  Object.fromEntries(STORES.map((s) => [s, [...ls[s]].sort((x, y) => (recordKeyOf(s, x) < recordKeyOf(s, y) ? -1 : 1))]))

describe('overlayLists', () => {
  it('equals the base with the same changes applied directly, for random change sequences', () => {
    fc.assert(
      fc.property(arbBase, fc.array(arbChange, { maxLength: 8 }), (base, changes) => {
        let s = scenario()
        let direct = base
        for (const c of changes) {
          s = recordScenarioChange(s, c, lookupIn(base))
          for (const store of STORES) direct = { ...direct, [store]: patchList(direct[store], store, c) }
        }
        const view = overlayLists(base, s.overlay)
        expect(sorted(view)).toEqual(sorted(direct))
        // Records the scenario did not change are live's own objects.
        for (const store of STORES) {
          const part = s.overlay[store]
          for (const r of view[store]) {
            const id = recordKeyOf(store, r)
            if (!part || !(id in part.put)) expect(base[store]).toContain(r)
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('keeps untouched records and lists by identity', () => {
    const a = course('a')
    const b = course('b')
    const base = lists({ courses: [a, b] })
    const s = recordScenarioChange(scenario(), put('courses', { ...b, title: 'B2' }), lookupIn(base))
    const view = overlayLists(base, s.overlay)
    expect(view.courses[0]).toBe(a)
    expect(view.courses[1]!.title).toBe('B2')
    expect(view.assignments).toBe(base.assignments)
    expect(overlayLists(base, {}).courses).toBe(base.courses)
  })

  it('puts records the scenario created after the base, in the order it created them', () => {
    const base = lists({ courses: [course('a')] })
    let s = recordScenarioChange(scenario(), put('courses', course('z')), lookupIn(base))
    s = recordScenarioChange(s, put('courses', course('m')), lookupIn(base))
    expect(overlayLists(base, s.overlay).courses.map((c) => c.id)).toEqual(['a', 'z', 'm'])
  })

  it('shows a base record deleted in live but changed in the scenario as the scenario has it', () => {
    const a = course('a')
    const s = recordScenarioChange(scenario(), put('courses', { ...a, title: 'Mine' }), lookupIn(lists({ courses: [a] })))
    expect(overlayLists(lists({}), s.overlay).courses.map((c) => c.title)).toEqual(['Mine'])
  })

  it('is one change set over its base', () => {
    const base = lists({ courses: [course('a'), course('b')] })
    let s = recordScenarioChange(scenario(), del('courses', 'a'), lookupIn(base))
    s = recordScenarioChange(s, put('courses', course('c')), lookupIn(base))
    expect(overlayChangeSet(s.overlay)).toEqual({ put: { courses: [course('c')] }, delete: { courses: ['a'] } })
  })
})

describe('baseChangeInView', () => {
  const a = course('a')
  const b = course('b')
  const base = lists({ courses: [a, b] })
  const s = recordScenarioChange(scenario(), put('courses', { ...a, title: 'Mine' }), lookupIn(base))

  it("passes on live's changes to records the scenario did not change, and only those", () => {
    const change: ChangeSet = { put: { courses: [{ ...a, title: 'Live' }, { ...b, title: 'Live B' }] }, delete: { courses: ['a'] } }
    expect(baseChangeInView(s.overlay, change)).toEqual({ put: { courses: [{ ...b, title: 'Live B' }] }, delete: {} })
    expect(baseChangeInView(s.overlay, put('courses', { ...a, title: 'Live' }))).toBeNull()
  })

  it('patching the view with it equals the overlay over the new base', () => {
    const change: ChangeSet = { put: { courses: [{ ...b, title: 'Live B' }, course('c')] } }
    const view = overlayLists(base, s.overlay)
    const patch = baseChangeInView(s.overlay, change)
    expect(patch).not.toBeNull()
    expect(patchList(view.courses, 'courses', patch as ChangeSet)).toEqual(overlayLists({ ...base, courses: patchList(base.courses, 'courses', change) }, s.overlay).courses)
  })

  it('asks for a rebuild when live was restored (cleared)', () => {
    expect(baseChangeInView(s.overlay, { clear: ['courses'], put: { courses: [b] } })).toBe('rebuild')
  })
})
