/**
 * Import on the Courses screen: courses (skipping codes that exist in the same program version)
 * or the load plan (assignments added, changed and removed, with each affected professor's
 * resulting term load). Both map the file's columns first and write one change set.
 */
import { useQueryClient } from '@tanstack/react-query'
import { SheetImportPanel } from '@/components/spreadsheet/sheet-import-panel'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { isEmptyChangeSet, withPreconditions } from '@/domain/model/change-set'
import { offeringsStillNew } from '@/domain/plan/preconditions'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import {
  COURSE_SHEET_FIELDS,
  planCourseSheetImport,
  type CourseSheetField,
  type CourseSheetRow,
} from '@/domain/courses/course-sheet'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import {
  LOAD_PLAN_SHEET_FIELDS,
  planLoadPlanImport,
  type LoadPlanImportPlan,
  type LoadPlanSheetField,
} from '@/domain/plan/load-plan'
import { planningTermLabel } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import type { StoredProgram } from '@/domain/model/program'
import type { SheetRecord } from '@/domain/exchange/spreadsheet-columns'
import { currentList } from '@/data/apply-changes'
import { useApplyChangeSet } from '@/data/program-mutations'
import { notify } from '@/lib/notify'
import { useWorkloadPolicy } from '@/data/use-workload-policy'

const PREVIEW_ROWS = 8
/** Rows with an error are all listed (each says why), up to this many, whatever their position. */
const LISTED_ERRORS = 500

interface CourseSheetImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  courses: readonly Course[]
  assignments: readonly Assignment[]
  professors: readonly Professor[]
  programs: readonly StoredProgram[]
}

