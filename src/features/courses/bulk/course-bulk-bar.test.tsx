// The courses list view's bulk bar and bulk-assign dialog against the in-memory store: each
// action writes the selection in one change and then clears the selection, the section count
// warns before removing assignments, delete asks first, selected courses the filters hide are
// named before anything applies to them, and an overload or a schedule conflict is confirmed once
// with the safe answer focused.
import '@/components/ui/test-polyfills'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import { assignmentId } from '@/domain/kernel/ids'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { CourseBulkAssignDialog } from './course-bulk-assign-dialog'
import { CourseBulkBar } from './course-bulk-bar'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const fall = { term: 'fall', year: 2026 } as const
const ann = makeProfessor({
  id: 'ann',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@x.ca',
  maxWeeklyHours: 6,
})
const a = makeCourse({
  id: 'a',
  code: 'ANI1001',
  weeklyHours: 4,
  sectionCount: 2,
  semester: fall,
  term: 'fall',
})
const b = makeCourse({ id: 'b', code: 'ANI1002', weeklyHours: 4, semester: fall, term: 'fall' })
const held = makeAssignment({
  id: assignmentId({
    courseId: 'a',
    section: 2,
    professorId: 'ann',
    term: 'fall',
    academicYear: '2026-2027',
  }),
  courseId: 'a',
  section: 2,
  professorId: 'ann',
  term: 'fall',
  academicYear: '2026-2027',
  weeklyHours: 4,
})

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  store = createMemoryStore({ professors: [ann], courses: [a, b], assignments: [held] })
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderBar(hidden = 0) {
  const onClear = vi.fn()
  const onAutoAssign = vi.fn()
  const onDeselectHidden = vi.fn()
  render(
    <QueryClientProvider client={createTestClient()}>
      <ConfirmProvider>
        <CourseBulkBar
          selected={[a, b]}
          hidden={hidden}
          onDeselectHidden={onDeselectHidden}
          total={5}
          onSelectAll={vi.fn()}
          onClear={onClear}
          onAutoAssign={onAutoAssign}
          data={{
            professors: [ann],
            assignments: [held],
            courseById: indexById([a, b]),
            professorNames: new Map([['ann', 'Ann Lee']]),
          }}
        />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), onClear, onAutoAssign, onDeselectHidden }
}

