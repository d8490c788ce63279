import '@/components/ui/test-polyfills'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { ConfirmProvider, useConfirm, type ConfirmOptions } from '@/components/ui/confirm'

function Asker({
  options,
  onAnswer,
}: {
  options: ConfirmOptions
  onAnswer: (answer: boolean) => void
}) {
  const confirm = useConfirm()
  return (
    <button type="button" onClick={async () => onAnswer(await confirm(options))}>
      Remove program
    </button>
  )
}

function renderAsker(options: ConfirmOptions) {
  const onAnswer = vi.fn()
  render(
    <ConfirmProvider>
      <Asker options={options} onAnswer={onAnswer} />
    </ConfirmProvider>,
  )
  return { onAnswer, user: userEvent.setup() }
}

const removeOptions: ConfirmOptions = {
  title: 'Remove "Game Development" from the system?',
  description: 'Its courses stay in the catalogue.',
  confirmLabel: 'Remove',
  destructive: true,
}

describe('useConfirm', () => {
  it('resolves true when the user confirms', async () => {
    const { onAnswer, user } = renderAsker(removeOptions)
    await user.click(screen.getByRole('button', { name: 'Remove program' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove "Game Development" from the system?',
    })
    expect(dialog).toHaveAccessibleDescription('Its courses stay in the catalogue.')
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true))
    expect(onAnswer).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('resolves false on Cancel', async () => {
    const { onAnswer, user } = renderAsker(removeOptions)
    await user.click(screen.getByRole('button', { name: 'Remove program' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false))
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })

  it('resolves false on Escape and returns focus to the opener', async () => {
    const { onAnswer, user } = renderAsker({ title: 'Delete this program version?' })
    const opener = screen.getByRole('button', { name: 'Remove program' })
    await user.click(opener)
    await screen.findByRole('alertdialog', { name: 'Delete this program version?' })
    // Cancel takes focus first, so a stray Enter cannot confirm.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })

  it('styles the confirm button as destructive only when asked', async () => {
    const { user } = renderAsker(removeOptions)
    await user.click(screen.getByRole('button', { name: 'Remove program' }))
    expect(await screen.findByRole('button', { name: 'Remove' })).toHaveClass('bg-destructive')
  })

  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Asker options={removeOptions} onAnswer={() => {}} />)).toThrow(
      'useConfirm must be used inside <ConfirmProvider>.',
    )
  })
})

describe('ConfirmDialog', () => {
  function Controlled({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
    const [open, setOpen] = useState(true)
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Clear the application cache?"
        confirmLabel="Clear"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    )
  }

  it('calls onConfirm once (not onCancel) and uses the given labels', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<Controlled onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByRole('button', { name: 'Clear' })).not.toHaveClass('bg-destructive')
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('calls onCancel from the cancel button', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<Controlled onConfirm={onConfirm} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
