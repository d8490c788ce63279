/**
 * Calendar mode of the semester selector: a 6-week month grid with range picking (spec section 4
 * "Calendar range picking"): first click sets the start, a click on or after it the end, a click
 * before the start restarts. Days inside a built-in semester are tinted so terms are visible.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { findSemesterContaining } from '@/domain/calendar/academic-calendar'
import {
  calendarMonthGrid,
  customRangeValue,
  formatIsoDay,
  pickRangeDate,
  yearPickerYears,
  type RangeSelection,
} from '@/domain/calendar/semester-options'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const WEEKDAY_HEADERS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const

export function SemesterCalendar({
  initial,
  today,
  onApply,
}: {
  initial: RangeSelection
  today: string
  onApply: (value: string) => void
}) {
  const anchor = initial.start ?? today
  const [month, setMonth] = useState({
    year: Number(anchor.slice(0, 4)),
    index: Number(anchor.slice(5, 7)) - 1,
  })
  const [range, setRange] = useState<RangeSelection>(initial)
  const days = useMemo(() => calendarMonthGrid(month.year, month.index), [month])
  const years = useMemo(() => {
    const list = yearPickerYears(new Date(`${today}T12:00:00`))
    // A range chosen outside the list (or paging past it) still shows its year.
    return list.includes(month.year) ? list : [...list, month.year].sort((a, b) => a - b)
  }, [today, month.year])

  function shift(delta: number) {
    setMonth(({ year, index }) => {
      const next = index + delta
      return { year: year + Math.floor(next / 12), index: ((next % 12) + 12) % 12 }
    })
  }

  const hint =
    range.start === null
      ? 'Choose the first day of the range.'
      : range.end === null
        ? `From ${formatIsoDay(range.start)}: choose the last day.`
        : `${formatIsoDay(range.start)} – ${formatIsoDay(range.end)}`

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <Button variant="ghost" size="icon" onClick={() => shift(-1)} aria-label="Previous month">
          <ChevronLeft />
        </Button>
        <div className="flex items-center gap-1">
          <NativeSelect
            aria-label="Month"
            // Fits the longest month name, "September", with the chevron's padding.
            className="h-8 w-36"
            value={String(month.index)}
            onChange={(e) => setMonth((m) => ({ ...m, index: Number(e.target.value) }))}
            options={MONTH_NAMES.map((name, i) => ({ value: String(i), label: name }))}
          />
          {/* Spec section 9: the picker's year list is the current year plus or minus 5. */}
          <NativeSelect
            aria-label="Year"
            className="h-8 w-24"
            value={String(month.year)}
            onChange={(e) => setMonth((m) => ({ ...m, year: Number(e.target.value) }))}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </div>
        <Button variant="ghost" size="icon" onClick={() => shift(1)} aria-label="Next month">
          <ChevronRight />
        </Button>
      </div>
      <div
        role="grid"
        aria-label={`${MONTH_NAMES[month.index]} ${month.year}`}
        className="grid grid-cols-7 gap-0.5 text-center text-xs"
      >
        {WEEKDAY_HEADERS.map((d) => (
          <span key={d} role="columnheader" className="py-1 font-medium text-muted-foreground">
            {d}
          </span>
        ))}
        {days.map((day) => {
          const isStart = day.date === range.start
          const isEnd = day.date === range.end
          const inRange =
            range.start !== null &&
            range.end !== null &&
            day.date > range.start &&
            day.date < range.end
          const inSemester = findSemesterContaining(day.date) !== null
          return (
            <button
              key={day.date}
              type="button"
              role="gridcell"
              aria-selected={isStart || isEnd || inRange}
              aria-label={formatIsoDay(day.date)}
              onClick={() => setRange((r) => pickRangeDate(r, day.date))}
              className={cn(
                'h-8 rounded-md tabular-nums outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring',
                !day.inMonth && 'text-muted-foreground/60',
                inSemester && !isStart && !isEnd && !inRange && 'bg-primary/5',
                day.date === today && 'font-bold underline underline-offset-2',
                inRange && 'bg-primary/15 text-foreground',
                (isStart || isEnd) && 'bg-primary text-primary-foreground hover:bg-primary/90',
              )}
            >
              {day.day}
            </button>
          )
        })}
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setRange({ start: null, end: null })}>
          Clear
        </Button>
        <Button
          size="sm"
          disabled={range.start === null || range.end === null}
          onClick={() =>
            range.start && range.end && onApply(customRangeValue(range.start, range.end))
          }
        >
          Apply range
        </Button>
      </div>
    </div>
  )
}
