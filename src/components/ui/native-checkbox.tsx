import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * A native <input type="checkbox"> drawn like Checkbox, for where hundreds are mounted at once:
 * table rows. Radix's checkbox brings a context provider, state hooks and a hidden input per box,
 * about a fifth of the work of showing a freshly sorted page of rows; a native box is one element
 * and is a checkbox to assistive technology without any ARIA. The tick is drawn in styles.css
 * (.native-checkbox), in each theme's primary-foreground colour.
 */
export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'native-checkbox peer size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border border-input bg-card bg-center bg-no-repeat shadow-xs outline-none checked:border-primary checked:bg-primary focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
