/**
 * Search params of /reports (tab and program filter). Apart from report.ts because the router,
 * which is in the first bundle, needs only this.
 */
import { oneOf, readSearch, text, type SearchOf } from './search-params'

/** Tabs of the reports screen, in order; the tab lives in the address (?tab=). */
export const REPORT_TABS = ['overview', 'workload', 'assignments', 'programs', 'export'] as const
export type ReportTab = (typeof REPORT_TABS)[number]

const REPORTS_SEARCH_FIELDS = { tab: oneOf(REPORT_TABS), program: text }
export type ReportsSearch = SearchOf<typeof REPORTS_SEARCH_FIELDS>

/** Search params of /reports: unknown values are dropped rather than breaking the screen. */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  return readSearch(REPORTS_SEARCH_FIELDS, raw)
}
