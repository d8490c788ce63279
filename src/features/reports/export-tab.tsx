/**
 * Export & Print: choose a report type (and the professor or course it needs), generate the spec's
 * report object, then download it as CSV, JSON or Excel, or open it in the print window. A report
 * is a snapshot: changing what it is made of discards it, so an export never shows stale figures.
 */
import { Download, FileJson, FileSpreadsheet, Play, Printer } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { REPORT_TYPES } from '@/domain/kernel/constants'
import { pluralize } from '@/domain/kernel/format'
import { professorFullName } from '@/domain/model/professor-name'
import { ALL_PROFESSORS, REPORT_MESSAGES, isReportType, type Report, type ReportSettings } from '@/domain/reports/report'
import { reportCourses, reportProfessors, type ReportInput } from '@/domain/reports/report-data'
import { generateReport, REPORTS } from '@/domain/reports/report-registry'
import { reportTable, type ReportFileFormat } from '@/domain/reports/report-table'
import { handReportToPrint } from '@/data/report-options'
import { errorMessage, notify } from '@/lib/notify'
import { downloadReport } from './report-files'
import { ReportOptionsFields } from './report-options-fields'
import { ReportPreview } from './report-preview'

const EXPORTED = { csv: REPORT_MESSAGES.exportedCsv, json: REPORT_MESSAGES.exportedJson, excel: REPORT_MESSAGES.exportedExcel } as const

/** Path of the print window's page, under the app's base path (/app/reports/print). */
const PRINT_PATH = `${import.meta.env.BASE_URL}reports/print`

export function ExportTab({
  input,
  semester,
  onSettingsChange,
}: {
  input: ReportInput
  semester: string
  onSettingsChange: (patch: Partial<ReportSettings>) => void
}) {
  const [type, setType] = useState<string>('workload-summary')
  const [professorId, setProfessorId] = useState('')
  const [courseId, setCourseId] = useState('')
  // What the last report (or problem) was made from: it only counts while that still holds.
  const [made, setMade] = useState<{ basis: unknown[]; report: Report | null; problem: string | null } | null>(null)
  const basis = [input, type, professorId, courseId]
  const current = made && made.basis.every((v, i) => v === basis[i]) ? made : null
  const report = current?.report ?? null
  const problem = current?.problem ?? null
  const professors = useMemo(() => reportProfessors(input), [input])
  const courses = useMemo(() => reportCourses(input).sort((a, b) => a.code.localeCompare(b.code)), [input])
  const needs = isReportType(type) ? REPORTS[type].needs : null

  function generate() {
    try {
      const result = generateReport({ type, professorId, courseId, semester }, input)
      if (!result.ok) {
        setMade({ basis, report: null, problem: result.message })
        notify.error(result.message)
        return
      }
      setMade({ basis, report: result.report, problem: null })
    } catch (error) {
      notify.error(REPORT_MESSAGES.generateFailed(errorMessage(error)))
    }
  }

  async function exportAs(format: ReportFileFormat) {
    if (!report) {
      notify.warning(REPORT_MESSAGES.generateFirst)
      return
    }
    try {
      await downloadReport(report, format)
      notify.success(EXPORTED[format])
    } catch (error) {
      notify.error(REPORT_MESSAGES.exportFailed(errorMessage(error)))
    }
  }

  function print() {
    if (!report) {
      notify.warning(REPORT_MESSAGES.generateFirst)
      return
    }
    const handed = handReportToPrint(report)
    if (!handed.ok) {
      notify.error(handed.error.message)
      return
    }
    const opened = window.open(PRINT_PATH, '_blank')
    if (!opened) notify.error(REPORT_MESSAGES.printBlocked)
  }

  const table = useMemo(() => (report ? reportTable(report) : null), [report])
  const rowCount = table?.rows.length ?? 0

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Generate a report</CardTitle>
          <CardDescription>Computed from the stored data for {input.scope.label}; every figure is per term.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="report-type">Report type</Label>
              <NativeSelect id="report-type" value={type} onChange={(e) => setType(e.target.value)}>
                {REPORT_TYPES.map((t) => (
                  <option key={t} value={t}>{REPORTS[t].label}</option>
                ))}
              </NativeSelect>
            </div>
            {needs === 'professor' && (
              <div className="space-y-1">
                <Label htmlFor="report-professor">Professor</Label>
                <NativeSelect id="report-professor" value={professorId} onChange={(e) => setProfessorId(e.target.value)} placeholder="Select a professor">
                  <option value={ALL_PROFESSORS}>All professors (one statement each)</option>
                  {professors.map((p) => (
                    <option key={p.id} value={p.id}>{professorFullName(p)}</option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {needs === 'course' && (
              <div className="space-y-1">
                <Label htmlFor="report-course">Course</Label>
                <NativeSelect id="report-course" value={courseId} onChange={(e) => setCourseId(e.target.value)} placeholder="Select a course">
                  {courses.map((c) => (
                    <option key={c.id} value={c.id}>{c.code} {c.title}</option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </div>
          {problem && (
            <p role="alert" className="text-destructive text-sm font-medium" data-testid="report-problem">{problem}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={generate}><Play aria-hidden="true" />Generate Report</Button>
            <Button variant="outline" onClick={() => void exportAs('csv')}><Download aria-hidden="true" />Export CSV</Button>
            <Button variant="outline" onClick={() => void exportAs('json')}><FileJson aria-hidden="true" />Export JSON</Button>
            <Button variant="outline" onClick={() => void exportAs('excel')}><FileSpreadsheet aria-hidden="true" />Export Excel</Button>
            <Button variant="outline" onClick={print}><Printer aria-hidden="true" />Print</Button>
          </div>
          <p className="text-muted-foreground text-sm" role="status" data-testid="report-status">
            {report
              ? `${REPORTS[report.type].label} generated by ${report.generatedBy} · ${pluralize(rowCount, 'row')} · ${report.scope.label}`
              : 'No report generated yet.'}
          </p>
          {table && <ReportPreview table={table} />}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <ReportOptionsFields idPrefix="export" settings={input.settings} onChange={onSettingsChange} />
        </CardContent>
      </Card>
    </div>
  )
}
