import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/utils'

export const DEFAULT_SPINNER_LABEL = 'Loading...'

export type SpinnerProps = ComponentProps<'div'> & {
  /** Announced to assistive technology and, unless `hideLabel`, shown beside the icon. */
  label?: string
  hideLabel?: boolean
  iconClassName?: string
}

export function Spinner({
  label = DEFAULT_SPINNER_LABEL,
  hideLabel = false,
  className,
  iconClassName,
  ...props
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-4 animate-spin motion-reduce:animate-none', iconClassName)}
      />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </div>
  )
}
