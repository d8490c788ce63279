// The printable SWF (issue 23 step 6): lines and totals hand-computed from Article 11's factors, the
// coordinator's corrections (students, preparation type), issue, and a re-issue listing changes.
// One 6 TCH course, New (6 x 1.10 = 6.60 h), essay/project with 5 students (6 x 0.030 x 5 = 0.90 h):
// 13.50 h; plus 4 + 2 h complementary functions = 19.50 h attributed.
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { createMemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { SwfPrintPage } from './swf-print-page'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const today = new Date().toISOString().slice(0, 10)

beforeEach(() => {
  localStorage.clear()
  bindTestStore(
    createMemoryStore({
      planSettings: [workloadRulesSetting({ ...defaultWorkloadRules(), rules: 'ontario-caat-a' })],
      professors: [makeProfessor({ id: 'p1', firstName: 'Jane', lastName: 'Caat', employmentType: 'full-time', maxWeeklyHours: 40 })],
      courses: [
        makeCourse({ id: 'c1', code: 'CAAT1001', weeklyHours: 6, semester: { term: 'fall', year: 2026 }, evaluationMix: { essay: 100, routine: 0, inProcess: 0 }, expectedEnrolment: 5 }),
      ],
      assignments: [makeAssignment({ id: 'a1', courseId: 'c1', professorId: 'p1', weeklyHours: 6, term: 'fall', academicYear: '2026-2027' })],
    }),
  )
  window.history.pushState({}, '', '/app/professors/swf?professor=p1&term=fall-2026')
})

function renderPage() {
  render(
    <QueryClientProvider client={createTestClient()}>
      <SwfPrintPage />
    </QueryClientProvider>,
  )
}

const lineText = () => within(screen.getByTestId('swf-lines')).getAllByRole('row')[1]!.textContent

describe('the printable SWF', () => {
  it('prints the lines and totals, takes the coordinator\u2019s corrections, issues and lists changes on re-issue', async () => {
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByTestId('swf-state')).toHaveTextContent('Draft: not issued')
    // No teaching history recorded: New is the college's estimate, marked on the line with its reason below.
    expect(lineText()).toBe('CAAT1001 Foundations of Animation1bachelor-animation · year 16New (1.10) · estimated6.60Essay / project (0.03)50.9013.50')
    expect(screen.getByTestId('swf-estimates')).toHaveTextContent('CAAT1001 §1: No teaching history of CAAT1001 recorded: New assumed')
    expect(screen.getByTestId('swf-total')).toHaveTextContent('19.50 / 44 h total attributed workload · 6 / 18 TCH · 1 preparations · 1 sections')

    await user.click(screen.getByText('Adjust preparation types and students'))
    // 10 students after the enrolment audit: 6 x 0.030 x 10 = 1.80 h.
    await user.type(screen.getByLabelText('Students, CAAT1001 §1'), '10')
    await user.tab()
    expect(lineText()).toMatch(/101\.8014\.40$/)
    // Repeat B: 6 x 0.35 = 2.10 h.
    await user.selectOptions(screen.getByLabelText('Preparation, CAAT1001 §1'), 'Repeat B')
    expect(lineText()).toContain('Repeat B (0.35)2.10')
    expect(screen.getByTestId('swf-total')).toHaveTextContent('15.90 / 44 h total attributed workload')

    await user.click(screen.getByRole('button', { name: 'Issue SWF' }))
    expect(screen.getByTestId('swf-state')).toHaveTextContent(`Issued on ${today}`)
    expect(screen.getByTestId('swf-referral')).toHaveTextContent('Workload Monitoring Group until')
    expect(screen.getByRole('button', { name: 'Re-issue SWF' })).toBeDisabled()

    await user.selectOptions(screen.getByLabelText('Preparation, CAAT1001 §1'), '')
    expect(screen.getByRole('region', { name: `Changed since the SWF issued on ${today}` })).toHaveTextContent(
      'CAAT1001 §1: 9.90 h -> 14.40 h',
    )
    expect(screen.getByTestId('swf-reissue')).toHaveTextContent('Changed after issue: must be re-issued')
    expect(screen.getByTestId('swf-footer')).toHaveTextContent(`Version 1, issued ${today}`)
    await user.click(screen.getByRole('button', { name: 'Re-issue SWF' }))
    expect(screen.getByTestId('swf-state')).toHaveTextContent(`Issued on ${today} (issue 2)`)
    expect(screen.queryByRole('region', { name: /Changed since/ })).toBeNull()
    expect(screen.queryByTestId('swf-reissue')).toBeNull()
    expect(screen.getByTestId('swf-footer')).toHaveTextContent(`Version 2, issued ${today}`)
  })

  it('Special A and B are chosen per section and printed with their factor; the section’s program, year and delivery are on its line', async () => {
    const user = userEvent.setup()
    renderPage()
    await screen.findByTestId('swf-lines')
    await user.click(screen.getByText('Adjust preparation types and students'))
    // 11.01 D3 (vii): 6 TCH x 0.60 = 3.60 h; (viii): 6 x 0.35 = 2.10 h (the defaults, editable in Settings).
    await user.selectOptions(screen.getByLabelText('Preparation, CAAT1001 §1'), 'Special A')
    expect(lineText()).toContain('Special A (0.60)3.60')
    await user.selectOptions(screen.getByLabelText('Preparation, CAAT1001 §1'), 'Special B')
    expect(lineText()).toContain('Special B (0.35)2.10')
    expect(screen.getByTestId('swf-total')).toHaveTextContent('15.00 / 44 h total attributed workload')
    await user.type(screen.getByLabelText('Delivery, CAAT1001 §1'), 'Online')
    await user.tab()
    expect(lineText()).toContain('bachelor-animation · year 1 · Online')
    await user.click(screen.getByLabelText(/^Shared by several programs or years, CAAT1001 §1/))
    expect(lineText()).toContain('bachelor-animation · year 1 · shared · Online')
  })

  it('has the lines a steward signs: the deadline, the acceptance, the referral boxes, the agreement and the overtime line', async () => {
    renderPage()
    // Fall 2026: six working weeks before Tue 8 Sep, Labour Day and the Civic Holiday excluded.
    expect(await screen.findByTestId('swf-deadline')).toHaveTextContent('Due by 2026-07-24')
    expect(screen.getByRole('region', { name: "Professor's acceptance of the total workload (11.02 A3)" })).toHaveTextContent(
      'I accept the total workload assigned on this form.I do not accept the total workload assigned on this form.Professor signatureDate',
    )
    expect(screen.getByRole('region', { name: 'Referral (11.02 A4)' })).toHaveTextContent(
      'Referred to the Workload Monitoring GroupReferred to the Workload Resolution ArbitratorComments',
    )
    expect(screen.getByTestId('swf-footer')).toHaveTextContent(
      'Ontario CAAT-Academic collective agreement, Article 11 as amended by the 2025 award, in force to September 2027.Draft: not issued',
    )
    expect(screen.getByTestId('swf-overtime')).toHaveTextContent('Overtime (11.01 J1): None: no voluntary overtime agreement recorded')
  })
})

