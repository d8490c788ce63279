// Program Manager: paste and upload messages of the spec, invalid data never advances, a valid
// program lands (program + courses) in one write after the semester mapping.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import { buildProgramImport } from '@/domain/programs/program-from-import'
import { PROGRAM_TEMPLATE } from '@/domain/programs/program-template'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { ProgramManager } from './program-manager'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  store = createMemoryStore()
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
  error = vi.spyOn(notify, 'error').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderManager() {
  render(
    <QueryClientProvider client={createTestClient()}>
      <ConfirmProvider>
        <ProgramManager />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
}

/** The template imported once (original version), with one assignment on the course `code`. */
async function seedImportedWithAssignment(code: string): Promise<string> {
  const mappings = { 'Level 1': { term: 'fall' as const, year: 2026 }, 'Level 2': { term: 'winter' as const, year: 2027 } }
  const write = buildProgramImport(
    { data: structuredClone(PROGRAM_TEMPLATE), mappings, importedFrom: 'json', now: new Date('2026-01-01T00:00:00Z') },
    { programs: [], programVersions: [], courses: [], assignments: [] },
  )
  const courseId = write.courses.find((c) => c.code === code)!.id
  await store.apply(write.changes)
  await store.apply({ put: { assignments: [{ id: 'a1', courseId, professorId: 'p1', section: 1, term: 'fall', academicYear: '2026-2027', weeklyHours: 4, assignedAt: '', assignedBy: 'system' }] } })
  return courseId
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

  it('JSON Paste keeps the text across tab switches; Clear empties it and keeps the focus', async () => {
    renderManager()
    await paste('{"program": {}}')
    const process = screen.getByRole('button', { name: 'Process JSON' })
    expect(process).toBeEnabled()
    await userEvent.click(screen.getByRole('tab', { name: 'File Upload' }))
    await userEvent.click(screen.getByRole('tab', { name: 'JSON Paste' }))
    expect(screen.getByLabelText('Program JSON')).toHaveValue('{"program": {}}')
    const clear = screen.getByRole('button', { name: 'Clear' })
    await userEvent.click(clear)
    expect(screen.getByLabelText('Program JSON')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Process JSON' })).toBeDisabled()
    expect(clear).toHaveFocus()
  })

  it('an AI reply in a ```json fence with a sentence before it loads, saying what was removed', async () => {
    renderManager()
    await paste(`Here is the program data:\n\`\`\`json\n${JSON.stringify(PROGRAM_TEMPLATE, null, 2)}\n\`\`\``)
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(await screen.findByTestId('json-removed-note')).toHaveTextContent(
      'Removed the ```json fence and 1 line of text before the JSON. Check the preview to be sure the whole program is there.',
    )
    expect(success).toHaveBeenCalledWith('Program data loaded successfully from paste!')
    expect(screen.getByRole('button', { name: 'Continue to semester mapping' })).toBeEnabled()
  })

  it('a reply with no JSON object says what to paste, in plain words', async () => {
    renderManager()
    await paste('Sorry, I could not open that web page.')
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No program data found in the pasted text\. Paste the JSON the AI assistant replied with/)
    expect((await store.programs.list()).items).toEqual([])
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

  it('a valid paste shows the validation result and preview first, then maps semesters and writes the program', async () => {
    renderManager()
    await paste(JSON.stringify(PROGRAM_TEMPLATE))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(success).toHaveBeenCalledWith('Program data loaded successfully from paste!')
    expect(await screen.findByTestId('validation-panel')).toHaveTextContent('Program data is valid')
    expect(screen.getByTestId('program-preview')).toHaveTextContent('Example Animation Diploma')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to semester mapping' }))
    const dialog = await screen.findByRole('dialog', { name: 'Map Program Semesters' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Program "Example Animation Diploma" added successfully!'))
    expect(((await store.programs.list()).items).map((p) => p.slug)).toEqual(['exan'])
    expect(((await store.courses.list()).items).map((c) => c.code).sort()).toEqual(['EXAN1001', 'EXAN1002', 'EXAN2001'])
    expect(await screen.findByRole('heading', { name: 'Current Programs (1)' })).toBeInTheDocument()
    expect(screen.getByText('EXAN · Diploma · 2 years')).toBeInTheDocument()
  })

  it('cancelling the mapping goes back to the validation result with its warnings, storing nothing', async () => {
    renderManager()
    const data = structuredClone(PROGRAM_TEMPLATE) as unknown as { courses_by_level: Record<string, Record<string, unknown>[]> }
    data.courses_by_level['Level 1']![0]!.hours = -1
    await paste(JSON.stringify(data))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(await screen.findByTestId('validation-panel')).toHaveTextContent('Warnings')
    await userEvent.click(screen.getByRole('button', { name: 'Continue to semester mapping' }))
    const dialog = await screen.findByRole('dialog', { name: 'Map Program Semesters' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('validation-panel')).toHaveTextContent('Warnings')
    expect(screen.getByRole('button', { name: 'Continue to semester mapping' })).toHaveFocus()
    expect((await store.programs.list()).items).toEqual([])
    expect(screen.getByText('No programs uploaded yet')).toBeInTheDocument()
  })

  it('the preview shows what was parsed even when validation fails, with the errors marked', async () => {
    renderManager()
    await paste(JSON.stringify({ program: { name: 'Half Done' }, courses_by_level: { 'Level 1': [{ code: 'A1', title: 'Fine', hours: 3 }, { code: 'B2' }] } }))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    const preview = await screen.findByTestId('program-preview')
    expect(preview).toHaveTextContent('Half Done')
    expect(preview).toHaveTextContent('Not valid yet: 2 errors, marked below.')
    const items = within(preview).getAllByTestId('preview-item')
    expect(items).toHaveLength(2)
    expect(items[0]).not.toHaveAttribute('data-error')
    expect(items[1]).toHaveAttribute('data-error', 'true')
    expect(items[1]).toHaveTextContent('Error: Course title is required and must be a non-empty string')
  })

  it('the same design number asks first: a new version by default keeps the stored version and its assignments', async () => {
    const courseId = await seedImportedWithAssignment('EXAN1001')
    renderManager()

    const smaller = structuredClone(PROGRAM_TEMPLATE) as unknown as { courses_by_level: Record<string, unknown[]> }
    delete smaller.courses_by_level['Level 1']
    await paste(JSON.stringify(smaller))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    expect(await screen.findByTestId('reimport-notice')).toHaveTextContent('This design number is already imported')
    const opener = screen.getByRole('button', { name: 'Continue to semester mapping' })
    await userEvent.click(opener)
    const choice = await screen.findByRole('dialog', { name: 'This design number is already imported' })
    expect(within(choice).getByTestId('reimport-summary')).toHaveTextContent('0 added, 2 removed, 0 changed, 1 unchanged.')
    expect(within(choice).getByRole('radio', { name: /Create a new version/ })).toBeChecked()
    expect(within(choice).getByRole('radio', { name: /Replace this version/ })).toHaveAccessibleName(/1 assignment would be deleted/)

    // Cancel changes nothing and gives focus back.
    await userEvent.click(within(choice).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()

    await userEvent.click(opener)
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'This design number is already imported' })).getByRole('button', { name: 'Continue to semester mapping' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Map Program Semesters' })).getByRole('button', { name: 'Confirm' }))
    await waitFor(async () => expect((await store.programVersions.list()).items.map((v) => v.programDesignNumber)).toEqual(['2026-01 (2)']))
    expect(await store.assignments.count()).toBe(1)
    expect((await store.courses.get(courseId))?.code).toBeDefined()
  })

  it('replacing the version asks again, naming the assignments that will be deleted', async () => {
    await seedImportedWithAssignment('EXAN1001')
    renderManager()

    const smaller = structuredClone(PROGRAM_TEMPLATE) as unknown as { courses_by_level: Record<string, unknown[]> }
    delete smaller.courses_by_level['Level 1']
    await paste(JSON.stringify(smaller))
    await userEvent.click(screen.getByRole('button', { name: 'Process JSON' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to semester mapping' }))
    const choice = await screen.findByRole('dialog', { name: 'This design number is already imported' })
    await userEvent.click(within(choice).getByRole('radio', { name: /Replace this version/ }))
    await userEvent.click(within(choice).getByRole('button', { name: 'Continue to semester mapping' }))
    const confirmReplace = await screen.findByRole('alertdialog', { name: 'Replace this version?' })
    expect(confirmReplace).toHaveTextContent('1 assignment will be deleted, on EXAN1001. This cannot be undone.')
    await userEvent.click(within(confirmReplace).getByRole('button', { name: 'Replace this version' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Map Program Semesters' })).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Program "Example Animation Diploma" version Original replaced.'))
    expect(await store.assignments.count()).toBe(0)
    expect((await store.programVersions.list()).items).toEqual([])
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

  it("'Upload Different File' opens the chooser and processes the file then chosen", async () => {
    renderManager()
    await userEvent.click(screen.getByRole('tab', { name: 'File Upload' }))
    fireEvent.change(screen.getByTestId('program-file-input'), { target: { files: [new File([JSON.stringify(PROGRAM_TEMPLATE)], 'first.json')] } })
    expect(await screen.findByTestId('uploaded-file-name')).toHaveTextContent('first.json')
    const input = screen.getByTestId('program-file-input') as HTMLInputElement
    const click = vi.spyOn(input, 'click')
    await userEvent.click(screen.getByRole('button', { name: 'Upload Different File' }))
    expect(click).toHaveBeenCalled()
    const second = structuredClone(PROGRAM_TEMPLATE)
    second.program.name = 'Second Program'
    fireEvent.change(screen.getByTestId('program-file-input'), { target: { files: [new File([JSON.stringify(second)], 'second.json')] } })
    await waitFor(() => expect(screen.getByTestId('uploaded-file-name')).toHaveTextContent('second.json'))
    expect(await screen.findByTestId('program-preview')).toHaveTextContent('Second Program')
  })
})
