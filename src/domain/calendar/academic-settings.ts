/**
 * Academic settings (spec sections 3 "Academic settings", 4 "Academic year settings", 5
 * "Academic year"): one object { academicYear, currentTerm }, set from the academic year's start
 * date. The stored value is validated; anything invalid gives the computed default.
 */
import {
  academicYearFromStartDate,
  academicYearStartDate,
  parseAcademicYear,
  termOfDate,
  validAcademicYearOrDefault,
} from './academic-year'
import { semesterValue, semesterYear } from './academic-calendar'
import { DEFAULT_TERM, TERM_LABELS, TERMS, type Term } from '@/domain/kernel/constants'
import type { AcademicSettings } from '@/domain/model/settings'

export const ACADEMIC_SETTINGS_MESSAGES = {
  saved: 'Saved settings.',
  unchanged: 'No changes to save: the academic year and current term are as saved.',
  failed: 'Failed to save settings.',
  invalidDate: 'Enter a start date between 2000 and 2099.',
} as const

interface TermOption {
  value: Term
  /** 'Fall 2025', 'Winter 2026', 'Spring 2026'. */
  label: string
}

/** Terms of an academic year: Fall in its first year, Winter and Spring in the second. */
export function termOptionsFor(academicYear: string): TermOption[] {
  const start = parseAcademicYear(academicYear)
  if (start === null) return []
  return TERMS.map((term) => ({
    value: term,
    label: `${TERM_LABELS[term]} ${term === 'fall' ? start : start + 1}`,
  }))
}

/** Keep the current term when the new year still offers it, else the first option. */
export function keepOrFirstTerm(current: string | undefined, options: readonly TermOption[]): Term {
  return options.find((o) => o.value === current)?.value ?? options[0]?.value ?? DEFAULT_TERM
}

/**
 * Changing the start date: the year becomes that date's year and the next, the term options are
 * rebuilt and the current term kept if still offered. Null when the date is not a usable date.
 */
export function settingsFromStartDate(
  startDate: string,
  currentTerm: string | undefined,
): AcademicSettings | null {
  const academicYear = academicYearFromStartDate(startDate)
  if (academicYear === null || parseAcademicYear(academicYear) === null) return null
  return { academicYear, currentTerm: keepOrFirstTerm(currentTerm, termOptionsFor(academicYear)) }
}

/** The start date shown for a year: 1 September of its first year (the spec's default). */
export function defaultStartDate(academicYear: string): string {
  return academicYearStartDate(academicYear) ?? ''
}

/**
 * A stored academic-settings value made safe: a valid year (else the default for `today`) and a
 * known term. With no readable term stored, the term by month of `today` (Sep-Jan fall, Feb-May
 * winter, else spring), not always Fall: the settings then show the term the app is in.
 */
export function normalizeAcademicSettings(value: unknown, today: Date): AcademicSettings {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const academicYear = validAcademicYearOrDefault(raw.academicYear, today)
  const stored = typeof raw.currentTerm === 'string' ? raw.currentTerm.toLowerCase() : undefined
  const term = TERMS.find((t) => t === stored) ?? termOfDate(today)
  return { academicYear, currentTerm: keepOrFirstTerm(term, termOptionsFor(academicYear)) }
}

/** The header's semester value for saved settings: the current term in its calendar year ('winter-2028'). */
export function semesterOfSettings(settings: AcademicSettings): string | null {
  const start = parseAcademicYear(settings.academicYear)
  return start === null
    ? null
    : semesterValue(settings.currentTerm, semesterYear(settings.currentTerm, start))
}
