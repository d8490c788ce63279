/**
 * What a course's evaluation is made of, as percentages of its marks: essay or project work,
 * routine or assisted marking, and in-process evaluation. The CAAT-A Standard Workload Form
 * (Article 11) gives each kind its own evaluation factor, so a course's evaluation hours follow
 * from this mix, its teaching hours and its enrolment; the factors themselves belong to the
 * workload rules (the policy), not to the course. A mix is whole percentages summing to 100.
 */
import { z } from '@/domain/kernel/zod'

export const EVALUATION_KINDS = ['essay', 'routine', 'inProcess'] as const
export type EvaluationKind = (typeof EVALUATION_KINDS)[number]

export const EVALUATION_KIND_LABELS: Record<EvaluationKind, string> = {
  essay: 'Essay / project',
  routine: 'Routine / assisted',
  inProcess: 'In-process',
}

export const EVALUATION_MIX_MESSAGES = {
  /** Names the shares' total, so whoever typed them sees how far off they are. */
  sum: (total: number) => `The evaluation mix must add up to 100%; these add up to ${total}%.`,
  unreadable:
    'Write the evaluation mix as percentages per kind, e.g. "60 essay / 40 routine" (kinds: essay, routine, in-process)',
} as const

type EvaluationMixShares = Readonly<Record<EvaluationKind, number>>

/** The one 100 % rule of a mix (form, schema, spreadsheet cell, JSON import): null when it holds. */
export function evaluationMixSumError(shares: EvaluationMixShares): string | null {
  const total = EVALUATION_KINDS.reduce((sum, k) => sum + shares[k], 0)
  return total === 100 ? null : EVALUATION_MIX_MESSAGES.sum(total)
}

const percent = z.number().int().min(0).max(100)

export const evaluationMixSchema = z
  .object({ essay: percent.default(0), routine: percent.default(0), inProcess: percent.default(0) })
  // A refine that answers true or false, as the stored-record shape check (storage/shape-check.ts) runs it.
  .refine((m) => evaluationMixSumError(m) === null, {
    error: (issue) => evaluationMixSumError(issue.input as EvaluationMixShares) ?? undefined,
  })
export type EvaluationMix = z.infer<typeof evaluationMixSchema>

const KIND_WORDS: [RegExp, EvaluationKind][] = [
  [/^(essay|project|essays|projects|essay\/project)$/, 'essay'],
  [/^(routine|assisted|routine\/assisted)$/, 'routine'],
  [/^(in-?process|inprocess|in process)$/, 'inProcess'],
]

/**
 * "60 essay / 40 routine" (or "essay 60%, routine 40%") as written in a spreadsheet cell or a
 * form; a message when unreadable or not 100 in all. A slash between two shares separates them;
 * the one in "essay/project" does not.
 */
export function parseEvaluationMix(text: string): { mix: EvaluationMix } | { error: string } {
  const mix: EvaluationMix = { essay: 0, routine: 0, inProcess: 0 }
  const parts = text
    .split(/\s*[,;|+]\s*|(?<=\d%?)\s*\/\s*|\s*\/\s*(?=\d)/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length === 0) return { error: EVALUATION_MIX_MESSAGES.unreadable }
  for (const part of parts) {
    const first = /^(\d{1,3})\s*%?\s*(\D+)$/.exec(part)
    const last = first ? null : /^(\D+?)\s*:?\s*(\d{1,3})\s*%?$/.exec(part)
    const amount = first ? first[1] : last?.[2]
    const word = (first ? first[2] : last?.[1])?.trim().toLowerCase()
    const kind = word === undefined ? undefined : KIND_WORDS.find(([re]) => re.test(word))?.[1]
    if (amount === undefined || kind === undefined) return { error: EVALUATION_MIX_MESSAGES.unreadable }
    mix[kind] += Number(amount)
  }
  const error = evaluationMixSumError(mix)
  return error ? { error } : { mix }
}

/** "60 essay / 40 routine": the kinds with a share, in a fixed order. */
export function formatEvaluationMix(mix: EvaluationMix): string {
  return EVALUATION_KINDS.filter((k) => mix[k] > 0)
    .map((k) => `${mix[k]} ${k === 'inProcess' ? 'in-process' : k}`)
    .join(' / ')
}
