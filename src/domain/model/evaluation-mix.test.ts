import { describe, expect, it } from 'vitest'
import {
  EVALUATION_MIX_MESSAGES,
  evaluationMixSchema,
  formatEvaluationMix,
  parseEvaluationMix,
} from './evaluation-mix'

describe('evaluation mix', () => {
  it('reads the shares as written in a cell, in either order, with or without %', () => {
    expect(parseEvaluationMix('60 essay / 40 routine')).toEqual({ mix: { essay: 60, routine: 40, inProcess: 0 } })
    expect(parseEvaluationMix('essay 50%, routine 30%, in-process 20%')).toEqual({
      mix: { essay: 50, routine: 30, inProcess: 20 },
    })
    expect(parseEvaluationMix('100 essay/project')).toEqual({ mix: { essay: 100, routine: 0, inProcess: 0 } })
    expect(parseEvaluationMix('70% project/30% assisted')).toEqual({ mix: { essay: 70, routine: 30, inProcess: 0 } })
  })

  it('refuses shares that do not add up to 100, and words it does not know, in plain words', () => {
    expect(parseEvaluationMix('60 essay / 30 routine')).toEqual({ error: EVALUATION_MIX_MESSAGES.sum(90) })
    expect(parseEvaluationMix('60 quizzes / 40 routine')).toEqual({ error: EVALUATION_MIX_MESSAGES.unreadable })
    expect(parseEvaluationMix('  ')).toEqual({ error: EVALUATION_MIX_MESSAGES.unreadable })
  })

  it('writes a mix back in the form it reads, and the schema holds the 100% rule', () => {
    expect(formatEvaluationMix({ essay: 60, routine: 0, inProcess: 40 })).toBe('60 essay / 40 in-process')
    expect(parseEvaluationMix(formatEvaluationMix({ essay: 25, routine: 25, inProcess: 50 }))).toEqual({
      mix: { essay: 25, routine: 25, inProcess: 50 },
    })
    expect(evaluationMixSchema.safeParse({ essay: 60, routine: 40 }).success).toBe(true)
    const bad = evaluationMixSchema.safeParse({ essay: 60, routine: 30 })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe(EVALUATION_MIX_MESSAGES.sum(90))
  })
})
