import { Spinner } from '@/components/ui/spinner'

/** Placeholder while the chart library loads (the table beside it is already there). */
export function ChartFallback() {
  return (
    <div className="flex h-32 items-center justify-center">
      <Spinner label="Loading chart…" />
    </div>
  )
}
