import type { ComponentProps } from 'react'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />
}

export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />
}

/**
 * Radix gives the focus back to the trigger a task after the popover closes. When the user has
 * moved on by then (a pick with Enter, then Tab and Enter on the next section's picker while the
 * page is busy), that late return pulled the focus out of the popover they had just opened, which
 * closed it. Only a focus left nowhere (on <body>, the closed popover's content being gone) is
 * given back; a focus the user has placed stays.
 */
function keepsFocusElsewhere(event: Event): void {
  const active = document.activeElement
  if (active && active !== document.body) event.preventDefault()
}

export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-72 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (!event.defaultPrevented) keepsFocusElsewhere(event)
        }}
        {...props}
      />
    </PopoverPrimitive.Portal>
  )
}
