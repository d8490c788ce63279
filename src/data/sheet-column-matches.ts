/**
 * A spreadsheet import's remembered column matches (storage/sheet-column-matches-storage.ts):
 * the user's manual matches for a set of headers come back for the next file with those headers.
 */
import {
  headerSetKey,
  restoreMapping,
  type ColumnMapping,
  type SheetField,
} from '@/domain/exchange/spreadsheet-columns'
import {
  getSheetColumnMatches,
  setSheetColumnMatches,
} from '@/storage/sheet-column-matches-storage'

export function rememberedMapping<K extends string>(
  columns: readonly string[],
  fields: readonly SheetField<K>[],
): ColumnMapping<K> | null {
  return restoreMapping(getSheetColumnMatches(headerSetKey(columns, fields)), fields, columns.length)
}

export function rememberMapping<K extends string>(
  columns: readonly string[],
  fields: readonly SheetField<K>[],
  mapping: ColumnMapping<K>,
): void {
  // A full browser storage only means the matches are not remembered; the import goes on.
  setSheetColumnMatches(headerSetKey(columns, fields), mapping)
}
