// The course conflict flag shows the overlapping sections whenever it has the focus: on Tab, and
// still after Enter or a click (Radix's tooltip closed on both), until Escape or blur.
import '@/components/ui/test-polyfills'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TooltipProvider } from '@/components/ui/tooltip'
import { ConflictFlag } from './course-card'

const OVERLAP = 'Overlaps DRAW2001 section 1 on Wed 14:00-18:00'

function renderFlag() {
  render(
    <TooltipProvider delayDuration={300}>
      <button type="button">Before</button>
      <ConflictFlag conflicts={[OVERLAP]} />
      <button type="button">After</button>
    </TooltipProvider>,
  )
  return userEvent.setup()
}

describe('conflict flag', () => {
  it('shows its tooltip on keyboard focus, keeps it on Enter, and hides it on Escape and when focus moves on', async () => {
    const user = renderFlag()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    const flag = screen.getByTestId('section-conflict')
    expect(flag).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OVERLAP)
    await user.keyboard('{Enter}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(OVERLAP)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OVERLAP)
    await user.tab()
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })

  it('a click on the flag shows the tooltip rather than hiding it', async () => {
    const user = renderFlag()
    await user.click(screen.getByTestId('section-conflict'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OVERLAP)
  })
})
