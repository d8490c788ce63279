/**
 * The storage layer's one outward channel. Storage has no React and no UI: it reports
 * warnings, write failures, upgrades in other tabs and committed changes here, and the shell
 * (through the data layer) decides how to show them.
 */
import type { StorageEvent } from './types'

export type StorageEventListener = (event: StorageEvent) => void

const listeners = new Set<StorageEventListener>()

/**
 * Load warnings raised before the UI listens wait here for it: the start-up legacy migration runs
 * before the first render, so its 'could not be read' warnings would otherwise reach no one and
 * the user would never hear of them. Bounded; handed over once (see onStorageEventWithEarlyWarnings).
 */
const MAX_EARLY_WARNINGS = 20
const earlyWarnings: StorageEvent[] = []
let earlyWarningsClaimed = false

/** Subscribe; the returned function unsubscribes (safe to call twice). */
export function onStorageEvent(listener: StorageEventListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Subscribe, first receiving the load warnings raised before anyone showed them. Only the first
 * caller gets them (the shell, which shows them); later callers subscribe as usual.
 */
export function onStorageEventWithEarlyWarnings(listener: StorageEventListener): () => void {
  const unsubscribe = onStorageEvent(listener)
  if (!earlyWarningsClaimed) {
    earlyWarningsClaimed = true
    for (const event of earlyWarnings.splice(0)) deliver(listener, event)
  }
  return unsubscribe
}

function deliver(listener: StorageEventListener, event: StorageEvent): void {
  try {
    listener(event)
  } catch (error) {
    // One broken listener must not stop the others or fail the write that emitted.
    console.error('CourseLoad storage event listener failed', error)
  }
}

export function emitStorageEvent(event: StorageEvent): void {
  if (
    event.type === 'load-warning' &&
    !earlyWarningsClaimed &&
    earlyWarnings.length < MAX_EARLY_WARNINGS
  )
    earlyWarnings.push(event)
  // Copy first: a listener may unsubscribe itself while we iterate.
  for (const listener of [...listeners]) deliver(listener, event)
}
