import { Button } from '@/components/ui/button'
import { formatNumber } from '@/domain/kernel/format'

/**
 * "3 selected · 2 hidden by the filters": a bulk bar's count, which names the selected rows the
 * filters hide (the bulk actions apply to them too), with a way to leave them out.
 */
export function SelectionCount({
  count,
  hidden,
  onDeselectHidden,
  className,
}: {
  count: number
  hidden: number
  onDeselectHidden: () => void
  className?: string
}) {
  return (
    <>
      <span className={className} aria-live="polite" data-testid="selection-count">
        <span className="font-medium tabular-nums">{formatNumber(count)} selected</span>
        {hidden > 0 && (
          <span className="text-amber-800 dark:text-amber-300">
            {' '}
            · {formatNumber(hidden)} hidden by the filters
          </span>
        )}
      </span>
      {hidden > 0 && (
        <Button variant="ghost" size="sm" className="h-7" onClick={onDeselectHidden}>
          Deselect hidden
        </Button>
      )}
    </>
  )
}
