// The rule-pack registry (issue 32 item 4): one record per pack, the first bundle's entry and the
// full one agreeing, each pack's defaults valid under its own schema, and the policy made by id.
import { describe, expect, it } from 'vitest'
import { CAAT_A_POLICY } from './caat-a/caat-a-policy'
import { defaultWorkloadRules, policyForRules } from './caat-a/workload-rules'
import { COURSELOAD_BANDS } from './courseload-bands'
import { rulePack, workloadPolicy } from './policy-registry'
import { DEFAULT_RULE_PACK_ID, RULE_PACKS, rulePackEntry } from './rule-packs'
import { DEFAULT_WORKLOAD_POLICY, WORKLOAD_POLICY_IDS } from './workload-policy'
import { workloadRulesIdOf } from './workload-rules-id'

describe('the rule-pack registry', () => {
  it('has the CourseLoad bands and CAAT-A, the bands the default', () => {
    expect(RULE_PACKS.map((p) => p.id)).toEqual(['courseload-bands', 'ontario-caat-a'])
    expect(WORKLOAD_POLICY_IDS).toEqual(['courseload-bands', 'ontario-caat-a'])
    expect(DEFAULT_RULE_PACK_ID).toBe(DEFAULT_WORKLOAD_POLICY.id)
    expect(rulePack('no-such-pack').id).toBe('courseload-bands')
    expect(rulePackEntry(undefined).id).toBe('courseload-bands')
    expect(workloadRulesIdOf({ rules: 'no-such-pack' })).toBe('courseload-bands')
  })

  it('each full record agrees with its first-bundle entry and with its policy', () => {
    for (const entry of RULE_PACKS) {
      const pack = rulePack(entry.id)
      expect(pack.id).toBe(entry.id)
      expect(pack.label).toBe(entry.label)
      expect(pack.help).toBe(entry.help)
      expect(pack.recordStores).toEqual(entry.recordStores)
      expect(pack.defaultPolicy.id).toBe(entry.id)
      expect(pack.defaultPolicy.label).toBe(entry.label)
      expect(workloadPolicy(entry.id)).toBe(pack.defaultPolicy)
    }
  })

  it('each pack\'s defaults pass its own settings schema', () => {
    for (const entry of RULE_PACKS) {
      const pack = rulePack(entry.id)
      if (pack.settingsSchema) expect(pack.settingsSchema.parse(pack.defaults())).toEqual(pack.defaults())
      else expect(pack.defaults()).toBeNull()
    }
  })

  it('CAAT-A keeps its records in contractRecords and loads on demand; the bands keep none', () => {
    expect(rulePackEntry('ontario-caat-a')).toMatchObject({ recordStores: ['contractRecords'], loadsOnDemand: true })
    expect(rulePackEntry('courseload-bands')).toMatchObject({ recordStores: [], loadsOnDemand: false })
  })

  it('makes the policy the stored rules choose through the pack\'s factory', () => {
    expect(policyForRules(defaultWorkloadRules())).toBe(COURSELOAD_BANDS)
    const caat = { ...defaultWorkloadRules(), rules: 'ontario-caat-a' as const }
    expect(policyForRules(caat)).toBe(CAAT_A_POLICY)
    caat.packs['ontario-caat-a'].contactHoursMaxPostSecondary = 15
    const changed = policyForRules(caat)
    expect(changed).not.toBe(CAAT_A_POLICY)
    expect(changed.weeklyLimit({ isActive: true, maxWeeklyHours: 18, employmentType: 'full-time' }, { term: 'fall', year: 2026 })).toBe(15)
  })
})
