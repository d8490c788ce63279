// The add/edit course dialog against the in-memory store: the spec's messages, the code-pattern
// warning that does not block, success and failure toasts, and the JSON file import (not an
// array, bad JSON, existing codes skipped) writing nothing on failure.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Course } from '@/domain/model/course'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeCourse, makeProgram } from '@test/support/test-fixtures'
import { CourseFormDialog } from './course-form-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>
let failure: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  store = createMemoryStore({ courses: [makeCourse()], programs: [makeProgram()] })
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
  failure = vi.spyOn(notify, 'error').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderDialog(course?: Course, courses: Course[] = [makeCourse()]) {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createTestClient()}>
      <CourseFormDialog
        open
        onOpenChange={onOpenChange}
        course={course}
        programs={[makeProgram()]}
        programVersions={[]}
        courses={courses}
      />
    </QueryClientProvider>,
  )
  return { onOpenChange }
}

const courses = async () => (await store.courses.list()).items
const alerts = () => screen.queryAllByRole('alert').map((e) => e.textContent)

describe('course form', () => {
  it('refuses a code already used in the same program version, whatever its case or spaces', async () => {
    const user = userEvent.setup()
    renderDialog()
    await user.type(screen.getByLabelText(/Course code/), ' anim1001 ')
    await user.type(screen.getByLabelText(/Course title/), 'Second Foundations')
    await user.selectOptions(screen.getByLabelText('Program'), 'bachelor-animation')
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    await waitFor(() =>
      expect(alerts()).toContain('Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall (not scheduled).'),
    )
    expect(await courses()).toHaveLength(1)
    expect(success).not.toHaveBeenCalled()
    // The same code in another version is a different course.
    await user.type(screen.getByLabelText(/Program version/), 'D-2026')
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course added successfully!'))
    expect(await courses()).toHaveLength(2)
  })

  it('opens with the spec defaults', () => {
    renderDialog()
    expect(screen.getByRole('heading', { name: 'Add New Course' })).toBeInTheDocument()
    expect(screen.getByLabelText('Level')).toHaveValue(1)
    expect(screen.getByLabelText('Weekly hours')).toHaveValue(3)
    expect(screen.getByLabelText('Number of sections')).toHaveValue(1)
    expect(screen.getByLabelText('Term')).toHaveValue('fall')
    expect(screen.getByLabelText('Year')).toHaveValue(new Date().getFullYear())
  })

  it('shows the required messages and writes nothing', async () => {
    const user = userEvent.setup()
    renderDialog()
    await user.clear(screen.getByLabelText('Weekly hours'))
    await user.type(screen.getByLabelText('Weekly hours'), '-1')
    await user.click(screen.getByRole('button', { name: 'Add Course' }))
    await waitFor(() =>
      expect(alerts()).toEqual(['Course code is required.', 'Course title is required.', 'Weekly hours cannot be negative.']),
    )
    expect(await courses()).toHaveLength(1)
  })

  it('warns about an unusual code without blocking, and adds the course', async () => {
    const user = userEvent.setup()
    const { onOpenChange } = renderDialog()
    await user.type(screen.getByLabelText(/Course code/), 'anim-7')
    expect(screen.getByRole('status')).toHaveTextContent('2-4 capital letters then 4-5 digits')
    await user.type(screen.getByLabelText(/Course title/), 'Experimental Film')
    await user.selectOptions(screen.getByLabelText('Program'), 'bachelor-animation')
    await user.type(screen.getByLabelText(/Course title/), '{Enter}')
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course added successfully!'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    const added = (await courses()).find((c) => c.code === 'anim-7')
    expect(added).toMatchObject({
      title: 'Experimental Film',
      programId: 'bachelor-animation',
      programName: 'Bachelor of Animation',
      level: 1,
      weeklyHours: 3,
      sectionCount: 1,
      semester: { term: 'fall', year: new Date().getFullYear() },
    })
  })

  it("saves an edit of either offering of a rolled-over course: the same code in another term is no duplicate (issue 30)", async () => {
    const fall2026 = makeCourse({ semester: { term: 'fall', year: 2026 } })
    const fall2027 = makeCourse({ id: 'course-anim1001-fall-2027', semester: { term: 'fall', year: 2027 } })
    store = createMemoryStore({ courses: [fall2026, fall2027], programs: [makeProgram()] })
    bindTestStore(store)
    const user = userEvent.setup()
    renderDialog(fall2027, [fall2026, fall2027])
    await user.clear(screen.getByLabelText(/Course title/))
    await user.type(screen.getByLabelText(/Course title/), 'Animation Foundations 2027')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course updated successfully!'))
    expect((await courses()).find((c) => c.id === fall2027.id)?.title).toBe('Animation Foundations 2027')
    // Moving it into the original's term is a duplicate.
    await user.clear(screen.getByLabelText('Year'))
    await user.type(screen.getByLabelText('Year'), '2026')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(alerts()).toContain('Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.'),
    )
  })

  it('updates a course and reports a failed save with Error: + message', async () => {
    const user = userEvent.setup()
    const course = makeCourse()
    renderDialog(course)
    expect(screen.getByRole('heading', { name: 'Edit Course' })).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/Course title/))
    await user.type(screen.getByLabelText(/Course title/), 'Animation Foundations')
    store.failNextApply(new Error('disk full'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(failure).toHaveBeenCalled())
    expect(failure.mock.calls[0]![0]).toMatch(/^Error: /)
    expect((await courses())[0]!.title).toBe('Foundations of Animation')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course updated successfully!'))
    expect((await courses())[0]!.title).toBe('Animation Foundations')
  })
})

