/**
 * The proposal as a diff: one row per section with the professor proposed, their load in the term
 * before -> after, and why; a checkbox per row accepts or rejects it. Then the sections left open,
 * each with its reason.
 */
import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import type { Proposal, ProposalRow } from '@/domain/auto-assign/auto-assign-proposal'
import { courseProgramLabel } from '@/domain/course-program'
import { continuityTermLabel } from '@/domain/auto-assign/auto-assign-proposal'
import { formatNumber } from '@/domain/format'

function reasons(row: ProposalRow, previousTerm: string): string[] {
  const out: string[] = []
  if (row.matched.length) out.push(`Matches ${row.matched.join(', ')}`)
  if (row.preferredProgram) out.push(`Prefers ${courseProgramLabel(row.course)}`)
  if (row.continuity) out.push(`Taught it in ${previousTerm}`)
  if (row.previous) out.push(`Replaces ${row.previous.name}`)
  if (out.length === 0) out.push('Has capacity')
  return out
}

export function sectionLabel(row: { course: { code: string }; section: number }): string {
  return `${row.course.code} §${row.section}`
}

export function AutoAssignProposalTable({
  proposal,
  accepted,
  onToggle,
}: {
  proposal: Proposal
  accepted: ReadonlySet<string>
  onToggle: (rowId: string, accept: boolean) => void
}) {
  const id = useId()
  const previousTerm = continuityTermLabel(proposal.term)
  return (
    <div className="space-y-4">
      <section aria-labelledby={`${id}-rows`} className="space-y-2">
        <h3 id={`${id}-rows`} className="text-sm font-semibold">
          Proposed assignments ({formatNumber(proposal.rows.length)})
        </h3>
        {proposal.rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing to propose: no section can be staffed within the rules.</p>
        ) : (
          <div className="max-h-[45vh] overflow-auto rounded-lg border">
            <table className="w-full text-sm" aria-labelledby={`${id}-rows`}>
              <thead className="bg-muted sticky top-0 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Accept
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Section
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Proposed professor
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Term load
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Why
                  </th>
                </tr>
              </thead>
              <tbody>
                {proposal.rows.map((row) => (
                  <tr key={row.id} className="border-t align-top" data-row={row.id}>
                    <td className="px-3 py-2">
                      <Checkbox
                        checked={accepted.has(row.id)}
                        onCheckedChange={(checked) => onToggle(row.id, checked === true)}
                        aria-label={`Accept ${sectionLabel(row)}`}
                      />
                    </td>
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      <span className="font-medium">{sectionLabel(row)}</span>
                      <span className="text-muted-foreground block text-xs">{row.course.title}</span>
                    </th>
                    <td className="px-3 py-2">{row.professorId ? row.professorName : 'Leave open'}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {row.professorId
                        ? `${formatNumber(row.loadBefore)} → ${formatNumber(row.loadAfter)} / ${formatNumber(row.cap)} h`
                        : '—'}
                    </td>
                    <td className="px-3 py-2">
                      <ul className="flex flex-wrap gap-1">
                        {reasons(row, previousTerm).map((r) => (
                          <li key={r} className="bg-muted rounded px-1.5 py-0.5 text-xs">
                            {r}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {proposal.unstaffed.length > 0 && (
        <section aria-labelledby={`${id}-open`} className="space-y-2">
          <h3 id={`${id}-open`} className="text-sm font-semibold">
            Sections left open ({formatNumber(proposal.unstaffed.length)})
          </h3>
          <ul className="max-h-40 space-y-1 overflow-auto rounded-lg border p-2 text-sm">
            {proposal.unstaffed.map((u) => (
              <li key={u.id}>
                <span className="font-medium">{sectionLabel(u)}</span> {u.course.title}:{' '}
                <span className="text-muted-foreground">{u.message}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
