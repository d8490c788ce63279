// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_AUTOSAVE_MS } from '@/domain/kernel/constants'
import { flushAll, hasPendingWrites } from '@/storage/pending-writes'
import { UNPREFIXED_KEYS } from '@/storage/storage-keys'
import { createDraftAutosaver, readProfessorDraft } from './professor-draft'
import { registerFlusher } from '@/storage/pending-writes'

const KEY = UNPREFIXED_KEYS.professorFormDraft

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('draft autosaver', () => {
  it('writes the latest value once, DRAFT_AUTOSAVE_MS after the last change, pending until then', () => {
    const saver = createDraftAutosaver()
    saver.schedule({ firstName: 'A' })
    vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS - 1)
    saver.schedule({ firstName: 'Ad' })
    vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS - 1)
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(hasPendingWrites()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(readProfessorDraft()).toEqual({ firstName: 'Ad' })
    expect(hasPendingWrites()).toBe(false)
  })

  it('flushes a scheduled draft when the page hides', () => {
    const saver = createDraftAutosaver()
    const unregister = registerFlusher(saver.flush)
    saver.schedule({ lastName: 'Hopper' })
    flushAll()
    expect(readProfessorDraft()).toEqual({ lastName: 'Hopper' })
    unregister()
  })

  it('clear drops a scheduled write and removes the stored draft', () => {
    const saver = createDraftAutosaver()
    saver.schedule({ a: 1 })
    saver.flush()
    saver.schedule({ a: 2 })
    saver.clear()
    vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS * 2)
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(hasPendingWrites()).toBe(false)
  })
})
