/**
 * Application state "dirty" tracking (spec section 4): while a screen holds changes that are
 * not saved yet, it counts as pending work, so leaving the page asks 'Are you sure you want to
 * leave?' (the guard in storage/pending-writes). Saved or discarded, the mark is cleared.
 */
import { useEffect } from 'react'
import { beginPendingWrite } from '@/storage/pending-writes'

export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => (dirty ? beginPendingWrite() : undefined), [dirty])
}

