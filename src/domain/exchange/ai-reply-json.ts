/**
 * An AI assistant's reply as pasted: the program JSON is often wrapped in a ```json fence, or has
 * a sentence before it ("Here is the program data:") or after it ("Let me know if …"). This finds
 * the JSON object in such text and says, in words, what was left out, so the user can check that
 * nothing of the program was dropped. Text that is JSON as it stands is returned untouched.
 *
 * Pure text work: nothing is parsed into a program here (program-validation.ts does that).
 */
import { pluralize } from '@/domain/kernel/format'

export const AI_REPLY_MESSAGES = {
  noObject:
    'No program data found in the pasted text. Paste the JSON the AI assistant replied with: it starts with { "program": and ' +
    'contains "courses_by_level". The whole reply is fine; a ```json fence or a sentence before or after the JSON is removed for you.',
} as const

type ExtractedJson =
  | {
      ok: true
      /** The JSON text to parse. */
      json: string
      /** What was removed around it ('Removed the ```json fence and 1 line of text before the JSON.'), or null. */
      removed: string | null
      /** The parsed value when it parsed (saves parsing a large paste twice); absent when it does not parse. */
      value?: unknown
    }
  | { ok: false; message: string }

/** How many places a '{' is tried at before giving up: bounds the work on a long, odd paste. */
const MAX_OBJECT_STARTS = 20

function nonBlankLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length
}

/**
 * The index just past the '}' that closes the '{' at `start`, skipping braces inside strings;
 * -1 when it is never closed.
 */
function matchingBrace(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92 /* \ */) i++
      else if (ch === 34 /* " */) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 /* { */) depth++
    else if (ch === 125 /* } */) {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return -1
}

/** The parsed object, or undefined when the text is not a JSON object. */
function parseObject(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The first JSON object in the text: the first top-level balanced {…} that parses, else the first
 * balanced {…} at all (so a broken object still reaches the parser and its error names the place).
 */
function findObject(text: string): { start: number; end: number; value?: object } | null {
  let firstBalanced: { start: number; end: number } | null = null
  let from = 0
  for (let tries = 0; tries < MAX_OBJECT_STARTS; tries++) {
    const start = text.indexOf('{', from)
    if (start < 0) break
    const end = matchingBrace(text, start)
    if (end < 0) {
      // Never closed: a cut-off reply. Hand the rest to the parser, which says where it ends.
      return firstBalanced ?? { start, end: text.length }
    }
    firstBalanced ??= { start, end }
    const value = parseObject(text.slice(start, end))
    if (value) return { start, end, value }
    // Past the whole block: an object nested in a broken one is never taken for the program.
    from = end
  }
  return firstBalanced
}

interface Fence {
  /** The language tag after the opening backticks ('json'), or ''. */
  tag: string
  inner: string
  before: string
  after: string
}

/** The first ``` fenced block holding a '{', with the text around it. */
function findFence(text: string): Fence | null {
  const pattern = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const inner = m[2] ?? ''
    if (!inner.includes('{')) continue
    return { tag: m[1] ?? '', inner, before: text.slice(0, m.index), after: text.slice(m.index + m[0].length) }
  }
  return null
}

function linesPhrase(count: number, where: 'before' | 'after'): string {
  return `${pluralize(count, 'line')} of text ${where} the JSON`
}

function joinParts(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** The JSON object in a pasted reply, and what was removed around it. */
export function extractJsonFromReply(text: string): ExtractedJson {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, message: AI_REPLY_MESSAGES.noObject }
  // JSON as it stands (an object, or anything else the validator will name) is left alone.
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { ok: true, json: trimmed, removed: null, value: JSON.parse(trimmed) as unknown }
    } catch {
      // Maybe an object followed by a sentence: looked for below.
    }
  }

  const parts: string[] = []
  let body = text
  let before = 0
  let after = 0
  const fence = findFence(text)
  if (fence) {
    parts.push(`the \`\`\`${fence.tag} fence`)
    body = fence.inner
    before += nonBlankLines(fence.before)
    after += nonBlankLines(fence.after)
  }
  const found = findObject(body)
  if (!found) return { ok: false, message: AI_REPLY_MESSAGES.noObject }
  before += nonBlankLines(body.slice(0, found.start))
  after += nonBlankLines(body.slice(found.end))
  if (before) parts.push(linesPhrase(before, 'before'))
  if (after) parts.push(linesPhrase(after, 'after'))
  const json = body.slice(found.start, found.end)
  const removed = parts.length ? `Removed ${joinParts(parts)}.` : null
  return found.value ? { ok: true, json, removed, value: found.value } : { ok: true, json, removed }
}
