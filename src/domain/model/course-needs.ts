/**
 * What a course needs from whoever teaches it (issue 24): the specializations it requires, its
 * evaluation mix and the students expected per section. One reader per value, shared by the
 * program import (JSON and spreadsheet), the course spreadsheet and the course form, so each
 * entry point accepts the same text and refuses it with the same plain words.
 */
import { evaluationMixSumError, parseEvaluationMix, type EvaluationMix } from './evaluation-mix'
import { normaliseText } from '@/domain/kernel/normalise-text'
import { MAX_STUDENTS } from '@/domain/kernel/number-bounds'

export const COURSE_NEEDS_MESSAGES = {
  specializations: 'should be a list of specializations, e.g. ["Maya", "Character Animation"]',
  enrolment: `should be a whole number of students from 0 to ${MAX_STUDENTS}`,
  mixObject: 'should give whole percentages for essay, routine and in_process that add up to 100, e.g. { "essay": 60, "routine": 40, "in_process": 0 }',
} as const

/** 'Maya; Rigging | Drawing\nStory' -> ['Maya', 'Rigging', 'Drawing', 'Story']: lists split on , ; | and line breaks. */
export function splitNeedsList(text: string): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const part of text.split(/[,;|\r\n]+/)) {
    const item = normaliseText(part)
    const key = item.toLowerCase()
    if (item === '' || seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

type NeedsRead<T> = { value: T | undefined } | { error: string }

/** A list of text, or one text to split; numbers count as text. Blank is no list. */
export function readSpecializations(value: unknown): NeedsRead<string[]> {
  if (value === undefined || value === null) return { value: undefined }
  if (typeof value === 'string') {
    const list = splitNeedsList(value)
    return { value: list.length ? list : undefined }
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) {
    const list = splitNeedsList(value.map(String).join('\n'))
    return { value: list.length ? list : undefined }
  }
  return { error: COURSE_NEEDS_MESSAGES.specializations }
}

/** A whole number from 0 to MAX_STUDENTS (as a number or digits); blank is none. */
export function readExpectedEnrolment(value: unknown): NeedsRead<number> {
  if (value === undefined || value === null) return { value: undefined }
  const text = typeof value === 'string' ? value.trim() : undefined
  if (text === '') return { value: undefined }
  const n = typeof value === 'number' ? value : text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN
  if (!Number.isInteger(n) || n < 0 || n > MAX_STUDENTS) return { error: COURSE_NEEDS_MESSAGES.enrolment }
  return { value: n }
}

/**
 * '60 essay / 40 routine' (text, as a spreadsheet or a form has it) or { essay, routine,
 * in_process } (the import format; inProcess also read). Blank is no mix.
 */
export function readEvaluationMix(value: unknown): NeedsRead<EvaluationMix> {
  if (value === undefined || value === null) return { value: undefined }
  if (typeof value === 'string') {
    if (value.trim() === '') return { value: undefined }
    const parsed = parseEvaluationMix(value)
    return 'mix' in parsed ? { value: parsed.mix } : { error: parsed.error }
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    const raw = value as Record<string, unknown>
    const allowed = new Set(['essay', 'routine', 'in_process', 'inProcess'])
    if (Object.keys(raw).some((k) => !allowed.has(k))) return { error: COURSE_NEEDS_MESSAGES.mixObject }
    const share = (v: unknown) => (v === undefined || v === null ? 0 : v)
    const mix = { essay: share(raw.essay), routine: share(raw.routine), inProcess: share(raw.in_process ?? raw.inProcess) }
    const shares = Object.values(mix)
    if (!shares.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100)) {
      return { error: COURSE_NEEDS_MESSAGES.mixObject }
    }
    const error = evaluationMixSumError(mix as EvaluationMix)
    return error ? { error } : { value: mix as EvaluationMix }
  }
  return { error: COURSE_NEEDS_MESSAGES.mixObject }
}

/** The import format's spelling of a mix: { essay, routine, in_process }. */
export function mixForImport(mix: EvaluationMix): { essay: number; routine: number; in_process: number } {
  return { essay: mix.essay, routine: mix.routine, in_process: mix.inProcess }
}
