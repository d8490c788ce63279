/**
 * The SWF clock (issue 23), on the dashboard under the Ontario CAAT-A rules: the day by which the
 * term's Standard Workload Forms must be issued, the days left, and how many full-time professors
 * have theirs issued and how many are pending. The term is the header's (the first term of a
 * wider scope whose classes have not started, else its last). Loaded only under CAAT-A.
 */
import { CalendarClock } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useProfessors } from '@/data/entity-hooks'
import { useScopeSelection } from '@/data/planning-scope'
import { useCaatRecords, useWorkloadRules } from '@/data/workload-rules'
import { semesterDates } from '@/domain/academic-calendar'
import { pluralize } from '@/domain/format'
import { swfClock, swfClockLabel } from '@/domain/policy/caat-a/swf-clock'

const isoToday = () => new Date().toISOString().slice(0, 10)

export function SwfClockCard() {
  const professors = useProfessors().data ?? []
  const [rules] = useWorkloadRules()
  const [records] = useCaatRecords()
  const { scope } = useScopeSelection()
  const today = isoToday()
  const term =
    scope.terms.find((t) => semesterDates(t.term, t.year).classesStart >= today) ?? scope.terms[scope.terms.length - 1]
  if (!term) return null
  const clock = swfClock({ term, professors, records, settings: rules.caatA, today })
  return (
    <Card data-testid="swf-clock">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-4" aria-hidden />
          SWF clock
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <p data-testid="swf-deadline">{swfClockLabel(clock)}</p>
        <p className="text-muted-foreground" data-testid="swf-counts">
          {clock.issued} issued · {clock.pending} pending (of {pluralize(clock.issued + clock.pending, 'full-time professor')}) · classes start{' '}
          {clock.termStart}
        </p>
      </CardContent>
    </Card>
  )
}
