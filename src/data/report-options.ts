/**
 * The reports screen's options, kept per browser in localStorage (same pattern as the other small
 * settings: every component sees one value, other tabs' changes arrive as storage events), and the
 * hand-off of a generated report to the print window.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { Report, ReportSettings } from '@/domain/reports/report'
import type { LocalWriteResult } from '@/storage/local-storage'
import { getPrintReport, getReportOptions, setPrintReport, setReportOptions } from '@/storage/report-storage'
import { STORAGE_KEYS } from '@/storage/storage-keys'
import { announce, cachedReader, subscribe } from './local-settings'

const readOptions = cachedReader(STORAGE_KEYS.reportOptions, getReportOptions)

export function useReportOptions(): [ReportSettings, (patch: Partial<ReportSettings>) => void] {
  const value = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.reportOptions, cb), readOptions)
  const update = useCallback(
    (patch: Partial<ReportSettings>) =>
      void announce(STORAGE_KEYS.reportOptions, setReportOptions({ ...getReportOptions(), ...patch })),
    [],
  )
  return [value, update]
}

/** Stores the report for the print window, which opens right after and reads it. */
export function handReportToPrint(report: Report): LocalWriteResult {
  return setPrintReport(report)
}

/** The report handed over by the opener (a reload of the print window reads it again). */
export function readPrintReport(): Report | null {
  return getPrintReport()
}