describe('a term cut into SWF periods by 7-week sections (issue 31)', () => {
  beforeEach(() => {
    const essay = { essay: 100, routine: 0, inProcess: 0 }
    bindTestStore(
      createMemoryStore({
        planSettings: [workloadRulesSetting({ ...defaultWorkloadRules(), rules: 'ontario-caat-a' })],
        professors: [makeProfessor({ id: 'p1', firstName: 'Jane', lastName: 'Caat', employmentType: 'full-time', maxWeeklyHours: 40 })],
        courses: ['c1', 'c2'].map((id, i) =>
          makeCourse({ id, code: `HALF100${i + 1}`, weeklyHours: 6, semester: { term: 'fall', year: 2026 }, evaluationMix: essay, expectedEnrolment: 5 }),
        ),
        assignments: ['c1', 'c2'].map((id) => makeAssignment({ id: `a-${id}`, courseId: id, professorId: 'p1', weeklyHours: 6, term: 'fall', academicYear: '2026-2027' })),
        // HALF1001 in weeks 1-7, HALF1002 in weeks 8-14: two SWF periods (and the exam week, nothing taught).
        contractRecords: [
          { professorId: 'p1', probationary: false, terms: { 'fall-2026': { extraDuties: [], overrides: { 'a-c1': { weeks: 7 }, 'a-c2': { weeks: 7, startWeek: 8 } } } } },
        ],
      }),
    )
    window.history.pushState({}, '', '/app/professors/swf?professor=p1&term=fall-2026&period=1')
  })

  it('each period’s form says which period it covers, is due before its own start and is issued on its own', async () => {
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByTestId('swf-period')).toHaveTextContent('SWF period 2 of 2 · Period 2026-10-27 to 2026-12-14 · 7 weeks')
    expect(lineText()).toMatch(/^HALF1002 /)
    // 30 working days before Tuesday 27 October, Thanksgiving (12 October) not counted.
    expect(screen.getByTestId('swf-deadline')).toHaveTextContent('Due by 2026-09-14 (6 working weeks before the period starts')
    await user.click(screen.getByRole('button', { name: 'Issue SWF' }))
    expect(screen.getByTestId('swf-state')).toHaveTextContent(`Issued on ${today}`)
    expect(screen.getByTestId('swf-footer')).toHaveTextContent(`Version 1, issued ${today}`)
    expect(screen.getByRole('link', { name: /^Weeks 1–7/ })).toHaveAttribute('href', '?professor=p1&term=fall-2026&period=0')
    // The first period's form is still a draft: issuing one period never issues another.
    cleanup()
    window.history.pushState({}, '', '/app/professors/swf?professor=p1&term=fall-2026&period=0')
    renderPage()
    expect(await screen.findByTestId('swf-period')).toHaveTextContent('SWF period 1 of 2 · Period 2026-09-08 to 2026-10-26 · 7 weeks')
    expect(screen.getByTestId('swf-deadline')).toHaveTextContent('Due by 2026-07-24 (6 working weeks before classes start')
    expect(await screen.findByTestId('swf-state')).toHaveTextContent('Draft: not issued')
    expect(lineText()).toMatch(/^HALF1001 /)
  })
})

