// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  beginPendingWrite,
  flushAll,
  hasPendingWrites,
  installBeforeUnloadGuard,
  installLifecycleFlush,
  registerFlusher,
  subscribePending,
  trackWrite,
} from './pending-writes'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  Reflect.deleteProperty(document, 'visibilityState')
})

function beforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

describe('pending-write counter', () => {
  it('counts overlapping writes and tells subscribers when it starts and stops', async () => {
    const seen: boolean[] = []
    cleanups.push(subscribePending((pending) => seen.push(pending)))
    let finishFirst!: () => void
    const first = trackWrite(new Promise<void>((resolve) => (finishFirst = resolve)))
    const endSecond = beginPendingWrite()
    expect(hasPendingWrites()).toBe(true)
    finishFirst()
    await first
    // The second is still on its way.
    expect(hasPendingWrites()).toBe(true)
    endSecond()
    // Ending it twice does not end someone else's write.
    endSecond()
    const endThird = beginPendingWrite()
    expect(hasPendingWrites()).toBe(true)
    endThird()
    expect(hasPendingWrites()).toBe(false)
    expect(seen).toEqual([true, false, true, false])
  })

  it('stops counting a write that fails, and passes the failure on', async () => {
    await expect(trackWrite(Promise.reject(new Error('nope')))).rejects.toThrow('nope')
    expect(hasPendingWrites()).toBe(false)
  })
})

describe('flushers', () => {
  it('run on pagehide and when the page becomes hidden, not when it becomes visible', () => {
    const flush = vi.fn()
    cleanups.push(registerFlusher(flush), installLifecycleFlush(window))
    window.dispatchEvent(new Event('pagehide'))
    expect(flush).toHaveBeenCalledTimes(1)

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(flush).toHaveBeenCalledTimes(1)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(flush).toHaveBeenCalledTimes(2)
  })

  it('keep flushing after one fails, and stop after unregistering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const good = vi.fn()
    const unregisterBad = registerFlusher(() => {
      throw new Error('broken')
    })
    const unregisterGood = registerFlusher(good)
    flushAll()
    expect(good).toHaveBeenCalledTimes(1)
    unregisterBad()
    unregisterGood()
    flushAll()
    expect(good).toHaveBeenCalledTimes(1)
  })

  it('stop on uninstall', () => {
    const flush = vi.fn()
    cleanups.push(registerFlusher(flush))
    installLifecycleFlush(window)()
    window.dispatchEvent(new Event('pagehide'))
    expect(flush).not.toHaveBeenCalled()
  })
})

describe('installBeforeUnloadGuard', () => {
  it('asks before leaving only while a write is pending', () => {
    cleanups.push(installBeforeUnloadGuard(window))
    expect(beforeUnload().defaultPrevented).toBe(false)
    const end = beginPendingWrite()
    expect(beforeUnload().defaultPrevented).toBe(true)
    end()
    expect(beforeUnload().defaultPrevented).toBe(false)
  })

  it('no longer asks once uninstalled', () => {
    installBeforeUnloadGuard(window)()
    const end = beginPendingWrite()
    expect(beforeUnload().defaultPrevented).toBe(false)
    end()
  })
})
