/**
 * Knows whether anything is still on its way to storage, so the app can warn before the page
 * goes away. Two kinds of pending work:
 *  - IndexedDB transactions (apply, settings.put): issued at once, never debounced, counted
 *    while in flight with `trackWrite`;
 *  - debounced writers above storage (form drafts): they hold a `beginPendingWrite` token while
 *    a write is scheduled and register a flusher that writes synchronously when the page hides.
 * Browsers may kill a hidden page without unload events, so flushing happens on `pagehide` and
 * on `visibilitychange` to hidden, the last moments a page reliably gets.
 */

type PendingListener = (pending: boolean) => void

let pendingCount = 0
const pendingListeners = new Set<PendingListener>()
const flushers = new Set<() => void>()

/** The leave-page prompt text of the spec (section 4, application state). */
export const LEAVE_PAGE_PROMPT = 'Are you sure you want to leave?'

function setCount(next: number): void {
  const before = pendingCount > 0
  pendingCount = next
  const after = pendingCount > 0
  if (before !== after) for (const listener of [...pendingListeners]) listener(after)
}

/** Mark one write as pending; call the returned function when it settles (extra calls ignored). */
export function beginPendingWrite(): () => void {
  setCount(pendingCount + 1)
  let ended = false
  return () => {
    if (ended) return
    ended = true
    setCount(pendingCount - 1)
  }
}

/** Count `work` as pending until it settles; resolves or rejects as `work` does. */
export async function trackWrite<T>(work: Promise<T>): Promise<T> {
  const end = beginPendingWrite()
  try {
    return await work
  } finally {
    end()
  }
}

export function hasPendingWrites(): boolean {
  return pendingCount > 0
}

/** Called with true when the first write starts and false when the last one settles. */
export function subscribePending(listener: PendingListener): () => void {
  pendingListeners.add(listener)
  return () => {
    pendingListeners.delete(listener)
  }
}

/** A flusher must write synchronously (localStorage); the page may be gone right after. */
export function registerFlusher(flush: () => void): () => void {
  flushers.add(flush)
  return () => {
    flushers.delete(flush)
  }
}

export function flushAll(): void {
  for (const flush of [...flushers]) {
    try {
      flush()
    } catch (error) {
      // Keep flushing the others: each holds different unsaved work.
      console.error('CourseLoad: flushing a pending write failed', error)
    }
  }
}

type LifecycleTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
}

/** Run every flusher when the page is hidden or being unloaded. Returns an uninstaller. */
export function installLifecycleFlush(target: LifecycleTarget): () => void {
  const onPageHide = () => flushAll()
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') flushAll()
  }
  target.addEventListener('pagehide', onPageHide)
  target.document.addEventListener('visibilitychange', onVisibility)
  return () => {
    target.removeEventListener('pagehide', onPageHide)
    target.document.removeEventListener('visibilitychange', onVisibility)
  }
}

/**
 * Ask before leaving only while something is pending. The listener itself is attached only
 * while pending too: a permanent beforeunload handler keeps some browsers from putting the page
 * in the back/forward cache.
 */
export function installBeforeUnloadGuard(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasPendingWrites()) return
    event.preventDefault()
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = LEAVE_PAGE_PROMPT
  }
  const sync = (pending: boolean) => {
    if (pending) target.addEventListener('beforeunload', onBeforeUnload)
    else target.removeEventListener('beforeunload', onBeforeUnload)
  }
  sync(hasPendingWrites())
  const unsubscribe = subscribePending(sync)
  return () => {
    unsubscribe()
    target.removeEventListener('beforeunload', onBeforeUnload)
  }
}
