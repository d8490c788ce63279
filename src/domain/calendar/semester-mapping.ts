/**
 * Semester mapping of program levels (spec sections 4 and 5 "Semester mapping"). Levels follow
 * Fall Y -> Winter Y+1 -> Spring Y+1 -> Fall Y+1. Rows keep a 'Not active' flag; inactive rows
 * still hold their place in the sequence (the user ticks a level off, the others do not move) and
 * are dropped only from what is saved.
 */
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, TERM_LABELS, TERMS, type Term } from '@/domain/kernel/constants'
import { formatAcademicYear } from './academic-year'
import type { SemesterMapping } from '@/domain/model/program-import-format'

/** More levels than this in one term and year triggers the capacity warning. */
const MAX_LEVELS_PER_SEMESTER_BEFORE_WARNING = 3

export function nextSemester(current: SemesterMapping): SemesterMapping {
  switch (current.term) {
    case 'fall':
      return { term: 'winter', year: current.year + 1 }
    case 'winter':
      return { term: 'spring', year: current.year }
    case 'spring':
      return { term: 'fall', year: current.year }
  }
}

/** The sequence of `count` semesters starting at `start`. */
export function semesterSequence(start: SemesterMapping, count: number): SemesterMapping[] {
  const out: SemesterMapping[] = []
  let current = start
  for (let i = 0; i < count; i++) {
    out.push(current)
    current = nextSemester(current)
  }
  return out
}

export interface LevelMappingRow {
  level: string
  term: Term
  year: number
  /** false when the level is ticked 'Not active'. */
  active: boolean
}

export function buildLevelMappings(levels: readonly string[], start: SemesterMapping): LevelMappingRow[] {
  return semesterSequence(start, levels.length).map((s, i) => ({ level: levels[i] ?? '', ...s, active: true }))
}

/**
 * Common mapping patterns, one click each in the mapping step (issue 24):
 * - 'fall-winter': Ontario diplomas on a Fall/Winter rhythm run every level every year; within the
 *   chosen academic year Y-(Y+1) odd levels (1, 3, 5 …) run in Fall Y and even levels in Winter Y+1.
 *   No level lands in Spring.
 * - 'cohort': the spec's sequence, one intake moving term by term (Fall -> Winter -> Spring -> Fall),
 *   still the default when nothing is chosen.
 * - 'custom': the per-level selects as the user set them.
 */
export const MAPPING_PATTERNS = ['fall-winter', 'cohort', 'custom'] as const
export type MappingPattern = (typeof MAPPING_PATTERNS)[number]
export const DEFAULT_MAPPING_PATTERN: MappingPattern = 'cohort'

export const MAPPING_PATTERN_LABELS: Record<MappingPattern, string> = {
  'fall-winter': 'Fall/Winter, every level every year',
  cohort: 'Fall/Winter/Spring cohort',
  custom: 'Custom',
}

/**
 * Ordinal of a level for the odd/even rule: the number in its label ('Level 3' -> 3), else its
 * position (1-based), so 'Year One'/'Year Two' still alternate.
 */
export function levelOrdinal(level: string, position: number): number {
  const digits = /\d+/.exec(level)
  return digits ? Number(digits[0]) : position + 1
}

/** Fall/Winter rhythm: odd levels in Fall `startYear`, even levels in Winter `startYear + 1`. */
function fallWinterSemester(ordinal: number, startYear: number): SemesterMapping {
  return ordinal % 2 === 1 ? { term: 'fall', year: startYear } : { term: 'winter', year: startYear + 1 }
}

/**
 * Rows of a pattern. 'fall-winter' uses `academicStartYear`; 'cohort' sequences from `start`;
 * 'custom' keeps `current` as it is. The 'Not active' ticks of `current` are kept either way.
 */
export function applyMappingPattern(
  pattern: MappingPattern,
  current: readonly LevelMappingRow[],
  options: { start: SemesterMapping; academicStartYear: number },
): LevelMappingRow[] {
  switch (pattern) {
    case 'custom':
      return [...current]
    case 'cohort':
      return semesterSequence(options.start, current.length).map((s, i) => ({ ...current[i]!, ...s }))
    case 'fall-winter':
      return current.map((row, i) => ({ ...row, ...fallWinterSemester(levelOrdinal(row.level, i), options.academicStartYear) }))
  }
}

/** Chronological key of a term and year (Winter and Spring Y follow Fall Y-1). */
function semesterOrder(s: SemesterMapping): number {
  return s.year * 3 + { winter: 0, spring: 1, fall: 2 }[s.term]
}

interface MappingTimelineSlot {
  term: Term
  year: number
  label: string
  levels: string[]
}

