// The new-version prompt over a fake service worker registration: nothing shows until a new
// worker waits; Reload (only Reload) lets it take over; Later hides the prompt.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppUpdates } from './app-update'
import { APP_UPDATE_MESSAGE, AppUpdateBanner } from './app-update-banner'

// jsdom has no service workers; the prompt listens for the new version taking over.
beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true })
})

/** What vite-plugin-pwa's registerSW does, minus the browser: it keeps the callbacks. */
function fakeRegistration() {
  let options: RegisterSWOptions = {}
  const skipWaiting = vi.fn(async () => undefined)
  const updates = createAppUpdates(async () => (given = {}) => {
    options = given
    return skipWaiting
  })
  return { updates, skipWaiting, newVersionWaiting: () => act(() => options.onNeedRefresh?.()) }
}

describe('AppUpdateBanner', () => {
  it('says nothing until a new version waits, then offers Reload, which lets it take over', async () => {
    const { updates, skipWaiting, newVersionWaiting } = fakeRegistration()
    render(<AppUpdateBanner updates={updates} />)
    await act(async () => undefined)
    const region = screen.getByRole('status', { name: 'App update' })
    expect(region).toBeEmptyDOMElement()

    newVersionWaiting()
    expect(region).toHaveTextContent(APP_UPDATE_MESSAGE)
    expect(skipWaiting).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(skipWaiting).toHaveBeenCalledTimes(1)
  })

  it('Later hides the prompt and keeps this version running', async () => {
    const { updates, skipWaiting, newVersionWaiting } = fakeRegistration()
    render(<AppUpdateBanner updates={updates} />)
    await act(async () => undefined)
    newVersionWaiting()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.getByRole('status', { name: 'App update' })).toBeEmptyDOMElement()
    expect(skipWaiting).not.toHaveBeenCalled()
  })

  it('shows nothing where no service worker was registered (dev, tests)', () => {
    render(<AppUpdateBanner updates={null} />)
    expect(screen.getByRole('status', { name: 'App update' })).toBeEmptyDOMElement()
  })
})
