/**
 * Fuzzy matching for the command palette: every character of the query must appear in order in
 * the text ("mok" finds "Maya Okafor"). Contiguous runs, matches at word starts and an early first
 * match score higher, so "ani1001" ranks ANI1001 above ANIM10012. Haystacks are prepared once
 * (lowercased, accents folded) so 11,000 entries stay instant per keystroke.
 */

/** Lowercased, accents folded ('Zoë' -> 'zoe'), so typing plain letters finds accented names. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

const WORD_BREAK = /[\s\-_./()§·,:]/

/** Score of `query` (already folded) against `haystack` (already folded); null when it does not match. */
export function fuzzyScore(query: string, haystack: string): number | null {
  if (query === '') return 0
  const direct = haystack.indexOf(query)
  if (direct >= 0) {
    // A plain substring beats any scattered match; earlier and at a word start is better.
    const atWordStart = direct === 0 || WORD_BREAK.test(haystack[direct - 1]!)
    return 1000 - direct + (atWordStart ? 200 : 0) + (haystack.length === query.length ? 300 : 0)
  }
  let score = 0
  let from = 0
  let previous = -2
  for (const ch of query) {
    if (ch === ' ') continue
    const at = haystack.indexOf(ch, from)
    if (at < 0) return null
    if (at === previous + 1) score += 15
    if (at === 0 || WORD_BREAK.test(haystack[at - 1]!)) score += 10
    score -= Math.min(at - from, 10)
    previous = at
    from = at + 1
  }
  return score
}

interface Searchable {
  /** Prepared with foldForSearch. */
  haystack: string
}

/** The best `limit` entries for the query, best first; ties keep the input order. */
export function fuzzyFilter<T extends Searchable>(entries: readonly T[], query: string, limit: number): T[] {
  const q = foldForSearch(query.trim())
  if (q === '') return entries.slice(0, limit)
  const scored: { entry: T; score: number; index: number }[] = []
  entries.forEach((entry, index) => {
    const score = fuzzyScore(q, entry.haystack)
    if (score !== null) scored.push({ entry, score, index })
  })
  scored.sort((a, b) => b.score - a.score || a.index - b.index)
  return scored.slice(0, limit).map((s) => s.entry)
}