export function CourseSheetImportDialog(p: CourseSheetImportDialogProps) {
  const close = () => p.onOpenChange(false)
  return (
    <Dialog open={p.open} onOpenChange={p.onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import from a spreadsheet</DialogTitle>
          <DialogDescription>
            Choose a .xlsx or .csv file, check how its columns are matched, then import.
          </DialogDescription>
        </DialogHeader>
        {p.open ? (
          <Tabs defaultValue="courses">
            <TabsList aria-label="What to import">
              <TabsTrigger value="courses">Courses</TabsTrigger>
              <TabsTrigger value="plan">Load plan</TabsTrigger>
            </TabsList>
            <TabsContent value="courses" className="pt-3">
              <CourseImport {...p} onClose={close} />
            </TabsContent>
            <TabsContent value="plan" className="pt-3">
              <LoadPlanImport {...p} onClose={close} />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

/** Program cell (name or id, any case) -> program id; unknown text is kept. */
function programResolver(programs: readonly StoredProgram[]) {
  const byText = new Map<string, string>()
  for (const pr of programs) {
    byText.set(pr.slug.toLowerCase(), pr.slug)
    if (pr.program.name) byText.set(pr.program.name.toLowerCase(), pr.slug)
    if (pr.program.code) byText.set(String(pr.program.code).toLowerCase(), pr.slug)
  }
  return (text: string) => byText.get(text.trim().toLowerCase()) ?? text.trim()
}

function CourseImport(p: CourseSheetImportDialogProps & { onClose: () => void }) {
  const client = useQueryClient()
  const apply = useApplyChangeSet()
  const resolve = programResolver(p.programs)
  const onImport = async (records: SheetRecord<CourseSheetField>[]) => {
    const plan = planCourseSheetImport(records, await currentList(client, 'courses'), resolve)
    // Each offering still new when written: the same file imported in another tab meanwhile is refused.
    const changes = withPreconditions(plan.changes, offeringsStillNew(plan.changes.put?.courses ?? []))
    if (!isEmptyChangeSet(changes)) await apply.mutateAsync(changes)
    const message = `Imported ${pluralize(plan.added, 'course')}, skipped ${plan.skipped}`
    notify.alert(message, plan.skipped ? 'warning' : 'success')
    return <p className="font-medium">{message}</p>
  }
  return (
    <SheetImportPanel
      fields={COURSE_SHEET_FIELDS}
      onClose={p.onClose}
      onImport={onImport}
      renderPreview={(records) => {
        const plan = planCourseSheetImport(records, p.courses, resolve)
        return (
          <section aria-label="Preview" className="space-y-2 text-sm">
            <p aria-live="polite">
              {pluralize(plan.added, 'course')} to add · {plan.skipped} skipped
            </p>
            <ul className="max-h-48 space-y-0.5 overflow-y-auto text-xs">
              {listedRows(plan.rows).map((r) => (
                <li
                  key={r.row}
                  className={r.errors.length && !r.duplicate ? 'text-destructive' : undefined}
                >
                  Row {r.row}:{' '}
                  {r.course
                    ? `OK, ${r.course.code} ${r.course.title}`
                    : `${r.duplicate ? 'Skipped' : 'Error'}: ${r.errors.join(', ')}`}
                </li>
              ))}
            </ul>
          </section>
        )
      }}
    />
  )
}

/** The first rows, then every later row with an error (not a duplicate), so none is refused unseen. */
function listedRows(rows: readonly CourseSheetRow[]): CourseSheetRow[] {
  const errors = rows.slice(PREVIEW_ROWS * 2).filter((r) => r.errors.length && !r.duplicate)
  return [...rows.slice(0, PREVIEW_ROWS * 2), ...errors.slice(0, LISTED_ERRORS)]
}

/** Program id -> name, so a load plan's Program cell may name the program either way. */
function programNamesOf(programs: readonly StoredProgram[]): Map<string, string> {
  return new Map(programs.filter((pr) => pr.program.name).map((pr) => [pr.slug, pr.program.name]))
}

function LoadPlanImport(p: CourseSheetImportDialogProps & { onClose: () => void }) {
  const client = useQueryClient()
  const apply = useApplyChangeSet()
  const programNames = programNamesOf(p.programs)
  const policy = useWorkloadPolicy()
  const onImport = async (records: SheetRecord<LoadPlanSheetField>[]) => {
    const [courses, assignments, professors] = await Promise.all([
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
      currentList(client, 'professors'),
    ])
    const plan = planLoadPlanImport(records, { courses, assignments, professors, programNames, policy })
    if (!isEmptyChangeSet(plan.changes)) await apply.mutateAsync(plan.changes)
    const message = loadPlanSummary(plan)
    notify.alert(message, plan.errors.length || plan.warnings.length ? 'warning' : 'success')
    return (
      <div className="space-y-1">
        <p className="font-medium">{message}</p>
        <RowNotes plan={plan} />
      </div>
    )
  }
  const planOf = (records: SheetRecord<LoadPlanSheetField>[]) =>
    planLoadPlanImport(records, { ...p, programNames, policy })
  return (
    <SheetImportPanel
      fields={LOAD_PLAN_SHEET_FIELDS}
      onClose={p.onClose}
      onImport={onImport}
      canImport={(records) => !isEmptyChangeSet(planOf(records).changes)}
      renderPreview={(records) => <LoadPlanPreview plan={planOf(records)} />}
    />
  )
}

/** Each refused row with its reason, then each imported row that deserves a look (an inactive professor). */
function RowNotes({ plan }: { plan: LoadPlanImportPlan }) {
  if (!plan.errors.length && !plan.warnings.length) return null
  return (
    <ul aria-label="Rows to check" className="max-h-40 space-y-0.5 overflow-y-auto text-xs">
      <RowMessageItems plan={plan} />
    </ul>
  )
}

/**
 * The rows' errors, then their warnings, as list items. Keyed by position too: one row can carry
 * two warnings (a course it schedules and an inactive professor).
 */
function RowMessageItems({ plan }: { plan: Pick<LoadPlanImportPlan, 'errors' | 'warnings'> }) {
  return (
    <>
      {plan.errors.map((e, i) => (
        <li key={`e${i}-${e.row}`} className="text-destructive">
          Row {e.row}: Error: {e.message}
        </li>
      ))}
      {plan.warnings.map((w, i) => (
        <li key={`w${i}-${w.row}`} className="text-amber-700 dark:text-amber-400">
          Row {w.row}: Warning: {w.message}
        </li>
      ))}
    </>
  )
}

function loadPlanSummary(plan: LoadPlanImportPlan): string {
  return `${plan.added.length} added, ${plan.changed.length} changed, ${plan.removed.length} removed, ${plan.unchanged} unchanged, ${plan.errors.length} rows skipped`
}

function LoadPlanPreview({ plan }: { plan: LoadPlanImportPlan }) {
  // An inactive professor is flagged where the section goes to them, as Manage Sections does.
  const name = (x: Professor | undefined) =>
    x ? `${professorDisplayName(x)}${x.isActive ? '' : ' (inactive)'}` : 'nobody'
  return (
    <section aria-label="Preview" className="space-y-2 text-sm">
      <p aria-live="polite">{loadPlanSummary(plan)}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <ul
          aria-label="Assignment changes"
          className="max-h-48 space-y-0.5 overflow-y-auto text-xs"
        >
          {[...plan.added, ...plan.changed, ...plan.removed].map((c) => (
            <li key={`${c.course.id}-${c.section}`}>
              <span className="font-medium">
                {c.kind === 'added' ? 'Add' : c.kind === 'changed' ? 'Change' : 'Remove'}:
              </span>{' '}
              {c.course.code} section {c.section} ({planningTermLabel(c.term)}){' '}
              {c.kind === 'added'
                ? `→ ${name(c.to)}`
                : c.kind === 'changed'
                  ? `${name(c.from)} → ${name(c.to)}`
                  : `was ${name(c.from)}`}
            </li>
          ))}
          <RowMessageItems plan={plan} />
        </ul>
        <ul
          aria-label="Resulting workload"
          className="max-h-48 space-y-0.5 overflow-y-auto text-xs"
        >
          {plan.loads.map((l) => (
            <li key={`${l.professor.id}-${planningTermLabel(l.term)}`}>
              {professorDisplayName(l.professor)}, {planningTermLabel(l.term)}:{' '}
              {formatNumber(l.before)} → {formatNumber(l.after)}/{formatNumber(l.cap)} h ({l.status}
              )
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