describe('course bulk bar', () => {
  it('says how many are selected and offers to select every filtered course', () => {
    renderBar()
    const region = screen.getByRole('region', { name: 'Actions on the selected courses' })
    expect(region).toHaveTextContent('2 selected')
    expect(within(region).getByRole('button', { name: 'Select all 5' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Clear selection' })).toBeInTheDocument()
  })

  it('Auto-assign… hands the selected courses to the optimizer and clears the selection', async () => {
    const { user, onAutoAssign, onClear } = renderBar()
    await user.click(screen.getByRole('button', { name: 'Auto-assign…' }))
    expect(onAutoAssign).toHaveBeenCalledWith([a.id, b.id])
    expect(onClear).toHaveBeenCalled()
  })

  it('says how many selected courses the filters hide, in the bar and in every question, before acting on them', async () => {
    const { user, onDeselectHidden } = renderBar(1)
    const region = screen.getByRole('region', { name: 'Actions on the selected courses' })
    expect(region).toHaveTextContent('2 selected · 1 hidden by the filters')
    // One of the two is shown: "select all" still offers the 5 the filters show.
    expect(within(region).getByRole('button', { name: 'Select all 5' })).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: 'Deselect hidden' }))
    expect(onDeselectHidden).toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Set term…' }))
    expect(
      await screen.findByRole('dialog', { name: 'Set the term of 2 courses' }),
    ).toHaveTextContent('1 of them is hidden by the filters.')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Assign professor…' }))
    expect(
      await screen.findByRole('dialog', { name: 'Assign a professor to 2 courses' }),
    ).toHaveTextContent('1 of them is hidden by the filters.')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Delete…' }))
    const question = await screen.findByRole('alertdialog', { name: 'Delete 2 courses?' })
    expect(question).toHaveTextContent(
      'ANI1001, ANI1002 will be deleted with their 1 section assignment. 1 of them is hidden by the filters.',
    )
  })

  it('lowering the section count names the assignments it removes before saving', async () => {
    const { user, onClear } = renderBar()
    await user.click(screen.getByRole('button', { name: 'Set sections…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set the section count of 2 courses' })
    const count = within(dialog).getByLabelText('Number of sections')
    await user.clear(count)
    await user.type(count, '1')
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Saving removes ANI1001 section 2 (Ann Lee).',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Set and remove 1 assignment' }))
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Section count set: 1 course (1 assignment removed)'),
    )
    expect(onClear).toHaveBeenCalled()
    expect((await store.courses.get('a'))?.sectionCount).toBe(1)
    expect((await store.assignments.list()).items).toEqual([])
  })

  it('deletes the selected courses with their assignments after confirming, then clears the selection', async () => {
    const { user, onClear } = renderBar()
    await user.click(screen.getByRole('button', { name: 'Delete…' }))
    const question = await screen.findByRole('alertdialog', { name: 'Delete 2 courses?' })
    expect(question).toHaveTextContent(
      'ANI1001, ANI1002 will be deleted with their 1 section assignment.',
    )
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onClear).toHaveBeenCalled())
    expect((await store.courses.list()).items).toEqual([])
    expect((await store.assignments.list()).items).toEqual([])
  })

  it('marks the selected courses as not requiring a professor from the More menu, then clears the selection', async () => {
    const { user, onClear } = renderBar()
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Mark professor not required' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Updated: 2 courses'))
    expect(onClear).toHaveBeenCalled()
    expect((await store.courses.get('b'))?.professorNotRequired).toBe(true)
  })
})

