import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { academicYearScope } from '@/domain/calendar/planning-term'
import { scopedWorkload } from '@/domain/plan/term-workload'
import { workloadPolicy } from '../policy-registry'
import type { PolicyProfessor } from '../workload-policy'
import type { CaatProfessorRecord } from './caat-a-records'
import { CAAT_A_POLICY, createCaatAPolicy } from './caat-a-policy'
import { caatRulesFor } from './contract-limits'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { byId, course, FALL_2026, teach, WINTER_2027 } from './caat-a-test-fixtures'
import { computeSwf } from './swf'

const policy = CAAT_A_POLICY
const prof = (employmentType: string, extra: Partial<PolicyProfessor> = {}): PolicyProfessor => ({
  id: 'p1',
  isActive: true,
  maxWeeklyHours: employmentType === 'full-time' ? 40 : 18,
  employmentType,
  ...extra,
})
const fullTime = prof('full-time')

describe('registered in the seam', () => {
  it('is found by its id, with its label', () => {
    expect(workloadPolicy('ontario-caat-a')).toBe(CAAT_A_POLICY)
    expect(policy.id).toBe('ontario-caat-a')
    expect(policy.label).toBe('Ontario CAAT-A (Article 11)')
  })
})

describe('weekly hours alone are TCH against the employment type’s maximum', () => {
  it.each([
    ['full-time (its 40 h cap is not the agreement’s)', 'full-time', 40, 18],
    ['sessional', 'sessional', 18, 18],
    ['partial load', 'partial-load', 18, 12],
    ['part-time', 'part-time', 18, 6],
    ['partial load with a lower own cap', 'partial-load', 9, 9],
    ['a type the agreement does not name keeps its own cap', 'Visiting', 10, 10],
  ])('%s', (_name, type, own, limit) => {
    const p = prof(type, { maxWeeklyHours: own })
    expect(policy.weeklyLimit(p, FALL_2026)).toBe(limit)
    expect(policy.assess(p, FALL_2026, limit).status).toBe('full')
    expect(policy.assess(p, FALL_2026, limit + 1)).toMatchObject({ status: 'overloaded', hoursOver: 1, overloaded: true })
  })

  it('a full-time professor at 15 TCH is partial, at 40 TCH overloaded (bands would say 40/40 full)', () => {
    expect(policy.assess(fullTime, FALL_2026, 15)).toMatchObject({ hours: 15, limit: 18, utilization: 83, remaining: 3, status: 'partial' })
    expect(policy.assess(fullTime, FALL_2026, 40)).toMatchObject({ status: 'overloaded', hoursOver: 22 })
    expect(policy.assess(fullTime, FALL_2026, 0)).toMatchObject({ status: 'unassigned', underloaded: true })
  })

  it('full-time limits list TCH first, then attributed hours; other types TCH only', () => {
    expect(policy.limits(fullTime, FALL_2026)).toEqual([
      { measure: 'weeklyHours', label: 'TCH', max: 18 },
      { measure: 'attributedHours', label: 'h attributed', max: 44 },
    ])
    expect(policy.limits(prof('sessional'), FALL_2026)).toEqual([{ measure: 'weeklyHours', label: 'TCH', max: 18 }])
  })

  it('the reports use the same limit and say overloaded above it', () => {
    expect(policy.reportLimit(fullTime, FALL_2026)).toBe(18)
    expect(policy.reportAssess(fullTime, FALL_2026, 19)).toMatchObject({ limit: 18, status: 'overloaded', statusLabel: 'Overloaded' })
    expect(policy.reportAssess(fullTime, FALL_2026, 6)).toMatchObject({ status: 'under-utilized' })
    expect(policy.reportAssess(fullTime, FALL_2026, { weeklyHours: 15, attributedHours: 45 })).toMatchObject({ status: 'overloaded' })
  })

  it('callers that pass only hours (scoped workload) get the TCH figures unchanged', () => {
    const loads = new Map([
      ['fall-2026', { hours: 15, sections: 5 }],
      ['winter-2027', { hours: 19, sections: 6 }],
    ])
    const w = scopedWorkload(loads, fullTime, academicYearScope('2026-2027'), policy)
    expect(w.terms.map((t) => [t.key, t.assignedHours, t.maxWeeklyHours, t.status])).toEqual([
      ['fall-2026', 15, 18, 'partial'],
      ['winter-2027', 19, 18, 'overloaded'],
    ])
    expect(w.overloadedTerms).toEqual([WINTER_2027])
  })
})

