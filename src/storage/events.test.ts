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
