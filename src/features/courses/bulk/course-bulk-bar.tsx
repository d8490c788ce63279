/**
 * The list view's selection bar: how many courses are selected, select all filtered, clear, and
 * the bulk actions (assign a professor to the open sections, set term, set section count, mark
 * professor (not) required, required specializations with suggestions from history, evaluation
 * mix / expected enrolment, clear assignments, delete). Each action is one change set written in
 * one go, so one undo step, and clears the selection once it has run: a selection kept after its
 * action came back later, behind a filter, next to Delete. The selection may include courses the
 * filters hide; the bar, each dialog and each confirmation say how many before anything applies.
 */
import { ChevronDown, Sparkles, Trash2, UserPlus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { SelectionCount } from '@/components/data-table/selection-count'
import { hiddenSelectionNote } from '@/components/data-table/selection-scope'
import { useConfirm } from '@/components/ui/confirm'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { CourseBulkEdit } from '@/domain/courses/course-bulk'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { useBulkEditCourses } from '@/data/course-bulk-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { CourseBulkAssignDialog } from './course-bulk-assign-dialog'
import { SetSectionCountDialog, SetTermDialog } from './course-bulk-edit-dialogs'
import { SetCourseNeedsDialog, SetSpecializationsDialog } from './course-needs-dialogs'

export interface CourseBulkData {
  professors: readonly Professor[]
  assignments: readonly Assignment[]
  courseById: ReadonlyMap<string, Course>
  professorNames: ReadonlyMap<string, string>
}

type OpenDialog = 'assign' | 'term' | 'sections' | 'specializations' | 'needs' | null

const DONE: Record<CourseBulkEdit['kind'], string> = {
  'clear-assignments': 'Assignments cleared',
  semester: 'Term set',
  'section-count': 'Section count set',
  'professor-not-required': 'Updated',
  delete: 'Deleted',
  specializations: 'Required specializations set',
  needs: 'Evaluation mix / enrolment set',
}

export function CourseBulkBar({
  selected,
  hidden = 0,
  total,
  onSelectAll,
  onClear,
  onDeselectHidden,
  data,
  onAutoAssign,
}: {
  /** Every selected course, shown or hidden by the filters: what the actions apply to. */
  selected: readonly Course[]
  /** How many of `selected` the filters hide. */
  hidden?: number
  /** Rows the current filters show (what "select all" takes). */
  total: number
  onSelectAll: () => void
  /** Empties the selection: Clear selection, and after every action that ran. */
  onClear: () => void
  onDeselectHidden?: () => void
  data: CourseBulkData
  /** Opens Auto-assign for the open sections of these courses only. */
  onAutoAssign?: (courseIds: string[]) => void
}) {
  const confirm = useConfirm()
  const bulk = useBulkEditCourses()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  // A fresh form each time a dialog opens (its fields start from the selection of that moment).
  const [opened, setOpened] = useState(0)
  const open = (next: OpenDialog) => {
    setOpened((n) => n + 1)
    setDialog(next)
  }
  const closeTo = (isOpen: boolean) => !isOpen && setDialog(null)
  const ids = selected.map((c) => c.id)
  const courses = pluralize(selected.length, 'course')
  const hiddenNote = hiddenSelectionNote(hidden)
  const withHidden = (text: string) => (hiddenNote ? `${text} ${hiddenNote}` : text)
  const professorName = (id: string) => data.professorNames.get(id) ?? 'Unknown professor'
  const allCourses = useMemo(() => [...data.courseById.values()], [data.courseById])

  async function apply(edit: CourseBulkEdit): Promise<boolean> {
    try {
      const result = await bulk.mutateAsync({ courseIds: ids, edit })
      const removed =
        result.removedAssignments && edit.kind !== 'clear-assignments' && edit.kind !== 'delete'
          ? ` (${pluralize(result.removedAssignments, 'assignment')} removed)`
          : ''
      notify.success(
        result.changed
          ? `${DONE[edit.kind]}: ${pluralize(result.changed, 'course')}${removed}`
          : `${DONE[edit.kind]}: nothing to change`,
      )
      onClear()
      return true
    } catch (error) {
      notify.error(`Failed to update courses: ${errorMessage(error)}`)
      return false
    }
  }

  function heldSections(): number {
    const wanted = new Set(ids)
    return data.assignments.filter((a) => wanted.has(a.courseId)).length
  }

  async function clearAssignments() {
    const ok = await confirm({
      title: `Clear the assignments of ${courses}?`,
      description: withHidden(
        `${pluralize(heldSections(), 'section assignment')} will be removed; those sections become unassigned.`,
      ),
      confirmLabel: 'Clear assignments',
      destructive: true,
    })
    if (ok) await apply({ kind: 'clear-assignments' })
  }

  async function remove() {
    const ok = await confirm({
      title: `Delete ${courses}?`,
      description: withHidden(
        `${selected
          .map((c) => c.code)
          .slice(0, 8)
          .join(
            ', ',
          )}${selected.length > 8 ? '…' : ''} will be deleted with their ${pluralize(heldSections(), 'section assignment')}.`,
      ),
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (ok) await apply({ kind: 'delete' })
  }

  return (
    <div
      role="region"
      aria-label="Actions on the selected courses"
      className="flex flex-wrap items-center gap-1.5 rounded-lg border bg-accent/40 px-2 py-1 text-sm"
    >
      <SelectionCount
        count={selected.length}
        hidden={hidden}
        onDeselectHidden={onDeselectHidden ?? onClear}
      />
      {selected.length - hidden < total && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={onSelectAll}>
          Select all {formatNumber(total)}
        </Button>
      )}
      <Button variant="ghost" size="sm" className="h-7" onClick={onClear}>
        Clear selection
      </Button>
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <Button variant="outline" size="sm" className="h-7" onClick={() => open('assign')}>
        <UserPlus aria-hidden="true" />
        Assign professor…
      </Button>
      {onAutoAssign && (
        <Button
          variant="outline"
          size="sm"
          className="h-7"
          onClick={() => {
            // The optimizer's dialog takes the courses over; its proposal is the action.
            onAutoAssign(ids)
            onClear()
          }}
        >
          <Sparkles aria-hidden="true" />
          Auto-assign…
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className="h-7"
        disabled={bulk.isPending}
        onClick={() => open('term')}
      >
        Set term…
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="h-7"
        disabled={bulk.isPending}
        onClick={() => open('sections')}
      >
        Set sections…
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="h-7" disabled={bulk.isPending}>
            More
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => open('specializations')}>
            Set required specializations…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open('needs')}>
            Set evaluation mix / enrolment…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => void apply({ kind: 'professor-not-required', value: true })}
          >
            Mark professor not required
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => void apply({ kind: 'professor-not-required', value: false })}
          >
            Mark professor required
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void clearAssignments()}>
            Clear assignments…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="destructive"
        size="sm"
        className="h-7"
        disabled={bulk.isPending}
        onClick={() => void remove()}
      >
        <Trash2 aria-hidden="true" />
        Delete…
      </Button>

      <CourseBulkAssignDialog
        open={dialog === 'assign'}
        onOpenChange={closeTo}
        courses={selected}
        hiddenNote={hiddenNote}
        onAssigned={onClear}
        professors={data.professors}
        assignments={data.assignments}
        courseById={data.courseById}
      />
      <SetTermDialog
        key={`term-${opened}`}
        open={dialog === 'term'}
        onOpenChange={closeTo}
        courses={selected}
        hiddenNote={hiddenNote}
        onApply={apply}
        pending={bulk.isPending}
      />
      <SetSectionCountDialog
        key={`sections-${opened}`}
        open={dialog === 'sections'}
        onOpenChange={closeTo}
        courses={selected}
        hiddenNote={hiddenNote}
        onApply={apply}
        pending={bulk.isPending}
        assignments={data.assignments}
        professorName={professorName}
      />
      <SetSpecializationsDialog
        key={`specializations-${opened}`}
        open={dialog === 'specializations'}
        onOpenChange={closeTo}
        courses={selected}
        hiddenNote={hiddenNote}
        onApply={apply}
        pending={bulk.isPending}
        allCourses={allCourses}
        assignments={data.assignments}
        professors={data.professors}
      />
      <SetCourseNeedsDialog
        key={`needs-${opened}`}
        open={dialog === 'needs'}
        onOpenChange={closeTo}
        courses={selected}
        hiddenNote={hiddenNote}
        onApply={apply}
        pending={bulk.isPending}
      />
    </div>
  )
}
