import { useEffect, type ComponentProps } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { connectToaster } from '@/lib/notify'
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '@/domain/kernel/constants'

export type ToasterProps = ComponentProps<typeof Sonner>

/** Mount once in the app shell. Spec defaults: 4 s per toast, at most 20 on screen. */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  // After sonner's own subscription (a child effect runs first): messages that waited show now.
  useEffect(() => connectToaster(toast), [])
  return (
    <Sonner
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      closeButton
      className="toaster group"
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'bg-popover text-popover-foreground border-border shadow-lg',
          description: 'text-muted-foreground',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  )
}
