import type { ComponentType, ReactNode } from 'react'
import { cn } from '@/lib/utils'

export type StatCardTone = 'default' | 'primary' | 'success' | 'warning' | 'destructive'

const iconToneClasses: Record<StatCardTone, string> = {
  default: 'bg-muted text-muted-foreground',
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/20 text-warning',
  destructive: 'bg-destructive/10 text-destructive',
}

export interface StatCardProps {
  label: ReactNode
  value: ReactNode
  hint?: ReactNode
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  tone?: StatCardTone
  /** Makes the whole card a button (e.g. jump to a filtered list). */
  onClick?: () => void
  className?: string
}

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'default',
  onClick,
  className,
}: StatCardProps) {
  const body = (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </div>
      {Icon ? (
        <div
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            iconToneClasses[tone],
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </div>
      ) : null}
    </>
  )
  const classes = cn(
    'flex items-start justify-between gap-4 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-xs',
    className,
  )
  if (onClick) {
    return (
      <button
        type="button"
        data-slot="stat-card"
        data-tone={tone}
        onClick={onClick}
        className={cn(
          classes,
          'w-full transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring',
        )}
      >
        {body}
      </button>
    )
  }
  return (
    <div data-slot="stat-card" data-tone={tone} className={classes}>
      {body}
    </div>
  )
}
