/**
 * More Filters ('Refine your course search'): level, weekly-hours bucket, max-students bucket and
 * assignment status. Choices are a draft until Apply Filters; Cancel and Escape discard them;
 * Reset All clears the draft.
 */
import { SlidersHorizontal } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/field'
import { NativeSelect } from '@/components/ui/native-select'
import { LEVEL_MAX, LEVEL_MIN } from '@/domain/kernel/constants'
import { countActiveMoreFilters, type MoreFilters } from '@/domain/courses/course-filters'
import {
  COURSE_ASSIGNMENT_STATUS_LABELS,
  MAX_STUDENTS_BUCKET_LABELS,
  WEEKLY_HOURS_BUCKET_LABELS,
  type CourseAssignmentStatus,
  type MaxStudentsBucket,
  type WeeklyHoursBucket,
} from '@/domain/plan/course-status'

const LEVELS = Array.from({ length: LEVEL_MAX - LEVEL_MIN + 1 }, (_, i) => LEVEL_MIN + i)
const ALL = 'all'

function options<K extends string>(labels: Record<K, string>) {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }))
}

export function MoreFiltersDialog({ value, onApply }: { value: MoreFilters; onApply: (filters: MoreFilters) => void }) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<MoreFilters>(value)
  const active = countActiveMoreFilters(value)

  function openChange(next: boolean) {
    if (next) setDraft(value)
    setOpen(next)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    onApply(draft)
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={active ? `More Filters (${active} active)` : 'More Filters'}>
          <SlidersHorizontal />
          More Filters
          {active > 0 && (
            <Badge className="ml-0.5 min-w-5 rounded-full px-1.5" data-testid="more-filters-badge">
              {active}
            </Badge>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>More Filters</DialogTitle>
            <DialogDescription>Refine your course search</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Level">
              <NativeSelect
                value={draft.level === undefined ? ALL : String(draft.level)}
                onChange={(e) => setDraft({ ...draft, level: e.target.value === ALL ? undefined : Number(e.target.value) })}
              >
                <option value={ALL}>All levels</option>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    Level {l}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Weekly Hours">
              <NativeSelect
                value={draft.hours ?? ALL}
                onChange={(e) =>
                  setDraft({ ...draft, hours: e.target.value === ALL ? undefined : (e.target.value as WeeklyHoursBucket) })
                }
                options={[{ value: ALL, label: 'All hours' }, ...options(WEEKLY_HOURS_BUCKET_LABELS)]}
              />
            </FormField>
            <FormField label="Max Students">
              <NativeSelect
                value={draft.students ?? ALL}
                onChange={(e) =>
                  setDraft({ ...draft, students: e.target.value === ALL ? undefined : (e.target.value as MaxStudentsBucket) })
                }
                options={[{ value: ALL, label: 'All sizes' }, ...options(MAX_STUDENTS_BUCKET_LABELS)]}
              />
            </FormField>
            <FormField label="Assignment Status">
              <NativeSelect
                value={draft.status ?? ALL}
                onChange={(e) =>
                  setDraft({ ...draft, status: e.target.value === ALL ? undefined : (e.target.value as CourseAssignmentStatus) })
                }
                options={[{ value: ALL, label: 'All statuses' }, ...options(COURSE_ASSIGNMENT_STATUS_LABELS)]}
              />
            </FormField>
          </div>
          <DialogFooter className="sm:justify-between">
            <Button type="button" variant="ghost" onClick={() => setDraft({})}>
              Reset All
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit">Apply Filters</Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
