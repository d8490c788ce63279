/**
 * Column matches a user chose by hand in a spreadsheet import, in localStorage, keyed by the set
 * of headers (headerSetKey), so the next file with the same columns opens matched the same way.
 * Small and per browser, like the table layouts; the newest MAX_REMEMBERED header sets are kept.
 */
import { readLocal, plainCheck, writeLocal, type LocalWriteResult } from './local-storage'
import { STORAGE_KEYS } from './storage-keys'

type Matches = Record<string, Record<string, number | null>>

/** Enough for every HR and course export a faculty office uses; older sets drop off. */
export const MAX_REMEMBERED_HEADER_SETS = 20

const matchesCheck = plainCheck<Matches>((value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const out: Matches = {}
  for (const [key, mapping] of Object.entries(value as Record<string, unknown>)) {
    if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping)) continue
    const entry: Record<string, number | null> = {}
    for (const [field, index] of Object.entries(mapping as Record<string, unknown>))
      if (index === null || (typeof index === 'number' && Number.isInteger(index))) entry[field] = index
    out[key] = entry
  }
  return out
})

function readAll(): Matches {
  return readLocal(STORAGE_KEYS.sheetColumnMatches, matchesCheck, {})
}

export function getSheetColumnMatches(headerSet: string): Record<string, number | null> | undefined {
  return Object.hasOwn(readAll(), headerSet) ? readAll()[headerSet] : undefined
}

export function setSheetColumnMatches(
  headerSet: string,
  mapping: Record<string, number | null>,
): LocalWriteResult {
  const rest = Object.entries(readAll()).filter(([key]) => key !== headerSet)
  // Newest last; the oldest sets go first when the limit is reached.
  const kept = [...rest.slice(-(MAX_REMEMBERED_HEADER_SETS - 1)), [headerSet, { ...mapping }] as const]
  return writeLocal(STORAGE_KEYS.sheetColumnMatches, Object.fromEntries(kept))
}
