// The add/edit professor form against the in-memory store: every validation message of the
// spec, focus on the first invalid field, the draft, the type-cap reset, the coordinator and
// office toggles, qualification rows, and the success and failure alerts.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { planSettingQueries } from '@/data/entity-queries'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeProfessor, makeProgram } from '@test/support/test-fixtures'
import { notify } from '@/lib/notify'
import { professorFormSchema, emptyProfessorForm } from './professor-form-schema'
import { ProfessorFormDialog } from './professor-form-dialog'
import type { Professor } from '@/domain/model/professor'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'
import { withoutRevision, withoutRevisions } from '@test/support/revisions'
import { loadPackUi } from '@/packs/pack-ui'

let store: MemoryStore
// The key the browser holds the draft under (storage-keys.ts, kept in backups by name).
const DRAFT_KEY = 'professorFormDraft'

beforeEach(() => {
  store = createMemoryStore({ professors: [makeProfessor()] })
  bindTestStore(store)
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function renderForm(professor?: Professor, client = createTestClient()) {
  const onOpenChange = vi.fn()
  const utils = render(
    <QueryClientProvider client={client}>
      <ProfessorFormDialog open onOpenChange={onOpenChange} professor={professor} />
    </QueryClientProvider>,
  )
  return { ...utils, onOpenChange }
}

const field = (label: string | RegExp) => screen.getByLabelText(label)
const submit = (name = 'Add Professor') => userEvent.click(screen.getByRole('button', { name }))
const errorsShown = () => screen.queryAllByRole('alert').map((e) => e.textContent)

async function fillValid(user = userEvent.setup()) {
  await user.type(field(/^First name/), 'Ada')
  await user.type(field(/^Last name/), 'Lovelace')
  await user.type(field(/^Email/), '  ADA@Example.edu ')
  await user.click(screen.getByRole('option', { name: 'Maya' }))
  await user.type(screen.getByLabelText('Qualification 1'), 'MFA in Animation')
  return user
}

describe('professor form: add mode', () => {
  it('shows the add title, sections and buttons', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: 'Add New Professor' })).toBeInTheDocument()
    for (const name of [
      'Basic Information',
      'Employment Information',
      'Specialties',
      'Qualifications',
      'Additional Information',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Professor' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Professional Skills' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Software Experience' })).toBeInTheDocument()
  })

  it('shows every required message at its field and focuses the first invalid field', async () => {
    renderForm()
    await submit()
    expect(errorsShown()).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'At least one specialization is required',
      'At least one qualification is required',
    ])
    expect(field(/^First name/)).toHaveFocus()
    expect(field(/^First name/)).toHaveAccessibleDescription('First name is required')
    expect(store.writeCount('professors')).toBe(0)
  })

  it('checks name length and characters with the field labels', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(field(/^First name/), 'A')
    await user.type(field(/^Last name/), 'R2-D2')
    await submit()
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument()
    expect(
      screen.getByText('Last name can only contain letters, spaces, hyphens, and apostrophes'),
    ).toBeInTheDocument()
    await user.clear(field(/^First name/))
    await user.type(field(/^First name/), 'x'.repeat(51))
    await submit()
    expect(screen.getByText('First name must be no more than 50 characters')).toBeInTheDocument()
  })

  it('checks the email address', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(field(/^Email/), 'ada@nowhere')
    await submit()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
  })

  it.each([
    ['full-time', '', 'Weekly hours must be a valid number'],
    ['full-time', '-1', 'Weekly hours cannot be negative'],
    ['full-time', '41', 'Weekly hours cannot exceed 40'],
    ['part-time', '7', 'Part-time professors cannot exceed 6 hours per week'],
    ['partial-load', '13', 'Partial load professors cannot exceed 12 hours per week'],
    ['sessional', '0', 'Maximum weekly hours must be at least 1'],
  ])('weekly hours for %s set to %j: %s', async (type, hours, message) => {
    const user = userEvent.setup()
    renderForm()
    await user.selectOptions(field(/^Employment type/), type)
    await user.clear(field(/^Max weekly hours/))
    if (hours) await user.type(field(/^Max weekly hours/), hours)
    await submit()
    expect(screen.getByText(message)).toBeInTheDocument()
  })

  it('requires an employment type, and only a valid one', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.selectOptions(field(/^Employment type/), '')
    await submit()
    expect(screen.getByText('Employment type is required')).toBeInTheDocument()
    const parsed = professorFormSchema.safeParse({
      ...emptyProfessorForm(),
      employmentType: 'contract',
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.message)).toContain(
      'Please select a valid employment type',
    )
  })

  it('resets max weekly hours to the default cap of the chosen type', async () => {
    const user = userEvent.setup()
    renderForm()
    const hours = field(/^Max weekly hours/)
    expect(hours).toHaveValue(6)
    for (const [type, cap] of [
      ['sessional', 18],
      ['full-time', 40],
      ['partial-load', 12],
      ['part-time', 6],
    ] as const) {
      await user.selectOptions(field(/^Employment type/), type)
      expect(hours).toHaveValue(cap)
    }
  })

  it('hints the max weekly hours range the form accepts: 1 to 40, since 0 is refused', async () => {
    renderForm()
    const hours = field(/^Max weekly hours/)
    expect(hours).toHaveAccessibleDescription(/^1 to 40;/)
    expect(hours).toHaveAttribute('min', '1')
  })

  it("offers the stored programs as preferred programs, not the spec's example programs", async () => {
    const { unmount } = renderForm()
    const fieldset = () => screen.getByRole('group', { name: 'Preferred programs' })
    expect(
      await within(fieldset()).findByText(
        'No programs yet: add one in Settings to choose it here.',
      ),
    ).toBeInTheDocument()
    expect(within(fieldset()).queryAllByRole('checkbox')).toEqual([])
    unmount()
    store = createMemoryStore({ professors: [makeProfessor()], programs: [makeProgram()] })
    bindTestStore(store)
    renderForm()
    expect(
      await within(fieldset()).findByRole('checkbox', { name: 'Bachelor of Animation' }),
    ).toBeInTheDocument()
    expect(within(fieldset()).getAllByRole('checkbox')).toHaveLength(1)
  })

  it('keeps a preferred program that is no longer stored, named by its id', async () => {
    renderForm(makeProfessor({ preferredPrograms: ['film-tv'] }))
    const fieldset = screen.getByRole('group', { name: 'Preferred programs' })
    expect(
      await within(fieldset).findByRole('checkbox', { name: 'film-tv (not stored)' }),
    ).toBeChecked()
  })

  it('clears a field error as soon as that field is edited', async () => {
    const user = userEvent.setup()
    renderForm()
    await submit()
    expect(screen.getByText('First name is required')).toBeInTheDocument()
    await user.type(field(/^First name/), 'A')
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument()
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
  })

  it('reveals a required coordinator role only while Coordinator is ticked', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(screen.queryByLabelText(/^Coordinator role/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Coordinator' }))
    expect(field(/^Coordinator role/)).toBeInTheDocument()
    await submit()
    expect(screen.getByText('Coordinator role is required')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Coordinator' }))
    expect(screen.queryByLabelText(/^Coordinator role/)).not.toBeInTheDocument()
    expect(screen.queryByText('Coordinator role is required')).not.toBeInTheDocument()
  })

  it('office N/A clears and disables the office field', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(field('Office'), 'B214')
    await user.click(screen.getByRole('checkbox', { name: 'N/A (no office)' }))
    expect(field('Office')).toHaveValue('')
    expect(field('Office')).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'N/A (no office)' }))
    expect(field('Office')).toBeEnabled()
  })

  it('keeps at least one qualification row and drops blank rows on save', async () => {
    renderForm()
    const user = await fillValid()
    expect(screen.queryByRole('button', { name: /Remove qualification/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Qualification' }))
    expect(screen.getByLabelText('Qualification 2')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Add Qualification' }))
    await user.type(screen.getByLabelText('Qualification 3'), 'BAA')
    expect(screen.getAllByRole('button', { name: /Remove qualification/ })).toHaveLength(3)
    await submit()
    await waitFor(async () => expect((await store.professors.list()).items).toHaveLength(2))
    const saved = (await store.professors.list()).items.find((p) => p.firstName === 'Ada')!
    expect(saved.qualifications).toEqual(['MFA in Animation', 'BAA'])
  })

  it('removes a qualification row; the last one stays', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Add Qualification' }))
    await user.click(screen.getByRole('button', { name: 'Remove qualification 2' }))
    expect(screen.getAllByLabelText(/^Qualification \d/)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /Remove qualification/ })).not.toBeInTheDocument()
  })

  it('adds custom specialties: trimmed, not blank, not already selected', async () => {
    const user = userEvent.setup()
    renderForm()
    const input = screen.getByRole('combobox', { name: 'Search or add specialties' })
    await user.type(input, '   ')
    expect(screen.queryByRole('option', { name: /^Add custom specialty/ })).not.toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '  Puppet Fabrication ')
    // No known specialty matches: the only option adds the trimmed text; Enter picks it.
    expect(
      screen.getByRole('option', { name: 'Add custom specialty “Puppet Fabrication”' }),
    ).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(
      within(screen.getByRole('list', { name: 'Selected specialties' })).getByText(
        'Puppet Fabrication',
      ),
    ).toBeInTheDocument()
    expect(input).toHaveValue('')
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument()
    await user.type(input, 'puppet fabrication')
    expect(screen.queryByRole('option', { name: /^Add custom specialty/ })).not.toBeInTheDocument()
  })

  it('filters the specialties as you type and toggles them with the keyboard (one Tab stop)', async () => {
    const user = userEvent.setup()
    renderForm()
    const input = screen.getByRole('combobox', { name: 'Search or add specialties' })
    expect(screen.queryAllByRole('checkbox', { name: 'Houdini' })).toHaveLength(0)
    await user.type(input, 'houd')
    const list = screen.getByRole('listbox', { name: 'Specialties' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Houdini', 'Add custom specialty “houd”'])
    await user.keyboard('{Enter}')
    expect(screen.getByRole('option', { name: 'Houdini' })).toHaveAttribute('aria-selected', 'true')
    expect(
      within(screen.getByRole('list', { name: 'Selected specialties' })).getByText('Houdini'),
    ).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('option', { name: 'Houdini' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    expect(screen.getByText('0 selected')).toBeInTheDocument()
  })

  it('adds the professor (Enter submits), alerts, and stores clean values', async () => {
    renderForm()
    const user = await fillValid()
    await user.click(screen.getByRole('checkbox', { name: 'N/A (no office)' }))
    await user.type(field(/^First name/), '{Enter}')
    await waitFor(() =>
      expect(notify.alert).toHaveBeenCalledWith(
        'Professor Ada Lovelace added successfully',
        'success',
      ),
    )
    const saved = (await store.professors.list()).items.find((p) => p.firstName === 'Ada')!
    expect(saved).toMatchObject({
      email: 'ada@example.edu',
      officeNA: true,
      office: '',
      employmentType: 'part-time',
      maxWeeklyHours: 6,
      specializations: ['Maya'],
      isActive: true,
    })
    expect(saved.id).toMatch(/^prof-adalo-\d+$/)
  })

  it('shows the failure inline and as an alert, keeping the form open', async () => {
    const { onOpenChange } = renderForm()
    await fillValid()
    store.failNextApply(new Error('disk unavailable'))
    await submit()
    await waitFor(() =>
      expect(notify.alert).toHaveBeenCalledWith(
        expect.stringMatching(/^Failed to add professor: /),
        'error',
      ),
    )
    expect(screen.getByText(/^Failed to add professor: /)).toBeInTheDocument()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('Escape and Cancel close the dialog', async () => {
    const { onOpenChange } = renderForm()
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    onOpenChange.mockClear()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('professor form: draft', () => {
  it('autosaves 1 s after a change, restores on reopen, and clears after a successful add', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = renderForm()
    fireEvent.change(field(/^First name/), { target: { value: 'Grace' } })
    act(() => void vi.advanceTimersByTime(900))
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    act(() => void vi.advanceTimersByTime(200))
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ firstName: 'Grace' })
    fireEvent.change(field(/^Last name/), { target: { value: 'Hopper' } })
    // Closing inside the debounce window still keeps the latest entry.
    first.unmount()
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    })
    vi.useRealTimers()

    renderForm()
    expect(field(/^First name/)).toHaveValue('Grace')
    expect(field(/^Last name/)).toHaveValue('Hopper')
    const user = userEvent.setup()
    await user.type(field(/^Email/), 'grace@example.edu')
    await user.click(screen.getByRole('option', { name: 'Nuke' }))
    await user.type(screen.getByLabelText('Qualification 1'), 'BSc')
    await submit()
    await waitFor(() =>
      expect(notify.alert).toHaveBeenCalledWith(
        'Professor Grace Hopper added successfully',
        'success',
      ),
    )
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('ignores a damaged draft', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        firstName: 42,
        lastName: 'Ok',
        qualifications: 'x',
        maxWeeklyHours: 'many',
      }),
    )
    renderForm()
    expect(field(/^First name/)).toHaveValue('')
    expect(field(/^Last name/)).toHaveValue('Ok')
    expect(field(/^Max weekly hours/)).toHaveValue(6)
    expect(screen.getAllByLabelText(/^Qualification \d/)).toHaveLength(1)
  })
})

describe('professor form: edit mode', () => {
  it('prefills, saves changes and alerts with the name; no draft is written', async () => {
    const jane = makeProfessor({
      specializations: ['Maya'],
      qualifications: ['MFA'],
      isCoordinator: true,
      coordinatorRole: 'Lead',
    })
    const user = userEvent.setup()
    renderForm(jane)
    expect(screen.getByRole('heading', { name: 'Edit Professor' })).toBeInTheDocument()
    expect(field(/^First name/)).toHaveValue('Jane')
    expect(field(/^Coordinator role/)).toHaveValue('Lead')
    await user.clear(field(/^Last name/))
    await user.type(field(/^Last name/), 'Smith')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(notify.alert).toHaveBeenCalledWith(
        'Professor Jane Smith updated successfully',
        'success',
      ),
    )
    expect((await store.professors.list()).items[0]).toMatchObject({
      id: jane.id,
      lastName: 'Smith',
      qualifications: ['MFA'],
    })
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it("saves a phone change on an imported professor without demanding what the user did not touch", async () => {
    // As an older import stored it: part-time with a 10 h cap, no specialization, no qualification.
    const imported = makeProfessor({ maxWeeklyHours: 10, specializations: [], qualifications: [] })
    store = createMemoryStore({ professors: [imported] })
    bindTestStore(store)
    const user = userEvent.setup()
    renderForm(imported)
    // What is missing or out of rule is shown, as something to complete, not as an error.
    const todo = screen.getByRole('status', { name: 'To complete' })
    expect(todo).toHaveTextContent('Part-time professors cannot exceed 6 hours per week')
    expect(todo).toHaveTextContent('At least one specialization is required')
    expect(todo).toHaveTextContent('At least one qualification is required')
    await user.type(field(/^Phone/), '555-0199')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(notify.alert).toHaveBeenCalledWith('Professor Jane Doe updated successfully', 'success'))
    expect((await store.professors.list()).items[0]).toMatchObject({ phone: '555-0199', maxWeeklyHours: 10 })
  })

  it('still refuses a rule the user breaks in this edit', async () => {
    const imported = makeProfessor({ employmentType: 'full-time', maxWeeklyHours: 20, qualifications: [] })
    store = createMemoryStore({ professors: [imported] })
    bindTestStore(store)
    const user = userEvent.setup()
    renderForm(imported)
    await user.clear(field(/^Max weekly hours/))
    await user.type(field(/^Max weekly hours/), '45')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Weekly hours cannot exceed 40')).toBeInTheDocument()
    expect(store.writeCount('professors')).toBe(0)
  })
})

describe('professor form: add mode under Ontario CAAT-A (issue 30: a probationary professor in one trip)', () => {
  const caatRecords = async () => (await store.contractRecords.list()).items.map(withoutRevision)
  const probationary = () => screen.queryByRole('checkbox', { name: 'Probationary (no overtime, even by agreement)' })
  const added = () => waitFor(() => expect(notify.alert).toHaveBeenCalledWith('Professor Ada Lovelace added successfully', 'success'))
  /** The form once the plan's settings (the CAAT-A rules) are read and the pack's screen parts are in, as the app has them at start. */
  const renderCaatForm = async () => {
    const client = createTestClient()
    await client.ensureQueryData(planSettingQueries.list())
    await loadPackUi('ontario-caat-a')
    return renderForm(undefined, client)
  }
  beforeEach(() => {
    store = createMemoryStore({ professors: [makeProfessor()], planSettings: [workloadRulesSetting({ ...defaultWorkloadRules(), rules: 'ontario-caat-a' })] })
    bindTestStore(store)
    // A valid full-time professor as the autosaved draft: the form opens filled (fewer keystrokes).
    const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.edu', specializations: ['Maya'], qualifications: [{ value: 'MFA' }] }
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...emptyProfessorForm(), ...ada, employmentType: 'full-time', maxWeeklyHours: 18 }))
  })

  it('offers the probationary flag for a full-time professor and writes it with the professor', async () => {
    const user = userEvent.setup()
    const { onOpenChange } = await renderCaatForm()
    await user.selectOptions(field(/^Employment type/), 'Part-time')
    expect(probationary()).toBeNull()
    await user.selectOptions(field(/^Employment type/), 'Full-time')
    expect(probationary()).not.toBeChecked()
    await user.click(probationary()!)
    const apply = vi.spyOn(store, 'apply')
    await submit()
    await added()
    expect(onOpenChange).toHaveBeenCalledWith(false)
    const ada = (await store.professors.list()).items.find((p) => p.email === 'ada@example.edu')!
    expect(await caatRecords()).toEqual([{ professorId: ada.id, probationary: true, terms: {} }])
    // One ChangeSet, one transaction: the professor and their record land together or not at all.
    expect(apply).toHaveBeenCalledTimes(1)
    expect(withoutRevisions(apply.mock.calls[0]![0].put as never)).toEqual({ professors: [withoutRevision(ada)], contractRecords: [{ professorId: ada.id, probationary: true, terms: {} }] })
  })

  it('writes no record when the professor could not be added', async () => {
    const user = userEvent.setup()
    await renderCaatForm()
    await user.click(probationary()!)
    store.failNextApply(new Error('disk full'))
    await submit()
    await waitFor(() => expect(notify.alert).toHaveBeenCalledWith(expect.stringMatching(/^Failed to add professor: .*disk full/), 'error'))
    expect((await store.professors.list()).items).toHaveLength(1)
    expect(await caatRecords()).toEqual([])
  })

  it('writes no record for a flag left ticked when the type changed: probation is a full-time matter', async () => {
    const user = userEvent.setup()
    await renderCaatForm()
    await user.click(probationary()!)
    await user.selectOptions(field(/^Employment type/), 'Partial Load')
    await submit()
    await added()
    expect(await caatRecords()).toEqual([])
  })

  it('writes no record for a full-time professor not marked probationary', async () => {
    await renderCaatForm()
    await submit()
    await added()
    expect(await caatRecords()).toEqual([])
  })

  it('is not offered under the default rules', async () => {
    store = createMemoryStore({ professors: [makeProfessor()] })
    bindTestStore(store)
    await renderCaatForm()
    expect(field(/^Employment type/)).toHaveValue('full-time')
    expect(probationary()).toBeNull()
  })
})
