// The /programs import control asks before re-importing a stored design number, like the
// Program Manager: a new version by default, nothing stored touched.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/alert-dialog'
import { ensureCoreData } from '@/data/ensure-core-data'
import { createAppQueryClient } from '@/data/query-client'
import { bindDataStore } from '@/data/store-registry'
import { buildProgramImport } from '@/domain/program-from-import'
import { PROGRAM_TEMPLATE } from '@/domain/program-template'
import { notify } from '@/lib/notify'
// eslint-disable-next-line no-restricted-imports -- component tests bind an in-memory store
import { createMemoryStore, type MemoryStore } from '@/storage/memory-store'
import { ProgramVersionImport } from './program-version-import'

let store: MemoryStore
beforeEach(async () => {
  store = createMemoryStore()
  bindDataStore(store)
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
  const client = createAppQueryClient()
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
