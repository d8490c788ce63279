/**
 * Search params of /history: one course, one professor or one planning term (none: everything),
 * and the text search. Unusable values are dropped rather than breaking the screen.
 */
import { anyText, matching, readSearch, text, type SearchOf } from '@/domain/kernel/search-params'

const HISTORY_SEARCH_FIELDS = { course: text, professor: text, term: matching(/^(fall|winter|spring)-\d{4}$/), q: anyText }
export type HistorySearch = SearchOf<typeof HISTORY_SEARCH_FIELDS>

export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  return readSearch(HISTORY_SEARCH_FIELDS, raw)
}
