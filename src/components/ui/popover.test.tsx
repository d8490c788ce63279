// The popover gives the focus back to its trigger only when the focus was left nowhere: a focus the
// user has already placed elsewhere (the next section's picker) is never pulled back.
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger>Section 1</PopoverTrigger>
        <PopoverContent aria-label="Choose">
          <input aria-label="Search" />
          <button type="button" onClick={() => setOpen(false)}>
            Pick
          </button>
        </PopoverContent>
      </Popover>
      <button type="button">Section 2</button>
    </>
  )
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

describe('PopoverContent focus on close', () => {
  it('gives the focus back to the trigger when it was left nowhere', async () => {
    render(<Harness />)
    act(() => screen.getByRole('button', { name: 'Section 1' }).click())
    act(() => screen.getByRole('button', { name: 'Pick' }).click())
    await nextTask()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Section 1' }))
  })

  it('leaves the focus where the user put it before the late return', async () => {
    render(<Harness />)
    act(() => screen.getByRole('button', { name: 'Section 1' }).click())
    // Picked: the popover is gone, its focus left on <body>.
    act(() => screen.getByRole('button', { name: 'Pick' }).click())
    expect(screen.queryByRole('dialog', { name: 'Choose' })).toBeNull()
    // Then, before the task in which Radix returns the focus to "Section 1", the user moves on.
    act(() => screen.getByRole('button', { name: 'Section 2' }).focus())
    await nextTask()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Section 2' }))
  })
})
