import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COURSELOAD_BANDS } from '../courseload-bands'
import { CAAT_A_POLICY } from './caat-a-policy'
import { CAAT_A_FACTORS, CAAT_A_FACTOR_KEYS, DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { caatASettingsSchema, changedCaatAFactors, readCaatASettings, restoreCaatADefaults } from './caat-a-settings'
import { defaultWorkloadRules, policyForRules, readWorkloadRules, workloadRulesSchema } from './workload-rules'

describe('CAAT-A settings: the Article 11 defaults', () => {
  it('are the published values of issue 23', () => {
    expect(DEFAULT_CAAT_A_SETTINGS).toEqual({
      contactHoursMaxPostSecondary: 18,
      contactHoursMaxNonPostSecondary: 20,
      teachingWeeksMaxPostSecondary: 36,
      teachingWeeksMaxNonPostSecondary: 38,
      preparationNew: 1.1,
      preparationEstablishedA: 0.85,
      preparationEstablishedB: 0.6,
      preparationRepeatA: 0.45,
      preparationRepeatB: 0.35,
      preparationSpecialA: 0.6,
      preparationSpecialB: 0.35,
      establishedWithinAcademicYears: 3,
      evaluationEssay: 0.03,
      evaluationRoutine: 0.015,
      evaluationInProcess: 0.0092,
      complementaryOutOfClassHours: 4,
      complementaryAdministrationHours: 2,
      studentAllowanceThreshold: 260,
      studentAllowanceHoursPerStudent: 0.015,
      attributedHoursMax: 44,
      overtimeContactHoursMax: 1,
      overtimeAttributedHoursMax: 3,
      preparationsMax: 4,
      sectionsMax: 6,
      contactDayMaxHours: 8,
      restMinHours: 12,
      partTimeContactHoursMax: 6,
      partialLoadContactHoursMax: 12,
      sessionalContactHoursMax: 18,
      sessionalMonthsMax: 12,
      sessionalWindowMonths: 24,
      swfNoticeWeeks: 6,
      referralWorkingDays: 5,
      enrolmentEstimatePercent: 100,
      defaultEvaluationKind: 'essay',
      defaultPreparationType: 'new',
      nonPostSecondaryProgramIds: [],
    })
  })

  it('every factor has a label, a unit and a default inside its bounds', () => {
    for (const key of CAAT_A_FACTOR_KEYS) {
      const meta = CAAT_A_FACTORS[key]
      expect(meta.label.length, key).toBeGreaterThan(0)
      expect(meta.unit.length, key).toBeGreaterThan(0)
      expect(meta.default, key).toBeGreaterThanOrEqual(meta.min)
      expect(meta.default, key).toBeLessThanOrEqual(meta.max)
    }
  })
})

describe('the schema bounds every number', () => {
  it('refuses a factor out of its bounds, a fraction where a count is asked, and an unknown evaluation type', () => {
    expect(caatASettingsSchema.safeParse({ preparationNew: -1 }).success).toBe(false)
    expect(caatASettingsSchema.safeParse({ evaluationEssay: 1e308 }).success).toBe(false)
    expect(caatASettingsSchema.safeParse({ attributedHoursMax: Number.NaN }).success).toBe(false)
    expect(caatASettingsSchema.safeParse({ preparationsMax: 4.5 }).success).toBe(false)
    expect(caatASettingsSchema.safeParse({ defaultEvaluationKind: 'quiz' }).success).toBe(false)
    expect(caatASettingsSchema.parse({ attributedHoursMax: 42 }).attributedHoursMax).toBe(42)
  })

  it('accepts any value inside the bounds (property)', () => {
    for (const key of CAAT_A_FACTOR_KEYS) {
      const meta = CAAT_A_FACTORS[key]
      const values = 'integer' in meta && meta.integer
        ? fc.integer({ min: meta.min, max: meta.max })
        : fc.double({ min: meta.min, max: meta.max, noNaN: true })
      fc.assert(fc.property(values, (v) => caatASettingsSchema.safeParse({ [key]: v }).success))
    }
  })
})

describe('stored settings, restore and what changed', () => {
  it('a bad stored factor gets its default; the others are kept', () => {
    const read = readCaatASettings({ preparationNew: 'lots', evaluationEssay: 0.04, preparationsMax: -3, defaultEvaluationKind: 'routine', extra: 1 })
    expect(read.preparationNew).toBe(1.1)
    expect(read.evaluationEssay).toBe(0.04)
    expect(read.preparationsMax).toBe(4)
    expect(read.defaultEvaluationKind).toBe('routine')
    expect(read).not.toHaveProperty('extra')
    expect(readCaatASettings(null)).toEqual(DEFAULT_CAAT_A_SETTINGS)
    expect(readCaatASettings([1, 2])).toEqual(DEFAULT_CAAT_A_SETTINGS)
  })

  it('restores all factors or one row, keeping the non-post-secondary programs', () => {
    const edited = { ...DEFAULT_CAAT_A_SETTINGS, preparationNew: 1.2, evaluationEssay: 0.035, nonPostSecondaryProgramIds: ['academic-upgrading'] }
    expect(changedCaatAFactors(edited)).toEqual(['preparationNew', 'evaluationEssay'])
    const one = restoreCaatADefaults(edited, ['preparationNew'])
    expect(one).toMatchObject({ preparationNew: 1.1, evaluationEssay: 0.035 })
    const all = restoreCaatADefaults(edited)
    expect(changedCaatAFactors(all)).toEqual([])
    expect(all.nonPostSecondaryProgramIds).toEqual(['academic-upgrading'])
    expect(edited.preparationNew).toBe(1.2)
  })
})

describe('the workload rules choice', () => {
  it('defaults to CourseLoad bands; an unknown choice reads as the default', () => {
    expect(workloadRulesSchema.parse({})).toEqual(defaultWorkloadRules())
    expect(readWorkloadRules({ rules: 'ontario-caat-a' }).rules).toBe('ontario-caat-a')
    expect(readWorkloadRules({ rules: 'caat-b', caatA: { attributedHoursMax: 40 } })).toEqual({
      rules: 'courseload-bands',
      packs: { 'ontario-caat-a': { ...DEFAULT_CAAT_A_SETTINGS, attributedHoursMax: 40 } },
    })
    expect(readWorkloadRules(undefined)).toEqual(defaultWorkloadRules())
  })

  it('gives the policy the rules choose, with their factors', () => {
    expect(policyForRules(defaultWorkloadRules())).toBe(COURSELOAD_BANDS)
    expect(policyForRules({ ...defaultWorkloadRules(), rules: 'ontario-caat-a' })).toBe(CAAT_A_POLICY)
    const tighter = policyForRules({ rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { ...DEFAULT_CAAT_A_SETTINGS, contactHoursMaxPostSecondary: 16 } } })
    expect(tighter.id).toBe('ontario-caat-a')
    expect(tighter.weeklyLimit({ isActive: true, maxWeeklyHours: 40, employmentType: 'full-time' }, null)).toBe(16)
  })
})
