// Auto-assign dialog: the term (asked for when several are chosen), progress announced while the
// solver runs, Cancel, the proposal with accept/reject per row, a row swapped to an alternative or
// left open with the rules checked again, and ONE change set for the rows accepted. The worker is replaced by a stub returning a proposal built by the domain.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AutoAssignProgress, AutoAssignResult } from '@/data/auto-assign-worker-client'
import { buildAutoAssignProblem, type AutoAssignRequest } from '@/domain/auto-assign/auto-assign-problem'
import { buildProposal } from '@/domain/auto-assign/auto-assign-proposal'
import { academicYearScope, termScope } from '@/domain/calendar/planning-term'
import { testAssignment, testCourse, testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { AutoAssignDialog } from './auto-assign-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const worker = vi.hoisted(() => ({
  cancel: vi.fn(),
  finish: (() => undefined) as (r: AutoAssignResult) => void,
  progress: (() => undefined) as (p: AutoAssignProgress) => void,
  lastRequest: null as AutoAssignRequest | null,
}))
vi.mock('@/data/auto-assign-worker-client', () => ({
  startAutoAssign: (_data: unknown, request: AutoAssignRequest, onProgress: (p: AutoAssignProgress) => void) => {
    worker.progress = onProgress
    worker.lastRequest = request
    const result = new Promise<AutoAssignResult>((resolve) => {
      worker.finish = resolve
    })
    worker.cancel.mockImplementation(() => worker.finish({ ok: false, cancelled: true, error: 'Cancelled' }))
    return { result, cancel: worker.cancel }
  },
}))

const fall26 = { term: 'fall', year: 2026 } as const
const anim = testCourse({ id: 'anim', code: 'ANIM1001', sectionCount: 2, weeklyHours: 4, semester: fall26, requiredSpecializations: ['Animation'] })
const ada = testProfessor({ id: 'ada', firstName: 'Ada', lastName: 'Lovelace', maxWeeklyHours: 18, specializations: ['Animation'] })
const bo = testProfessor({ id: 'bo', firstName: 'Bo', lastName: 'Small', maxWeeklyHours: 6 })
const game = testCourse({ id: 'game', code: 'GAME1001', weeklyHours: 3, semester: fall26 })
const courses = [anim, game]
const cy = testProfessor({ id: 'cy', firstName: 'Cy', lastName: 'Spare', maxWeeklyHours: 6 })
const professors = [ada, bo, cy]
const assignments = [testAssignment(game, 'bo', 1)]

let store: MemoryStore
beforeEach(() => {
  store = createMemoryStore({ courses, professors, assignments })
  bindTestStore(store)
  vi.spyOn(notify, 'success').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderDialog(scope = termScope(fall26), onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createTestClient()}>
      <AutoAssignDialog open onOpenChange={onOpenChange} scope={scope} courses={courses} professors={professors} assignments={assignments} />
    </QueryClientProvider>,
  )
  return { onOpenChange }
}

function proposalFor(request: AutoAssignRequest) {
  const problem = buildAutoAssignProblem({ courses, professors, assignments }, request)
  return buildProposal(problem, { picks: problem.greedy, method: 'optimal', seconds: 0.4 })
}

