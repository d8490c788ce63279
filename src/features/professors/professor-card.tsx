/**
 * A professor card (spec section 2): initials, full name, employment-type badge, email, phone,
 * up to 3 specializations plus '+N more', the load line and bar, Edit, a delete cross and
 * View Courses (/courses?professorId={id}); under CAAT-A, an active full-time professor's SWF for
 * the header's term.
 */
import { memo } from 'react'
import { BookOpen, Mail, Pencil, Phone, X } from 'lucide-react'
import { SafeLink } from '@/components/safe-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { EMPLOYMENT_TYPE_LABELS, MAX_CARD_SPECIALIZATIONS } from '@/domain/kernel/constants'
import { weeklyHoursLabel } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { professorInitials } from '@/domain/model/professor-name'
import { NEEDS_REVIEW_LABEL, professorIncomplete } from '@/domain/professors/professor-rules'
import type { ProfessorRow } from '@/domain/professors/professor-list'
import { CoursesLink } from './courses-link'
import type { PackLink } from '@/packs/pack-ui'
import { TermBreakdown, WorkloadBar } from './workload-bar'

interface ProfessorCardProps {
  row: ProfessorRow
  onEdit: (professor: Professor) => void
  onDelete: (professor: Professor) => void
  /** Under a pack with a per-professor form (CAAT-A's SWF, full-time professors), its link and term; null otherwise. */
  packLink?: PackLink | null
}

export const ProfessorCard = memo(function ProfessorCard({ row, onEdit, onDelete, packLink }: ProfessorCardProps) {
  const { professor: p, fullName } = row
  const shown = p.specializations.slice(0, MAX_CARD_SPECIALIZATIONS)
  const more = p.specializations.length - shown.length
  // Derived from the same rule the form uses, so completing the record clears the mark.
  const incomplete = professorIncomplete(p)
  return (
    <article
      aria-label={fullName}
      data-testid="professor-card"
      className="bg-card text-card-foreground flex h-full flex-col gap-4 rounded-xl border p-5 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="bg-primary/10 text-primary flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
        >
          {professorInitials(p)}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold" title={fullName}>
            {fullName}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge variant="outline">{EMPLOYMENT_TYPE_LABELS[p.employmentType]}</Badge>
            {p.isCoordinator ? <Badge variant="purple">Coordinator</Badge> : null}
            {p.isActive ? null : <Badge variant="secondary">Inactive</Badge>}
            {incomplete.length ? (
              <Badge variant="outline" className="border-amber-500/60" title={`To complete: ${incomplete.map((x) => x.message).join('; ')}`}>
                {NEEDS_REVIEW_LABEL}
              </Badge>
            ) : null}
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive -mt-1 -mr-2 size-8"
          aria-label={`Delete ${fullName}`}
          onClick={() => onDelete(p)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      <div className="text-muted-foreground space-y-1 text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
          {/* Imported data: a mail link only for a valid address (safe-url.ts). */}
          <SafeLink email={p.email} className="hover:text-foreground truncate">
            {p.email}
          </SafeLink>
        </p>
        {p.phone ? (
          <p className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-3.5 shrink-0" />
            <span>{p.phone}</span>
          </p>
        ) : null}
      </div>

      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Specializations">
          {shown.map((s) => (
            <li key={s}>
              <Badge variant="secondary" className="font-normal">
                {s}
              </Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline" className="font-normal">
                +{more} more
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-auto space-y-2">
        <p className="text-sm">
          {row.courseCount > 0 ? (
            <>
              <span className="font-medium">{row.courseCount} course(s) assigned</span>
              <span className="text-muted-foreground"> · {weeklyHoursLabel(row.assignedHours)}</span>
            </>
          ) : (
            <span className="text-success font-medium">Available for assignment</span>
          )}
        </p>
        <WorkloadBar workload={row.workload} />
        <TermBreakdown workload={row.workload} />
      </div>

      <div className="flex gap-2 border-t pt-4">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(p)} aria-label={`Edit ${fullName}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" className="flex-1" asChild>
          <CoursesLink professorId={p.id} aria-label={`View courses of ${fullName}`}>
            <BookOpen aria-hidden="true" />
            View Courses
          </CoursesLink>
        </Button>
        {packLink ? <packLink.Link professor={p} fullName={fullName} term={packLink.term} variant="card" /> : null}
      </div>
    </article>
  )
})
