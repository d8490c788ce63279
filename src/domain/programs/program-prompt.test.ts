import { describe, expect, it } from 'vitest'
import { buildProgramPrompt } from './program-prompt'
import { extractJsonFromReply } from '@/domain/exchange/ai-reply-json'
import { validateProgramImport } from './program-validation'

describe('buildProgramPrompt: what each course needs', () => {
  const prompt = buildProgramPrompt('https://example.edu/p', 'https://example.edu/c')
  it('shows the three optional fields in the example and asks for them only when the pages say', () => {
    expect(prompt).toContain('"required_specializations": ["Character Animation", "Maya"]')
    expect(prompt).toContain('"evaluation_mix": { "essay": 60, "routine": 40, "in_process": 0 }')
    expect(prompt).toContain('"expected_enrolment": 30')
    expect(prompt).toMatch(/optional: include them only when the pages say so/)
    expect(prompt).toMatch(/the three add up to 100/)
  })
  it('its example (with a real timestamp) is a valid import carrying them', () => {
    const example = prompt.slice(prompt.indexOf('{'), prompt.lastIndexOf('}\n\nRules:') + 1)
    const extracted = extractJsonFromReply(example)
    expect(extracted.ok).toBe(true)
    const value = extracted.ok && ('value' in extracted ? extracted.value : JSON.parse(extracted.json))
    // The example's timestamp is a description of one; the rest is taken as written.
    ;(value as { program: Record<string, unknown> }).program.source_last_scraped = '2026-01-15T10:00:00Z'
    const r = validateProgramImport(value)
    expect(r.errors).toEqual([])
    expect(r.program?.courses_by_level['Level 1']?.[0]).toMatchObject({
      required_specializations: ['Character Animation', 'Maya'],
      evaluation_mix: { essay: 60, routine: 40, in_process: 0 },
      expected_enrolment: 30,
    })
  })
})
