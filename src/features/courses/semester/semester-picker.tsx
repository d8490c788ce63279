/**
 * The Courses screen's semester selector with three modes (spec section 2): Quick Select (All
 * Semesters, the current and next academic year, then the other years of the range folded
 * away), Calendar (range picking on a month grid, years current +/- 5) and
 * Custom Range (two dates). The value is the shared selection the header shows too.
 */
import { CalendarDays, ChevronDown } from 'lucide-react'
import { memo, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { localIsoDate } from '@/domain/kernel/local-date'
import {
  customRangeValue,
  parseCustomRange,
  otherSemesterGroups,
  quickSelectOptions,
  semesterValueLabel,
  type AcademicYearGroup,
  type AllSemestersOption,
  type SemesterOption,
} from '@/domain/calendar/semester-options'
import { cn } from '@/lib/utils'
import { SemesterCalendar } from './semester-calendar'

type Mode = 'quick' | 'calendar' | 'custom'

/** Memoized: the Courses screen renders again on every edit, and this picker never depends on the data. */
export const SemesterPicker = memo(function SemesterPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false)
  const range = parseCustomRange(value)
  const [mode, setMode] = useState<Mode>(range ? 'custom' : 'quick')
  const today = new Date()

  function choose(next: string) {
    onChange(next)
    setOpen(false)
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`Semester: ${semesterValueLabel(value)}`} className="min-w-52 justify-between">
          <span className="flex items-center gap-2">
            <CalendarDays className="text-primary" />
            <span data-testid="courses-semester-label">{semesterValueLabel(value)}</span>
          </span>
          <ChevronDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Choose a semester" className="w-[min(22rem,calc(100vw-2rem))]">
        <Tabs value={mode} onValueChange={(m) => setMode(m as Mode)}>
          <TabsList className="w-full">
            <TabsTrigger value="quick">Quick Select</TabsTrigger>
            <TabsTrigger value="calendar">Calendar</TabsTrigger>
            <TabsTrigger value="custom">Custom Range</TabsTrigger>
          </TabsList>
          <TabsContent value="quick" className="max-h-[min(28rem,70vh)] overflow-y-auto pt-2">
            <QuickSelect options={quickSelectOptions(today)} value={value} onChoose={choose} />
            <OtherYears groups={otherSemesterGroups(today)} value={value} onChoose={choose} />
          </TabsContent>
          <TabsContent value="calendar" className="pt-2">
            <SemesterCalendar
              initial={{ start: range?.start ?? null, end: range?.end ?? null }}
              today={localIsoDate(today)}
              onApply={choose}
            />
          </TabsContent>
          <TabsContent value="custom" className="pt-2">
            <CustomRange initialStart={range?.start ?? ''} initialEnd={range?.end ?? ''} onApply={choose} />
          </TabsContent>
        </Tabs>
      </PopoverContent>
    </Popover>
  )
})

function QuickSelect({
  options,
  value,
  onChoose,
  label = 'Quick Select',
}: {
  options: (AllSemestersOption | SemesterOption)[]
  value: string
  onChoose: (value: string) => void
  label?: string
}) {
  const groups = new Map<string, (AllSemestersOption | SemesterOption)[]>()
  for (const o of options) {
    const key = 'academicYear' in o ? o.academicYear : ''
    groups.set(key, [...(groups.get(key) ?? []), o])
  }
  return (
    <div className="space-y-3" role="group" aria-label={label}>
      {[...groups].map(([year, list]) => (
        <div key={year || 'all'} className="space-y-1">
          {year && <p className="text-muted-foreground px-1 text-xs font-medium">{year}</p>}
          <div className={cn('grid gap-1', year && 'grid-cols-3')}>
            {list.map((o) => (
              <Button
                key={o.value}
                variant={o.value === value ? 'default' : 'outline'}
                size="sm"
                aria-pressed={o.value === value}
                onClick={() => onChoose(o.value)}
                className="relative"
              >
                {o.label}
                {'isActive' in o && o.isActive && (
                  <>
                    <span aria-hidden="true" title="Current semester" className="absolute top-1 right-1 size-1.5 rounded-full bg-emerald-500" />
                    <span className="sr-only"> (current)</span>
                  </>
                )}
              </Button>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The rest of the range (2 academic years back to 3 ahead) under Quick Select's current and next
 * year, folded away until asked for: past terms are reachable without a custom range. Open when
 * the chosen term is one of them.
 */
function OtherYears({
  groups,
  value,
  onChoose,
}: {
  groups: readonly AcademicYearGroup[]
  value: string
  onChoose: (value: string) => void
}) {
  const holdsValue = groups.some((g) => g.options.some((o) => o.value === value))
  return (
    <details className="group mt-3 border-t pt-2" open={holdsValue}>
      <summary className="text-muted-foreground hover:text-foreground cursor-pointer rounded px-1 text-xs font-medium focus-visible:ring-2 focus-visible:outline-none">
        Earlier and later academic years
      </summary>
      <div className="mt-2">
        <QuickSelect options={groups.flatMap((g) => g.options)} value={value} onChoose={onChoose} label="Other academic years" />
      </div>
    </details>
  )
}

function CustomRange({
  initialStart,
  initialEnd,
  onApply,
}: {
  initialStart: string
  initialEnd: string
  onApply: (value: string) => void
}) {
  const id = useId()
  const [start, setStart] = useState(initialStart)
  const [end, setEnd] = useState(initialEnd)
  const [error, setError] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!start || !end) return setError('Choose a start and an end date.')
    if (end < start) return setError('The end date must be on or after the start date.')
    onApply(customRangeValue(start, end))
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-start`}>Start date</Label>
          <Input id={`${id}-start`} type="date" value={start} onChange={(e) => (setStart(e.target.value), setError(''))} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-end`}>End date</Label>
          <Input id={`${id}-end`} type="date" value={end} onChange={(e) => (setEnd(e.target.value), setError(''))} />
        </div>
      </div>
      <FieldError>{error}</FieldError>
      <p className="text-muted-foreground text-xs">Courses whose semester overlaps the range are shown.</p>
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Apply range
        </Button>
      </div>
    </form>
  )
}
