/**
 * The proposal as a diff: one row per section with the professor proposed, their load in the term
 * before -> after, the match and why; a checkbox per row accepts or rejects it, and a select swaps
 * the professor for one of the row's alternatives or leaves the section open. Each row lists its
 * alternatives with their load, match and why. Then the sections left open, each with its reason.
 */
import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { NativeSelect } from '@/components/ui/native-select'
import type { Proposal, ProposalRow } from '@/domain/auto-assign/auto-assign-proposal'
import { formatNumber } from '@/domain/kernel/format'

function reasons(row: ProposalRow): string[] {
  return row.previous ? [...row.reasons, `Replaces ${row.previous.name}`] : row.reasons
}

const LEAVE_OPEN = ''

const load = (before: number, after: number, cap: number) => `${formatNumber(before)} → ${formatNumber(after)} / ${formatNumber(cap)} h`

function sectionLabel(row: { course: { code: string }; section: number }): string {
  return `${row.course.code} §${row.section}`
}

export function AutoAssignProposalTable({
  proposal,
  original,
  accepted,
  onToggle,
  onChoose,
}: {
  /** The proposal as edited (swaps and sections left open applied). */
  proposal: Proposal
  /** As the solver proposed it: each row's proposed professor and alternatives. */
  original: Proposal
  accepted: ReadonlySet<string>
  onToggle: (rowId: string, accept: boolean) => void
  /** A professor id from the row's alternatives (or its proposed one), or null to leave it open. */
  onChoose: (rowId: string, professorId: string | null) => void
}) {
  const id = useId()
  const originalRows = new Map(original.rows.map((r) => [r.id, r]))
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
                    Professor
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
                    <td className="px-3 py-2">
                      <ProfessorChoice row={row} proposed={originalRows.get(row.id) ?? row} onChoose={onChoose} />
                      {row.match && <span className="text-muted-foreground mt-1 block text-xs">{row.match}</span>}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {row.professorId ? load(row.loadBefore, row.loadAfter, row.cap) : '—'}
                    </td>
                    <td className="px-3 py-2">
                      <ul className="flex flex-wrap gap-1" aria-label={`Why ${sectionLabel(row)}`}>
                        {reasons(row).map((r) => (
                          <li key={r} className="bg-muted rounded px-1.5 py-0.5 text-xs">
                            {r}
                          </li>
                        ))}
                      </ul>
                      <Alternatives row={originalRows.get(row.id) ?? row} />
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
          {/* Focusable so the keyboard can scroll it (it holds no control of its own). */}
          <ul
            tabIndex={0}
            aria-labelledby={`${id}-open`}
            className="max-h-40 space-y-1 overflow-auto rounded-lg border p-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
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

/** The row's professor: the one proposed, one of the alternatives, or the section left open. */
function ProfessorChoice({
  row,
  proposed,
  onChoose,
}: {
  row: ProposalRow
  proposed: ProposalRow
  onChoose: (rowId: string, professorId: string | null) => void
}) {
  if (proposed.alternatives.length === 0 && proposed.professorId === null) return <span>Leave open</span>
  return (
    <NativeSelect
      aria-label={`Professor for ${sectionLabel(row)}`}
      value={row.professorId ?? LEAVE_OPEN}
      onChange={(e) => onChoose(row.id, e.target.value === LEAVE_OPEN ? null : e.target.value)}
      wrapperClassName="min-w-48"
    >
      {proposed.professorId !== null && <option value={proposed.professorId}>{proposed.professorName} (proposed)</option>}
      {proposed.alternatives.map((a) => (
        <option key={a.professorId} value={a.professorId}>
          {a.professorName}: {load(a.loadBefore, a.loadAfter, a.cap)}, {a.match}
        </option>
      ))}
      <option value={LEAVE_OPEN}>Leave open</option>
    </NativeSelect>
  )
}

/** Who else could take the section, with the rest of the proposal in place: load, match and why. */
function Alternatives({ row }: { row: ProposalRow }) {
  if (row.alternatives.length === 0) return null
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer rounded focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none">
        Alternatives ({formatNumber(row.alternatives.length)})
      </summary>
      <ul className="mt-1 space-y-1">
        {row.alternatives.map((a) => (
          <li key={a.professorId}>
            <span className="font-medium">{a.professorName}</span>: {load(a.loadBefore, a.loadAfter, a.cap)}, {a.match}
            {a.reasons.length > 0 && <span className="text-muted-foreground"> · {a.reasons.join(' · ')}</span>}
          </li>
        ))}
      </ul>
    </details>
  )
}
