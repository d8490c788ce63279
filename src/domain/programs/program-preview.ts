/**
 * What the preview shows of a loaded program, built from the raw input so it is there even when
 * validation failed (spec section 4: "invalid JSON is still shown with errors"). Each item
 * carries the errors and warnings that point at it, so the preview can mark them. Only own,
 * plain text and numbers are read; nothing from the input is ever rendered as markup.
 */
import { readEvaluationMix, readExpectedEnrolment, readSpecializations } from '@/domain/model/course-needs'
import { formatEvaluationMix } from '@/domain/model/evaluation-mix'
import { formatNumber } from '@/domain/kernel/format'
import type { ProgramIssue } from './program-validation'

export interface PreviewItem {
  kind: 'course' | 'requirement' | 'invalid'
  code: string
  title: string
  hours: number | null
  category: string
  /** What a course needs, readable values only: 'Maya, Rigging · 60 essay / 40 routine · 30 per section'. */
  needs?: string
  errors: string[]
  warnings: string[]
}

export interface PreviewLevel {
  level: string
  items: PreviewItem[]
  courses: number
  weeklyHours: number
  errors: string[]
  warnings: string[]
}

export interface ProgramPreviewData {
  name: string
  code: string
  credential: string
  lengthYears: number | null
  start: string
  designNumber: string
  levels: PreviewLevel[]
  /** Issues about the program itself (name, dates …), not a level. */
  programErrors: string[]
  errorCount: number
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
const text = (value: unknown) =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : ''
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** The readable needs of a raw course item, joined; '' when it gives none. */
function needsSummary(item: Record<string, unknown>): string {
  const specializations = readSpecializations(item.required_specializations)
  const mix = readEvaluationMix(item.evaluation_mix)
  const enrolment = readExpectedEnrolment(item.expected_enrolment)
  return [
    'value' in specializations && specializations.value ? specializations.value.join(', ') : '',
    'value' in mix && mix.value ? formatEvaluationMix(mix.value) : '',
    'value' in enrolment && enrolment.value !== undefined ? `${enrolment.value} per section` : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * "3 years", "1 year": a program's length as shown in the preview and the programs list. Only a
 * positive length is a length (validation warns about the rest): -1 or 0 shows nothing rather
 * than "-1 years".
 */
export function programLengthLabel(years: number | null | undefined): string | null {
  if (typeof years !== 'number' || !Number.isFinite(years) || years <= 0) return null
  return `${formatNumber(years)} ${years === 1 ? 'year' : 'years'}`
}

export function buildProgramPreview(
  input: unknown,
  errors: readonly ProgramIssue[],
  warnings: readonly ProgramIssue[],
): ProgramPreviewData | null {
  if (!isObject(input)) return null
  const meta = isObject(input.program) ? input.program : {}
  const byPath = (issues: readonly ProgramIssue[], prefix: string, exact = false) =>
    issues
      .filter((i) =>
        exact ? i.path === prefix : i.path === prefix || i.path.startsWith(`${prefix}.`),
      )
      .map((i) => i.message)

  // Item issues indexed once by the item's path ('…Level 1.3' for '…Level 1.3' and '…Level 1.3.code'):
  // looking them up per item by scanning every issue was quadratic, minutes for 100,000 bad items.
  const indexByItem = (issues: readonly ProgramIssue[]) => {
    const index = new Map<string, string[]>()
    const add = (key: string, message: string) => {
      const list = index.get(key)
      if (list) list.push(message)
      else index.set(key, [message])
    }
    for (const issue of issues) {
      add(issue.path, issue.message)
      const cut = issue.path.lastIndexOf('.')
      if (cut > 0 && !/^\d+$/.test(issue.path.slice(cut + 1)))
        add(issue.path.slice(0, cut), issue.message)
    }
    return (path: string) => index.get(path) ?? []
  }
  const itemErrors = indexByItem(errors)
  const itemWarnings = indexByItem(warnings)

  const rawLevels = isObject(input.courses_by_level) ? input.courses_by_level : {}
  const levels: PreviewLevel[] = Object.keys(rawLevels).map((level) => {
    const raw = rawLevels[level]
    const levelPath = `courses_by_level.${level}`
    const items: PreviewItem[] = (Array.isArray(raw) ? raw : []).map((item: unknown, index) => {
      const path = `${levelPath}.${index}`
      const base = { errors: itemErrors(path), warnings: itemWarnings(path) }
      if (!isObject(item))
        return {
          kind: 'invalid',
          code: '',
          title: `Item ${index + 1}`,
          hours: null,
          category: '',
          ...base,
        }
      if (item.type === 'requirement') {
        return {
          kind: 'requirement',
          code: '',
          title: text(item.title),
          hours: null,
          category: text(item.category),
          ...base,
        }
      }
      const needs = needsSummary(item)
      return {
        kind: 'course',
        code: text(item.code),
        title: text(item.title),
        hours: number(item.hours),
        category: '',
        ...(needs && { needs }),
        ...base,
      }
    })
    const courses = items.filter((i) => i.kind === 'course')
    return {
      level,
      items,
      courses: courses.length,
      weeklyHours: courses.reduce(
        (sum, c) => sum + (c.hours !== null && c.hours > 0 ? c.hours : 0),
        0,
      ),
      errors: byPath(errors, levelPath, true),
      warnings: byPath(warnings, levelPath, true),
    }
  })
  return {
    name: text(meta.name),
    code: text(meta.code),
    credential: text(meta.credential),
    lengthYears: number(meta.length_years),
    start: text(meta.start),
    designNumber: text(meta.design_number),
    levels,
    programErrors: errors
      .filter((i) => !i.path.startsWith('courses_by_level.'))
      .map((i) => i.message),
    errorCount: errors.length,
  }
}
