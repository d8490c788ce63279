/**
 * Semester mapping of program levels (spec sections 4 and 5 "Semester mapping"). Levels follow
 * Fall Y -> Winter Y+1 -> Spring Y+1 -> Fall Y+1. Rows keep a 'Not active' flag; inactive rows
 * still hold their place in the sequence (the user ticks a level off, the others do not move) and
 * are dropped only from what is saved.
 */
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, TERM_LABELS, TERMS, type Term } from './constants'
import type { SemesterMapping } from './program-import-format'

/** More levels than this in one term and year triggers the capacity warning. */
export const MAX_LEVELS_PER_SEMESTER_BEFORE_WARNING = 3

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

export interface MappingValidation {
  valid: boolean
  errors: string[]
  warnings: string[]
}

export const MAPPING_MESSAGES = {
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
