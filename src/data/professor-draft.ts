/**
 * Autosave of the add-professor draft (spec section 4, "Professor form"): written to browser
 * storage DRAFT_AUTOSAVE_MS after the last change, restored when the form opens again, cleared
 * after a successful add. While a write is scheduled it counts as pending work, and a flusher
 * writes it at once if the page is hidden or closed inside the debounce window.
 */
import { useEffect, useMemo } from 'react'
import { DRAFT_AUTOSAVE_MS } from '@/domain/kernel/constants'
import {
  clearProfessorFormDraft,
  getProfessorFormDraft,
  setProfessorFormDraft,
} from '@/storage/local-storage'
import { beginPendingWrite, registerFlusher } from '@/storage/pending-writes'

/** The stored draft (any JSON; the form decides what of it to use), or null. */
export function readProfessorDraft(): unknown {
  return getProfessorFormDraft()
}

export interface DraftAutosaver {
  /** Saves `value` after the debounce; a newer value replaces a scheduled one. */
  schedule(value: unknown): void
  /** Writes a scheduled value now. */
  flush(): void
  /** Drops a scheduled value and removes the stored draft. */
  clear(): void
}

export function createDraftAutosaver(delayMs: number = DRAFT_AUTOSAVE_MS): DraftAutosaver {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: { value: unknown } | null = null
  let endPending: (() => void) | null = null

  const settle = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    pending = null
    endPending?.()
    endPending = null
  }
  const flush = () => {
    if (!pending) return
    const { value } = pending
    settle()
    setProfessorFormDraft(value)
  }

  return {
    schedule(value) {
      pending = { value }
      endPending ??= beginPendingWrite()
      if (timer !== null) clearTimeout(timer)
      timer = setTimeout(flush, delayMs)
    },
    flush,
    clear() {
      settle()
      clearProfessorFormDraft()
    },
  }
}

/** One autosaver for the lifetime of a form; a pending draft is written when the form closes. */
export function useDraftAutosaver(): DraftAutosaver {
  const saver = useMemo(() => createDraftAutosaver(), [])
  useEffect(() => {
    // Registered in the effect (not at creation) so StrictMode's remount registers again.
    const unregister = registerFlusher(saver.flush)
    return () => {
      saver.flush()
      unregister()
    }
  }, [saver])
  return saver
}
