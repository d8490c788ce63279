/**
 * Sorting text the way people read it ("ANIM 2" before "ANIM 10", case and accents ignored),
 * at the cost of a plain string comparison. Intl.Collator.compare is ~6x slower than comparing
 * strings, and a sort makes n·log n comparisons, so each string gets a collation key once
 * (lower case, accents stripped, digit runs zero-padded) and sorts compare keys with < and >.
 * A screen that sorts again after every edit keeps its keys in `createCollationKeys`, its own
 * cache: sorting again then builds keys only for new strings, and the cache goes with the screen.
 */
const DIGIT_WIDTH = 12
/** A cache past this many strings starts again (a screen's codes and titles are far fewer). */
const CACHE_LIMIT = 200_000
/** Printable ASCII has no accents to strip: it skips Unicode normalisation, most of a key's cost. */
const ASCII = /^[ -~]*$/

/** The collation key of a text: compare two keys with `compareKeys` (or < and >). */
export function collationKey(text: string): string {
  const folded = ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
  return folded.replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '')
    return digits.length >= DIGIT_WIDTH ? digits : digits.padStart(DIGIT_WIDTH, '0')
  })
}

/** `collationKey`, memoised per string in a cache owned by the caller (one per screen or table). */
export function createCollationKeys(): (text: string) => string {
  const cache = new Map<string, string>()
  return (text) => {
    let key = cache.get(text)
    if (key === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear()
      key = collationKey(text)
      cache.set(text, key)
    }
    return key
  }
}

export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Sort a copy of `items` by the collation key of `textOf`, stable for equal keys. */
export function sortByText<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  keyOf: (text: string) => string = collationKey,
): T[] {
  const keyed = items.map((item) => ({ item, key: keyOf(textOf(item)) }))
  keyed.sort((a, b) => compareKeys(a.key, b.key))
  return keyed.map((k) => k.item)
}
