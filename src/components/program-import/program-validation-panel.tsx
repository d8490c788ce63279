/**
 * Validation result of a program import: every error and warning with the level and item it
 * refers to, and the statistics. All text from the file is rendered as plain React text.
 */
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react'
import { formatNumber } from '@/domain/kernel/format'
import type { ProgramIssue, ProgramValidationResult } from '@/domain/programs/program-validation'
import { VirtualRows } from '@/components/virtual-rows'
import { cn } from '@/lib/utils'

/** The list scrolls instead of growing the page; thousands of issues are virtualized. */
function IssueList({ issues, tone, label }: { issues: ProgramIssue[]; tone: 'error' | 'warning'; label: string }) {
  return (
    <VirtualRows
      count={issues.length}
      estimateSize={26}
      ariaLabel={label}
      className="max-h-64 pr-1 text-sm"
      renderRow={(i) => {
        const issue = issues[i]!
        return (
          <div className="flex gap-2 py-0.5">
            {tone === 'error' ? (
              <XCircle aria-hidden="true" className="text-destructive mt-0.5 size-4 shrink-0" />
            ) : (
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            )}
            <span className="min-w-0 break-words">
              {issue.level !== undefined || issue.item !== undefined ? (
                <span className="text-muted-foreground font-medium">
                  {[issue.level, issue.item !== undefined ? `item ${issue.item}` : undefined].filter(Boolean).join(' · ')}
                  {': '}
                </span>
              ) : null}
              {issue.message}
            </span>
          </div>
        )
      }}
    />
  )
}

export function ProgramValidationPanel({ result }: { result: ProgramValidationResult }) {
  const { errors, warnings, stats, isValid } = result
  const statItems: [string, string][] = [
    ['Courses', String(stats.courses)],
    ['Requirements', String(stats.requirements)],
    ['Levels', String(stats.levels)],
    ['Weekly hours', formatNumber(stats.weeklyHours)],
    ['Total hours', formatNumber(stats.totalHours)],
    ['Unique codes', String(stats.uniqueCodes)],
    ['Validation time', `${formatNumber(Math.round(stats.validationMs * 100) / 100)} ms`],
  ]
  return (
    <section
      aria-label="Validation result"
      data-testid="validation-panel"
      className={cn('space-y-3 rounded-xl border p-4', isValid ? 'border-emerald-200 bg-emerald-50/50' : 'border-destructive/30 bg-destructive/5')}
    >
      <div className="flex items-center gap-2" role="status">
        {isValid ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
        ) : (
          <XCircle aria-hidden="true" className="text-destructive size-5" />
        )}
        <h3 className="font-semibold">
          {isValid ? 'Program data is valid' : `Validation failed: ${errors.length} error${errors.length === 1 ? '' : 's'}`}
        </h3>
        {warnings.length > 0 ? (
          <span className="text-muted-foreground text-sm">
            · {warnings.length} warning{warnings.length === 1 ? '' : 's'}
          </span>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <div role="alert" aria-label="Errors">
          <h4 className="text-destructive mb-1 text-sm font-medium">Errors</h4>
          <IssueList issues={errors} tone="error" label="Error list" />
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div aria-label="Warnings">
          <h4 className="mb-1 text-sm font-medium text-amber-700">Warnings</h4>
          <IssueList issues={warnings} tone="warning" label="Warning list" />
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Statistics">
        {statItems.map(([label, value]) => (
          <div key={label} className="bg-card rounded-lg border px-3 py-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
