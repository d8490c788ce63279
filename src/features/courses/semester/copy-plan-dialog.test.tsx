// Copy plan to another term: terms chosen with labelled pickers, a preview of what is created,
// copied and skipped (reasons in words), and one change set applied.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAssignment, testCourse, testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { CopyPlanDialog } from './copy-plan-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const fall26 = { term: 'fall', year: 2026 } as const
const anim = testCourse({
  id: 'anim',
  code: 'ANIM1001',
  sectionCount: 2,
  weeklyHours: 4,
  semester: fall26,
})
const game = testCourse({ id: 'game', code: 'GAME1001', weeklyHours: 10, semester: fall26 })
const ada = testProfessor({ id: 'ada', firstName: 'Ada', lastName: 'Lovelace', maxWeeklyHours: 18 })
const cid = testProfessor({ id: 'cid', firstName: 'Cid', lastName: 'Highwind', isActive: false })
const dee = testProfessor({ id: 'dee', firstName: 'Dee', lastName: 'Dee', maxWeeklyHours: 40 })
const bo = testProfessor({ id: 'bo', firstName: 'Bo', lastName: 'Small', maxWeeklyHours: 6 })
const courses = [anim, game]
const professors = [ada, cid, dee, bo]
const assignments = [
  testAssignment(anim, 'ada', 1),
  testAssignment(anim, 'cid', 2),
  testAssignment(game, 'bo', 1, 10),
]

let store: MemoryStore
beforeEach(() => {
  store = createMemoryStore({ courses, professors, assignments })
  bindTestStore(store)
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderDialog(onCopied = vi.fn(), onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createTestClient()}>
      <CopyPlanDialog
        open
        onOpenChange={onOpenChange}
        courses={courses}
        assignments={assignments}
        professors={professors}
        defaultSource={fall26}
        onCopied={onCopied}
      />
    </QueryClientProvider>,
  )
  return { onCopied, onOpenChange }
}

describe('CopyPlanDialog', () => {
  it('previews Fall 2026 -> Fall 2027 with created courses, copies and skipped reasons', () => {
    renderDialog()
    expect(screen.getByLabelText('Source term')).toHaveDisplayValue('Fall 2026')
    expect(screen.getByLabelText('Target term')).toHaveDisplayValue('Fall 2027')
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent(
      '2 courses to create · 0 courses already in Fall 2027 · 1 assignment to copy · 2 skipped',
    )
    expect(within(preview).getByRole('list', { name: 'Assignments to copy' })).toHaveTextContent(
      'ANIM1001 section 1: Ada Lovelace (4/18 h in Fall 2027)',
    )
    const skipped = within(preview).getByRole('list', { name: 'Skipped assignments' })
    expect(skipped).toHaveTextContent(
      'Inactive: ANIM1001 section 2, Cid Highwind. Professor is inactive',
    )
    expect(skipped).toHaveTextContent(
      'Would overload: GAME1001 section 1, Bo Small. Would overload: 10/6 h in Fall 2027',
    )
  })

  it('refuses the same term as target', async () => {
    renderDialog()
    await userEvent.selectOptions(screen.getByLabelText('Target term'), 'Fall 2026')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a target term different from the source term',
    )
    expect(screen.getByRole('button', { name: 'Copy plan' })).toBeDisabled()
  })

  it('turning off course creation skips those sections as course missing', async () => {
    renderDialog()
    await userEvent.click(screen.getByLabelText('Create courses missing in the target term'))
    expect(screen.getByRole('list', { name: 'Skipped assignments' })).toHaveTextContent(
      'Course missing: ANIM1001 section 1, Ada Lovelace. Course does not exist in Fall 2027',
    )
    expect(screen.getByRole('button', { name: 'Copy plan' })).toBeDisabled()
  })

  it('applies courses and assignments in one change set and reports it', async () => {
    const { onCopied } = renderDialog()
    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(screen.getByRole('button', { name: 'Copy plan' }))
    expect(
      await screen.findByText('Copied 1 assignment to Fall 2027, created 2 courses, skipped 2'),
    ).toBeInTheDocument()
    expect(apply).toHaveBeenCalledTimes(1)
    expect(onCopied).toHaveBeenCalledWith({ term: 'fall', year: 2027 })
    const saved = (await store.assignments.list()).items
    expect(saved.filter((a) => a.academicYear === '2027-2028').map((a) => a.professorId)).toEqual([
      'ada',
    ])
  })

  it('closes on Escape', async () => {
    const { onOpenChange } = renderDialog()
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
