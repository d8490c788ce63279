/**
 * What Generate Report made, on screen (issue 26): the report's own table (the rows every export
 * writes, the same columns), its first rows in a scrolling region, so a planner sees what they
 * are about to send before exporting or printing it rather than only "31 rows".
 */
import { formatNumber } from '@/domain/kernel/format'
import type { ReportTable } from '@/domain/reports/report-table'

/** Enough to check a report at a glance; the files and the print window have every row. */
export const PREVIEW_ROWS = 50

export function ReportPreview({ table }: { table: ReportTable }) {
  const shown = table.rows.slice(0, PREVIEW_ROWS)
  const more = table.rows.length - shown.length
  return (
    <section aria-labelledby="report-preview-title" className="space-y-2" data-testid="report-preview">
      <h3 id="report-preview-title" className="text-sm font-semibold">
        Preview: {table.title}
      </h3>
      {table.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">The report has no rows.</p>
      ) : (
        <div
          className="max-h-96 overflow-auto rounded-md border"
          // Scrollable, so reachable and named for keyboard and screen-reader users (axe:
          // scrollable-region-focusable).
          tabIndex={0}
          role="region"
          aria-label={`Preview of ${table.title}`}
        >
          <table className="w-full text-xs">
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={index} className="border-t">
                  {row.map((cell, column) => (
                    <td
                      key={column}
                      className={typeof cell === 'number' ? 'px-2 py-1 text-right tabular-nums' : 'px-2 py-1'}
                    >
                      {typeof cell === 'number' ? formatNumber(cell) : String(cell ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more > 0 && (
        <p className="text-xs text-muted-foreground">
          First {formatNumber(PREVIEW_ROWS)} of {formatNumber(table.rows.length)} rows: the exports and the
          print window have all of them.
        </p>
      )}
    </section>
  )
}