describe('the SWF measures: attributed hours against 44 for full-time professors', () => {
  it('explains "41.30 / 44 h attributed · 15 / 18 TCH"; the most used limit gives the status', () => {
    const a = policy.assess(fullTime, FALL_2026, { weeklyHours: 15, attributedHours: 41.3 })
    expect(a).toMatchObject({ hours: 15, limit: 18, utilization: 83, status: 'full', overloaded: false })
    expect(a.checks.map((c) => [c.measure, c.load, c.max, c.utilization])).toEqual([
      ['weeklyHours', 15, 18, 83],
      ['attributedHours', 41.3, 44, 94],
    ])
    expect(policy.explain(a)).toBe('41.30 / 44 h attributed · 15 / 18 TCH in Fall 2026, 94% of the maximum (full)')
  })

  it('over 44 h is overloaded even within 18 TCH', () => {
    const a = policy.assess(fullTime, FALL_2026, { weeklyHours: 15, attributedHours: 45.5 })
    expect(a).toMatchObject({ status: 'overloaded', overloaded: true, hoursOver: 0 })
    expect(policy.explain(a)).toBe('45.50 / 44 h attributed · 15 / 18 TCH in Fall 2026, 1.50 h over the maximum')
    const both = policy.assess(fullTime, FALL_2026, { weeklyHours: 19, attributedHours: 45 })
    expect(policy.explain(both)).toBe('45 / 44 h attributed · 19 / 18 TCH in Fall 2026, 1 TCH over the maximum and 1 h over the maximum')
  })

  it('only full-time professors are measured on attributed hours', () => {
    const a = policy.assess(prof('sessional'), FALL_2026, { weeklyHours: 15, attributedHours: 60 })
    expect(a.status).toBe('partial')
    expect(a.checks).toHaveLength(1)
    expect(policy.explain(a)).toBe('15 / 18 TCH in Fall 2026, 83% of the maximum')
  })

  it('non-post-secondary teaching has the 20 TCH maximum', () => {
    expect(policy.assess(fullTime, FALL_2026, { weeklyHours: 20, nonPostSecondary: true })).toMatchObject({ limit: 20, status: 'full' })
    expect(policy.assess(fullTime, FALL_2026, { weeklyHours: 20 })).toMatchObject({ limit: 18, status: 'overloaded' })
  })

  it('an SWF passed as the load gives the figures of the form', () => {
    const c = course('ani1001', { weeklyHours: 4, sectionCount: 4, expectedEnrolment: 30, evaluationMix: { essay: 100, routine: 0, inProcess: 0 } })
    const swf = computeSwf({ professor: { id: 'p1', employmentType: 'full-time' }, term: FALL_2026, assignments: [1, 2, 3, 4].map((s) => teach(c, s)), courseById: byId([c]) })
    // 16 TCH; preparation 4.40 + 3 x 1.40; evaluation 4 x 3.60; complementary 6 + (120 students, none over 260).
    expect(swf.totals.attributedHours).toBe(45)
    const a = policy.assess(fullTime, FALL_2026, swf.measures)
    expect(policy.explain(a)).toBe('45 / 44 h attributed · 16 / 18 TCH in Fall 2026, 1 h over the maximum')
    expect(swf.findings.map((f) => f.kind)).toEqual(['over-attributed-hours'])
  })

  it('overloaded exactly when a figure is over its maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2400 }), fc.integer({ min: 0, max: 6000 }), (tchHundredths, hoursHundredths) => {
        const weeklyHours = tchHundredths / 100
        const attributedHours = hoursHundredths / 100
        const a = policy.assess(fullTime, FALL_2026, { weeklyHours, attributedHours })
        expect(a.overloaded).toBe(weeklyHours > 18 || attributedHours > 44)
        expect(a.status === 'overloaded').toBe(a.overloaded)
      }),
    )
  })
})

describe('overtime by recorded agreement', () => {
  const record = (probationary: boolean): CaatProfessorRecord => ({
    professorId: 'p1',
    probationary,
    terms: { 'fall-2026': { extraDuties: [], overrides: {}, overtimeAgreement: { date: '2026-08-14', note: '' } } },
  })
  const agreed = createCaatAPolicy({ recordOf: (id) => (id === 'p1' ? record(false) : undefined) })
  const probationary = createCaatAPolicy({ recordOf: () => record(true) })

  it('raises the limits by 1 TCH and 3 h in the agreed term only', () => {
    expect(agreed.limits(fullTime, FALL_2026).map((l) => l.max)).toEqual([19, 47])
    expect(agreed.limits(fullTime, WINTER_2027).map((l) => l.max)).toEqual([18, 44])
    expect(agreed.limits(prof('full-time', { id: 'p2' }), FALL_2026).map((l) => l.max)).toEqual([18, 44])
    expect(agreed.assess(fullTime, FALL_2026, { weeklyHours: 19, attributedHours: 46 }).status).toBe('full')
    expect(agreed.assess(fullTime, FALL_2026, { weeklyHours: 19, attributedHours: 47.5 }).status).toBe('overloaded')
  })

  it('gives a probationary professor nothing', () => {
    expect(probationary.limits(fullTime, FALL_2026).map((l) => l.max)).toEqual([18, 44])
  })

  it('is for full-time professors only', () => {
    expect(agreed.weeklyLimit(prof('sessional'), FALL_2026)).toBe(18)
  })
})

