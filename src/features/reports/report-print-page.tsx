/**
 * The print window (/reports/print): the report handed over by the opener, laid out for paper with
 * no app chrome. Title, scope, term dates, options, creator and dates head the page; the 'Proposal for
 * reference only' note shows when set; load statements start each professor on a new page, with
 * every section, a total per term and signature lines. A reload shows the same report again.
 */
import { Printer, X } from 'lucide-react'
import { Fragment, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatDate, formatDateTime } from '@/domain/kernel/date-format'
import { usePreferences } from '@/data/local-settings'
import { formatNumber } from '@/domain/kernel/format'
import { REPORT_MESSAGES, type Letterhead, type PaperSize, type Report } from '@/domain/reports/report'
import { scopeTermDates, type LoadStatement } from '@/domain/reports/report-data'
import { REPORTS, reportPrintView } from '@/domain/reports/report-registry'
import type { ReportCell, ReportTable } from '@/domain/reports/report-table'
import { readPrintReport } from '@/data/report-options'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { ReportStatusBadge } from './report-status'

/** The page box for the report's paper (Settings → General → Documents; Letter by default). */
function printCss(paper: PaperSize) {
  const size = paper === 'a4' ? 'A4' : 'letter'
  return `@page { size: ${size}; margin: 16mm 14mm; } @media print { html, body { background: #fff !important; } thead { display: table-header-group; } }`
}

const OPTION_LABELS: [keyof Report['settings'], string][] = [
  ['includeInactive', 'Inactive professors included'],
  ['includeUnassigned', 'Unassigned courses included'],
  ['groupByProgram', 'Grouped by program'],
  ['showWorkloadDetails', 'Workload details shown'],
]


export function ReportPrintPage() {
  const [report] = useState(readPrintReport)
  // ?professor=<id>: this window shows that professor's statement alone ("Print one by one").
  const [only] = useState(() => new URLSearchParams(window.location.search).get('professor'))
  const view = report ? reportPrintView(report) : null
  const statements =
    view?.kind === 'statements'
      ? view.statements.filter((s) => only === null || s.professorId === only)
      : []
  const single = only !== null && statements.length === 1 ? statements[0]! : null
  // The window's title is the file name the browser offers when it saves the print as a PDF.
  const title = !report
    ? ''
    : single
      ? `Load statement – ${single.name} – ${report.scope.label}`
      : `${REPORTS[report.type].label} – ${report.scope.label}`
  useEffect(() => {
    if (title) document.title = title
  }, [title])

  if (!report) {
    return (
      <main className="mx-auto max-w-2xl p-10">
        <h1 className="text-xl font-semibold">Nothing to print</h1>
        <p className="text-muted-foreground mt-2">{REPORT_MESSAGES.generateFirst}: open Reports, generate a report, then choose Print.</p>
      </main>
    )
  }
  if (!view) return null
  return (
    <main className="mx-auto min-h-screen max-w-[60rem] bg-white p-8 text-black print:max-w-none print:p-0">
      {/* Paper margins, and white paper: the app's page background is not part of the report. */}
      <style>{printCss(report.settings.paperSize)}</style>
      <div className="mb-6 flex justify-end gap-2 print:hidden">
        <Button onClick={() => window.print()}><Printer aria-hidden="true" />Print</Button>
        <Button variant="outline" onClick={() => window.close()}><X aria-hidden="true" />Close</Button>
      </div>
      {view.kind === 'statements' && only === null && statements.length > 1 && (
        <OneByOne statements={statements} />
      )}
      {view.kind === 'statements' ? (
        <>
          {/* The professors' names are the headings a PDF's outline is made of (one bookmark per
              professor); the window's own heading is for screen readers and stays off the paper. */}
          <h1 className="sr-only print:hidden">{title}</h1>
          {statements.map((s, i, all) => (
            <section key={s.professorId} className={cn(i < all.length - 1 && 'break-after-page')} aria-label={`Load statement of ${s.name}`}>
              <ReportHeading report={report} title={view.heading} statement />
              <Statement statement={s} scopeLabel={report.scope.label} />
            </section>
          ))}
        </>
      ) : (
        <>
          <ReportHeading report={report} title={view.table.title} />
          <ReportTableView table={view.table} groupedByProgram={view.groupedByProgram} />
        </>
      )}
    </main>
  )
}

/**
 * "Print one by one" (issue 26): a zip of PDFs needs a server, so each professor's statement
 * opens in a window of its own, titled with their name (the name the browser gives the PDF).
 * Printing this window instead gives one PDF; where the PDF maker builds an outline from the
 * headings (Chrome's headless print, not its print dialog), it has a bookmark per professor.
 */
