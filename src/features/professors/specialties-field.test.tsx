// Specialties box from the keyboard (issue 24): a pick clears the filter and keeps the focus in the
// box, so the next words start a new search instead of appending to the old one; removing a chip
// moves the focus to the neighbouring chip, else to the box, never out to the dialog.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { SpecialtiesField } from './specialties-field'

function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial)
  return (
    <div>
      <button type="button">Before</button>
      <SpecialtiesField value={value} onChange={setValue} />
      <output data-testid="value">{value.join(' | ')}</output>
    </div>
  )
}

const box = () => screen.getByRole('combobox', { name: 'Search or add specialties' })
const chosen = () => screen.getByTestId('value').textContent

describe('SpecialtiesField keyboard', () => {
  it('clears the filter after Enter picks a specialty, keeps the focus, and never builds a junk custom specialty', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box())
    await user.keyboard('character anim')
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Character Animation')
    await user.keyboard('{Enter}')
    expect(box()).toHaveValue('')
    expect(box()).toHaveFocus()
    await user.keyboard('2d anim')
    expect(box()).toHaveValue('2d anim')
    await user.keyboard('{Enter}')
    expect(chosen()).toBe('Character Animation | 2D Animation')
    expect(box()).toHaveValue('')
    expect(box()).toHaveFocus()
    expect(screen.queryByRole('option', { name: /^Add custom specialty/ })).toBeNull()
  })

  it('a second Enter right after a pick undoes it (the picked option stays active)', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box())
    await user.keyboard('houd{Enter}')
    expect(chosen()).toBe('Houdini')
    expect(screen.getByRole('option', { name: 'Houdini' })).toHaveAttribute('data-active')
    await user.keyboard('{Enter}')
    expect(chosen()).toBe('')
  })

  it('a custom specialty also clears the box', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(box())
    await user.keyboard('Puppet Fabrication{Enter}')
    expect(chosen()).toBe('Puppet Fabrication')
    expect(box()).toHaveValue('')
    expect(box()).toHaveFocus()
  })

  it('removing a chip moves the focus to the next chip, else the previous, else the box', async () => {
    const user = userEvent.setup()
    render(<Harness initial={['Maya', 'Houdini', 'Nuke']} />)
    const chips = () => within(screen.getByRole('list', { name: 'Selected specialties' }))
    chips().getByRole('button', { name: 'Remove Houdini' }).focus()
    await user.keyboard('{Enter}')
    expect(chosen()).toBe('Maya | Nuke')
    expect(chips().getByRole('button', { name: 'Remove Nuke' })).toHaveFocus()
    await user.keyboard(' ')
    expect(chosen()).toBe('Maya')
    expect(chips().getByRole('button', { name: 'Remove Maya' })).toHaveFocus()
    await user.click(chips().getByRole('button', { name: 'Remove Maya' }))
    expect(chosen()).toBe('')
    expect(box()).toHaveFocus()
  })
})
