import type { RowData } from '@tanstack/react-table'
import { ArrowLeft, ArrowRight, Minus, Plus, Settings2, type LucideIcon } from 'lucide-react'
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
import { TABLE_DENSITIES, type TableDensity } from '@/domain/model/table-preferences'

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
            <ColumnStepMenu
              title="Column order"
              columns={hideable}
              back={{ icon: ArrowLeft, label: (name) => `Move ${name} earlier`, disabled: (index) => index === 0 }}
              forward={{ icon: ArrowRight, label: (name) => `Move ${name} later`, disabled: (index) => index === hideable.length - 1 }}
              onStep={(columnId, step) => layout.move(columnId, step)}
            />
            {layout.widthOf ? (
              <ColumnStepMenu
                title="Column width"
                columns={hideable.filter((column) => column.getIsVisible())}
                back={{ icon: Minus, label: (name) => `Make ${name} narrower` }}
                forward={{ icon: Plus, label: (name) => `Make ${name} wider` }}
                onStep={(columnId, step) => {
                  const width = layout.widthOf?.(columnId)
                  if (width) layout.resize(columnId, width + step * WIDTH_STEP)
                }}
              />
            ) : null}
            <DropdownMenuItem onSelect={layout.reset}>Reset columns</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** How much one Narrower or Wider changes a column, in pixels. */
const WIDTH_STEP = 32

interface StepItem {
  icon: LucideIcon
  label: (columnName: string) => string
  disabled?: (index: number) => boolean
}

/**
 * A submenu with a row per column and a step back and a step forward in each: the keyboard's way
 * to do what a mouse drags (a header to another place, a header's edge to another width).
 */
function ColumnStepMenu<TData extends RowData>({
  title,
  columns,
  back,
  forward,
  onStep,
}: {
  title: string
  columns: ReturnType<DataTableTable<TData>['getAllLeafColumns']>
  back: StepItem
  forward: StepItem
  onStep: (columnId: string, step: -1 | 1) => void
}) {
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>{title}</DropdownMenuSubTrigger>
      <DropdownMenuSubContent className="max-h-96 w-56 overflow-y-auto">
        {columns.map((column, index) => {
          const name = getColumnLabel(column)
          return (
            <div key={column.id} className="flex items-center">
              {([-1, 1] as const).map((step) => {
                const item = step === -1 ? back : forward
                return (
                  <DropdownMenuItem
                    key={step}
                    className={step === -1 ? 'flex-1' : undefined}
                    aria-label={item.label(name)}
                    disabled={item.disabled?.(index)}
                    onSelect={(event) => {
                      stayOpen(event)
                      onStep(column.id, step)
                    }}
                  >
                    <item.icon aria-hidden="true" />
                    {step === -1 ? name : null}
                  </DropdownMenuItem>
                )
              })}
            </div>
          )
        })}
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  )
}
