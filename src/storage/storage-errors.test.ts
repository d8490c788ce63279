// Which browser failure becomes which StorageError kind, and that each kind says its own thing.
import { describe, expect, it } from 'vitest'
import {
  ABORTED_MESSAGE,
  NEWER_DATABASE_MESSAGE,
  QUOTA_MESSAGE,
  toReadError,
  toWriteError,
  VERSION_CHANGE_MESSAGE,
} from './storage-errors'
import { StorageError } from './types'

const dom = (name: string) => new DOMException('browser text', name)

describe('toWriteError', () => {
  it.each([
    ['QuotaExceededError', 'quota', QUOTA_MESSAGE],
    ['NS_ERROR_DOM_QUOTA_REACHED', 'quota', QUOTA_MESSAGE],
    ['AbortError', 'aborted', ABORTED_MESSAGE],
    // A transaction the browser aborted before commit: an interrupted save, not another tab.
    ['InvalidStateError', 'aborted', ABORTED_MESSAGE],
    ['TransactionInactiveError', 'aborted', ABORTED_MESSAGE],
    ['VersionError', 'version-change', NEWER_DATABASE_MESSAGE],
  ])('maps %s to kind %s', (name, kind, message) => {
    expect(toWriteError(dom(name))).toMatchObject({ kind, message })
  })

  it('never reports a transaction error as an update in another tab', () => {
    for (const name of ['AbortError', 'InvalidStateError', 'TransactionInactiveError', 'DataError', 'UnknownError']) {
      expect(toWriteError(dom(name)).message).not.toBe(VERSION_CHANGE_MESSAGE)
    }
  })

  it('keeps the reason of an unknown failure and passes StorageErrors through', () => {
    expect(toWriteError(new Error('disk hiccup'))).toMatchObject({
      kind: 'unknown',
      message: 'CourseLoad could not save this change. Nothing from it was saved. (disk hiccup)',
    })
    expect(toReadError(new Error('x')).message).toBe('CourseLoad could not read its saved data. (x)')
    const own = new StorageError('version-change', VERSION_CHANGE_MESSAGE)
    expect(toWriteError(own)).toBe(own)
  })

  it('gives every kind it maps its own message', () => {
    const byKind = new Map<string, Set<string>>()
    for (const name of ['QuotaExceededError', 'AbortError', 'InvalidStateError', 'VersionError', 'DataError']) {
      const e = toWriteError(dom(name))
      byKind.set(e.kind, (byKind.get(e.kind) ?? new Set()).add(e.message))
    }
    const messages = [...byKind.values()].map((set) => [...set])
    expect(messages.every((m) => m.length === 1)).toBe(true)
    expect(new Set(messages.flat()).size).toBe(byKind.size)
  })
})
