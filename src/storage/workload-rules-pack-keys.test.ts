/**
 * Issue 32 item 4: the workload rules keep each pack's settings keyed by pack id (`packs`). A
 * record stored before that kept the CAAT-A factors at a fixed `caatA` field: the store still
 * reads it (committed fixture), the reader finds the factors, and the next save writes them
 * under the pack's id only.
 */
import { describe, expect, it } from 'vitest'
import { readWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { parseStoredRecord } from './entity-schemas'
import fixture from './__fixtures__/workload-rules-before-pack-keys.json'

describe('a workload rules record stored before pack settings were keyed by pack id', () => {
  it('is read by the store and by the rules reader, its factors kept', () => {
    const record = parseStoredRecord('planSettings', structuredClone(fixture.record))
    expect(record).toBeDefined()
    const rules = readWorkloadRules(record)
    expect(rules.rules).toBe('ontario-caat-a')
    expect(rules.packs['ontario-caat-a']).toMatchObject({
      attributedHoursMax: 45,
      preparationNew: 1.2,
      contactHoursMaxNonPostSecondary: 20,
      defaultPreparationType: 'establishedA',
      nonPostSecondaryProgramIds: ['esl-bridging'],
    })
  })

  it('is written back with the settings under the pack id, the fixed field gone', () => {
    const next = workloadRulesSetting(readWorkloadRules(fixture.record))
    expect(next).not.toHaveProperty('caatA')
    expect(next.packs?.['ontario-caat-a']).toMatchObject({ attributedHoursMax: 45, preparationNew: 1.2 })
    // And read again, the same rules.
    expect(readWorkloadRules(parseStoredRecord('planSettings', next))).toEqual(readWorkloadRules(fixture.record))
  })

  it('prefers the keyed settings when a record has both', () => {
    const both = { ...fixture.record, packs: { 'ontario-caat-a': { attributedHoursMax: 43 } } }
    expect(readWorkloadRules(both).packs['ontario-caat-a'].attributedHoursMax).toBe(43)
  })
})
