/**
 * Professors > Standard Workload Forms (/professors/swfs?term=<key>), under the CAAT-A rules: every
 * active full-time professor's SWF for the chosen term (the header's term, or one of the terms of
 * its academic year; one per SWF period when short sections cut a professor's term, each issued on
 * its own) with their total attributed workload, TCH and status (caat-a/swf-status.ts),
 * a link to each form, and "Print all not yet issued": one print window, a page per professor.
 */
import { ArrowLeft, FileText, Printer } from 'lucide-react'
import { Link, getRouteApi } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useScopeSelection } from '@/data/planning-scope'
import { useActiveRulePack } from '@/data/use-workload-policy'
import { parseTermKey, planningTermLabel, termKey } from '@/domain/calendar/planning-term'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { professorDisplayName } from '@/domain/model/professor-name'
import { notYetIssued, swfStatusLabel, type SwfStatus, type TermSwf } from '@/domain/policy/caat-a/swf-status'
import { swfIssueDeadline } from '@/domain/policy/caat-a/swf-deadline'
import { useWorkloadRules } from '@/data/workload-rules'
import { cn } from '@/lib/utils'
import { SwfLink, swfPrintAllHref } from './swf-links'
import { useTermSwfs } from './use-term-swfs'

const routeApi = getRouteApi('/professors/swfs')

const STATUS_TONES: Record<SwfStatus['kind'], string> = {
  draft: 'text-muted-foreground',
  late: 'text-destructive font-medium',
  issued: 'text-success',
  changed: 'text-amber-700 dark:text-amber-400 font-medium',
}

export function SwfListPage() {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const caat = useActiveRulePack().id === 'ontario-caat-a'
  const { scope } = useScopeSelection()
  const chosen = parseTermKey(search.term ?? '')
  // The header's term, or one of the terms of its academic year (the first unless chosen here).
  const terms = chosen && !scope.keys.has(termKey(chosen)) ? [chosen, ...scope.terms] : scope.terms
  const term = chosen ?? scope.terms[0] ?? null
  const swfs = useTermSwfs(caat ? term : null)
  const [rules] = useWorkloadRules()
  const pending = swfs?.filter((s) => notYetIssued(s.status)) ?? []
  const label = term ? planningTermLabel(term) : ''
  // A professor whose term short sections cut into SWF periods has a form per period (a column says which).
  const byPeriod = swfs?.some((s) => s.swf.periods.length > 1) ?? false

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link to="/professors" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Professors
          </Link>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">Standard Workload Forms</h1>
          {caat && term ? (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="swf-list-scope">
              Full-time professors&apos; SWFs for {label}, due by {swfIssueDeadline(term, { settings: rules.packs['ontario-caat-a'] }).deadline}
              {swfs ? ` · ${formatNumber(swfs.length - pending.length)} issued, ${formatNumber(pending.length)} not yet issued` : ''}.
            </p>
          ) : null}
        </div>
        {caat && term ? (
          <div className="flex flex-wrap items-end gap-3">
            {terms.length > 1 ? (
              <div className="grid gap-1">
                <Label htmlFor="swf-term">Term</Label>
                <NativeSelect
                  id="swf-term"
                  wrapperClassName="w-40"
                  value={termKey(term)}
                  onChange={(e) => void navigate({ search: { term: e.target.value }, replace: true })}
                  options={terms.map((t) => ({ value: termKey(t), label: planningTermLabel(t) }))}
                />
              </div>
            ) : null}
            <Button
              disabled={pending.length === 0}
              onClick={() => window.open(swfPrintAllHref(term), `swf-all-${termKey(term)}`)}
            >
              <Printer aria-hidden="true" />
              Print all not yet issued ({formatNumber(pending.length)})
            </Button>
          </div>
        ) : null}
      </div>

      {!caat ? (
        <p className="text-muted-foreground rounded-lg border p-6 text-sm">
          Standard Workload Forms belong to the Ontario CAAT-A rules. Choose them in{' '}
          <Link to="/settings" search={{ tab: 'general' }} className="text-primary underline">
            Settings, General, Workload rules
          </Link>
          .
        </p>
      ) : !swfs ? (
        <p role="status" className="text-muted-foreground text-sm">
          Loading…
        </p>
      ) : swfs.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border p-6 text-sm">No active full-time professor: no SWF is due for {label}.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" data-testid="swf-list">
            <caption className="sr-only">
              Standard Workload Forms for {label}: {pluralize(swfs.length, 'full-time professor')}
            </caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Professor</th>
                {byPeriod ? <th scope="col" className="px-3 py-2 font-medium">SWF period</th> : null}
                <th scope="col" className="px-3 py-2 text-right font-medium">Total attributed</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">TCH</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <th scope="col" className="px-3 py-2 font-medium">Form</th>
              </tr>
            </thead>
            <tbody>
              {swfs.map(({ professor, swf, status }) => {
                const name = professorDisplayName(professor)
                const period = periodLabel(swf)
                return (
                  <tr key={`${professor.id}-${swf.periodIndex}`} className="border-t">
                    <th scope="row" className="px-3 py-2 text-left font-medium">{name}</th>
                    {byPeriod ? (
                      <td className="px-3 py-2" data-testid="swf-period-cell">
                        {period ?? 'Whole term'}
                      </td>
                    ) : null}
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatNumber(swf.totals.attributedHours)} / {formatNumber(swf.limits.attributedHoursMax)} h
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatNumber(swf.totals.tch)} / {formatNumber(swf.limits.contactHoursMax)}
                    </td>
                    <td className={cn('px-3 py-2', STATUS_TONES[status.kind])} data-testid="swf-status">
                      {swfStatusLabel(status)}
                    </td>
                    <td className="px-3 py-2">
                      <SwfLink
                        professorId={professor.id}
                        term={term!}
                        period={period ? swf.periodIndex : undefined}
                        className="text-primary inline-flex items-center gap-1 underline-offset-2 hover:underline"
                      >
                        <FileText aria-hidden="true" className="size-4" />
                        Open SWF<span className="sr-only"> of {name}{period ? `, ${period}` : ''}</span>
                      </SwfLink>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** 'Weeks 1–7, 2026-09-08 to 2026-10-26' for one of several SWF periods; null when the form covers the term. */
function periodLabel(swf: TermSwf['swf']): string | null {
  const p = swf.periods[swf.periodIndex]
  return swf.periods.length > 1 && p ? `Weeks ${p.fromWeek}–${p.toWeek}, ${p.start} to ${p.end}` : null
}