describe('AutoAssignDialog', () => {
  it('runs for the header term, announces progress, and writes only the accepted rows in one change set', async () => {
    const { onOpenChange } = renderDialog()
    expect(screen.getByRole('heading', { name: 'Auto-assign open sections' })).toBeInTheDocument()
    expect(screen.getByText(/Term:/)).toHaveTextContent('Term: Fall 2026 · 2 open sections')
    await userEvent.click(screen.getByRole('button', { name: 'Find proposal' }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading the solver…')
    act(() => worker.progress({ stage: 'solving', seconds: 1.2, gap: 0.2 }))
    expect(screen.getByRole('status')).toHaveTextContent('Solving… 1 s of 10 s, within 20% of the best possible')
    const request = worker.lastRequest!
    expect(request.term).toEqual(fall26)
    await act(async () => worker.finish({ ok: true, proposal: proposalFor(request) }))

    expect(screen.getByRole('status')).toHaveTextContent('Best proposal found in 0.4 s: it staffs 2 of 2 open sections (the greedy ranking staffs 2).')
    expect(screen.getByRole('heading', { name: 'Proposed assignments (2)' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Professor for ANIM1001 §1' })).toHaveDisplayValue('Ada Lovelace (proposed)')
    expect(screen.getByRole('row', { name: /ANIM1001 §1/ })).toHaveTextContent('Full match0 → 8 / 18 h')
    expect(screen.getByRole('list', { name: 'Why ANIM1001 §1' })).toHaveTextContent('Specialization Animation')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept ANIM1001 §2' }))
    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected (1)' }))
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(apply).toHaveBeenCalledTimes(1)
    const saved = (await store.assignments.list()).items
    expect(saved.filter((a) => a.courseId === 'anim').map((a) => [a.section, a.professorId])).toEqual([[1, 'ada']])
    expect(notify.success).toHaveBeenCalledWith('Auto-assign: 1 section updated')
  })

  it('swaps a row to an alternative, leaves one open, checks the rules again, and writes the edit in one change set', async () => {
    const { onOpenChange } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Find proposal' }))
    await act(async () => worker.finish({ ok: true, proposal: proposalFor(worker.lastRequest!) }))
    const first = screen.getByRole('combobox', { name: 'Professor for ANIM1001 §1' })
    const second = screen.getByRole('combobox', { name: 'Professor for ANIM1001 §2' })
    // The alternative shows its load before -> after with the rest of the proposal, and its match.
    expect(within(first).getByRole('option', { name: 'Cy Spare: 0 → 4 / 6 h, No match' })).toBeInTheDocument()
    await userEvent.selectOptions(first, 'Cy Spare: 0 → 4 / 6 h, No match')
    expect(screen.getByRole('row', { name: /ANIM1001 §1/ })).toHaveTextContent('No match0 → 4 / 6 h')
    expect(screen.getByRole('row', { name: /ANIM1001 §2/ })).toHaveTextContent('0 → 4 / 18 h')
    // Both sections to Cy: 8 h over a 6 h cap, refused until one is changed.
    await userEvent.selectOptions(second, 'Cy Spare: 0 → 4 / 6 h, No match')
    expect(screen.getByRole('alert')).toHaveTextContent('ANIM1001 §2: Cy Spare would go over their cap')
    expect(screen.getByRole('button', { name: 'Accept selected (2)' })).toBeDisabled()
    await userEvent.selectOptions(second, 'Leave open')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected (1)' }))
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(apply).toHaveBeenCalledTimes(1)
    const saved = (await store.assignments.list()).items
    expect(saved.filter((a) => a.courseId === 'anim').map((a) => [a.section, a.professorId])).toEqual([[1, 'cy']])
  })

  it('asks for one term when All Semesters is chosen', async () => {
    renderDialog(academicYearScope('2026-2027'))
    const run = screen.getByRole('button', { name: 'Find proposal' })
    expect(run).toBeDisabled()
    await userEvent.selectOptions(screen.getByLabelText('Term to staff'), 'Fall 2026')
    expect(screen.getByText('2 open sections')).toBeInTheDocument()
    expect(run).toBeEnabled()
  })

  it('Cancel stops the solver and returns to the settings', async () => {
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Find proposal' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(worker.cancel).toHaveBeenCalled()
    expect(await screen.findByText('Auto-assign cancelled.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Find proposal' })).toBeEnabled()
  })

  it('takes a typed time limit once it is in range and sends it to the solver', async () => {
    renderDialog()
    const field = screen.getByLabelText('Time limit (seconds)')
    await userEvent.clear(field)
    await userEvent.type(field, '30')
    await userEvent.click(screen.getByLabelText('Allow reassigning existing assignments'))
    await userEvent.click(screen.getByRole('button', { name: 'Find proposal' }))
    expect(worker.lastRequest!.settings).toMatchObject({ timeLimitSeconds: 30, allowReassign: true })
  })

  it('shows the weights and switches with labels', () => {
    renderDialog()
    expect(screen.getByLabelText('Specialization match')).toHaveValue(10)
    expect(screen.getByLabelText('Time limit (seconds)')).toHaveValue(10)
    expect(screen.getByLabelText('Allow reassigning existing assignments')).not.toBeChecked()
    expect(screen.getByLabelText('Honour max courses per term and max daily hours')).toBeChecked()
  })
})