describe('adding a section', () => {
  it('fits up to the TCH maximum, exactly', () => {
    expect(policy.fits(fullTime, FALL_2026, 15, 3)).toBe(true)
    expect(policy.fits(fullTime, FALL_2026, 15, 3.5)).toBe(false)
    expect(policy.whyNot(fullTime, FALL_2026, 15, 3.5)).toBe('0.50 TCH over the 18 TCH maximum in Fall 2026')
    expect(policy.whyNot(prof('part-time'), FALL_2026, 3, 4)).toBe('1 TCH over the 6 TCH maximum in Fall 2026')
    expect(policy.whyNot(prof('full-time', { isActive: false }), FALL_2026, 0, 1)).toBe('Inactive')
  })

  it('with the SWF measures, counts the least a TCH adds: itself and the Repeat B preparation (1.35 h)', () => {
    const load = { weeklyHours: 12, attributedHours: 40 }
    // 2 TCH add at least 2.70 h: 42.70 fits; 3 TCH add at least 4.05 h: 44.05 does not.
    expect(policy.fits(fullTime, FALL_2026, load, 2)).toBe(true)
    expect(policy.whyNot(fullTime, FALL_2026, load, 3)).toBe('at least 0.05 h over the 44 h attributed maximum in Fall 2026')
    expect(policy.headroom(fullTime, FALL_2026, load)).toBeCloseTo(4 / 1.35, 10)
    expect(policy.headroom(fullTime, FALL_2026, 12)).toBe(6)
  })
})

describe('settings reach the policy', () => {
  it('a college’s own factors change the limits', () => {
    const own = createCaatAPolicy({ settings: { ...DEFAULT_CAAT_A_SETTINGS, contactHoursMaxPostSecondary: 17, attributedHoursMax: 43, partialLoadContactHoursMax: 11 } })
    expect(own.limits(fullTime, FALL_2026).map((l) => l.max)).toEqual([17, 43])
    expect(own.weeklyLimit(prof('partial-load'), FALL_2026)).toBe(11)
  })
})

describe('the rules a professor form shows per employment type', () => {
  it('lists the agreement’s limits with the settings’ figures', () => {
    expect(caatRulesFor('full-time', DEFAULT_CAAT_A_SETTINGS)).toEqual([
      'At most 18 TCH a week (20 in non-post-secondary programs)',
      'At most 44 h of total attributed workload a week',
      'Overtime at most 1 TCH or 3 h a week, only with a recorded voluntary agreement, never when probationary',
      'At most 4 course preparations and 6 sections a week without a recorded voluntary agreement',
      'A Standard Workload Form 6 weeks before each term',
    ])
    expect(caatRulesFor('partial-load', DEFAULT_CAAT_A_SETTINGS)).toEqual(['More than 6 and at most 12 TCH a week'])
    expect(caatRulesFor('part-time', { ...DEFAULT_CAAT_A_SETTINGS, partTimeContactHoursMax: 6.5 })).toEqual(['At most 6.50 TCH a week'])
    expect(caatRulesFor('sessional', DEFAULT_CAAT_A_SETTINGS)).toEqual(['At most 18 TCH a week', 'Up to 12 sessional months in any 24, counted from the terms’ dates'])
    expect(caatRulesFor('Visiting', DEFAULT_CAAT_A_SETTINGS)).toEqual([])
  })
})

describe('the seam stays light', () => {
  const src = path.resolve(__dirname, '../../..')
  /** Whether `file`, or a module it imports for its values (type imports aside), is `found`. */
  const reaches = (file: string, found: (spec: string, file: string) => boolean, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gms)) {
      const spec = m[1]!
      if (!spec.startsWith('.') && !spec.startsWith('@/')) {
        if (found(spec, file)) return true
        continue
      }
      const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : path.resolve(path.dirname(file), spec)
      const next = `${base}.ts`
      if (found(spec, next) || reaches(next, found, seen)) return true
    }
    return false
  }

  // workload-policy.ts is in the app's first bundle, which loads no zod (user-preferences.ts): the
  // policy reads its factors from caat-a-factors.ts, never from the zod settings or records.
  it('nothing workload-policy.ts imports for its values loads zod', () => {
    const zod = (spec: string) => spec === 'zod'
    expect(reaches(path.join(src, 'domain/policy/workload-policy.ts'), zod)).toBe(false)
    expect(reaches(path.join(src, 'domain/policy/caat-a/caat-a-settings.ts'), zod)).toBe(true)
  })

  // Nor the CAAT-A pack itself: it loads on demand when Settings choose it (use-workload-policy.ts),
  // so the seam, the figure the screens show and the data hook import none of its values.
  it('the seam and what the screens import from it reach no CAAT-A module for their values', () => {
    const caat = (_spec: string, file: string) => file.includes(`${path.sep}caat-a${path.sep}`)
    for (const file of ['domain/policy/workload-policy.ts', 'domain/policy/attributed-figure.ts', 'data/use-workload-policy.ts']) {
      expect(reaches(path.join(src, file), caat), file).toBe(false)
    }
    expect(reaches(path.join(src, 'domain/policy/policy-registry.ts'), caat)).toBe(true)
  })
})
