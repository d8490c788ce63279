// The one combobox hook, in a bare list: the keys move the active option (clamped, pages, Home and
// End when asked), aria-activedescendant follows it, Enter and a click pick, the pointer makes an
// option active without taking the focus from the box, and the active option is scrolled into view.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCombobox } from './use-combobox'

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry', 'Fig', 'Grape']

function Harness({
  onPick,
  pageStep,
  homeEnd,
}: {
  onPick: (name: string) => void
  pageStep?: number
  homeEnd?: boolean
}) {
  const combobox = useCombobox({
    count: FRUITS.length,
    onPick: (i) => onPick(FRUITS[i]!),
    pageStep,
    homeEnd,
  })
  return (
    <>
      <input {...combobox.inputProps} aria-label="Fruit" onKeyDown={combobox.onKeyDown} />
      <ul {...combobox.listProps} aria-label="Fruits">
        {FRUITS.map((name, index) => (
          <li key={name} {...combobox.optionProps(index, name === 'Cherry')}>
            {name}
          </li>
        ))}
      </ul>
    </>
  )
}

let scrolled: string[]
beforeEach(() => {
  scrolled = []
  // jsdom has no layout: record which element is asked to come into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.textContent ?? '')
  })
})
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

const box = () => screen.getByRole('combobox', { name: 'Fruit' })
const activeName = () =>
  document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent

describe('useCombobox', () => {
  it('wires the box to its list and names the active option with aria-activedescendant', () => {
    render(<Harness onPick={() => undefined} />)
    const list = screen.getByRole('listbox', { name: 'Fruits' })
    expect(box()).toHaveAttribute('aria-controls', list.id)
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(box()).toHaveAttribute('aria-autocomplete', 'list')
    expect(activeName()).toBe('Apple')
    expect(
      screen
        .getAllByRole('option')
        .filter((o) => o.hasAttribute('data-active'))
        .map((o) => o.textContent),
    ).toEqual(['Apple'])
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'false')
  })

  it('moves the active option with the arrows, clamped to the list, and Enter picks it', async () => {
    const user = userEvent.setup()
    const picked: string[] = []
    render(<Harness onPick={(name) => picked.push(name)} />)
    await user.click(box())
    await user.keyboard('{ArrowUp}')
    expect(activeName()).toBe('Apple')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeName()).toBe('Cherry')
    await user.keyboard('{ArrowDown>10/}')
    expect(activeName()).toBe('Grape')
    await user.keyboard('{Enter}')
    expect(picked).toEqual(['Grape'])
  })

  it('pages with PageUp/PageDown and jumps with Home/End only when asked', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Harness onPick={() => undefined} pageStep={3} homeEnd />)
    await user.click(box())
    await user.keyboard('{PageDown}')
    expect(activeName()).toBe('Date')
    await user.keyboard('{PageDown}{PageDown}')
    expect(activeName()).toBe('Grape')
    await user.keyboard('{PageUp}')
    expect(activeName()).toBe('Date')
    await user.keyboard('{Home}')
    expect(activeName()).toBe('Apple')
    await user.keyboard('{End}')
    expect(activeName()).toBe('Grape')
    unmount()

    render(<Harness onPick={() => undefined} />)
    await user.click(box())
    await user.keyboard('{PageDown}{End}')
    expect(activeName()).toBe('Apple')
  })

  it('makes the option under the pointer active and picks it on a click, keeping the focus in the box', async () => {
    const user = userEvent.setup()
    const picked: string[] = []
    render(<Harness onPick={(name) => picked.push(name)} />)
    await user.click(box())
    await user.hover(screen.getByRole('option', { name: 'Fig' }))
    expect(activeName()).toBe('Fig')
    await user.click(screen.getByRole('option', { name: 'Banana' }))
    expect(picked).toEqual(['Banana'])
    expect(box()).toHaveFocus()
  })

  it('scrolls the active option into view as it moves', async () => {
    const user = userEvent.setup()
    render(<Harness onPick={() => undefined} />)
    await user.click(box())
    scrolled = []
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(scrolled).toEqual(['Banana', 'Cherry', 'Date'])
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' })
  })
})
