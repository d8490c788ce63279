import { useId } from 'react'
import type { ComponentType } from 'react'
import type { RowData } from '@tanstack/react-table'
import { CirclePlus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Separator } from '@/components/ui/separator'
import type { DataTableColumn } from '@/components/data-table/data-table-features'

export interface FacetedFilterOption {
  label: string
  value: string
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
}

export interface DataTableFacetedFilterProps<TData extends RowData> {
  /**
   * The column to filter. Its def needs `filterFn: 'arrHas'` (one value per row) or
   * `'arrIncludesSome'` (an array per row, with `getUniqueValues` returning that array for counts).
   */
  column: DataTableColumn<TData> | undefined
  title: string
  options: readonly FacetedFilterOption[]
  clearLabel?: string
  /** Above this many selections the trigger shows 'N selected' instead of each label. */
  maxBadges?: number
}

/** A popover of checkboxes selecting any of several values, each with its row count. */
export function DataTableFacetedFilter<TData extends RowData>({
  column,
  title,
  options,
  clearLabel = 'Clear filters',
  maxBadges = 2,
}: DataTableFacetedFilterProps<TData>) {
  const groupId = useId()
  if (!column) return null
  const counts = column.getFacetedUniqueValues()
  const raw = column.getFilterValue()
  const selected = new Set<string>(Array.isArray(raw) ? (raw as string[]) : [])

  function toggle(value: string, checked: boolean) {
    if (!column) return
    const next = new Set(selected)
    if (checked) next.add(value)
    else next.delete(value)
    // Keep the options' order so the filter value (and a URL built from it) is stable.
    const values = options.map((option) => option.value).filter((v) => next.has(v))
    column.setFilterValue(values.length > 0 ? values : undefined)
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="h-8 border-dashed">
          <CirclePlus aria-hidden="true" />
          {title}
          {selected.size > 0 ? (
            <>
              <Separator orientation="vertical" className="mx-1 h-4" />
              {selected.size > maxBadges ? (
                <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                  {selected.size} selected
                </Badge>
              ) : (
                options
                  .filter((option) => selected.has(option.value))
                  .map((option) => (
                    <Badge
                      key={option.value}
                      variant="secondary"
                      className="rounded-sm px-1 font-normal"
                    >
                      {option.label}
                    </Badge>
                  ))
              )}
            </>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-60 p-1" align="start">
        <div
          role="group"
          aria-labelledby={groupId}
          className="flex max-h-72 flex-col overflow-y-auto"
        >
          <span id={groupId} className="sr-only">
            {title}
          </span>
          {options.map((option) => {
            const id = `${groupId}-${option.value}`
            const count = counts.get(option.value) ?? 0
            const Icon = option.icon
            return (
              <label
                key={option.value}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground"
              >
                <Checkbox
                  id={id}
                  checked={selected.has(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked === true)}
                />
                {Icon ? <Icon aria-hidden="true" className="size-4 text-muted-foreground" /> : null}
                <span className="flex-1 truncate">{option.label}</span>
                <span className="ml-auto font-mono text-xs text-muted-foreground tabular-nums">
                  {count}
                </span>
              </label>
            )
          })}
        </div>
        {selected.size > 0 ? (
          <>
            <Separator className="my-1" />
            <Button
              variant="ghost"
              size="sm"
              className="w-full justify-center"
              onClick={() => column.setFilterValue(undefined)}
            >
              {clearLabel}
            </Button>
          </>
        ) : null}
      </PopoverContent>
    </Popover>
  )
}
