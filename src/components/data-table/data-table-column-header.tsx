import type { RowData } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { DataTableColumn } from '@/components/data-table/data-table-features'
import { cn } from '@/lib/utils'

export interface DataTableColumnHeaderProps<TData extends RowData> {
  column: DataTableColumn<TData>
  title: string
  className?: string
}

/**
 * A header cell's content. Sortable columns get a button (Shift+click adds a secondary sort);
 * the direction is announced by aria-sort on the enclosing <th>, which DataTable sets.
 */
export function DataTableColumnHeader<TData extends RowData>({
  column,
  title,
  className,
}: DataTableColumnHeaderProps<TData>) {
  if (!column.getCanSort()) {
    return <span className={cn('font-medium', className)}>{title}</span>
  }
  const sorted = column.getIsSorted()
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown
  return (
    <Button
      variant="ghost"
      size="sm"
      data-sorted={sorted || undefined}
      // Long titles wrap in a narrow column instead of being cut off: the title and its arrow
      // flow as text, so the arrow follows the last word (or goes below it).
      className={cn(
        'inline-block h-auto min-h-7 px-1 py-1 text-left has-[>svg]:px-1 leading-tight font-medium whitespace-normal in-data-[density=compact]:text-xs data-[sorted]:text-foreground',
        className,
      )}
      onClick={(event) => column.getToggleSortingHandler()?.(event)}
    >
      {title}
      <Icon aria-hidden="true" className={cn('ml-1 inline-block size-3.5 align-[-2px]', !sorted && 'opacity-50')} />
    </Button>
  )
}
