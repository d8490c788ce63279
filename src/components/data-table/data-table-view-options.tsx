import type { RowData } from '@tanstack/react-table'
import { ArrowLeft, ArrowRight, Minus, Plus, Settings2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { getColumnLabel, type DataTableTable } from '@/components/data-table/data-table-features'
import type { ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import { TABLE_DENSITIES, type TableDensity } from '@/domain/table-preferences'

const DENSITY_LABELS: Record<TableDensity, string> = { comfortable: 'Comfortable', compact: 'Compact' }

export interface DataTableViewOptionsProps<TData extends RowData> {
  table: DataTableTable<TData>
  /** The stored layout's controls: adds density, column order and reset to the menu. */
  layout?: ColumnLayoutControls | null
  /** The button's text; empty for an icon-only button. */
  label?: string
  menuLabel?: string
}

/** Keeps the menu open after an item, so several changes can be made in one go. */
const stayOpen = (event: Event) => event.preventDefault()

/** A menu of checkboxes showing or hiding each hideable column; with a layout, density and order too. */
export function DataTableViewOptions<TData extends RowData>({
  table,
  layout,
  label = 'View',
  menuLabel = 'Toggle columns',
}: DataTableViewOptionsProps<TData>) {
  // In their shown order (getAllLeafColumns follows the column order), so "earlier" and "later"
  // mean what the user sees.
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide())
  if (hideable.length === 0) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {label ? (
          <Button variant="outline" size="sm" className="ml-auto">
            <Settings2 aria-hidden="true" />
            {label}
          </Button>
        ) : (
          // Icon only (in a header cell): named for what it opens.
          <Button variant="ghost" size="icon" className="size-7" aria-label="Table view options" title="Table view options">
            <Settings2 aria-hidden="true" />
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        {layout ? (
          <>
            <DropdownMenuLabel>Density</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={layout.density} onValueChange={(value) => layout.setDensity(value as TableDensity)}>
              {TABLE_DENSITIES.map((density) => (
                <DropdownMenuRadioItem key={density} value={density} onSelect={stayOpen}>
                  {DENSITY_LABELS[density]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuLabel>{menuLabel}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onSelect={stayOpen}
            onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
          >
            {getColumnLabel(column)}
          </DropdownMenuCheckboxItem>
        ))}
        {layout ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>Column order</DropdownMenuSubTrigger>
              <DropdownMenuSubContent className="max-h-96 w-56 overflow-y-auto">
                {hideable.map((column, index) => (
                  <div key={column.id} className="flex items-center">
                    <DropdownMenuItem
                      className="flex-1"
                      aria-label={`Move ${getColumnLabel(column)} earlier`}
                      disabled={index === 0}
                      onSelect={(event) => {
                        stayOpen(event)
                        layout.move(column.id, -1)
                      }}
                    >
                      <ArrowLeft aria-hidden="true" />
                      {getColumnLabel(column)}
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      aria-label={`Move ${getColumnLabel(column)} later`}
                      disabled={index === hideable.length - 1}
                      onSelect={(event) => {
                        stayOpen(event)
                        layout.move(column.id, 1)
                      }}
                    >
                      <ArrowRight aria-hidden="true" />
                    </DropdownMenuItem>
                  </div>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
            {layout.widthOf ? <ColumnWidthMenu columns={hideable.filter((column) => column.getIsVisible())} layout={layout} /> : null}
            <DropdownMenuItem onSelect={layout.reset}>Reset columns</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** How much one Narrower or Wider changes a column, in pixels. */
const WIDTH_STEP = 32

/**
 * Narrower and Wider for each shown column: what dragging a header's edge does, for the keyboard
 * (the drag handle itself is hidden from assistive technology, see ColumnResizeHandle).
 */
function ColumnWidthMenu<TData extends RowData>({
  columns,
  layout,
}: {
  columns: ReturnType<DataTableTable<TData>['getAllLeafColumns']>
  layout: ColumnLayoutControls
}) {
  const resizeBy = (columnId: string, step: number) => {
    const width = layout.widthOf?.(columnId)
    if (width) layout.resize(columnId, width + step)
  }
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>Column width</DropdownMenuSubTrigger>
      <DropdownMenuSubContent className="max-h-96 w-56 overflow-y-auto">
        {columns.map((column) => (
          <div key={column.id} className="flex items-center">
            <DropdownMenuItem
              className="flex-1"
              aria-label={`Make ${getColumnLabel(column)} narrower`}
              onSelect={(event) => {
                stayOpen(event)
                resizeBy(column.id, -WIDTH_STEP)
              }}
            >
              <Minus aria-hidden="true" />
              {getColumnLabel(column)}
            </DropdownMenuItem>
            <DropdownMenuItem
              aria-label={`Make ${getColumnLabel(column)} wider`}
              onSelect={(event) => {
                stayOpen(event)
                resizeBy(column.id, WIDTH_STEP)
              }}
            >
              <Plus aria-hidden="true" />
            </DropdownMenuItem>
          </div>
        ))}
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  )
}