function OneByOne({ statements }: { statements: readonly LoadStatement[] }) {
  return (
    <nav aria-label="Print one by one" className="mb-6 rounded-md border p-3 text-sm print:hidden">
      <p className="mb-2 font-medium">
        Print one by one: open each professor&apos;s statement in its own window, then print or save it as a PDF.
      </p>
      <ul className="flex flex-wrap gap-2">
        {statements.map((s) => (
          <li key={s.professorId}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                const opened = window.open(`${window.location.pathname}?professor=${encodeURIComponent(s.professorId)}`, `statement-${s.professorId}`)
                if (!opened) notify.error(REPORT_MESSAGES.printBlocked)
              }}
            >
              {s.name}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The top of a printed report or statement: the letterhead, the proposal note when set, the title,
 * the scope, its terms with their dates from the academic calendar, when it was generated and the
 * day it is printed. A statement goes to a professor, so it leaves out the internal report options
 * ("Unassigned courses included"...).
 */
function ReportHeading({ report, title, statement = false }: { report: Report; title: string; statement?: boolean }) {
  // Dates follow the user's date and time format preferences (Settings → General).
  const [preferences] = usePreferences()
  const options = OPTION_LABELS.filter(([key]) => report.settings[key] === true).map(([, label]) => label)
  const letterhead = letterheadLines(report.settings.letterhead)
  // The term's dates from the academic calendar (classes to the end of exams) and today's date.
  const terms = scopeTermDates(report.scope.terms)
  const day = (iso: string) => formatDate(localDay(iso), preferences)
  const [printedOn] = useState(() => new Date())
  return (
    <header className="mb-5 border-b-2 border-black pb-3">
      {letterhead.length > 0 && (
        <div className="mb-3 text-sm" data-testid="letterhead">
          {letterhead.map((line, i) => (
            <p key={i} className={i === 0 ? 'text-base font-bold' : undefined}>{line}</p>
          ))}
        </div>
      )}
      {report.settings.proposalNote && (
        <p className="mb-3 border-2 border-black px-3 py-1 text-center text-sm font-bold tracking-wide uppercase" data-testid="proposal-note">
          Proposal for reference only
        </p>
      )}
      {/* A statement's title is the same on every page: not a heading, so it is not a bookmark. */}
      {statement ? <p className="text-2xl font-bold">{title}</p> : <h1 className="text-2xl font-bold">{title}</h1>}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
        <dt className="font-semibold">Scope</dt>
        <dd>{report.scope.label} · {report.scope.programName}</dd>
        {terms.length > 0 && (
          <>
            <dt className="font-semibold">{terms.length === 1 ? 'Term' : 'Terms'}</dt>
            <dd data-testid="term-dates">
              {terms.map((t) => `${t.term}: ${day(t.start)} – ${day(t.end)}`).join(' · ')}
            </dd>
          </>
        )}
        {!statement && (
          <>
            <dt className="font-semibold">Options</dt>
            <dd>{options.length ? options.join(' · ') : 'Defaults'}</dd>
          </>
        )}
        <dt className="font-semibold">Prepared by</dt>
        <dd>{report.generatedBy}</dd>
        <dt className="font-semibold">Generated</dt>
        <dd>{formatDateTime(report.generatedAt, preferences) || report.generatedAt}</dd>
        <dt className="font-semibold">Printed</dt>
        <dd data-testid="printed-date">{formatDate(printedOn, preferences)}</dd>
      </dl>
    </header>
  )
}

const cell = 'border border-black/40 px-2 py-1'

/** 'yyyy-mm-dd' as that day in local time (a bare ISO date would be read as UTC midnight). */
function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y!, m! - 1, d!)
}

/** The letterhead's lines that are filled in, in order. */
function letterheadLines(letterhead: Letterhead): string[] {
  return [letterhead.college, letterhead.school, letterhead.department, letterhead.contact].filter((line) => line.trim() !== '')
}

/** Hours for the whole term of one term's sections (weekly x weeks, summed). */
function termHours(statement: LoadStatement, termKey: string): number {
  return statement.lines.filter((l) => l.termKey === termKey).reduce((sum, l) => sum + l.termHours, 0)
}

function Statement({ statement: s, scopeLabel }: { statement: LoadStatement; scopeLabel: string }) {
  // The Schedule column only when some section has days and times set.
  const scheduled = s.lines.some((l) => l.schedule)
  return (
    <div className="space-y-4 text-sm" data-testid="load-statement">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        <dt className="font-semibold">Professor</dt>
        {/* The statement's heading, so a PDF of every statement has a bookmark per professor. */}
        <dd><h2 className="text-base font-semibold">{s.legalName}</h2></dd>
        {s.preferredName && (
          <>
            <dt className="font-semibold">Preferred name</dt>
            <dd>{s.preferredName}</dd>
          </>
        )}
        <dt className="font-semibold">Employment type</dt>
        <dd>{s.employmentType}{s.isActive ? '' : ' (inactive)'}</dd>
        <dt className="font-semibold">Weekly cap</dt>
        <dd>{formatNumber(s.maxHours)} hours a week, in each term</dd>
      </dl>
      {s.lines.length === 0 ? (
        <p>No sections assigned in {scopeLabel}.</p>
      ) : (
        <table className="w-full border-collapse">
          <thead>
            <tr className="bg-black/5 text-left">
              <th scope="col" className={cell}>Term</th>
              <th scope="col" className={cell}>Course</th>
              <th scope="col" className={cell}>Title</th>
              <th scope="col" className={cn(cell, 'text-right')}>Section</th>
              {scheduled && <th scope="col" className={cell}>Schedule</th>}
              <th scope="col" className={cn(cell, 'text-right')}>Weekly hours</th>
              <th scope="col" className={cn(cell, 'text-right')}>Weeks</th>
              <th scope="col" className={cn(cell, 'text-right')}>Hours in term</th>
            </tr>
          </thead>
          {s.terms.map((t, i) => {
            const rows = s.lines.filter((l) => l.termKey === t.termKey)
            return (
              <Fragment key={t.termKey}>
                {/* A long term runs over pages row by row, under the repeated header (kept whole,
                    it would leave the first page with the heading alone). */}
                {rows.length > 1 && <tbody>{rows.slice(0, -1).map((l) => <SectionRow key={`${l.courseId}:${l.section}`} line={l} scheduled={scheduled} />)}</tbody>}
                {/* The term's last section, its total and, after the last term, the signature and
                    date lines go to a new page together: never a total or the signatures alone.
                    (Chromium moves a row group whole but ignores break-before: avoid after a table.) */}
                <tbody className="break-inside-avoid">
                  {rows.slice(-1).map((l) => <SectionRow key={`${l.courseId}:${l.section}`} line={l} scheduled={scheduled} />)}
                  <tr className="font-semibold" data-testid="term-total">
                    <td className={cell} colSpan={scheduled ? 5 : 4}>
                      Total {t.term}: {formatNumber(t.hours)} of {formatNumber(t.maxHours)} hours ({t.utilization}%) · <span className="inline-block align-middle"><ReportStatusBadge status={t.status} /></span>
                    </td>
                    <td className={cn(cell, 'text-right tabular-nums')}>{formatNumber(t.hours)}</td>
                    <td className={cell} />
                    <td className={cn(cell, 'text-right tabular-nums')} data-testid="term-hours-total">
                      {formatNumber(termHours(s, t.termKey))}
                    </td>
                  </tr>
                  {i === s.terms.length - 1 && (
                    <tr>
                      <td colSpan={scheduled ? 8 : 7} className="px-0">
                        <SignatureLines />
                      </td>
                    </tr>
                  )}
                </tbody>
              </Fragment>
            )
          })}
        </table>
      )}
      {s.lines.length === 0 && <SignatureLines />}
    </div>
  )
}

function SectionRow({ line: l, scheduled }: { line: LoadStatement['lines'][number]; scheduled: boolean }) {
  return (
    <tr className="break-inside-avoid">
      <td className={cn(cell, 'whitespace-nowrap')}>{l.term}</td>
      <td className={cn(cell, 'whitespace-nowrap')}>{l.code}</td>
      <td className={cell}>{l.title}</td>
      <td className={cn(cell, 'text-right')}>{l.section}</td>
      {scheduled && <td className={cell}>{l.schedule}</td>}
      <td className={cn(cell, 'text-right tabular-nums')}>{formatNumber(l.weeklyHours)}</td>
      <td className={cn(cell, 'text-right tabular-nums')}>{l.weeks}</td>
      <td className={cn(cell, 'text-right tabular-nums')}>{formatNumber(l.termHours)}</td>
    </tr>
  )
}

/** The professor's and the chair's signature, each with a date line. */
function SignatureLines() {
  return (
    <div className="grid grid-cols-2 gap-10 pt-10">
      {['Professor signature', 'Chair / Dean signature'].map((label) => (
        <div key={label}>
          <div className="h-8 border-b border-black" />
          <p className="mt-1 flex justify-between text-xs"><span>{label}</span><span>Date</span></p>
        </div>
      ))}
    </div>
  )
}

/** The report's table; grouped under a heading per program (its first column) when the report was grouped by program. */
function ReportTableView({ table, groupedByProgram }: { table: ReportTable; groupedByProgram: boolean }) {
  if (!groupedByProgram) return <PrintTable columns={table.columns} rows={table.rows} />
  const groups = new Map<string, ReportCell[][]>()
  for (const row of table.rows) {
    const key = String(row[0])
    groups.set(key, [...(groups.get(key) ?? []), row.slice(1)])
  }
  return (
    <>
      {[...groups].map(([program, rows]) => (
        <section key={program} className="mb-6">
          <h2 className="mb-2 text-lg font-semibold break-after-avoid">{program}</h2>
          <PrintTable columns={table.columns.slice(1)} rows={rows} />
        </section>
      ))}
    </>
  )
}

function PrintTable({ columns, rows }: { columns: string[]; rows: ReportCell[][] }) {
  return (
    <table className="w-full border-collapse text-xs" data-testid="print-table">
      <thead>
        <tr className="bg-black/5 text-left">
          {columns.map((c) => (
            <th key={c} scope="col" className={cell}>{c}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="break-inside-avoid">
            {row.map((v, j) => (
              <td key={j} className={cn(cell, typeof v === 'number' && 'text-right tabular-nums')}>{typeof v === 'number' ? formatNumber(v) : v}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
