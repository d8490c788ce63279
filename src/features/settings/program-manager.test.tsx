// Program Manager: paste and upload messages of the spec, invalid data never advances, a valid
// program lands (program + courses) in one write after the semester mapping.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/alert-dialog'
import { createAppQueryClient } from '@/data/query-client'
import { bindDataStore } from '@/data/store-registry'
import { PROGRAM_TEMPLATE } from '@/domain/program-template'
import { notify } from '@/lib/notify'
// eslint-disable-next-line no-restricted-imports -- component tests bind an in-memory store
import { createMemoryStore, type MemoryStore } from '@/storage/memory-store'
import { ProgramManager } from './program-manager'

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  store = createMemoryStore()
  bindDataStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
  error = vi.spyOn(notify, 'error').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderManager() {
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <ConfirmProvider>
        <ProgramManager />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
}

async function paste(text: string) {
  await userEvent.click(screen.getByRole('tab', { name: 'JSON Paste' }))
  const box = screen.getByLabelText('Program JSON')
  await userEvent.clear(box)
  await userEvent.click(box)
  if (text) await userEvent.paste(text)
}

describe('ProgramManager', () => {
  it('URL Extract: Generate AI Prompt stays disabled until both URLs are filled', async () => {
    renderManager()
    const generate = screen.getByRole('button', { name: 'Generate AI Prompt' })
    expect(generate).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Program page URL'), 'https://a.example/p')
    expect(generate).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Courses page URL'), 'javascript:alert(1)')
    await userEvent.click(generate)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid URLs starting with http:// or https://')
    expect(screen.queryByTestId('generated-prompt')).not.toBeInTheDocument()
  })

  it("JSON Paste: 'Process JSON' disabled when empty; Ctrl+Enter on blank text gives the spec message", async () => {
    renderManager()
    await paste('')
    expect(screen.getByRole('button', { name: 'Process JSON' })).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Program JSON'), '   {Control>}{Enter}{/Control}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Please paste some JSON content')
  })

  it("invalid JSON shows 'Invalid JSON: …' and stores nothing", async () => {
    renderManager()
    await paste('{"program": ')
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid JSON: /)
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Invalid JSON: /))
    expect((await store.programs.list()).items).toEqual([])
  })

  it("invalid data: errors listed, 'Fix Errors First' disabled with its hint, no mapping dialog", async () => {
    renderManager()
    await paste(JSON.stringify({ program: { name: 'X' }, courses_by_level: { 'Level 1': [{ code: 'A' }] } }))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    const panel = await screen.findByTestId('validation-panel')
    expect(panel).toHaveTextContent('source_last_scraped is required and must be an ISO timestamp string')
    expect(panel).toHaveTextContent('Level 1 · item A: Course title is required and must be a non-empty string')
    expect(screen.getByRole('button', { name: 'Fix Errors First' })).toBeDisabled()
    expect(screen.getByText('Resolve validation issues to proceed to semester mapping.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Program data has validation errors (from paste)')
  })

  it('a valid paste maps semesters and writes the program with its courses', async () => {
    renderManager()
    await paste(JSON.stringify(PROGRAM_TEMPLATE))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(success).toHaveBeenCalledWith('Program data loaded successfully from paste!')
    const dialog = await screen.findByRole('dialog', { name: 'Map Program Semesters' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Program "Example Animation Diploma" added successfully!'))
    expect(((await store.programs.list()).items).map((p) => p.slug)).toEqual(['exan'])
    expect(((await store.courses.list()).items).map((c) => c.code).sort()).toEqual(['EXAN1001', 'EXAN1002', 'EXAN2001'])
    expect(await screen.findByRole('heading', { name: 'Current Programs (1)' })).toBeInTheDocument()
    expect(screen.getByText('EXAN · Diploma · 2 years')).toBeInTheDocument()
  })

  it('cancelling the mapping discards the import', async () => {
    renderManager()
    await paste(JSON.stringify(PROGRAM_TEMPLATE))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    const dialog = await screen.findByRole('dialog', { name: 'Map Program Semesters' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('validation-panel')).not.toBeInTheDocument()
    expect((await store.programs.list()).items).toEqual([])
    expect(screen.getByText('No programs uploaded yet')).toBeInTheDocument()
  })

  it('File Upload refuses other types and oversized files with the spec messages', async () => {
    renderManager()
    await userEvent.click(screen.getByRole('tab', { name: 'File Upload' }))
    fireEvent.change(screen.getByTestId('program-file-input'), { target: { files: [new File(['x'], 'notes.txt')] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a .json file')
    const big = new File(['{}'], 'big.json')
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })
    fireEvent.change(screen.getByTestId('program-file-input'), { target: { files: [big] } })
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('File is too large. Maximum size is 10MB.'))
    expect((await store.programs.list()).items).toEqual([])
  })

  it('a valid .json file shows its name and size in KB', async () => {
    renderManager()
    await userEvent.click(screen.getByRole('tab', { name: 'File Upload' }))
    const text = JSON.stringify(PROGRAM_TEMPLATE)
    fireEvent.change(screen.getByTestId('program-file-input'), { target: { files: [new File([text], 'program.json')] } })
    expect(await screen.findByTestId('uploaded-file-name')).toHaveTextContent('program.json')
    expect(screen.getByText(`${(text.length / 1024).toFixed(2)} KB`)).toBeInTheDocument()
    expect(success).toHaveBeenCalledWith('Program data loaded successfully from file!')
    expect(screen.getByText('Upload Different File')).toBeInTheDocument()
  })
})
