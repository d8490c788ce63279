/**
 * Where SWFs open (CAAT-A): a professor's form for a term in its own print window (named per
 * professor and term, so a second click brings the same window back), and the term's print-all
 * window of the forms not yet issued.
 */
import type { AnchorHTMLAttributes } from 'react'
import { termKey, type PlanningTerm } from '@/domain/calendar/planning-term'

const base = import.meta.env.BASE_URL

export const swfPrintAllHref = (term: PlanningTerm) => `${base}professors/swf/all?term=${termKey(term)}`

export function SwfLink({
  professorId,
  term,
  ...props
}: { professorId: string; term: PlanningTerm } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const key = termKey(term)
  return (
    <a
      href={`${base}professors/swf?professor=${encodeURIComponent(professorId)}&term=${key}`}
      target={`swf-${professorId}-${key}`}
      {...props}
    />
  )
}
