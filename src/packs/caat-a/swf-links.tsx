/**
 * Where SWFs open (CAAT-A): a professor's form for a term in its own print window (named per
 * professor and term, so a second click brings the same window back), and the term's print-all
 * window of the forms not yet issued.
 */
import type { AnchorHTMLAttributes } from 'react'
import { termKey, type PlanningTerm } from '@/domain/calendar/planning-term'

const base = import.meta.env.BASE_URL

export const swfPrintAllHref = (term: PlanningTerm) => `${base}professors/swf/all?term=${termKey(term)}`

/** `period`: which SWF period's form, when short sections cut the term (swf-periods.ts); the busiest one unset. */
export function SwfLink({
  professorId,
  term,
  period,
  ...props
}: { professorId: string; term: PlanningTerm; period?: number } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const key = termKey(term)
  const periodParam = period === undefined ? '' : `&period=${period}`
  return (
    <a
      href={`${base}professors/swf?professor=${encodeURIComponent(professorId)}&term=${key}${periodParam}`}
      target={`swf-${professorId}-${key}${period === undefined ? '' : `-${period}`}`}
      {...props}
    />
  )
}
