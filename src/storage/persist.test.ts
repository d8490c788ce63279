// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emitStorageEvent, onStorageEvent } from './events'
import { getStorageStatus, installPersistOnFirstSave, rememberedPersistence } from './persist'
import type { StorageEvent } from './types'

let events: StorageEvent[]
const cleanups: (() => void)[] = []

function stubStorageManager(manager: Partial<StorageManager> | undefined): void {
  Object.defineProperty(navigator, 'storage', { value: manager, configurable: true })
}

beforeEach(() => {
  events = []
  cleanups.push(onStorageEvent((e) => events.push(e)))
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  Reflect.deleteProperty(navigator, 'storage')
})

const localSave = () => emitStorageEvent({ type: 'changed', stores: ['professors'], source: 'local' })

describe('installPersistOnFirstSave', () => {
  it('asks once, after the first local save, remembers the answer and emits persisted', async () => {
    const persist = vi.fn().mockResolvedValue(true)
    stubStorageManager({ persist })
    cleanups.push(installPersistOnFirstSave())
    emitStorageEvent({ type: 'changed', stores: ['professors'], source: 'remote' })
    expect(persist).not.toHaveBeenCalled()
    localSave()
    localSave()
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'persisted', persisted: true }))
    expect(persist).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('courseload-storage-persisted')).toBe('true')
    expect(rememberedPersistence()).toBe(true)
  })

  it('does not ask again in a later session once granted', () => {
    localStorage.setItem('courseload-storage-persisted', 'true')
    const persist = vi.fn().mockResolvedValue(true)
    stubStorageManager({ persist })
    cleanups.push(installPersistOnFirstSave())
    localSave()
    expect(persist).not.toHaveBeenCalled()
  })

  it('remembers a refusal', async () => {
    stubStorageManager({ persist: vi.fn().mockResolvedValue(false) })
    cleanups.push(installPersistOnFirstSave())
    localSave()
    await vi.waitFor(() => expect(rememberedPersistence()).toBe(false))
    expect(events).toContainEqual({ type: 'persisted', persisted: false })
  })

  it('does nothing where the browser has no StorageManager', async () => {
    stubStorageManager(undefined)
    cleanups.push(installPersistOnFirstSave())
    expect(localSave).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events.some((e) => e.type === 'persisted')).toBe(false)
    expect(rememberedPersistence()).toBeNull()
  })
})

describe('getStorageStatus', () => {
  it('reports persistence, usage and quota', async () => {
    stubStorageManager({
      persisted: vi.fn().mockResolvedValue(true),
      estimate: vi.fn().mockResolvedValue({ usage: 1234, quota: 10_000_000 }),
    })
    expect(await getStorageStatus()).toEqual({ persisted: true, usage: 1234, quota: 10_000_000 })
  })

  it('reports persisted null where unsupported', async () => {
    stubStorageManager(undefined)
    expect(await getStorageStatus()).toEqual({ persisted: null })
  })

  it('survives a failing estimate', async () => {
    stubStorageManager({
      persisted: vi.fn().mockResolvedValue(false),
      estimate: vi.fn().mockRejectedValue(new Error('no')),
    })
    expect(await getStorageStatus()).toEqual({ persisted: false })
  })
})
