/**
 * The History view's rows and its workbook: one row per thing a logged change did (describe-change
 * items), newest change first, with who, when, what, and the record before -> after. The same rows
 * fill the table and the exported sheet, so the file says what the screen says.
 */
import { formatDateTime } from '@/domain/kernel/date-format'
import type { SheetTable } from '@/domain/exchange/spreadsheet-columns'
import {
  authorName,
  describeChangeItems,
  type ChangeItemKind,
  type ChangeNames,
  type LoggedChange,
  type TimeFormats,
} from './describe-change'

export interface HistoryRow {
  /** Unique in the view: the change's number and the item's place in it. */
  key: string
  seq: number
  /** ISO timestamp, for sorting. */
  at: string
  /** The timestamp as the user's preferences show it. */
  when: string
  author: string
  kind: ChangeItemKind
  summary: string
  subject: string
  before: string
  after: string
}

export function historyRows(changes: readonly LoggedChange[], formats: TimeFormats, names: ChangeNames = {}): HistoryRow[] {
  return changes.flatMap((change) => {
    const author = authorName(change.author, names)
    const when = formatDateTime(change.at, formats)
    const items = describeChangeItems(change, names)
    return items.map((item, i) => ({
      key: `${change.seq}:${i}`,
      seq: change.seq,
      at: change.at,
      when,
      author,
      kind: item.kind,
      summary: item.summary,
      subject: item.subject,
      before: item.before,
      after: item.after,
    }))
  })
}

/** Rows whose text holds every word of `query` (case-insensitive): who, what, and before or after. */
export function filterHistoryRows(rows: readonly HistoryRow[], query: string): readonly HistoryRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return rows
  return rows.filter((r) => {
    const text = `${r.author} ${r.summary} ${r.subject} ${r.before} ${r.after} ${r.when}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

/** Not 'History': Excel reserves that sheet name. */
export const HISTORY_SHEET_NAME = 'Changes'

/** The rows as one sheet: the change's number, ISO date and local time, who, what, before, after. */
export function historySheet(rows: readonly HistoryRow[]): SheetTable {
  return {
    name: HISTORY_SHEET_NAME,
    columns: [
      { header: 'Change' },
      { header: 'When', width: 18 },
      { header: 'Who', width: 20 },
      { header: 'What', width: 40 },
      { header: 'Record', width: 14 },
      { header: 'Before', width: 24 },
      { header: 'After', width: 24 },
    ],
    rows: rows.map((r) => [r.seq, r.when, r.author, r.summary, r.subject, r.before, r.after]),
  }
}
