// Manage Sections against the in-memory store: the choices made with the assignment assistant
// (keyboard and mouse) and exactly what the save writes: assignments per section, removals above
// the new count or for rows set back to Unassigned, the section count, the toasts. An overload or
// a schedule conflict needs an explicit confirmation; a course without a term and year is staffed
// in the scope's term and scheduled there by the save.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { termScope, type PlanningScope } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { ManageSectionsDialog } from './manage-sections-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const course = makeCourse({
  id: 'c1',
  code: 'ANIM1001',
  weeklyHours: 3,
  sectionCount: 2,
  semester: { term: 'fall', year: 2025 },
})
const other = makeCourse({
  id: 'c2',
  code: 'GAME1001',
  weeklyHours: 2,
  semester: { term: 'fall', year: 2025 },
})
const ada = makeProfessor({
  id: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@x.ca',
  maxWeeklyHours: 6,
})
const bo = makeProfessor({
  id: 'bo',
  firstName: 'Bo',
  lastName: 'Chen',
  email: 'bo@x.ca',
  maxWeeklyHours: 3,
})
const cy = makeProfessor({
  id: 'cy',
  firstName: 'Cy',
  lastName: 'Young',
  email: 'cy@x.ca',
  maxWeeklyHours: 12,
})
const professors = [ada, bo, cy]
const existing = [
  makeAssignment({
    id: 'a-cy-2',
    courseId: 'c1',
    section: 2,
    professorId: 'cy',
    weeklyHours: 3,
    academicYear: '2025-2026',
  }),
  makeAssignment({
    id: 'a-bo-other',
    courseId: 'c2',
    section: 1,
    professorId: 'bo',
    weeklyHours: 2,
    academicYear: '2025-2026',
  }),
]

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  store = createMemoryStore({ courses: [course, other], professors, assignments: existing })
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
  vi.spyOn(notify, 'error').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderDialog(
  data: {
    course: Course
    courses: Course[]
    professors: Professor[]
    assignments: Assignment[]
    scope: PlanningScope
  } = {
    course,
    courses: [course, other],
    professors,
    assignments: existing,
    scope: termScope({ term: 'fall', year: 2025 }),
  },
) {
  if (data.course !== course) {
    store = createMemoryStore({
      courses: data.courses,
      professors: data.professors,
      assignments: data.assignments,
    })
    bindTestStore(store)
  }
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createTestClient()}>
      <ManageSectionsDialog
        course={data.course}
        onOpenChange={onOpenChange}
        professors={data.professors}
        assignments={data.assignments}
        courseById={indexById(data.courses)}
        scope={data.scope}
      />
    </QueryClientProvider>,
  )
  return { onOpenChange, user: userEvent.setup() }
}

const picker = (section: number) => screen.getByTestId(`section-${section}-picker`)
const assignments = async () =>
  (await store.assignments.list()).items
    .filter((a) => a.courseId === 'c1')
    .map((a) => [a.section, a.professorId, a.term, a.academicYear, a.weeklyHours])

