import { describe, expect, it } from 'vitest'
import { AI_REPLY_MESSAGES, extractJsonFromReply } from './ai-reply-json'
import { PROGRAM_TEMPLATE } from '@/domain/programs/program-template'
import { parseProgramJson, validateProgramImport } from '@/domain/programs/program-validation'

const JSON_TEXT = JSON.stringify(PROGRAM_TEMPLATE, null, 2)

function extracted(text: string) {
  const r = extractJsonFromReply(text)
  if (!r.ok) throw new Error(r.message)
  return r
}

describe('extractJsonFromReply', () => {
  it('leaves plain JSON alone and says nothing was removed', () => {
    const r = extracted(`  ${JSON_TEXT}\n`)
    expect(r).toMatchObject({ json: JSON_TEXT, removed: null })
    expect(r.value).toEqual(PROGRAM_TEMPLATE)
  })

  it('takes the JSON out of a ```json fence and says so', () => {
    const r = extracted(`\`\`\`json\n${JSON_TEXT}\n\`\`\``)
    expect(r.removed).toBe('Removed the ```json fence.')
    expect(JSON.parse(r.json)).toEqual(PROGRAM_TEMPLATE)
  })

  it('drops a sentence before the JSON', () => {
    const r = extracted(`Here is the program data you asked for:\n\n${JSON_TEXT}`)
    expect(r.removed).toBe('Removed 1 line of text before the JSON.')
    expect(r.json).toBe(JSON_TEXT)
  })

  it('drops sentences after the JSON, even one with braces in it', () => {
    const r = extracted(`${JSON_TEXT}\nLet me know if you need the electives {or anything else}.\nGood luck!`)
    expect(r.removed).toBe('Removed 2 lines of text after the JSON.')
    expect(JSON.parse(r.json)).toEqual(PROGRAM_TEMPLATE)
  })

  it('a fence with text before and after: all of it named', () => {
    const reply = `Sure! Here is the JSON for the program {as requested}:\n\n\`\`\`json\n${JSON_TEXT}\n\`\`\`\n\nNotes:\nI could not find the hours of one course.`
    const r = extracted(reply)
    expect(r.removed).toBe('Removed the ```json fence, 1 line of text before the JSON and 2 lines of text after the JSON.')
    const parsed = parseProgramJson(r.json)
    expect(parsed.ok && validateProgramImport(parsed.value).isValid).toBe(true)
  })

  it('a fence without a language tag', () => {
    expect(extracted(`\`\`\`\n${JSON_TEXT}\n\`\`\``).removed).toBe('Removed the ``` fence.')
  })

  it('braces inside strings do not end the object', () => {
    const data = { program: { name: 'A } tricky { name', source_last_scraped: '2026-01-01' }, courses_by_level: {} }
    const r = extracted(`Here you go: ${JSON.stringify(data)} (done)`)
    expect(JSON.parse(r.json)).toEqual(data)
    expect(r.removed).toBe('Removed 1 line of text before the JSON and 1 line of text after the JSON.')
  })

  it('broken JSON with prose still goes to the parser whole (never an object nested in it)', () => {
    const r = extracted('Here it is:\n{"program": {"name": "x"}, "courses_by_level": {},}')
    expect(r.json).toBe('{"program": {"name": "x"}, "courses_by_level": {},}')
    expect(r.removed).toBe('Removed 1 line of text before the JSON.')
    expect(r).not.toHaveProperty('value')
    expect(parseProgramJson(r.json).ok).toBe(false)
  })

  it('a reply cut off mid-object reaches the parser, which names where it ends', () => {
    const r = extracted('```json\n{"program": {"name": "x"')
    expect(r.json).toBe('{"program": {"name": "x"')
    expect(parseProgramJson(r.json)).toMatchObject({ ok: false, message: expect.stringMatching(/^Invalid JSON: /) })
  })

  it('no object at all: says what to paste, in plain words', () => {
    for (const text of ['', 'I could not open that page, sorry.', '```\nno json here\n```', '[1, 2'] as const) {
      expect(extractJsonFromReply(text)).toEqual({ ok: false, message: AI_REPLY_MESSAGES.noObject })
    }
    expect(AI_REPLY_MESSAGES.noObject).toContain('{ "program":')
  })
})
