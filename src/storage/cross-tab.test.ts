// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CROSS_TAB_CHANNEL, installCrossTab } from './cross-tab'
import { emitStorageEvent, onStorageEvent } from './events'
import { ALL_STORAGE_KEYS } from './storage-keys'
import type { StorageEvent } from './types'

let events: StorageEvent[]
const cleanups: (() => void)[] = []

beforeEach(() => {
  events = []
  cleanups.push(onStorageEvent((e) => events.push(e)))
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

/** Another tab: a second channel with the same name. */
function otherTab(): { received: unknown[]; post(data: unknown): void } {
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL)
  const received: unknown[] = []
  channel.addEventListener('message', (e) => received.push((e as MessageEvent).data))
  cleanups.push(() => channel.close())
  return { received, post: (data) => channel.postMessage(data) }
}

function storageEvent(key: string | null): globalThis.StorageEvent {
  return new window.StorageEvent('storage', { key, storageArea: localStorage })
}

describe('installCrossTab', () => {
  it('posts the stores of each local change to other tabs', async () => {
    const tab = otherTab()
    cleanups.push(installCrossTab(window))
    emitStorageEvent({ type: 'changed', stores: ['courses', 'assignments'], source: 'local' })
    await vi.waitFor(() => expect(tab.received).toEqual([{ stores: ['courses', 'assignments'] }]))
  })

  it('turns messages from other tabs into remote changes, without posting them back', async () => {
    const tab = otherTab()
    cleanups.push(installCrossTab(window))
    tab.post({ stores: ['professors', 'bogus'] })
    tab.post({ nonsense: true })
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'changed', stores: ['professors'], source: 'remote' }),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events.filter((e) => e.type === 'changed')).toHaveLength(1)
    expect(tab.received).toEqual([])
  })

  it('re-emits storage events for our localStorage keys only', () => {
    cleanups.push(installCrossTab(window))
    window.dispatchEvent(storageEvent('courseload-user-preferences'))
    window.dispatchEvent(storageEvent('academicYear'))
    window.dispatchEvent(storageEvent('another-app'))
    expect(events).toEqual([
      { type: 'local-key-changed', key: 'courseload-user-preferences' },
      { type: 'local-key-changed', key: 'academicYear' },
    ])
  })

  it('treats a cleared localStorage in another tab as a change of every key', () => {
    cleanups.push(installCrossTab(window))
    window.dispatchEvent(storageEvent(null))
    expect(events.map((e) => (e.type === 'local-key-changed' ? e.key : e.type))).toEqual([...ALL_STORAGE_KEYS])
  })

  it('works without BroadcastChannel, still relaying storage events', () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    const stop = installCrossTab(window)
    expect(() => emitStorageEvent({ type: 'changed', stores: ['courses'], source: 'local' })).not.toThrow()
    window.dispatchEvent(storageEvent('courseload-settings'))
    expect(events).toContainEqual({ type: 'local-key-changed', key: 'courseload-settings' })
    stop()
  })

  it('stops relaying after uninstall', async () => {
    const tab = otherTab()
    installCrossTab(window)()
    emitStorageEvent({ type: 'changed', stores: ['courses'], source: 'local' })
    window.dispatchEvent(storageEvent('courseload-settings'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(tab.received).toEqual([])
    expect(events.some((e) => e.type === 'local-key-changed')).toBe(false)
  })
})
