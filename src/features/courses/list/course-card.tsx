/**
 * A course in the grid: code, program and version badges, assignment badge, edit and delete,
 * title, level, hours, term, what it needs (required specializations, evaluation mix, expected
 * enrolment), and its sections with who teaches them (schedule conflicts as they
 * stand now in the chosen scope flagged, not the list stored when a section was assigned) and the
 * Manage button. Courses that need no professor get the purple style; a course without a term and
 * year carries "Not scheduled" instead of an assignment status.
 */
import { AlertTriangle, Pencil, Trash2, Users } from 'lucide-react'
import { memo, useRef, useState } from 'react'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { Assignment } from '@/domain/model/assignment'
import type { IndexedCourse } from '@/domain/courses/course-filters'
import {
  COURSE_ASSIGNMENT_STATUS_LABELS,
  NO_PROFESSOR_NEEDED_LABEL,
  type CourseAssignmentStatus,
} from '@/domain/plan/course-status'
import { formatEvaluationMix } from '@/domain/model/evaluation-mix'
import { pluralize, weeklyHoursLabel } from '@/domain/kernel/format'
import { courseIsScheduled, courseTermLabel, NOT_SCHEDULED_LABEL } from '@/domain/calendar/planning-term'
import { cn } from '@/lib/utils'

const STATUS_BADGE: Record<CourseAssignmentStatus, NonNullable<BadgeProps['variant']>> = {
  'fully-assigned': 'success',
  'partially-assigned': 'warning',
  unassigned: 'destructive',
}

export interface CourseActions {
  onEdit: (courseId: string) => void
  onDelete: (courseId: string) => void
  onManage: (courseId: string) => void
}

export const CourseCard = memo(function CourseCard({
  row,
  assignments,
  conflicts,
  professorNames,
  programName,
  actions,
}: {
  row: IndexedCourse
  assignments: readonly Assignment[]
  /** Live schedule conflicts of the scope, by assignment id. */
  conflicts: ReadonlyMap<string, readonly string[]>
  professorNames: ReadonlyMap<string, string>
  programName: string
  actions: CourseActions
}) {
  const { course } = row
  const bySection = new Map<number, Assignment>()
  for (const a of assignments) if (!bySection.has(a.section)) bySection.set(a.section, a)
  const sections = Array.from({ length: course.sectionCount }, (_, i) => i + 1)

  return (
    <article
      aria-labelledby={`course-${course.id}-code`}
      data-testid="course-card"
      data-course-code={course.code}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs',
        course.professorNotRequired && 'border-violet-300 bg-violet-50/60 dark:bg-violet-950/20',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <h3 id={`course-${course.id}-code`} className="font-semibold tracking-tight">
            {course.code}
          </h3>
          {programName && <Badge variant="outline">{programName}</Badge>}
          <Badge variant="secondary">{row.version === 'original' ? 'Original' : row.version}</Badge>
          {courseIsScheduled(course) && course.professorNotRequired ? (
            <Badge variant="purple" className="border-violet-300" data-testid="course-status">
              {NO_PROFESSOR_NEEDED_LABEL}
            </Badge>
          ) : courseIsScheduled(course) ? (
            <Badge variant={STATUS_BADGE[row.status]} data-testid="course-status">
              {COURSE_ASSIGNMENT_STATUS_LABELS[row.status]}
            </Badge>
          ) : (
            // No term and year: not part of any term's plan until Manage Sections or Edit schedules it.
            <Badge variant="outline" className="border-dashed" data-testid="course-status">
              {NOT_SCHEDULED_LABEL}
            </Badge>
          )}
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${course.code}`}
            onClick={() => actions.onEdit(course.id)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${course.code}`}
            className="text-muted-foreground hover:text-destructive"
            onClick={() => actions.onDelete(course.id)}
          >
            <Trash2 />
          </Button>
        </div>
      </header>
      <p className="line-clamp-2 text-sm font-medium">{course.title}</p>
      <dl data-testid="course-facts" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>Level</dt>
          <dd className="font-medium text-foreground">{course.level}</dd>
        </div>
        <div>
          <dt className="sr-only">Hours</dt>
          <dd className="font-medium text-foreground">{weeklyHoursLabel(course.weeklyHours)}</dd>
        </div>
        <div>
          <dt className="sr-only">Term</dt>
          <dd className="font-medium text-foreground">{courseTermLabel(course)}</dd>
        </div>
      </dl>
      <CourseNeeds course={course} />
      <div className="mt-auto border-t pt-3">
        <div className="mb-2 flex items-center justify-between">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Sections ({row.assignedSections}/{course.sectionCount})
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onManage(course.id)}
            aria-label={`Manage sections of ${course.code}`}
          >
            <Users />
            Manage
          </Button>
        </div>
        <ul className="space-y-1 text-sm">
          {sections.map((section) => {
            const a = bySection.get(section)
            const name = a ? (professorNames.get(a.professorId) ?? 'Unknown professor') : null
            return (
              <li key={section} className="flex items-center gap-2">
                <span className="w-16 shrink-0 text-xs text-muted-foreground">
                  Section {section}
                </span>
                {name ? (
                  <span className="truncate">{name}</span>
                ) : (
                  <span className="text-muted-foreground italic">
                    {course.professorNotRequired ? NO_PROFESSOR_NEEDED_LABEL : 'Unassigned'}
                  </span>
                )}
                {a && conflicts.has(a.id) && <ConflictFlag conflicts={conflicts.get(a.id)!} />}
              </li>
            )
          })}
        </ul>
      </div>
    </article>
  )
})

