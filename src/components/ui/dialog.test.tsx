import '@/components/ui/test-polyfills'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'

function Body() {
  return (
    <>
      <DialogTitle>Privacy &amp; Data Storage</DialogTitle>
      <DialogDescription>Data is stored in this browser only.</DialogDescription>
      <input aria-label="Name" />
    </>
  )
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title, and Escape returns focus to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Privacy</Button>
        </DialogTrigger>
        <DialogContent>
          <Body />
        </DialogContent>
      </Dialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Privacy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Privacy & Data Storage' })
    expect(dialog).toHaveAccessibleDescription('Data is stored in this browser only.')
    expect(screen.getByLabelText('Name')).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Privacy' })).toHaveFocus()
  })

  it('returns focus to the opener when opened from code, and the close button closes it', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onClick={() => setOpen(true)}>Edit professor</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent closeLabel="Close dialog">
              <Body />
            </DialogContent>
          </Dialog>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Controlled />)
    const opener = screen.getByRole('button', { name: 'Edit professor' })
    await user.click(opener)
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: 'Close dialog' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })
})
