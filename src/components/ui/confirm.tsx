/**
 * `useConfirm()`: ask a yes/no question in the app's confirm dialog and await the answer. The
 * provider is in the first bundle (the app root mounts it); the dialog itself (radix AlertDialog
 * with its focus trap and scroll lock, in alert-dialog.tsx) loads the first time a question is
 * asked, then stays mounted. It takes the focus when it opens and gives it back on close.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useOpenedOnce } from './use-opened-once'

const ConfirmDialog = lazy(() => import('./alert-dialog').then((m) => ({ default: m.ConfirmDialog })))

export interface ConfirmOptions {
  title: ReactNode
  description?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Styles the confirm button as destructive (deleting, removing, clearing). */
  destructive?: boolean
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<ConfirmFn | null>(null)

/** Mount once near the root; `useConfirm()` anywhere below opens its single dialog. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const mounted = useOpenedOnce(open)
  // Options stay set after closing so the text does not vanish while the dialog unmounts.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '' })
  const resolverRef = useRef<((value: boolean) => void) | null>(null)

  const settle = useCallback((value: boolean) => {
    const resolve = resolverRef.current
    resolverRef.current = null
    resolve?.(value)
  }, [])

  const confirm = useCallback<ConfirmFn>(
    (next) => {
      // A second request supersedes an unanswered one; the first caller gets "no".
      settle(false)
      setOptions(next)
      setOpen(true)
      return new Promise<boolean>((resolve) => {
        resolverRef.current = resolve
      })
    },
    [settle],
  )

  // A pending promise must not hang forever when the provider goes away.
  useEffect(() => () => settle(false), [settle])

  const value = useMemo(() => confirm, [confirm])

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...options}
            open={open}
            onOpenChange={setOpen}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  )
}

/** `const confirm = useConfirm(); if (await confirm({ title: 'Delete this program version?' })) …` */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.')
  return confirm
}
