import { Spinner } from '@/components/ui/spinner'

/**
 * Chart heights, here rather than in report-charts.tsx (which loads recharts on demand), so the
 * placeholder shown while the chart library loads takes the chart's exact height and nothing
 * below it moves when the chart arrives.
 */
export const chartHeights = {
  workload: (rows: number) => Math.max(120, rows * 30 + 60),
  coverage: (rows: number, layout: 'horizontal' | 'vertical' = 'horizontal') =>
    layout === 'vertical' ? Math.max(120, rows * 44 + 60) : 260,
}

/** Placeholder while the chart library loads (the table beside it is already there). */
export function ChartFallback({ height }: { height: number }) {
  return (
    <div className="flex items-center justify-center" style={{ height }}>
      <Spinner label="Loading chart…" />
    </div>
  )
}
