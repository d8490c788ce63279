import { describe, expect, it } from 'vitest'
import {
  newScenarioId,
  parseScopeChoice,
  scenarioNameTaken,
  scenarioScopeLabel,
  scopeChoiceOf,
  scopeChoices,
} from './scenario-new'

describe('new scenarios', () => {
  it('names are compared once normalised: case, accents, invisible characters and runs of spaces aside', () => {
    const taken = [{ id: 's1', name: 'Café plan B' }]
    expect(scenarioNameTaken('  cafe\u200B   PLAN b ', taken)).toBe(true)
    expect(scenarioNameTaken('Cafe plan C', taken)).toBe(false)
    // Its own name is free when renaming it.
    expect(scenarioNameTaken('Café plan B', taken, 's1')).toBe(false)
  })

  it('a scope is one term or a whole academic year, and its choice reads back', () => {
    expect(scopeChoices(['2026-2027'])).toEqual([
      {
        academicYear: '2026-2027',
        options: [
          { value: 'fall-2026', label: 'Fall 2026' },
          { value: 'winter-2027', label: 'Winter 2027' },
          { value: 'spring-2027', label: 'Spring 2027' },
          { value: 'year:2026-2027', label: 'Whole academic year 2026-2027' },
        ],
      },
    ])
    expect(parseScopeChoice('fall-2026')).toEqual({ kind: 'term', term: 'fall', year: 2026 })
    expect(parseScopeChoice('year:2026-2027')).toEqual({ kind: 'year', academicYear: '2026-2027' })
    expect(parseScopeChoice('year:2026-2028')).toBeNull()
    expect(parseScopeChoice('')).toBeNull()
    expect(scopeChoiceOf({ kind: 'year', academicYear: '2026-2027' })).toBe('year:2026-2027')
    expect(scenarioScopeLabel({ kind: 'term', term: 'winter', year: 2027 })).toBe('Winter 2027')
    expect(scenarioScopeLabel({ kind: 'year', academicYear: '2026-2027' })).toBe('Academic year 2026-2027')
  })

  it('ids are the time and a random string', () => {
    expect(newScenarioId(1_700_000_000_000, () => 0)).toBe('scenario-1700000000000-aaaaaaaa')
  })
})
