/**
 * The storage layer's one outward channel. Storage has no React and no UI: it reports
 * warnings, write failures, upgrades in other tabs and committed changes here, and the shell
 * (through the data layer) decides how to show them.
 */
import type { StorageEvent } from './types'

export type StorageEventListener = (event: StorageEvent) => void

const listeners = new Set<StorageEventListener>()

/** Subscribe; the returned function unsubscribes (safe to call twice). */
export function onStorageEvent(listener: StorageEventListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitStorageEvent(event: StorageEvent): void {
  // Copy first: a listener may unsubscribe itself while we iterate.
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      // One broken listener must not stop the others or fail the write that emitted.
      console.error('CourseLoad storage event listener failed', error)
    }
  }
}
