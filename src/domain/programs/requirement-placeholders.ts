/**
 * Requirement items (electives, spec section 3) name a choice, not a course, so an import creates
 * no section for them and nobody is asked to staff them. The mapping step may turn one into a
 * placeholder course the school staffs ('Professional Elective', with the weekly hours the user
 * gives); left alone (the default) it is left out, as before.
 */
import { DEFAULT_COURSE_WEEKLY_HOURS, HOURS_WEEKS_PER_TERM } from '@/domain/kernel/constants'
import { MAX_COURSE_WEEKLY_HOURS, MIN_COURSE_WEEKLY_HOURS } from '@/domain/kernel/number-bounds'
import {
  isRequirementItem,
  type ImportCourseItem,
  type ImportRequirementItem,
  type ProgramImport,
} from '@/domain/model/program-import-format'

export const DEFAULT_PLACEHOLDER_WEEKLY_HOURS = DEFAULT_COURSE_WEEKLY_HOURS

/** A requirement the user chose to staff: its level, its place among the level's items, its hours. */
export interface RequirementPlaceholder {
  level: string
  /** Index of the requirement in `courses_by_level[level]`. */
  index: number
  weeklyHours: number
}

interface ProgramRequirement {
  level: string
  index: number
  requirement: ImportRequirementItem
}

/** Every requirement item of a program, level by level, in file order. */
export function programRequirements(data: ProgramImport): ProgramRequirement[] {
  return Object.entries(data.courses_by_level).flatMap(([level, items]) =>
    items.flatMap((item, index) => (isRequirementItem(item) ? [{ level, index, requirement: item }] : [])),
  )
}

export const PLACEHOLDER_MESSAGES = {
  hours: (title: string, level: string) =>
    `${title} (${level}): weekly hours must be a number from ${MIN_COURSE_WEEKLY_HOURS} to ${MAX_COURSE_WEEKLY_HOURS}`,
} as const

export function validPlaceholderHours(hours: number): boolean {
  return Number.isFinite(hours) && hours >= MIN_COURSE_WEEKLY_HOURS && hours <= MAX_COURSE_WEEKLY_HOURS
}

/**
 * Code of a placeholder: 'ELECTIVE-L3-2' is the second item of Level 3. It depends on
 * the file only, so re-importing the same file with the same choice rewrites the same course.
 */
export function placeholderCode(level: string, position: number, index: number): string {
  const digits = /\d+/.exec(level)
  return `ELECTIVE-L${digits ? digits[0] : String(position + 1)}-${String(index + 1)}`
}

/** The course item a placeholder becomes; it then goes through the same rules as any imported course. */
export function placeholderCourseItem(
  requirement: ImportRequirementItem,
  placement: { level: string; position: number; index: number; weeklyHours: number },
): ImportCourseItem {
  const kind = requirement.category?.trim() || 'Requirement'
  const note = requirement.notes?.trim()
  return {
    code: placeholderCode(placement.level, placement.position, placement.index),
    title: requirement.title,
    hours: placement.weeklyHours,
    total_hours: placement.weeklyHours * HOURS_WEEKS_PER_TERM,
    description: `Placeholder for a program requirement (${kind}), staffed by the school.${note ? ` ${note}` : ''}`,
  }
}

/** Lookup of the chosen placeholders by level and index. */
export function placeholderLookup(
  placeholders: readonly RequirementPlaceholder[] | undefined,
): (level: string, index: number) => RequirementPlaceholder | undefined {
  const byKey = new Map((placeholders ?? []).map((p) => [`${p.index}\u0000${p.level}`, p]))
  return (level, index) => byKey.get(`${index}\u0000${level}`)
}
