import { describe, expect, it } from 'vitest'
import { revOf } from '@/domain/model/record-keys'
import {
  changedIds,
  createScenario,
  hasScenarioChanges,
  recordScenarioChange,
  scenarioPlanningScope,
  scenarioSchema,
  type Scenario,
} from './scenario'
import { SCENARIO_MESSAGES } from './scenario-messages'
import { assign, course, del, holdersIn, lists, lookupIn, put } from './scenario-test-fixtures'

const a = course('a')
const b = course('b')
const live = lists({ courses: [a, b] })
const base = lookupIn(live)

function fresh(): Scenario {
  return createScenario({ id: 'sc-1', name: 'Dana takes the studio courses', createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } })
}

describe('the scenario record', () => {
  it('starts as an empty draft based on live', () => {
    const s = fresh()
    expect(s).toMatchObject({ status: 'draft', basedOn: 'live', notes: '', overlay: {} })
    expect(hasScenarioChanges(s.overlay)).toBe(false)
  })

  it('normalises its name and refuses an empty or an 81-character one with a plain sentence', () => {
    const input = { id: 'x', createdAt: '', scope: { kind: 'year' as const, academicYear: '2026-2027' } }
    expect(createScenario({ ...input, name: '  Plan\u200B B ' }).name).toBe('Plan B')
    expect(() => createScenario({ ...input, name: '\u200B ' })).toThrow(SCENARIO_MESSAGES.nameRequired)
    expect(() => createScenario({ ...input, name: 'x'.repeat(81) })).toThrow(SCENARIO_MESSAGES.nameTooLong)
    expect(createScenario({ ...input, name: 'x'.repeat(80) }).name).toHaveLength(80)
  })

  it('covers one planning term or a whole academic year', () => {
    expect(scenarioPlanningScope({ kind: 'term', term: 'fall', year: 2026 }).label).toBe('Fall 2026')
    expect(scenarioPlanningScope({ kind: 'year', academicYear: '2026-2027' }).label).toBe('All Semesters 2026-2027')
    expect(scenarioSchema.safeParse({ ...fresh(), scope: { kind: 'year', academicYear: '2026' } }).success).toBe(false)
  })

  it('round-trips through its schema with an overlay', () => {
    const s = recordScenarioChange(fresh(), put('courses', { ...a, title: 'Renamed' }), base)
    expect(scenarioSchema.parse(JSON.parse(JSON.stringify(s)))).toEqual(s)
  })

  it('reads a missing revision as 0', () => {
    expect(revOf({})).toBe(0)
    expect(revOf({ rev: 7 })).toBe(7)
  })
})

describe('recordScenarioChange', () => {
  it('keeps the whole record put and the base it was changed from', () => {
    const s = recordScenarioChange(fresh(), put('courses', { ...a, title: 'One' }), base)
    expect(s.overlay.courses).toEqual({ put: { a: { ...a, title: 'One' } }, delete: [], base: { a: { rev: 0, record: a } } })
  })

  it('keeps the FIRST base of a record, whatever live holds at later edits', () => {
    const live2 = lists({ courses: [{ ...a, title: 'Live moved on', rev: 3 } as typeof a, b] })
    let s = recordScenarioChange(fresh(), put('courses', { ...a, title: 'One' }), base)
    s = recordScenarioChange(s, put('courses', { ...a, title: 'Two' }), lookupIn(live2))
    expect(s.overlay.courses!.base.a).toEqual({ rev: 0, record: a })
    expect(s.overlay.courses!.put.a!.title).toBe('Two')
  })

  it('leaves no change after an edit and back (revisions aside)', () => {
    let s = recordScenarioChange(fresh(), put('courses', { ...a, title: 'One' }), base)
    s = recordScenarioChange(s, put('courses', { ...a, rev: 9 }), base)
    expect(s.overlay).toEqual({})
    expect(hasScenarioChanges(s.overlay)).toBe(false)
  })

  it('records a deletion with the base, and a put afterwards replaces it', () => {
    let s = recordScenarioChange(fresh(), del('courses', 'b'), base)
    expect(s.overlay.courses).toEqual({ put: {}, delete: ['b'], base: { b: { rev: 0, record: b } } })
    s = recordScenarioChange(s, put('courses', { ...b, title: 'Back, changed' }), base)
    expect(s.overlay.courses!.delete).toEqual([])
    expect(changedIds(s.overlay, 'courses')).toEqual(['b'])
  })

  it('forgets a record created and deleted inside the scenario (its base is "did not exist")', () => {
    let s = recordScenarioChange(fresh(), put('courses', course('new')), base)
    expect(s.overlay.courses!.base.new).toEqual({ rev: null, record: null })
    s = recordScenarioChange(s, del('courses', 'new'), base)
    expect(s.overlay).toEqual({})
  })

  it('applies deletes before puts within one change set, as storage does', () => {
    const s = recordScenarioChange(fresh(), { delete: { courses: ['a'] }, put: { courses: [{ ...a, title: 'Again' }] } }, base)
    expect(s.overlay.courses!.put.a!.title).toBe('Again')
    expect(s.overlay.courses!.delete).toEqual([])
  })

  it('refuses a restore (a change that clears a store) with a plain sentence', () => {
    expect(() => recordScenarioChange(fresh(), { clear: ['courses'] }, base)).toThrow(SCENARIO_MESSAGES.noRestoreInScenario)
  })

  it('returns the same scenario for a change set that writes nothing', () => {
    const s = fresh()
    expect(recordScenarioChange(s, { require: [] }, base)).toBe(s)
  })

  it('does not change the scenario it was given', () => {
    const s1 = recordScenarioChange(fresh(), put('courses', { ...a, title: 'One' }), base)
    const before = JSON.stringify(s1)
    recordScenarioChange(s1, del('courses', 'a', 'b'), base)
    expect(JSON.stringify(s1)).toBe(before)
  })
})

describe("a scenario's section base", () => {
  it("keeps the section's first holders in the base when the scenario first changes it", () => {
    const c = course('c', { sectionCount: 2 })
    const held = assign(c, 1, 'p1')
    const base2 = lists({ courses: [c], assignments: [held] })
    const live2 = lists({ courses: [c], assignments: [] })
    let s = recordScenarioChange(fresh(), { delete: { assignments: [held.id] }, put: { assignments: [assign(c, 1, 'p2')] } }, lookupIn(base2), holdersIn(base2))
    s = recordScenarioChange(s, put('assignments', assign(c, 1, 'p3')), lookupIn(live2), holdersIn(live2))
    expect(s.sectionBase).toEqual({ 'c#1': [held.id] })
    s = recordScenarioChange(s, del('assignments', assign(c, 1, 'p3').id), lookupIn(live2), holdersIn(live2))
    expect(s.sectionBase).toEqual({ 'c#1': [held.id] })
  })
})
