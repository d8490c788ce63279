import type { ComponentProps, ComponentType, ReactNode } from 'react'
import { cn } from '@/lib/utils'

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  title: ReactNode
  description?: ReactNode
  /** Usually a Button, e.g. 'Add Professor' or 'Clear filters'. */
  action?: ReactNode
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      {Icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      ) : null}
      <div className="flex max-w-sm flex-col gap-1">
        <h3 className="text-base font-semibold">{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  )
}
