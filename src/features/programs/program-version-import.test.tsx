// The /programs import control asks before re-importing a stored design number, like the
// Program Manager: a new version by default, nothing stored touched.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import { ensureCoreData } from '@/data/ensure-core-data'
import { buildProgramImport } from '@/domain/programs/program-from-import'
import { PROGRAM_TEMPLATE } from '@/domain/programs/program-template'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { ProgramVersionImport } from './program-version-import'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
beforeEach(async () => {
  store = createMemoryStore()
  bindTestStore(store)
  vi.spyOn(notify, 'success').mockImplementation(() => 0)
  vi.spyOn(notify, 'error').mockImplementation(() => 0)
  const mappings = { 'Level 1': { term: 'fall' as const, year: 2026 }, 'Level 2': { term: 'winter' as const, year: 2027 } }
  const write = buildProgramImport(
    { data: structuredClone(PROGRAM_TEMPLATE), mappings, importedFrom: 'json', now: new Date('2026-01-01T00:00:00Z') },
    { programs: [], programVersions: [], courses: [], assignments: [] },
  )
  await store.apply(write.changes)
})
afterEach(() => vi.restoreAllMocks())

it('asks before importing a design number that is already stored; Create a new version keeps the original', async () => {
  // As the route loader does: the lists are loaded before the screen shows.
  const client = createTestClient()
  await ensureCoreData(client)
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <ProgramVersionImport programId="exan" />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
  fireEvent.change(screen.getByTestId('version-file-input'), {
    target: { files: [new File([JSON.stringify(PROGRAM_TEMPLATE)], 'again.json')] },
  })
  const choice = await screen.findByRole('dialog', { name: 'This design number is already imported' })
  expect(within(choice).getByTestId('reimport-summary')).toHaveTextContent('0 added, 0 removed, 0 changed, 3 unchanged.')
  await userEvent.click(within(choice).getByRole('button', { name: 'Continue to semester mapping' }))
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Map Program Semesters' })).getByRole('button', { name: 'Confirm' }))
  await waitFor(async () => expect((await store.programVersions.list()).items.map((v) => v.programDesignNumber)).toEqual(['2026-01 (2)']))
  expect(await store.programs.count()).toBe(1)
})

function renderImport(client: ReturnType<typeof createTestClient>) {
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <ProgramVersionImport programId="exan" selected={{ name: PROGRAM_TEMPLATE.program.name, code: PROGRAM_TEMPLATE.program.code }} />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
}

const otherProgram = () => {
  const data = structuredClone(PROGRAM_TEMPLATE)
  data.program = { ...data.program, name: 'Game Development', code: 'GAME', design_number: '2027-01' }
  return new File([JSON.stringify(data)], 'game.json')
}

it('warns, naming both programs, before a file for another program becomes this one’s version; Cancel writes nothing', async () => {
  const client = createTestClient()
  await ensureCoreData(client)
  renderImport(client)
  fireEvent.change(screen.getByTestId('version-file-input'), { target: { files: [otherProgram()] } })
  const ask = await screen.findByRole('alertdialog', { name: 'This file is for a different program' })
  expect(ask).toHaveTextContent(
    `The file's program code and name differ: it is for "Game Development" (GAME), but the selected program is "${PROGRAM_TEMPLATE.program.name}" (${PROGRAM_TEMPLATE.program.code}).`,
  )
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(screen.queryByRole('dialog', { name: 'Map Program Semesters' })).not.toBeInTheDocument()
  expect(await store.programVersions.count()).toBe(0)
})

it('Import as a version continues to the semester mapping and stores the version under the selected program', async () => {
  const client = createTestClient()
  await ensureCoreData(client)
  renderImport(client)
  fireEvent.change(screen.getByTestId('version-file-input'), { target: { files: [otherProgram()] } })
  const ask = await screen.findByRole('alertdialog', { name: 'This file is for a different program' })
  await userEvent.click(within(ask).getByRole('button', { name: 'Import as a version' }))
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Map Program Semesters' })).getByRole('button', { name: 'Confirm' }))
  await waitFor(async () => expect((await store.programVersions.list()).items.map((v) => [v.programId, v.programDesignNumber])).toEqual([['exan', '2027-01']]))
})
