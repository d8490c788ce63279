/**
 * The reports' two localStorage values: the options (kept per browser) and the report handed to
 * the print window. Apart from local-storage.ts so that only the reports screen loads them.
 */
import { DEFAULT_REPORT_SETTINGS, reportSchema, reportSettingsSchema, type Report, type ReportSettings } from '@/domain/reports/report'
import { readLocal, writeLocal, type LocalWriteResult } from './local-storage'
import { STORAGE_KEYS } from './storage-keys'

/** Report options, each missing or unreadable field at its default. */
export function getReportOptions(): ReportSettings {
  return readLocal(STORAGE_KEYS.reportOptions, reportSettingsSchema, DEFAULT_REPORT_SETTINGS)
}

export function setReportOptions(options: ReportSettings): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.reportOptions, options)
}

/**
 * The report waiting for the print window, or null (none, or unreadable). The envelope is checked;
 * the data is taken as the data of its type, since it is what this app's registry built and wrote a
 * moment before (setPrintReport): the one place a stored report becomes a typed one.
 */
export function getPrintReport(): Report | null {
  return readLocal(STORAGE_KEYS.printReport, reportSchema.nullable(), null) as Report | null
}

export function setPrintReport(report: Report): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.printReport, report)
}