/**
 * What the course needs of its professors and per section (issue 24): the required
 * specializations the professor picker ranks by, and the evaluation mix and expected enrolment
 * when set. Nothing is drawn for a course that has none of them.
 */
function CourseNeeds({ course }: { course: IndexedCourse['course'] }) {
  const required = course.requiredSpecializations.filter((s) => s.trim() !== '')
  const hasNeeds = course.evaluationMix !== undefined || course.expectedEnrolment !== undefined
  if (required.length === 0 && !hasNeeds) return null
  return (
    <dl className="grid gap-1 text-xs text-muted-foreground">
      {required.length > 0 && (
        <div className="flex flex-wrap items-center gap-1" data-testid="course-required-specializations">
          <dt>Requires</dt>
          {required.map((name) => (
            <dd key={name}>
              <Badge variant="outline" className="font-normal text-foreground">
                {name}
              </Badge>
            </dd>
          ))}
        </div>
      )}
      {hasNeeds && (
        <div className="flex flex-wrap gap-x-3">
          {course.evaluationMix && (
            <div className="flex gap-1">
              <dt>Evaluation</dt>
              <dd className="font-medium text-foreground">{formatEvaluationMix(course.evaluationMix)}</dd>
            </div>
          )}
          {course.expectedEnrolment !== undefined && (
            <div className="flex gap-1">
              <dt>Expected</dt>
              <dd className="font-medium text-foreground">
                {pluralize(course.expectedEnrolment, 'student')} per section
              </dd>
            </div>
          )}
        </div>
      )}
    </dl>
  )
}

/**
 * The section's conflict flag: the overlapping sections in a tooltip, shown while the flag has
 * the focus (Tab, or a click) as well as on hover. Radix's tooltip closes on a press or click and
 * ignores focus that follows a pointer press, so a keyboard user pressing Enter on the flag, or
 * anyone clicking it, saw it vanish; here a click or Enter keeps it open, and the pointer leaving
 * does not close it while the flag has the focus. Escape and blur close it.
 */
export function ConflictFlag({ conflicts }: { conflicts: readonly string[] }) {
  const [open, setOpen] = useState(false)
  const focused = useRef(false)
  return (
    <Tooltip
      open={open}
      // While the flag has the focus only Escape (below) or blur closes the tip: Radix also
      // closes it on a scroll around the trigger, and Tab scrolls the flag into view right after
      // the focus opened it, so the tip could vanish as a keyboard user arrived.
      onOpenChange={(next) => (next || !focused.current) && setOpen(next)}
    >
      <TooltipTrigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1 text-xs text-destructive"
          data-testid="section-conflict"
          // preventDefault skips Radix's own handler of the same event (composeEventHandlers).
          onPointerDown={(event) => event.preventDefault()}
          onPointerLeave={(event) => focused.current && event.preventDefault()}
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
          onFocus={() => {
            focused.current = true
            setOpen(true)
          }}
          onBlur={() => {
            focused.current = false
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
        >
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          <span>Conflict</span>
          <span className="sr-only">: {conflicts.join('; ')}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-xs">
        <ul className="space-y-0.5">
          {conflicts.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </TooltipContent>
    </Tooltip>
  )
}
