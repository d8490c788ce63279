import { Spinner } from '@/components/ui/spinner'

/** Placeholder while the chart library loads (the table beside it is already there). */
export function ChartFallback() {
  return (
    <div className="text-muted-foreground flex h-32 items-center justify-center gap-2 text-sm">
      <Spinner /> Loading chart…
    </div>
  )
}
