/**
 * 'Map Program Semesters' (spec section 4 "Semester mapping"): each level gets a term and year,
 * starting from the program's start text and following Fall -> Winter (next year) -> Spring
 * (same year); changing a level re-sequences every later level; 'Not active' levels are left
 * out. Confirm stays disabled while the mapping is invalid.
 *
 * Issue 24: the common patterns are one click each (Fall/Winter every level every year; the
 * cohort sequence above, the default; custom = the per-level selects), the mapping is said in one
 * sentence and drawn as a timeline (levels under their term, named in text, not by colour), and a
 * requirement item (an elective) can be staffed as a placeholder course instead of left out.
 */
import { useId, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { formatAcademicYear } from '@/domain/calendar/academic-year'
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, TERM_LABELS, TERMS, type Term } from '@/domain/kernel/constants'
import { isRequirementItem, type ProgramImport, type SemesterMapping } from '@/domain/model/program-import-format'
import {
  DEFAULT_PLACEHOLDER_WEEKLY_HOURS,
  PLACEHOLDER_MESSAGES,
  programRequirements,
  validPlaceholderHours,
  type RequirementPlaceholder,
} from '@/domain/programs/requirement-placeholders'
import {
  applyMappingPattern,
  buildLevelMappings,
  DEFAULT_MAPPING_PATTERN,
  describeMapping,
  MAPPING_PATTERN_LABELS,
  MAPPING_PATTERNS,
  mappingTimeline,
  parseStartText,
  resequenceFrom,
  setLevelActive,
  toSavedMappings,
  validateLevelMappings,
  type LevelMappingRow,
  type MappingPattern,
} from '@/domain/calendar/semester-mapping'
import { cn } from '@/lib/utils'

const TERM_OPTIONS = TERMS.map((t) => ({ value: t, label: TERM_LABELS[t] }))

interface SemesterMappingDialogProps {
  /** The program to map; the dialog is open while it is set. */
  program: ProgramImport | null
  pending?: boolean
  onCancel: () => void
  onConfirm: (mappings: Record<string, SemesterMapping>, choices: MappingChoices) => void
}

/** What the mapping step decided beside the level mappings. */
export interface MappingChoices {
  /** Requirements to staff as placeholder courses (none by default). */
  placeholders: RequirementPlaceholder[]
}

const PATTERN_HINTS: Record<MappingPattern, string> = {
  'fall-winter': 'Odd levels in Fall, even levels in Winter of one academic year; no Spring.',
  cohort: 'One intake: Fall, Winter, Spring, Fall … from the program start.',
  custom: 'Choose each level’s term and year below.',
}

/** Term colours only echo the term name written beside them. */
const TERM_ACCENT: Record<Term, string> = {
  fall: 'border-t-amber-500',
  winter: 'border-t-sky-500',
  spring: 'border-t-emerald-500',
}

/** Academic years offered for the Fall/Winter pattern, around the program's start. */
const ACADEMIC_YEAR_CHOICES_BEFORE = 1
const ACADEMIC_YEAR_CHOICES_AFTER = 3