describe('bulk assign and its overload confirmation', () => {
  function renderDialog() {
    const onOpenChange = vi.fn()
    const onAssigned = vi.fn()
    render(
      <QueryClientProvider client={createTestClient()}>
        <CourseBulkAssignDialog
          open
          onOpenChange={onOpenChange}
          onAssigned={onAssigned}
          courses={[a, b]}
          professors={[ann]}
          assignments={[held]}
          courseById={indexById([a, b])}
        />
      </QueryClientProvider>,
    )
    return { user: userEvent.setup(), onOpenChange, onAssigned }
  }

  it('shows "Best match" only when the selected courses require a specialization the first candidate has', () => {
    const roomy = { ...ann, maxWeeklyHours: 40, specializations: ['Rigging'] }
    const rigging = { ...b, requiredSpecializations: ['Rigging'] }
    const { unmount } = render(
      <QueryClientProvider client={createTestClient()}>
        <CourseBulkAssignDialog
          open
          onOpenChange={vi.fn()}
          courses={[a, b]}
          professors={[roomy]}
          assignments={[held]}
          courseById={indexById([a, b])}
        />
      </QueryClientProvider>,
    )
    expect(screen.getAllByRole('option')[0]).not.toHaveTextContent('Best match')
    unmount()
    render(
      <QueryClientProvider client={createTestClient()}>
        <CourseBulkAssignDialog
          open
          onOpenChange={vi.fn()}
          courses={[a, rigging]}
          professors={[roomy]}
          assignments={[held]}
          courseById={indexById([a, rigging])}
        />
      </QueryClientProvider>,
    )
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Best match')
  })

  it('shows the verdict per course, asks once about the overload with "Go back" focused, and assigns only when confirmed', async () => {
    const { user, onOpenChange, onAssigned } = renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Assign a professor to 2 courses' })
    expect(dialog).toHaveTextContent('Fills the 2 open sections of the selected courses')
    await user.keyboard('Ann{Enter}')
    const verdicts = within(dialog)
      .getAllByTestId('bulk-verdict')
      .map((row) => row.textContent)
    // Ann holds section 2 of ANI1001 (4 h): +4 h for its section 1, then +4 h for ANI1002.
    expect(verdicts).toEqual([
      'ANI1001§1Fall 20268/6 hOverloaded',
      'ANI1002§1Fall 202612/6 hOverloaded',
    ])
    const assign = within(dialog).getByRole('button', { name: 'Assign Ann Lee to 2 sections' })
    await waitFor(() => expect(assign).toHaveFocus())

    await user.keyboard('{Enter}')
    const question = within(dialog).getByRole('alertdialog', { name: 'Overload Ann Lee?' })
    expect(question).toHaveTextContent(
      'Ann Lee would reach 12 of 6 hours per week in Fall 2026, 6 h over their maximum.',
    )
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Go back' })).toHaveFocus(),
    )
    // A stray Enter takes the safe answer: nothing is written.
    await user.keyboard('{Enter}')
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument()
    expect((await store.assignments.list()).items).toHaveLength(1)
    expect(onAssigned).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Assign Ann Lee to 2 sections' }))
    await user.click(within(dialog).getByRole('button', { name: 'Assign anyway' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(success).toHaveBeenCalledWith('Ann Lee assigned to 2 sections in 2 courses')
    // The bar clears its selection: the assigned courses are not left selected behind a filter.
    expect(onAssigned).toHaveBeenCalled()
    const stored = (await store.assignments.list()).items
    expect(stored.map((x) => [x.courseId, x.section, x.professorId]).sort()).toEqual([
      ['a', 1, 'ann'],
      ['a', 2, 'ann'],
      ['b', 1, 'ann'],
    ])
  })

  it('asks before saving a schedule conflict, naming both sections, with "Go back" focused', async () => {
    const monday = { days: ['mon' as const], startTime: '09:00', endTime: '12:00' }
    const studio = makeCourse({
      id: 's1',
      code: 'ANIM2001',
      weeklyHours: 3,
      semester: fall,
      schedule: monday,
    })
    const lab = makeCourse({
      id: 's2',
      code: 'GAME2002',
      weeklyHours: 2,
      semester: fall,
      schedule: { days: ['mon', 'wed'], startTime: '10:00', endTime: '11:30' },
    })
    const roomy = { ...ann, maxWeeklyHours: 40 }
    const labHeld = makeAssignment({
      id: 'a-ann-lab',
      courseId: 's2',
      section: 2,
      professorId: 'ann',
      weeklyHours: 2,
      academicYear: '2026-2027',
    })
    store = createMemoryStore({
      professors: [roomy],
      courses: [studio, lab],
      assignments: [labHeld],
    })
    bindTestStore(store)
    const onOpenChange = vi.fn()
    render(
      <QueryClientProvider client={createTestClient()}>
        <CourseBulkAssignDialog
          open
          onOpenChange={onOpenChange}
          courses={[studio]}
          professors={[roomy]}
          assignments={[labHeld]}
          courseById={indexById([studio, lab])}
        />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Assign a professor to 1 course' })
    await user.keyboard('Ann{Enter}')
    // No overload (5 of 40 h): the conflict alone asks.
    await user.click(within(dialog).getByRole('button', { name: 'Assign Ann Lee to 1 section' }))
    const question = within(dialog).getByRole('alertdialog', {
      name: 'Schedule conflict for Ann Lee',
    })
    expect(question).toHaveTextContent(
      'ANIM2001 section 1 overlaps GAME2002 section 2 on Mon 10:00-11:30.',
    )
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Go back' })).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument()
    expect((await store.assignments.list()).items).toHaveLength(1)

    await user.click(within(dialog).getByRole('button', { name: 'Assign Ann Lee to 1 section' }))
    await user.click(within(dialog).getByRole('button', { name: 'Assign anyway' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const saved = (await store.assignments.list()).items.find((x) => x.courseId === 's1')
    expect(saved?.conflicts).toEqual(['Overlaps GAME2002 section 2 on Mon 10:00-11:30'])
  })
})
