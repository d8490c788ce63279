// Import Professors dialog: the Import button waits for text, bad files change nothing, a good
// file lands as one write with the counts and per-row errors shown.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeProfessor } from '@test/support/test-fixtures'
import { ImportProfessorsDialog } from './import-professors-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
beforeEach(() => {
  store = createMemoryStore({ professors: [makeProfessor()] })
  bindTestStore(store)
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderDialog() {
  render(
    <QueryClientProvider client={createTestClient()}>
      <ImportProfessorsDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
  )
}

const paste = async (text: string) => {
  const box = screen.getByLabelText('Or paste JSON')
  await userEvent.clear(box)
  // user-event treats { and [ as key descriptors; paste the text instead.
  await userEvent.click(box)
  await userEvent.paste(text)
}
const importButton = () => screen.getByRole('button', { name: 'Import' })

describe('ImportProfessorsDialog', () => {
  it('keeps Import disabled while the text is blank', async () => {
    renderDialog()
    expect(screen.getByRole('heading', { name: 'Import Professors' })).toBeInTheDocument()
    expect(importButton()).toBeDisabled()
    await paste('   ')
    expect(importButton()).toBeDisabled()
  })

  it.each([
    ['{"data": []}', 'Invalid JSON format'],
    ['"just text"', 'Invalid JSON format'],
  ])('shows %s as %s and writes nothing', async (text, message) => {
    renderDialog()
    await paste(text)
    await userEvent.click(importButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(store.writeCount('professors')).toBe(0)
  })

  it('says which file was read, not "No file chosen" (the native input is cleared to allow the same file again)', async () => {
    renderDialog()
    expect(screen.getByTestId('file-picker-name')).toHaveTextContent('No file chosen')
    const input = screen.getByLabelText('JSON file')
    // The native control, whose own text goes back to "No file chosen", is not what is shown.
    expect(input).toHaveClass('sr-only')
    await userEvent.upload(input, new File(['[]'], 'staff.json', { type: 'application/json' }))
    await waitFor(() =>
      expect(screen.getByTestId('file-picker-name')).toHaveTextContent('staff.json'),
    )
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'staff.json',
    )
  })

  it('shows the parse error of a file that is not JSON', async () => {
    renderDialog()
    await paste('{ nope')
    await userEvent.click(importButton())
    expect((await screen.findByRole('alert')).textContent).not.toBe('')
    expect(store.writeCount('professors')).toBe(0)
  })

  it('imports valid rows, updates by email, skips bad rows with their number and reason', async () => {
    renderDialog()
    await paste(
      JSON.stringify({
        professors: [
          {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@x.org',
            employmentType: 'Full-time',
            maxWeeklyHours: 20,
            active: 'YES',
          },
          { firstName: '', lastName: 'Nobody', email: 'bad', employmentType: 'part-time' },
          {
            firstName: 'Janet',
            lastName: 'Doe',
            email: 'JANE.DOE@example.edu',
            employmentType: 'part-time',
            isActive: 0,
          },
        ],
      }),
    )
    await userEvent.click(importButton())
    expect(await screen.findByText('Imported 1 new, updated 1, skipped 1')).toBeInTheDocument()
    expect(
      screen.getByText('Row 2: First name is required, Invalid email format'),
    ).toBeInTheDocument()
    expect(notify.alert).toHaveBeenCalledWith('Imported 1 new, updated 1, skipped 1', 'warning')
    const items = (await store.professors.list()).items
    expect(items).toHaveLength(2)
    expect(items.find((p) => p.email === 'ada@x.org')).toMatchObject({
      employmentType: 'full-time',
      isActive: true,
    })
    expect(items.find((p) => p.id === 'prof-janed-1')).toMatchObject({
      firstName: 'Janet',
      isActive: false,
    })
  })

  it('is all or nothing: a failed write keeps the store unchanged and says so', async () => {
    renderDialog()
    await paste(
      JSON.stringify([
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.org', employmentType: 'full-time' },
        { firstName: 'Alan', lastName: 'Turing', email: 'alan@x.org', employmentType: 'sessional' },
      ]),
    )
    store.failNextApply(new Error('disk unavailable'))
    await userEvent.click(importButton())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to import: /))
    expect((await store.professors.list()).items).toHaveLength(1)
  })
})
