// The bulk bar's "what each course needs" dialogs against the in-memory store: validation messages
// from the domain's constants, the count of courses that change and of hidden selected rows, the
// suggestions from history with Accept all, and each save as one undo step with a clear label.
import '@/components/ui/test-polyfills'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import { COURSE_NEEDS_MESSAGES } from '@/domain/courses/course-bulk'
import { EVALUATION_MIX_MESSAGES } from '@/domain/model/evaluation-mix'
import { assignmentId } from '@/domain/kernel/ids'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { undoHistoryOf } from '@/data/undo-history'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { CourseBulkBar } from './course-bulk-bar'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const fall26 = { term: 'fall', year: 2026 } as const
const ann = makeProfessor({ id: 'ann', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.ca', specializations: ['Maya', 'Rigging'] })
const bo = makeProfessor({ id: 'bo', firstName: 'Bo', lastName: 'Chen', email: 'bo@x.ca', specializations: ['maya', 'Nuke'] })
// ANI1001 ran in Fall 2025 (Ann) and Fall 2024 (Bo); this year's record has no requirements yet.
const past25 = makeCourse({ id: 'p25', code: 'ANI1001', semester: { term: 'fall', year: 2025 }, term: 'fall' })
const past24 = makeCourse({ id: 'p24', code: 'ANI1001', semester: { term: 'fall', year: 2024 }, term: 'fall' })
const a = makeCourse({ id: 'a', code: 'ANI1001', semester: fall26, term: 'fall', requiredSpecializations: [] })
const b = makeCourse({ id: 'b', code: 'ANI1002', semester: fall26, term: 'fall', requiredSpecializations: ['Blender'] })
const taught = (courseId: string, professorId: string, academicYear: string) =>
  makeAssignment({
    id: assignmentId({ courseId, section: 1, professorId, term: 'fall', academicYear }),
    courseId,
    section: 1,
    professorId,
    term: 'fall',
    academicYear,
    weeklyHours: 3,
  })
const history = [taught('p25', 'ann', '2025-2026'), taught('p24', 'bo', '2024-2025')]
const all = [past24, past25, a, b]

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  store = createMemoryStore({ professors: [ann, bo], courses: all, assignments: history })
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderBar(hidden = 0) {
  const client = createTestClient()
  const onClear = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <CourseBulkBar
          selected={[a, b]}
          hidden={hidden}
          total={2}
          onSelectAll={vi.fn()}
          onClear={onClear}
          data={{
            professors: [ann, bo],
            assignments: history,
            courseById: indexById(all),
            professorNames: new Map([
              ['ann', 'Ann Lee'],
              ['bo', 'Bo Chen'],
            ]),
          }}
        />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), client, onClear }
}

async function openFromMore(user: ReturnType<typeof userEvent.setup>, item: string, dialogName: string) {
  await user.click(screen.getByRole('button', { name: 'More' }))
  await user.click(await screen.findByRole('menuitem', { name: item }))
  return screen.findByRole('dialog', { name: dialogName })
}

describe('Set required specializations…', () => {
  it('asks for a name, counts the courses that change, and saves all of them as one undo step', async () => {
    const { user, client, onClear } = renderBar(1)
    const dialog = await openFromMore(user, 'Set required specializations…', 'Set the required specializations of 2 courses')
    expect(dialog).toHaveTextContent('1 of them is hidden by the filters.')
    await user.click(within(dialog).getByRole('button', { name: 'Set specializations' }))
    expect(await within(dialog).findByText(COURSE_NEEDS_MESSAGES.noSpecialization)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Specializations')).toHaveAttribute('aria-invalid', 'true')

    await user.type(within(dialog).getByLabelText('Specializations'), 'Blender, Compositing')
    expect(within(dialog).getByText('2 courses of 2 will change.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Set specializations' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Required specializations set: 2 courses'))
    expect(onClear).toHaveBeenCalled()
    expect((await store.courses.get('a'))?.requiredSpecializations).toEqual(['Blender', 'Compositing'])
    expect((await store.courses.get('b'))?.requiredSpecializations).toEqual(['Blender', 'Compositing'])
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual([
      'add required specializations Blender, Compositing to 2 courses',
    ])
  })

  it('suggests from history for the course without requirements; Accept all is enough to save', async () => {
    const { user, client } = renderBar()
    const dialog = await openFromMore(user, 'Set required specializations…', 'Set the required specializations of 2 courses')
    const suggestion = within(dialog).getByRole('checkbox', { name: /ANI1001: Maya/ })
    expect(suggestion).toHaveAccessibleName('ANI1001: Maya (held by all of Ann Lee, Bo Chen)')
    expect(suggestion).not.toBeChecked()
    expect(within(dialog).getByText('No selected course changes yet.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Accept all 1' }))
    expect(suggestion).toBeChecked()
    expect(within(dialog).getByText('1 course of 2 will change.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Set specializations' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Required specializations set: 1 course'))
    expect((await store.courses.get('a'))?.requiredSpecializations).toEqual(['Maya'])
    expect((await store.courses.get('b'))?.requiredSpecializations).toEqual(['Blender'])
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['accept suggested specializations on 1 course'])
  })
})

describe('Set evaluation mix / enrolment…', () => {
  it('needs at least one value, explains a bad mix or enrolment, and saves one undo step', async () => {
    const { user, client } = renderBar()
    const dialog = await openFromMore(user, 'Set evaluation mix / enrolment…', 'Set the evaluation mix and enrolment of 2 courses')
    const save = within(dialog).getByRole('button', { name: 'Set for 2 courses' })
    await user.click(save)
    expect(await within(dialog).findByText(COURSE_NEEDS_MESSAGES.nothingToSet)).toBeInTheDocument()

    const mix = within(dialog).getByLabelText('Evaluation mix')
    const enrolment = within(dialog).getByLabelText('Expected enrolment per section')
    await user.type(mix, '60 essay / 30 routine')
    await user.type(enrolment, '-4')
    await user.click(save)
    expect(await within(dialog).findByText(EVALUATION_MIX_MESSAGES.sum(90))).toBeInTheDocument()
    expect(within(dialog).getByText(COURSE_NEEDS_MESSAGES.enrolment)).toBeInTheDocument()
    expect(success).not.toHaveBeenCalled()

    await user.clear(mix)
    await user.type(mix, '60 essay / 40 routine')
    await user.clear(enrolment)
    await user.type(enrolment, '28')
    expect(within(dialog).getByText('2 courses of 2 will change.')).toBeInTheDocument()
    await user.click(save)
    await waitFor(() => expect(success).toHaveBeenCalledWith('Evaluation mix / enrolment set: 2 courses'))
    const stored = await store.courses.get('b')
    expect([stored?.evaluationMix, stored?.expectedEnrolment]).toEqual([{ essay: 60, routine: 40, inProcess: 0 }, 28])
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual([
      'set evaluation mix 60 essay / 40 routine and expected enrolment 28 on 2 courses',
    ])
  })
})