describe('what the course needs', () => {
  it('saves required specializations (split on , ; |), expected students per section and the evaluation mix, refusing a mix not adding up to 100', async () => {
    const user = userEvent.setup()
    renderDialog(makeCourse())
    await user.type(screen.getByLabelText('Required specializations'), 'Maya; Rigging | Story, maya')
    await user.type(screen.getByLabelText('Expected students per section'), '28')
    await user.type(screen.getByLabelText('Essay / project %'), '60')
    await user.type(screen.getByLabelText('Routine / assisted %'), '30')
    expect(screen.getByText('Total: 90%')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(alerts()).toEqual(['The evaluation mix must add up to 100%; these add up to 90%.']))
    expect((await courses())[0]!.evaluationMix).toBeUndefined()
    expect(success).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('In-process %'), '10')
    expect(screen.getByText('Total: 100%')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course updated successfully!'))
    expect((await courses())[0]).toMatchObject({
      requiredSpecializations: ['Maya', 'Rigging', 'Story'],
      expectedEnrolment: 28,
      evaluationMix: { essay: 60, routine: 30, inProcess: 10 },
    })
  })

  it('shows a stored mix and expected enrolment, names a bad share, and clearing all three shares forgets the mix', async () => {
    const course = makeCourse({ evaluationMix: { essay: 70, routine: 0, inProcess: 30 }, expectedEnrolment: 24 })
    store = createMemoryStore({ courses: [course], programs: [makeProgram()] })
    bindTestStore(store)
    const user = userEvent.setup()
    renderDialog(course)
    expect(screen.getByLabelText('Essay / project %')).toHaveValue(70)
    expect(screen.getByLabelText('Routine / assisted %')).toHaveValue(0)
    expect(screen.getByLabelText('In-process %')).toHaveValue(30)
    expect(screen.getByLabelText('Expected students per section')).toHaveValue(24)
    await user.clear(screen.getByLabelText('Essay / project %'))
    await user.type(screen.getByLabelText('Essay / project %'), '170')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(alerts()).toEqual(['Enter a whole percentage from 0 to 100.']))
    expect(screen.getByLabelText('Essay / project %')).toHaveAttribute('aria-invalid', 'true')
    for (const label of ['Essay / project %', 'Routine / assisted %', 'In-process %']) await user.clear(screen.getByLabelText(label))
    await user.clear(screen.getByLabelText('Expected students per section'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Course updated successfully!'))
    expect((await courses())[0]!.evaluationMix).toBeUndefined()
    expect((await courses())[0]!.expectedEnrolment).toBeUndefined()
  })
})

describe('JSON import', () => {
  function file(text: string) {
    return new File([text], 'courses.json', { type: 'application/json' })
  }
  async function chooseJson(text: string) {
    const user = userEvent.setup()
    const dialog = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Load from JSON File' }))
    expect(screen.getByRole('button', { name: 'Enter Manually' })).toBeInTheDocument()
    await user.upload(screen.getByLabelText(/Course JSON file/), file(text))
    return { user, ...dialog }
  }

  it('rejects a file that is not an array and writes nothing', async () => {
    await chooseJson('{"code":"X1"}')
    const message = 'Failed to parse or import file: JSON file must be an array of course objects.'
    await waitFor(() => expect(alerts()).toContain(message))
    expect(failure).toHaveBeenCalledWith(message)
    expect(await courses()).toHaveLength(1)
  })

  it('reports broken JSON with the parse error', async () => {
    await chooseJson('[{"code": ')
    await waitFor(() => expect(alerts()[0]).toMatch(/^Failed to parse or import file: .+/))
    expect(await courses()).toHaveLength(1)
  })

  it('adds new courses and skips existing codes of the same program version and term', async () => {
    const { onOpenChange } = await chooseJson(
      JSON.stringify([
        { code: 'ANIM1001', title: 'Duplicate', programId: 'bachelor-animation' },
        { code: 'GAME2001', title: 'Level Design', weeklyHours: 4 },
      ]),
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith('Imported 1 course, skipped 1 with existing codes.'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    const codes = (await courses()).map((c) => c.code).sort()
    expect(codes).toEqual(['ANIM1001', 'GAME2001'])
  })

  it('switches back to manual entry', async () => {
    const { user } = await chooseJson('[]')
    await user.click(screen.getByRole('button', { name: 'Enter Manually' }))
    expect(screen.getByLabelText(/Course code/)).toBeInTheDocument()
  })
})
