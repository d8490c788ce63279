/**
 * Search params of /reports (tab, program filter, and the term of a /reports/{year} link). Apart
 * from report.ts because the router, which is in the first bundle, needs only this.
 */
import { TERMS } from '@/domain/kernel/constants'
import { oneOf, readSearch, text, type SearchOf } from '@/domain/kernel/search-params'

/** Tabs of the reports screen, in order; the tab lives in the address (?tab=). */
export const REPORT_TABS = ['overview', 'workload', 'assignments', 'programs', 'export'] as const
export type ReportTab = (typeof REPORT_TABS)[number]

/** The term of a /reports/{year} report within that year, or all of its terms. */
const REPORT_TERMS = ['all', ...TERMS] as const
export type ReportTerm = (typeof REPORT_TERMS)[number]

const REPORTS_SEARCH_FIELDS = { tab: oneOf(REPORT_TABS), program: text, term: oneOf(REPORT_TERMS) }
export type ReportsSearch = SearchOf<typeof REPORTS_SEARCH_FIELDS>

/** Search params of /reports: unknown values are dropped rather than breaking the screen. */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  return readSearch(REPORTS_SEARCH_FIELDS, raw)
}
