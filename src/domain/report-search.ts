/**
 * Search params of /reports (tab and program filter). Apart from report.ts because the router,
 * which is in the first bundle, needs only this.
 */
import { z } from './zod'

/** Tabs of the reports screen, in order; the tab lives in the address (?tab=). */
export const REPORT_TABS = ['overview', 'workload', 'assignments', 'programs', 'export'] as const
export type ReportTab = (typeof REPORT_TABS)[number]

/** Search params of /reports: unknown values are dropped rather than breaking the screen. */
export const reportsSearchSchema = z.object({
  tab: z.enum(REPORT_TABS).optional().catch(undefined),
  program: z.string().min(1).optional().catch(undefined),
})
export type ReportsSearch = z.infer<typeof reportsSearchSchema>
