// Edit Program on /programs: the form says what is wrong, a save renames the program and the name
// stored on its courses in one undo step, and the program's id never changes.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { replayStep } from '@/data/apply-changes'
import { ensureCoreData } from '@/data/ensure-core-data'
import { undoHistoryOf } from '@/data/undo-history'
import { PROGRAM_EDIT_MESSAGES } from '@/domain/programs/program-edit'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeCourse, makeProgram } from '@test/support/test-fixtures'
import { ProgramEditDialog } from './program-edit-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const gameArt = makeProgram({ slug: 'game-art', program: { name: 'game-art', code: 'game-art' } })
const film = makeProgram({ slug: 'film', program: { name: 'Film & TV', code: 'FILM' } })

let store: MemoryStore
beforeEach(async () => {
  store = createMemoryStore()
  bindTestStore(store)
  vi.spyOn(notify, 'success').mockImplementation(() => 0)
  vi.spyOn(notify, 'error').mockImplementation(() => 0)
  await store.apply({
    put: {
      programs: [gameArt, film],
      courses: [
        makeCourse({ id: 'ga1', code: 'GA1001', programId: 'game-art', program: 'game-art', programName: 'game-art' }),
        makeCourse({ id: 'fi1', code: 'FI1001', programId: 'film', program: 'film', programName: 'Film & TV' }),
      ],
    },
  })
})
afterEach(() => vi.restoreAllMocks())

async function openDialog() {
  const client = createTestClient()
  await ensureCoreData(client)
  render(
    <QueryClientProvider client={client}>
      <ProgramEditDialog program={gameArt} programs={[gameArt, film]} />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Edit Program' }))
  return { client, dialog: await screen.findByRole('dialog', { name: 'Edit Program' }) }
}

it('names the program, its code, credential and length; one undo step brings the old name back', async () => {
  const { client, dialog } = await openDialog()
  const name = within(dialog).getByLabelText(/Program name/)
  expect(name).toHaveValue('game-art')
  await userEvent.clear(name)
  await userEvent.type(name, 'Game Art')
  await userEvent.clear(within(dialog).getByLabelText('Program code'))
  await userEvent.type(within(dialog).getByLabelText('Program code'), 'GART')
  await userEvent.type(within(dialog).getByLabelText('Credential'), 'Advanced Diploma')
  await userEvent.type(within(dialog).getByLabelText('Length (years)'), '3{Enter}')

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(notify.success).toHaveBeenCalledWith('Program "Game Art" saved')
  const stored = await store.programs.get('game-art')
  expect(stored?.slug).toBe('game-art')
  expect(stored?.program).toMatchObject({ name: 'Game Art', code: 'GART', credential: 'Advanced Diploma', length_years: 3 })
  expect((await store.courses.list()).items.map((c) => [c.id, c.programId, c.programName])).toEqual([
    ['fi1', 'film', 'Film & TV'],
    ['ga1', 'game-art', 'Game Art'],
  ])
  expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['rename program game-art to Game Art'])

  await replayStep(client, 'undo')
  expect((await store.programs.get('game-art'))?.program).toMatchObject({ name: 'game-art', code: 'game-art', credential: '' })
  expect((await store.courses.get('ga1'))?.programName).toBe('game-art')
})

it('says what is wrong: a blank name, a length out of range, a code another program uses; nothing is saved', async () => {
  const { dialog } = await openDialog()
  await userEvent.clear(within(dialog).getByLabelText(/Program name/))
  await userEvent.type(within(dialog).getByLabelText('Length (years)'), '12')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
  expect(await within(dialog).findByText(PROGRAM_EDIT_MESSAGES.nameRequired)).toBeInTheDocument()
  expect(within(dialog).getByText(PROGRAM_EDIT_MESSAGES.length)).toBeInTheDocument()
  expect(within(dialog).getByLabelText(/Program name/)).toHaveAttribute('aria-invalid', 'true')

  await userEvent.type(within(dialog).getByLabelText(/Program name/), 'Game Art')
  await userEvent.clear(within(dialog).getByLabelText('Length (years)'))
  await userEvent.clear(within(dialog).getByLabelText('Program code'))
  await userEvent.type(within(dialog).getByLabelText('Program code'), 'film')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
  expect(await within(dialog).findByText('The code film is already used by "Film & TV". Choose another code.')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('Program code')).toHaveFocus()
  expect((await store.programs.get('game-art'))?.program.name).toBe('game-art')
})

it('Escape closes without saving and gives the focus back to Edit Program', async () => {
  const { dialog } = await openDialog()
  await userEvent.type(within(dialog).getByLabelText(/Program name/), ' changed')
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('button', { name: 'Edit Program' })).toHaveFocus()
  expect((await store.programs.get('game-art'))?.program.name).toBe('game-art')
})
