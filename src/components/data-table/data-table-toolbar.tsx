import type { ReactNode } from 'react'
import type { RowData } from '@tanstack/react-table'
import { Search, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options'
import type { DataTableInstance } from '@/components/data-table/data-table-features'
import type { ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import { cn } from '@/lib/utils'

export interface DataTableToolbarProps<TData extends RowData> {
  table: DataTableInstance<TData>
  /**
   * Replaces the built-in search box. By default the box drives the table's global filter
   * (so a DataTable with a controlled `globalFilter` gets the text through its onChange).
   */
  search?: ReactNode
  /** Hide the built-in search box without supplying another. */
  hideSearch?: boolean
  searchLabel?: string
  searchPlaceholder?: string
  /** Filter controls, e.g. DataTableFacetedFilter elements. */
  children?: ReactNode
  /** Right-hand actions such as an Add button. */
  actions?: ReactNode
  viewOptions?: boolean
  /** The table's stored layout (DataTable hands it to its toolbar): density and column order in the View menu. */
  layout?: ColumnLayoutControls | null
  resetLabel?: string
  className?: string
}

export function DataTableToolbar<TData extends RowData>({
  table,
  search,
  hideSearch = false,
  searchLabel = 'Search',
  searchPlaceholder = 'Search...',
  children,
  actions,
  viewOptions = true,
  layout,
  resetLabel = 'Reset',
  className,
}: DataTableToolbarProps<TData>) {
  const { columnFilters, globalFilter } = table.state
  const globalText = typeof globalFilter === 'string' ? globalFilter : ''
  const isFiltered = columnFilters.length > 0 || globalText !== ''

  return (
    <div
      role="toolbar"
      aria-label="Table controls"
      data-slot="data-table-toolbar"
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      {search ??
        (hideSearch ? null : (
          <div className="relative w-full sm:w-64">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={searchLabel}
              placeholder={searchPlaceholder}
              value={globalText}
              onChange={(event) => table.setGlobalFilter(event.target.value)}
              className="h-8 pl-8"
            />
          </div>
        ))}
      {children}
      {isFiltered ? (
        <Button
          variant="ghost"
          size="sm"
          className="h-8"
          onClick={() => {
            table.resetColumnFilters(true)
            table.setGlobalFilter('')
          }}
        >
          {resetLabel}
          <X aria-hidden="true" />
        </Button>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        {actions}
        {viewOptions ? <DataTableViewOptions table={table} layout={layout} /> : null}
      </div>
    </div>
  )
}
