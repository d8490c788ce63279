/**
 * The assignment assistant of Manage Sections: a searchable combobox (popover + listbox) that
 * ranks professors for one section and shows, per candidate, hours now / max, hours after, the
 * workload status reached, specialization coverage, active flag and schedule conflicts. Choosing
 * someone who would be overloaded, or whose other sections clash with this one, asks for an
 * explicit confirmation first ("Assign anyway"), naming the overload and both sections of each
 * clash.
 *
 * Keyboard: the trigger opens with Enter/Space/ArrowDown; typing filters; ArrowUp/ArrowDown and
 * PageUp/PageDown move the active option; Enter chooses it; Escape closes.
 */
import { useCombobox } from '@/components/use-combobox'
import { AlertTriangle, Check, ChevronsUpDown, UserX } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { formatNumber } from '@/domain/kernel/format'
import {
  candidateMatches,
  rankCandidates,
  type CandidateRanking,
  type PreparedRanking,
} from '@/domain/professors/professor-ranking'
import { describeSectionConflict } from '@/domain/calendar/schedule-conflict'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'
import { cn } from '@/lib/utils'

/** Options rendered at once; typing narrows the rest (keeps 1,000 professors instant). */
const PICKER_VISIBLE_LIMIT = 50
const PAGE_STEP = 8
export const UNASSIGNED_LABEL = 'Unassigned'

type Option = { kind: 'unassigned' } | { kind: 'candidate'; candidate: CandidateRanking }

