import { describe, expect, it, vi } from 'vitest'
import { emitStorageEvent, onStorageEvent } from './events'

describe('storage events', () => {
  it('delivers to every listener, even when one throws, until unsubscribed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    const stopBad = onStorageEvent(() => {
      throw new Error('listener bug')
    })
    const stop = onStorageEvent((e) => seen.push(e.type))
    expect(() => emitStorageEvent({ type: 'persisted', persisted: true })).not.toThrow()
    stop()
    stopBad()
    emitStorageEvent({ type: 'persisted', persisted: false })
    expect(seen).toEqual(['persisted'])
  })
})

describe('load warnings raised before the UI listens (issue 21)', () => {
  it('are handed to the first subscriber that asks for them, once; other events are not kept', async () => {
    vi.resetModules()
    const events = await import('./events')
    // The start-up legacy migration runs before the first render; a cross-tab listener is already there.
    const early: string[] = []
    const stopEarly = events.onStorageEvent((e) => early.push(e.type))
    events.emitStorageEvent({ type: 'load-warning', store: 'programs', message: 'left untouched' })
    events.emitStorageEvent({ type: 'persisted', persisted: true })
    stopEarly()
    expect(early).toEqual(['load-warning', 'persisted'])

    const shell: unknown[] = []
    const stop = events.onStorageEventWithEarlyWarnings((e) => shell.push(e))
    expect(shell).toEqual([{ type: 'load-warning', store: 'programs', message: 'left untouched' }])
    events.emitStorageEvent({ type: 'load-warning', store: 'courses', message: 'later' })
    expect(shell).toHaveLength(2)
    stop()

    const second: unknown[] = []
    events.onStorageEventWithEarlyWarnings((e) => second.push(e))()
    expect(second).toEqual([])
  })
})