/** Active levels grouped under their term and year, in calendar order: the dialog's timeline. */
export function mappingTimeline(rows: readonly LevelMappingRow[]): MappingTimelineSlot[] {
  const slots = new Map<string, MappingTimelineSlot>()
  for (const row of rows) {
    if (!row.active || !Number.isInteger(row.year)) continue
    const key = `${row.term}-${String(row.year)}`
    const slot = slots.get(key) ?? { term: row.term, year: row.year, label: `${TERM_LABELS[row.term]} ${String(row.year)}`, levels: [] }
    slot.levels.push(row.level)
    slots.set(key, slot)
  }
  return [...slots.values()].sort((a, b) => semesterOrder(a) - semesterOrder(b))
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`
}

/** What a mapping means, in one sentence (shown above the timeline). */
export function describeMapping(pattern: MappingPattern, rows: readonly LevelMappingRow[], academicStartYear: number): string {
  const slots = mappingTimeline(rows)
  if (slots.length === 0) return 'No level is mapped, so no course will be added.'
  const placed = slots.map((s) => `${joinAnd(s.levels)} in ${s.label}`).join('; ')
  const left = rows.filter((r) => !r.active).map((r) => r.level)
  const tail = left.length ? `; ${joinAnd(left)} left out` : ''
  const lead = {
    'fall-winter': `Every level runs every year; in ${formatAcademicYear(academicStartYear)}:`,
    cohort: 'One intake moves through the levels term by term:',
    custom: "Each level's courses are planned in the term chosen for it:",
  }[pattern]
  return `${lead} ${placed}${tail}.`
}

/** Set one level's term and year and re-sequence every later level from it. */
export function resequenceFrom(
  rows: readonly LevelMappingRow[],
  index: number,
  value: SemesterMapping,
): LevelMappingRow[] {
  if (index < 0 || index >= rows.length) return [...rows]
  let current = value
  return rows.map((row, i) => {
    if (i < index) return row
    if (i > index) current = nextSemester(current)
    return { ...row, term: current.term, year: current.year }
  })
}

export function setLevelActive(rows: readonly LevelMappingRow[], index: number, active: boolean): LevelMappingRow[] {
  return rows.map((row, i) => (i === index ? { ...row, active } : row))
}

/** What is saved: level -> {term, year} for active levels only. */
export function toSavedMappings(rows: readonly LevelMappingRow[]): Record<string, SemesterMapping> {
  const out: Record<string, SemesterMapping> = {}
  for (const row of rows) if (row.active) out[row.level] = { term: row.term, year: row.year }
  return out
}

const START_KEYWORDS: readonly { pattern: RegExp; term: Term }[] = [
  { pattern: /sept|fall|\bsep\b/, term: 'fall' },
  { pattern: /jan|winter/, term: 'winter' },
  { pattern: /may|spring/, term: 'spring' },
]

/**
 * Parse a program's start text ('September 2026', 'Fall', 'Jan 2027'): sept/fall -> Fall,
 * jan/winter -> Winter, may/spring -> Spring, case-insensitive; when several appear the earliest
 * one in the text wins ('Fall and Winter intakes' starts in Fall). The year comes from the text,
 * else `fallbackYear`. No keyword: null.
 */
export function parseStartText(text: string | undefined | null, fallbackYear: number): SemesterMapping | null {
  if (!text) return null
  const lower = text.toLowerCase()
  let best: { index: number; term: Term } | null = null
  for (const { pattern, term } of START_KEYWORDS) {
    const match = pattern.exec(lower)
    if (match && (best === null || match.index < best.index)) best = { index: match.index, term }
  }
  if (!best) return null
  const yearMatch = /\b(\d{4})\b/.exec(lower)
  return { term: best.term, year: yearMatch ? Number(yearMatch[1]) : fallbackYear }
}

interface MappingValidation {
  valid: boolean
  errors: string[]
  warnings: string[]
}

const MAPPING_MESSAGES = {
  term: (level: string) => `${level}: term must be Fall, Winter or Spring`,
  year: (level: string) => `${level}: year must be a number from ${ACADEMIC_YEAR_MIN} to ${ACADEMIC_YEAR_MAX}`,
  noLevels: 'At least one level must be mapped to a semester',
  capacity: (count: number, label: string) =>
    `${count} levels are scheduled in ${label}; consider reviewing course scheduling capacity.`,
} as const

/**
 * Validate rows as entered (term may be any text, year anything): term Fall/Winter/Spring
 * (any case), year an integer 2000-2100, at least one active level. Warns when more than 3
 * active levels share a term and year. Confirm stays disabled while `valid` is false.
 */
export function validateLevelMappings(
  rows: readonly { level: string; term: unknown; year: unknown; active: boolean }[],
): MappingValidation {
  const errors: string[] = []
  const warnings: string[] = []
  const active = rows.filter((r) => r.active)
  if (active.length === 0) errors.push(MAPPING_MESSAGES.noLevels)
  const counts = new Map<string, { count: number; label: string }>()
  for (const row of active) {
    const term = typeof row.term === 'string' ? row.term.trim().toLowerCase() : ''
    const termOk = (TERMS as readonly string[]).includes(term)
    const yearOk =
      typeof row.year === 'number' && Number.isInteger(row.year) && row.year >= ACADEMIC_YEAR_MIN && row.year <= ACADEMIC_YEAR_MAX
    if (!termOk) errors.push(MAPPING_MESSAGES.term(row.level))
    if (!yearOk) errors.push(MAPPING_MESSAGES.year(row.level))
    if (termOk && yearOk) {
      const key = `${term}-${String(row.year)}`
      const entry = counts.get(key) ?? { count: 0, label: `${TERM_LABELS[term as Term]} ${String(row.year)}` }
      entry.count++
      counts.set(key, entry)
    }
  }
  for (const { count, label } of counts.values()) {
    if (count > MAX_LEVELS_PER_SEMESTER_BEFORE_WARNING) warnings.push(MAPPING_MESSAGES.capacity(count, label))
  }
  return { valid: errors.length === 0, errors, warnings }
}