export function ProfessorPicker({
  section,
  courseCode,
  value,
  onChange,
  prepared,
  selections,
  professorName,
}: {
  section: number
  courseCode: string
  value: string | null
  onChange: (professorId: string | null) => void
  prepared: PreparedRanking
  selections: readonly (string | null)[]
  professorName: (id: string) => string
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [pending, setPending] = useState<CandidateRanking | null>(null)

  const ranked = useMemo(
    () => (open ? rankCandidates(prepared, section, selections) : []),
    [open, prepared, section, selections],
  )
  const matches = useMemo(() => ranked.filter((c) => candidateMatches(c, query)), [ranked, query])
  const options = useMemo<Option[]>(
    () => [
      ...(query.trim() === '' ? [{ kind: 'unassigned' } as const] : []),
      ...matches
        .slice(0, PICKER_VISIBLE_LIMIT)
        .map((candidate) => ({ kind: 'candidate', candidate }) as const),
    ],
    [matches, query],
  )
  const current = value ? ranked.find((c) => c.professor.id === value) : undefined

  const combobox = useCombobox({
    id,
    count: options.length,
    onPick: (i) => choose(options[i]),
    pageStep: PAGE_STEP,
  })
  const { setActive } = combobox

  function openChange(next: boolean) {
    setOpen(next)
    setPending(null)
    setQuery('')
    setActive(0)
  }

  function choose(option: Option | undefined) {
    if (!option) return
    if (option.kind === 'unassigned') {
      onChange(null)
      return openChange(false)
    }
    const { candidate } = option
    if (needsConfirmation(candidate) && candidate.professor.id !== value)
      return setPending(candidate)
    onChange(candidate.professor.id)
    openChange(false)
  }

  const label = `Professor for section ${section} of ${courseCode}`
  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-label={`${label}: ${value ? professorName(value) : UNASSIGNED_LABEL}`}
          className="h-auto min-h-9 w-full justify-between py-1.5 text-left font-normal"
          data-testid={`section-${section}-picker`}
          onKeyDown={(event) => {
            // As the label promises: ArrowDown (or ArrowUp) opens the list, like a native select.
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              openChange(true)
            }
          }}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? professorName(value) : UNASSIGNED_LABEL}
          </span>
          <ChevronsUpDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={`Choose the ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        className="w-[min(34rem,calc(100vw-2rem))] p-0"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          document.getElementById(`${id}-search`)?.focus()
        }}
      >
        {pending ? (
          <AssignAnywayConfirm
            candidate={pending}
            section={section}
            courseCode={courseCode}
            onConfirm={() => {
              onChange(pending.professor.id)
              openChange(false)
            }}
            onBack={() => setPending(null)}
          />
        ) : (
          <div className="flex flex-col">
            <div className="border-b p-2">
              <Input
                id={`${id}-search`}
                // Back from the overload question the list is mounted again: typing continues here.
                autoFocus
                {...combobox.inputProps}
                aria-label={`Search professors for section ${section}`}
                placeholder="Search by name, email or specialization…"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value)
                  setActive(0)
                }}
                onKeyDown={combobox.onKeyDown}
              />
            </div>
            <ul {...combobox.listProps} aria-label={label} className="max-h-80 overflow-y-auto p-1">
              {options.length === 0 && (
                <li
                  role="presentation"
                  className="px-3 py-6 text-center text-sm text-muted-foreground"
                >
                  No professors match “{query}”.
                </li>
              )}
              {options.map((option, index) => {
                const selected =
                  option.kind === 'unassigned'
                    ? value === null
                    : option.candidate.professor.id === value
                return (
                  <li
                    key={
                      option.kind === 'unassigned' ? 'unassigned' : option.candidate.professor.id
                    }
                    {...combobox.optionProps(index, selected)}
                    // The active option is outlined as well as tinted: the tint alone is too faint (3:1 needed).
                    className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-2 text-sm data-[active]:bg-accent data-[active]:ring-2 data-[active]:ring-primary data-[active]:ring-inset"
                  >
                    <Check
                      className={cn(
                        'mt-0.5 size-4 shrink-0',
                        selected ? 'opacity-100' : 'opacity-0',
                      )}
                      aria-hidden="true"
                    />
                    {option.kind === 'unassigned' ? (
                      <span className="text-muted-foreground">{UNASSIGNED_LABEL}</span>
                    ) : (
                      <CandidateSummary
                        candidate={option.candidate}
                        best={option.candidate === ranked[0] && isClean(option.candidate)}
                      />
                    )}
                  </li>
                )
              })}
            </ul>
            <p className="border-t px-3 py-2 text-xs text-muted-foreground" aria-live="polite">
              {matches.length > PICKER_VISIBLE_LIMIT
                ? `Showing the best ${PICKER_VISIBLE_LIMIT} of ${matches.length} professors — type to narrow.`
                : `${matches.length} professor${matches.length === 1 ? '' : 's'}, best match first.`}
              {current && ` Now: ${current.name}.`}
            </p>
          </div>
        )}
      </PopoverContent>
    </Popover>
  )
}

/** An overload or a schedule conflict is never chosen by a single click. */
function needsConfirmation(c: CandidateRanking): boolean {
  return c.overloaded || c.conflicts.length > 0
}

/**
 * "Best match" is earned: active, within the cap, no conflict, and some of the course's required
 * specializations covered. A course that requires none has nothing to match (any free professor
 * ranks first), so no badge.
 */
function isClean(c: CandidateRanking): boolean {
  return (
    c.isActive &&
    !c.overloaded &&
    c.conflicts.length === 0 &&
    (c.coverage === 'full' || c.coverage === 'partial')
  )
}

const STATUS_TONE: Record<CandidateRanking['statusAfter'], string> = {
  overloaded: 'text-destructive',
  full: 'text-amber-700 dark:text-amber-400',
  partial: 'text-emerald-700 dark:text-emerald-400',
  underutilized: 'text-muted-foreground',
  unassigned: 'text-muted-foreground',
}

function CandidateSummary({ candidate: c, best }: { candidate: CandidateRanking; best: boolean }) {
  return (
    <span className="grid min-w-0 flex-1 gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium">{c.name}</span>
        {best && <Badge variant="success">Best match</Badge>}
        {!c.isActive && (
          <Badge variant="outline" className="gap-1">
            <UserX aria-hidden="true" />
            Inactive
          </Badge>
        )}
        {c.overloaded && <Badge variant="destructive">Overload</Badge>}
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">
        {c.figureAfter ? (
          <>
            {c.figureNow} now → {c.figureAfter} after in {c.termLabel} ·{' '}
          </>
        ) : (
          <>
            {formatNumber(c.currentHours)}/{formatNumber(c.maxWeeklyHours)} h now →{' '}
            {formatNumber(c.hoursAfter)} h after in {c.termLabel} ·{' '}
          </>
        )}
        <span className={STATUS_TONE[c.statusAfter]}>{WORKLOAD_STATUS_LABELS[c.statusAfter]}</span>
      </span>
      {c.coverage !== 'not-required' && (
        <span
          className={cn(
            'text-xs',
            c.coverage === 'full'
              ? 'text-emerald-700 dark:text-emerald-400'
              : 'text-muted-foreground',
          )}
        >
          {c.coverage === 'full'
            ? `Covers ${c.matchedSpecializations.join(', ')}`
            : c.coverage === 'partial'
              ? `Covers ${c.matchedSpecializations.join(', ')}; missing ${c.missingSpecializations.join(', ')}`
              : `No required specialization (${c.missingSpecializations.join(', ')})`}
        </span>
      )}
      {c.conflicts.map((conflict) => (
        <span key={conflict} className="flex items-center gap-1 text-xs text-destructive">
          <AlertTriangle className="size-3" aria-hidden="true" />
          Schedule conflict: {conflict}
        </span>
      ))}
    </span>
  )
}

function AssignAnywayConfirm({
  candidate: c,
  section,
  courseCode,
  onConfirm,
  onBack,
}: {
  candidate: CandidateRanking
  section: number
  courseCode: string
  onConfirm: () => void
  onBack: () => void
}) {
  const id = useId()
  const conflicted = c.conflicts.length > 0
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="grid gap-3 p-4"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
        {conflicted ? `Schedule conflict for ${c.name}` : `Overload ${c.name}?`}
      </p>
      <div id={`${id}-text`} className="grid gap-1 text-sm text-muted-foreground">
        {c.conflicts.map((conflict) => (
          <p key={conflict}>{describeSectionConflict({ code: courseCode }, section, conflict)}.</p>
        ))}
        {c.overloaded && c.figureAfter ? (
          <p>
            {c.name} would reach {c.figureAfter} in {c.termLabel}, above the maximum.
          </p>
        ) : c.overloaded ? (
          <p>
            {c.name} would reach {formatNumber(c.hoursAfter)} of {formatNumber(c.maxWeeklyHours)}{' '}
            hours per week in {c.termLabel}, above their maximum.
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        {/* The safe answer has the focus: a stray Enter never assigns against the warning. */}
        <Button variant="outline" size="sm" onClick={onBack} autoFocus>
          Choose someone else
        </Button>
        <Button variant="destructive" size="sm" onClick={onConfirm}>
          Assign anyway
        </Button>
      </div>
    </div>
  )
}
