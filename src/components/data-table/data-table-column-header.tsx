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
      className={cn('-ml-3 h-8 px-3 font-medium data-[sorted]:text-foreground', className)}
      onClick={(event) => column.getToggleSortingHandler()?.(event)}
    >
      <span>{title}</span>
      <Icon aria-hidden="true" className={cn('size-3.5', !sorted && 'opacity-50')} />
    </Button>
  )
}