describe('Manage Sections', () => {
  it('shows the course, the section count and who holds each section', () => {
    renderDialog()
    expect(screen.getByRole('heading', { name: 'Manage Sections - ANIM1001' })).toBeInTheDocument()
    expect(screen.getByLabelText('Number of Sections')).toHaveValue(2)
    expect(picker(1)).toHaveTextContent('Unassigned')
    expect(picker(2)).toHaveTextContent('Cy Young')
  })

  it('ranks candidates with hours now, hours after, status and overload', async () => {
    const { user } = renderDialog()
    await user.click(picker(1))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    // ANIM1001 requires no specialization: nobody matches it better, so no "Best match" badge.
    expect(options.map((o) => o.textContent?.split(/\d/)[0]?.trim())).toEqual([
      'Unassigned',
      'Cy Young',
      'Ada Lovelace',
      'Bo ChenOverload',
    ])
    // Cy keeps the most room after the assignment (6 of 12 h), then Ada (3 of 6 h); Bo would be overloaded.
    expect(options[1]).toHaveTextContent('3/12 h now → 6 h after in Fall 2025 · Partial')
    expect(options[2]).toHaveTextContent('0/6 h now → 3 h after in Fall 2025 · Partial')
    expect(options[3]).toHaveTextContent('2/3 h now → 5 h after in Fall 2025 · Overloaded')
  })

  it('marks the top candidate "Best match" only when the course requires a specialization they have', async () => {
    const user = userEvent.setup()
    const rigging = makeCourse({ ...course, requiredSpecializations: ['Rigging'] })
    render(
      <QueryClientProvider client={createTestClient()}>
        <ManageSectionsDialog
          course={rigging}
          onOpenChange={vi.fn()}
          professors={[ada, bo, { ...cy, specializations: ['Rigging'] }]}
          assignments={existing}
          courseById={indexById([rigging, other])}
          scope={termScope({ term: 'fall', year: 2025 })}
        />
      </QueryClientProvider>,
    )
    await user.click(picker(1))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options[1]).toHaveTextContent(/^Cy YoungBest match/)
    expect(options[1]).toHaveTextContent('Covers Rigging')
  })

  it('assigns a section chosen with the keyboard and writes term and academic year', async () => {
    const { user, onOpenChange } = renderDialog()
    picker(1).focus()
    await user.keyboard('{Enter}')
    await user.keyboard('ada{Enter}')
    expect(picker(1)).toHaveTextContent('Ada Lovelace')
    expect(screen.getByTestId('section-1-summary')).toHaveTextContent(
      '3/6 h in Fall 2025 after saving · Partial',
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course assigned successfully'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect((await assignments()).sort()).toEqual([
      [1, 'ada', 'fall', '2025-2026', 3],
      [2, 'cy', 'fall', '2025-2026', 3],
    ])
  })

  it('removes assignments above a reduced count and saves the count', async () => {
    const { user } = renderDialog()
    const count = screen.getByLabelText('Number of Sections')
    await user.clear(count)
    await user.type(count, '1')
    expect(screen.getByRole('status')).toHaveTextContent('Saving removes section 2 (Cy Young)')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course unassigned successfully'))
    expect(await assignments()).toEqual([])
    expect((await store.courses.get('c1'))?.sectionCount).toBe(1)
  })

  it('forces the count to at least 1 and unassigns a row set back to Unassigned', async () => {
    const { user } = renderDialog()
    const count = screen.getByLabelText('Number of Sections')
    await user.clear(count)
    await user.type(count, '0')
    await user.tab()
    expect(count).toHaveValue(1)
    await user.clear(count)
    await user.type(count, '2')
    await user.click(picker(2))
    await user.click(screen.getByRole('option', { name: 'Unassigned' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course unassigned successfully'))
    expect(await assignments()).toEqual([])
    expect((await store.courses.get('c1'))?.sectionCount).toBe(2)
  })

  it('asks before overloading a professor', async () => {
    const { user } = renderDialog()
    await user.click(picker(1))
    await user.keyboard('bo{Enter}')
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Bo Chen would reach 5 of 3 hours per week',
    )
    await user.click(screen.getByRole('button', { name: 'Choose someone else' }))
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    expect(picker(1)).toHaveTextContent('Unassigned')
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Assign anyway' }))
    expect(picker(1)).toHaveTextContent('Bo Chen')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(success).toHaveBeenCalled())
    expect(await assignments()).toContainEqual([1, 'bo', 'fall', '2025-2026', 3])
  })

  it('a stray Enter on the overload question keeps the safe answer', async () => {
    const { user } = renderDialog()
    await user.click(picker(1))
    await user.keyboard('bo{Enter}')
    expect(screen.getByRole('button', { name: 'Choose someone else' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(picker(1)).toHaveTextContent('Unassigned')
  })

  it('ArrowDown on a section opens its professor list', async () => {
    const { user } = renderDialog()
    picker(1).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  it('Escape and Cancel ask before unsaved picks are discarded; without changes they just close', async () => {
    const { user, onOpenChange } = renderDialog()
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    onOpenChange.mockClear()

    await user.click(picker(1))
    await user.keyboard('ada{Enter}')
    expect(picker(1)).toHaveTextContent('Ada Lovelace')
    await user.keyboard('{Escape}')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Discard your unsaved changes to the sections of ANIM1001?',
    )
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(picker(1)).toHaveTextContent('Ada Lovelace')

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect((await assignments()).map((a) => a[1])).toEqual(['cy'])
  })

  it('asks before assigning a professor whose other section clashes, naming both sections', async () => {
    const monday = { days: ['mon' as const], startTime: '09:00', endTime: '12:00' }
    const studio = makeCourse({
      id: 's1',
      code: 'ANIM2001',
      weeklyHours: 3,
      semester: { term: 'fall', year: 2026 },
      schedule: monday,
    })
    const lab = makeCourse({
      id: 's2',
      code: 'GAME2002',
      weeklyHours: 2,
      semester: { term: 'fall', year: 2026 },
      schedule: { days: ['mon', 'wed'], startTime: '10:00', endTime: '11:30' },
    })
    const held = makeAssignment({
      id: 'a-cy-lab',
      courseId: 's2',
      section: 2,
      professorId: 'cy',
      weeklyHours: 2,
      academicYear: '2026-2027',
    })
    const { user } = renderDialog({
      course: studio,
      courses: [studio, lab],
      professors,
      assignments: [held],
      scope: termScope({ term: 'fall', year: 2026 }),
    })
    await user.click(picker(1))
    await user.keyboard('cy{Enter}')
    const question = screen.getByRole('alertdialog')
    expect(question).toHaveTextContent('Schedule conflict for Cy Young')
    expect(question).toHaveTextContent(
      'ANIM2001 section 1 overlaps GAME2002 section 2 on Mon 10:00-11:30.',
    )
    expect(screen.getByRole('button', { name: 'Choose someone else' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Choose someone else' }))
    expect(picker(1)).toHaveTextContent('Unassigned')
    // Back in the list with the search kept: Enter asks again.
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Assign anyway' }))
    expect(picker(1)).toHaveTextContent('Cy Young')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course assigned successfully'))
    const saved = (await store.assignments.list()).items.find((a) => a.courseId === 's1')
    expect(saved?.conflicts).toEqual(['Overlaps GAME2002 section 2 on Mon 10:00-11:30'])
  })

  it('staffs a course without a term and year in the scope term, and the save schedules it there', async () => {
    const loose = makeCourse({ id: 'u1', code: 'FREE1001', weeklyHours: 3, term: 'fall' })
    const taught = makeCourse({
      id: 'u2',
      code: 'ANIM3001',
      weeklyHours: 3,
      semester: { term: 'fall', year: 2026 },
    })
    const held = makeAssignment({
      id: 'a-ada-u2',
      courseId: 'u2',
      section: 1,
      professorId: 'ada',
      weeklyHours: 3,
      academicYear: '2026-2027',
    })
    const { user } = renderDialog({
      course: loose,
      courses: [loose, taught],
      professors,
      assignments: [held],
      scope: termScope({ term: 'fall', year: 2026 }),
    })
    expect(screen.getByTestId('not-scheduled-notice')).toHaveTextContent(
      'Not scheduled: FREE1001 has no term and year yet. Saving a professor schedules it in Fall 2026.',
    )
    await user.click(picker(1))
    // Ada's Fall 2026 section counts: a cap per planning term, in the term the save will use.
    expect(screen.getByRole('option', { name: /^Ada Lovelace/ })).toHaveTextContent(
      '3/6 h now → 6 h after in Fall 2026 · Full',
    )
    await user.keyboard('ada{Enter}')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course assigned successfully'))
    const saved = (await store.assignments.list()).items.filter((a) => a.courseId === 'u1')
    expect(saved.map((a) => [a.section, a.professorId, a.term, a.academicYear])).toEqual([
      [1, 'ada', 'fall', '2026-2027'],
    ])
    expect((await store.courses.get('u1'))?.semester).toEqual({ term: 'fall', year: 2026 })
  })
})
