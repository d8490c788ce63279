/**
 * How a data table is laid out in this browser (issue 12 "Dense tables"): which columns show, in
 * what order, how wide, and the row density. Kept per table id in localStorage; a missing or
 * unreadable value gives the defaults, so a stored layout can never break a table.
 */
import { z } from '@/domain/kernel/zod'

export const TABLE_DENSITIES = ['comfortable', 'compact'] as const
export type TableDensity = (typeof TABLE_DENSITIES)[number]
const DEFAULT_TABLE_DENSITY: TableDensity = 'compact'

/** Narrowest a column may be dragged to, in px, so its header never disappears. */
export const MIN_COLUMN_WIDTH = 48
export const MAX_COLUMN_WIDTH = 800

export const tableLayoutSchema = z.object({
  visibility: z.record(z.string(), z.boolean()).catch({}).default({}),
  order: z.array(z.string()).catch([]).default([]),
  sizing: z.record(z.string(), z.number().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH)).catch({}).default({}),
  density: z.enum(TABLE_DENSITIES).catch(DEFAULT_TABLE_DENSITY).default(DEFAULT_TABLE_DENSITY),
})
export type TableLayout = z.infer<typeof tableLayoutSchema>

export const DEFAULT_TABLE_LAYOUT: TableLayout = { visibility: {}, order: [], sizing: {}, density: DEFAULT_TABLE_DENSITY }

/** Every table's layout by table id ('courses', 'professors'). */
export const tableLayoutsSchema = z.record(z.string(), tableLayoutSchema)

/**
 * The full column order after moving `id` one place earlier (-1) or later (+1). `order` may be
 * partial or stale (columns added or removed since it was stored): it is completed from `ids`,
 * the table's columns in their defined order, and ids no longer present are dropped.
 */
export function moveColumn(ids: readonly string[], order: readonly string[], id: string, step: -1 | 1): string[] {
  const known = new Set(ids)
  const full = [...order.filter((x) => known.has(x)), ...ids.filter((x) => !order.includes(x))]
  const from = full.indexOf(id)
  const to = from + step
  if (from < 0 || to < 0 || to >= full.length) return full
  ;[full[from], full[to]] = [full[to]!, full[from]!]
  return full
}

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)))
}