export function SemesterMappingDialog({ program, pending = false, onCancel, onConfirm }: SemesterMappingDialogProps) {
  return (
    <Dialog open={program !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="sm:max-w-2xl" data-testid="semester-mapping-dialog">
        {program ? <MappingForm program={program} pending={pending} onCancel={onCancel} onConfirm={onConfirm} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function startOf(program: ProgramImport): SemesterMapping {
  const year = new Date().getFullYear()
  return parseStartText(program.program.start, year) ?? { term: 'fall' as Term, year }
}

const requirementKey = (level: string, index: number) => `${level}\u0000${String(index)}`

function MappingForm({ program, pending, onCancel, onConfirm }: Required<Omit<SemesterMappingDialogProps, 'program'>> & { program: ProgramImport }) {
  const start = useMemo(() => startOf(program), [program])
  const [rows, setRows] = useState(() => buildLevelMappings(Object.keys(program.courses_by_level), start))
  const [yearText, setYearText] = useState(() => rows.map((r) => String(r.year)))
  const [pattern, setPattern] = useState<MappingPattern>(DEFAULT_MAPPING_PATTERN)
  const [academicStartYear, setAcademicStartYear] = useState(start.term === 'fall' ? start.year : start.year - 1)
  const requirements = useMemo(() => programRequirements(program), [program])
  // Hours as typed, per chosen requirement; absent = left out (today's behaviour).
  const [staffed, setStaffed] = useState<ReadonlyMap<string, string>>(new Map())
  const firstTermRef = useRef<HTMLSelectElement>(null)
  const idBase = useId()
  const activeLevels = useMemo(() => new Set(rows.filter((r) => r.active).map((r) => r.level)), [rows])
  const placeholders = useMemo<RequirementPlaceholder[]>(
    () =>
      requirements.flatMap(({ level, index }) => {
        const text = staffed.get(requirementKey(level, index))
        return text === undefined || !activeLevels.has(level) ? [] : [{ level, index, weeklyHours: text.trim() === '' ? Number.NaN : Number(text) }]
      }),
    [requirements, staffed, activeLevels],
  )
  const validation = useMemo(() => {
    const result = validateLevelMappings(rows)
    const hourErrors = placeholders
      .filter((p) => !validPlaceholderHours(p.weeklyHours))
      .map((p) => PLACEHOLDER_MESSAGES.hours(requirements.find((r) => r.level === p.level && r.index === p.index)?.requirement.title ?? '', p.level))
    return { ...result, valid: result.valid && hourErrors.length === 0, errors: [...result.errors, ...hourErrors] }
  }, [rows, placeholders, requirements])
  const timeline = useMemo(() => mappingTimeline(rows), [rows])
  const sentence = describeMapping(pattern, rows, academicStartYear)
  const courseCounts = useMemo(
    () => new Map(Object.entries(program.courses_by_level).map(([level, items]) => [level, items.filter((i) => !isRequirementItem(i)).length])),
    [program],
  )
  const yearChoices = useMemo(() => {
    const base = start.term === 'fall' ? start.year : start.year - 1
    const years: number[] = []
    for (let y = base - ACADEMIC_YEAR_CHOICES_BEFORE; y <= base + ACADEMIC_YEAR_CHOICES_AFTER; y++) years.push(y)
    if (!years.includes(academicStartYear)) years.push(academicStartYear)
    return years.sort((a, b) => a - b).map((y) => ({ value: String(y), label: formatAcademicYear(y) }))
  }, [start, academicStartYear])

  const showRows = (next: LevelMappingRow[]) => {
    setRows(next)
    setYearText(next.map((r) => String(r.year)))
  }
  const choosePattern = (next: MappingPattern, year = academicStartYear) => {
    setPattern(next)
    if (next === 'custom') {
      firstTermRef.current?.focus()
      return
    }
    showRows(applyMappingPattern(next, rows, { start, academicStartYear: year }))
  }
  const applyResequence = (next: LevelMappingRow[], from: number) => {
    setRows(next)
    setPattern('custom')
    setYearText((texts) => texts.map((t, i) => (i > from ? String(next[i]?.year ?? '') : t)))
  }
  const changeTerm = (index: number, term: Term) => {
    const row = rows[index]
    if (row) applyResequence(resequenceFrom(rows, index, { term, year: row.year }), index)
  }
  const changeYear = (index: number, text: string) => {
    setYearText((texts) => texts.map((t, i) => (i === index ? text : t)))
    setPattern('custom')
    const row = rows[index]
    if (!row) return
    if (/^\d{4}$/.test(text.trim())) applyResequence(resequenceFrom(rows, index, { term: row.term, year: Number(text) }), index)
    else setRows(rows.map((r, i) => (i === index ? { ...r, year: Number.NaN } : r)))
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (validation.valid && !pending) onConfirm(toSavedMappings(rows), { placeholders })
      }}
    >
      <DialogHeader>
        <DialogTitle>Map Program Semesters</DialogTitle>
        <DialogDescription>
          Choose the term and year each level of <span className="font-medium">{program.program.name}</span> runs in: pick a pattern, or
          set each level below (later levels then follow Fall, Winter, Spring); tick 'Not active' to leave a level out.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Pattern</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MAPPING_PATTERNS.map((p) => (
            <Button
              key={p}
              type="button"
              variant={pattern === p ? 'default' : 'outline'}
              // The name is the whole visible text, pattern then hint (axe: label-content-name-mismatch).
              aria-pressed={pattern === p}
              className="h-auto flex-col items-start gap-0.5 py-2 text-left whitespace-normal"
              onClick={() => choosePattern(p)}
            >
              <span>{MAPPING_PATTERN_LABELS[p]}</span>
              <span className={cn('text-xs font-normal', pattern === p ? 'opacity-90' : 'text-muted-foreground')}>
                {PATTERN_HINTS[p]}
              </span>
            </Button>
          ))}
        </div>
        {pattern === 'fall-winter' ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={`${idBase}-academic-year`}>Academic year</label>
            <NativeSelect
              id={`${idBase}-academic-year`}
              wrapperClassName="w-40"
              options={yearChoices}
              value={String(academicStartYear)}
              onChange={(e) => {
                const year = Number(e.target.value)
                setAcademicStartYear(year)
                choosePattern('fall-winter', year)
              }}
            />
          </div>
        ) : null}
      </fieldset>
      <section aria-labelledby={`${idBase}-timeline`} className="grid gap-2">
        <h3 id={`${idBase}-timeline`} className="sr-only">
          Timeline
        </h3>
        <p className="text-sm" aria-live="polite" data-testid="mapping-sentence">
          {sentence}
        </p>
        {timeline.length > 0 ? (
          <ol className="flex gap-2 overflow-x-auto pb-1" aria-label="Levels by term" data-testid="mapping-timeline">
            {timeline.map((slot) => (
              <li
                key={`${slot.term}-${String(slot.year)}`}
                className={cn('min-w-28 shrink-0 rounded-md border border-t-4 p-2', TERM_ACCENT[slot.term])}
                data-term={slot.term}
              >
                <p className="text-xs font-semibold">{slot.label}</p>
                <ul className="mt-1 space-y-0.5 text-xs" aria-label={`Levels in ${slot.label}`}>
                  {slot.levels.map((level) => (
                    <li key={level}>{level}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <div className="max-h-[50vh] overflow-y-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-muted-foreground text-left text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Level</th>
              <th scope="col" className="px-3 py-2 font-medium">Term</th>
              <th scope="col" className="px-3 py-2 font-medium">Year</th>
              <th scope="col" className="px-3 py-2 font-medium">Not active</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const id = `${idBase}-${index}`
              return (
                <tr key={row.level} className="border-t" data-testid="mapping-row">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <span className="break-words">{row.level}</span>
                    <span className="text-muted-foreground block text-xs font-normal">
                      {courseCounts.get(row.level) ?? 0} course{courseCounts.get(row.level) === 1 ? '' : 's'}
                    </span>
                  </th>
                  <td className="px-3 py-2">
                    <NativeSelect
                      ref={index === 0 ? firstTermRef : undefined}
                      aria-label={`${row.level} term`}
                      options={TERM_OPTIONS}
                      value={row.term}
                      disabled={!row.active}
                      onChange={(e) => changeTerm(index, e.target.value as Term)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`${row.level} year`}
                      type="number"
                      inputMode="numeric"
                      min={ACADEMIC_YEAR_MIN}
                      max={ACADEMIC_YEAR_MAX}
                      className="w-24"
                      value={yearText[index] ?? ''}
                      disabled={!row.active}
                      aria-invalid={row.active && !Number.isInteger(row.year) ? true : undefined}
                      onChange={(e) => changeYear(index, e.target.value)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={!row.active}
                        onCheckedChange={(checked) => setRows(setLevelActive(rows, index, checked !== true))}
                      />
                      <label htmlFor={id} className="text-muted-foreground text-xs">
                        Not active
                      </label>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {requirements.length > 0 ? (
        <fieldset className="grid gap-2" data-testid="mapping-requirements">
          <legend className="mb-1 text-sm font-medium">Requirements (electives)</legend>
          <p className="text-muted-foreground text-xs">
            A requirement names a choice, not a course, so it has no section to staff and is left out. Tick one to add it as a
            placeholder course the school staffs, with its weekly hours.
          </p>
          <ul className="grid gap-2">
            {requirements.map(({ level, index, requirement }, position) => {
              const key = requirementKey(level, index)
              // By position: a level label may hold spaces, which an id may not.
              const id = `${idBase}-req-${String(position)}`
              const hours = staffed.get(key)
              const levelActive = activeLevels.has(level)
              const setHours = (text: string | undefined) =>
                setStaffed((current) => {
                  const next = new Map(current)
                  if (text === undefined) next.delete(key)
                  else next.set(key, text)
                  return next
                })
              return (
                <li key={key} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Checkbox
                    id={id}
                    checked={hours !== undefined}
                    disabled={!levelActive}
                    onCheckedChange={(checked) => setHours(checked === true ? String(DEFAULT_PLACEHOLDER_WEEKLY_HOURS) : undefined)}
                  />
                  <label htmlFor={id} className="min-w-0 flex-1">
                    Staff <span className="font-medium">{requirement.title}</span> ({level}) as a placeholder course
                    {requirement.category ? <span className="text-muted-foreground"> · {requirement.category}</span> : null}
                    {levelActive ? null : <span className="text-muted-foreground"> · level not active</span>}
                  </label>
                  {hours !== undefined && levelActive ? (
                    <span className="flex items-center gap-2">
                      <label htmlFor={`${id}-hours`} className="text-muted-foreground text-xs">
                        Weekly hours
                      </label>
                      <Input
                        id={`${id}-hours`}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="any"
                        className="w-20"
                        value={hours}
                        aria-invalid={validPlaceholderHours(hours.trim() === '' ? Number.NaN : Number(hours)) ? undefined : true}
                        onChange={(e) => setHours(e.target.value)}
                      />
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </fieldset>
      ) : null}
      {validation.errors.length > 0 ? (
        <ul role="alert" className="text-destructive space-y-1 text-sm">
          {validation.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {validation.warnings.length > 0 ? (
        <ul role="status" className="space-y-1 rounded-md bg-amber-50 p-2 text-sm text-amber-800">
          {validation.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!validation.valid || pending}>
          {pending ? 'Saving...' : 'Confirm'}
        </Button>
      </DialogFooter>
    </form>
  )
}
