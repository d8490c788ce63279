/**
 * Sorting text the way people read it ("ANIM 2" before "ANIM 10", case and accents ignored),
 * at the cost of a plain string comparison. Intl.Collator.compare is ~6x slower than comparing
 * strings, and a sort makes n·log n comparisons, so each string gets a collation key once
 * (lower case, accents stripped, digit runs zero-padded) and sorts compare keys with < and >.
 * Keys are cached per string: sorting again after an edit builds keys only for new strings.
 */
const DIGIT_WIDTH = 12
const cache = new Map<string, string>()
const CACHE_LIMIT = 200_000

function buildKey(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  return folded.replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '')
    return digits.length >= DIGIT_WIDTH ? digits : digits.padStart(DIGIT_WIDTH, '0')
  })
}

/** The collation key of a text: compare two keys with `compareKeys` (or < and >). */
export function collationKey(text: string): string {
  let key = cache.get(text)
  if (key === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear()
    key = buildKey(text)
    cache.set(text, key)
  }
  return key
}

export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Sort a copy of `items` by the collation key of `textOf`, stable for equal keys. */
export function sortByText<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, key: collationKey(textOf(item)) }))
  keyed.sort((a, b) => compareKeys(a.key, b.key))
  return keyed.map((k) => k.item)
}
