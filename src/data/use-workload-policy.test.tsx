// The one policy of the app (issue 23 step 2): the stored rules choose it, the bands by default
// (exactly today's), CAAT-A with its stored factors and professor records once chosen, and every
// component follows a change at once.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook as render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { autoAssignPolicy } from '@/domain/auto-assign/auto-assign-problem'
import { defaultWorkloadRules, readWorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import { chosenWorkloadRulesId } from '@/domain/policy/workload-rules-id'
import { DEFAULT_WORKLOAD_POLICY } from '@/domain/policy/workload-policy'
import type { QueryClient } from '@tanstack/react-query'
import { workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { createMemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { writeChanges } from './apply-changes'
import { contractRecordQueries, planSettingQueries } from './entity-queries'
import { useSwfClock, useWorkloadPolicy } from './use-workload-policy'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let client: QueryClient

function renderHook<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return render(hook, { wrapper })
}

const FALL_2026 = { term: 'fall', year: 2026 } as const
const fullTime = { id: 'p1', isActive: true, maxWeeklyHours: 40, employmentType: 'full-time' }

/** Save the rules (a value as a file or the form gives it) or the records, through the write path. */
async function store(what: 'rules' | 'records', value: unknown) {
  const changes =
    what === 'rules'
      ? { put: { planSettings: [workloadRulesSetting(readWorkloadRules(value))] } }
      : { put: { contractRecords: value as { professorId: string }[] } }
  // Loaded first, as the app's start does (ensure-core-data.ts): a write racing the very first
  // read of a list is re-read by the write path, which this test is not about.
  await act(() => Promise.all([client.ensureQueryData(planSettingQueries.list()), client.ensureQueryData(contractRecordQueries.list())]))
  await act(() => writeChanges(client, changes))
}

beforeEach(() => {
  localStorage.clear()
  bindTestStore(createMemoryStore())
  client = createTestClient()
})

describe('chosenWorkloadRulesId', () => {
  it('reads the choice from the stored text; anything unreadable is the bands', () => {
    expect(chosenWorkloadRulesId(null)).toBe('courseload-bands')
    expect(chosenWorkloadRulesId('{"rules":"ontario-caat-a"}')).toBe('ontario-caat-a')
    expect(chosenWorkloadRulesId('{"rules":"ontario-caat-b"}')).toBe('courseload-bands')
    expect(chosenWorkloadRulesId('{"rules":')).toBe('courseload-bands')
    expect(chosenWorkloadRulesId('"ontario-caat-a"')).toBe('courseload-bands')
  })
})

describe('useWorkloadPolicy', () => {
  it('is the bands policy when nothing is stored: a full-time professor is capped at their own 40 h', () => {
    const { result } = renderHook(() => useWorkloadPolicy())
    expect(result.current).toBe(DEFAULT_WORKLOAD_POLICY)
    expect(result.current.assess(fullTime, FALL_2026, 40).status).toBe('full')
  })

  it('follows the stored rules: CAAT-A with its factors, the recorded overtime agreement raising the maximum', async () => {
    const { result } = renderHook(() => useWorkloadPolicy())
    await store('rules', { rules: 'ontario-caat-a', caatA: { contactHoursMaxPostSecondary: 16 } })
    await waitFor(() => expect(result.current.weeklyLimit(fullTime, FALL_2026)).toBe(16))
    expect(result.current.label).toBe('Ontario CAAT-A (Article 11)')
    expect(result.current.assess(fullTime, FALL_2026, 17).status).toBe('overloaded')

    await store('records', [
      { professorId: 'p1', terms: { 'fall-2026': { overtimeAgreement: { date: '2026-08-01' } } } },
    ])
    expect(result.current.weeklyLimit(fullTime, FALL_2026)).toBe(17)
    expect(result.current.assess(fullTime, FALL_2026, 17).overloaded).toBe(false)

    await store('rules', { rules: 'courseload-bands' })
    expect(result.current).toBe(DEFAULT_WORKLOAD_POLICY)
  })

  it('gives every component the same policy object while the rules are unchanged', async () => {
    await store('rules', { rules: 'ontario-caat-a', caatA: { attributedHoursMax: 40 } })
    const a = renderHook(() => useWorkloadPolicy())
    const b = renderHook(() => useWorkloadPolicy())
    await waitFor(() => expect(a.result.current.limits(fullTime, FALL_2026)[1]?.max).toBe(40))
    await waitFor(() => expect(b.result.current).toBe(a.result.current))
  })
})

describe('under CAAT-A a full-time professor is measured with their SWF from the stored plan', () => {
  it('6 TCH New, essay/project, 30 students: 6 + 6.6 + 5.4 + 6 complementary = 24 h attributed', async () => {
    const professor = makeProfessor({ id: 'p1', employmentType: 'full-time', maxWeeklyHours: 40 })
    const course = makeCourse({
      id: 'c1',
      weeklyHours: 6,
      semester: { term: 'fall', year: 2026 },
      evaluationMix: { essay: 100, routine: 0, inProcess: 0 },
      expectedEnrolment: 30,
    })
    bindTestStore(
      createMemoryStore({
        professors: [professor],
        courses: [course],
        assignments: [makeAssignment({ id: 'a1', courseId: 'c1', professorId: 'p1', weeklyHours: 6, term: 'fall', academicYear: '2026-2027' })],
      }),
    )
    await store('rules', { rules: 'ontario-caat-a' })
    const { result } = renderHook(() => useWorkloadPolicy())
    await waitFor(() => {
      const a = result.current.assess(professor, FALL_2026, 6)
      expect(a.checks.find((c) => c.measure === 'attributedHours')?.load).toBe(24)
    })
    expect(result.current.explain(result.current.assess(professor, FALL_2026, 6))).toMatch(/^24 \/ 44 h attributed · 6 \/ 18 TCH in Fall 2026/)
  })
})

describe('the dashboard SWF clock under CAAT-A counts a form per SWF period (issue 31)', () => {
  it('two 7-week courses, one after the other: 2 SWFs pending for 1 full-time professor', async () => {
    const professor = makeProfessor({ id: 'p1', employmentType: 'full-time', maxWeeklyHours: 40 })
    const courses = ['c1', 'c2'].map((id) => makeCourse({ id, code: id.toUpperCase(), weeklyHours: 6, semester: { term: 'fall', year: 2026 } }))
    bindTestStore(
      createMemoryStore({
        professors: [professor],
        courses,
        assignments: courses.map((c) => makeAssignment({ id: `a-${c.id}`, courseId: c.id, professorId: 'p1', weeklyHours: 6, term: 'fall', academicYear: '2026-2027' })),
      }),
    )
    await store('rules', { rules: 'ontario-caat-a' })
    await store('records', [{ professorId: 'p1', terms: { 'fall-2026': { overrides: { 'a-c1': { weeks: 7 }, 'a-c2': { weeks: 7, startWeek: 8 } } } } }])
    const { result } = renderHook(() => useSwfClock([FALL_2026], [professor]))
    await waitFor(() => expect(result.current?.counts).toMatch(/^0 issued · 2 pending \(of 2 SWFs, 1 full-time professor\)/))
  })
})

describe('the auto-assign worker builds the same policy from the rules value', () => {
  it('takes the rules and records over the id, the bands without them', () => {
    expect(autoAssignPolicy({})).toBe(DEFAULT_WORKLOAD_POLICY)
    const rules = { ...defaultWorkloadRules(), rules: 'ontario-caat-a' as const }
    rules.packs['ontario-caat-a'].contactHoursMaxPostSecondary = 15
    const policy = autoAssignPolicy({
      policyId: 'courseload-bands',
      workloadRules: rules,
      contractRecords: [{ professorId: 'p1', probationary: false, terms: { 'fall-2026': { extraDuties: [], overrides: {}, overtimeAgreement: { date: '2026-08-01', note: '' } } } }],
    })
    expect(policy.weeklyLimit(fullTime, FALL_2026)).toBe(16)
    expect(policy.weeklyLimit({ ...fullTime, id: 'p2' }, FALL_2026)).toBe(15)
  })
})
