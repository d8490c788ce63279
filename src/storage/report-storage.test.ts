// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_REPORT_SETTINGS } from '@/domain/reports/report'
import { getPrintReport, getReportOptions, setReportOptions } from './report-storage'
import { STORAGE_KEYS } from './storage-keys'

describe('report options in localStorage', () => {
  beforeEach(() => localStorage.clear())

  it('starts at the spec defaults: inactive off, unassigned on, details on, note off, System Administrator', () => {
    expect(getReportOptions()).toEqual({
      includeInactive: false,
      includeUnassigned: true,
      groupByProgram: false,
      showWorkloadDetails: true,
      proposalNote: false,
      createdBy: 'System Administrator',
      // Issue 26: statements for every teaching professor only, Letter paper, no letterhead yet.
      includeIdleProfessors: false,
      paperSize: 'letter',
      letterhead: { college: '', school: '', department: '', contact: '' },
    })
  })

  it('keeps what was saved, and fills fields an older value lacks', () => {
    setReportOptions({ ...DEFAULT_REPORT_SETTINGS, includeInactive: true, createdBy: 'Dean' })
    expect(getReportOptions()).toMatchObject({ includeInactive: true, createdBy: 'Dean' })
    localStorage.setItem(STORAGE_KEYS.reportOptions, JSON.stringify({ proposalNote: true }))
    expect(getReportOptions()).toEqual({ ...DEFAULT_REPORT_SETTINGS, proposalNote: true })
  })

  it('reads an unreadable value as the defaults, and no print report as null', () => {
    localStorage.setItem(STORAGE_KEYS.reportOptions, '{not json')
    expect(getReportOptions()).toEqual(DEFAULT_REPORT_SETTINGS)
    localStorage.setItem(STORAGE_KEYS.printReport, JSON.stringify({ type: 'nope' }))
    expect(getPrintReport()).toBeNull()
  })
})
