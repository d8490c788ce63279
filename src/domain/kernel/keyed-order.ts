/**
 * Ordering a list by precomputed sort keys (issue 11: sorting 10,000 table rows should cost about
 * what a plain array sort costs). The keys of a column are computed once per list, outside the
 * sort (text as a `collationKey`, numbers as themselves), so a sort only compares primitives
 * with < and >, and sorts positions rather than objects.
 */

/** A precomputed key: a collation key for text, the number itself for numbers. */
export type SortKey = string | number

/** One sort criterion: the key of every item (by position) and the direction. */
export interface KeyedCriterion {
  keys: readonly SortKey[]
  desc: boolean
}

/**
 * The positions 0..n-1 of a list of `length` items, ordered by the first criterion, then the
 * next on equal keys; items equal under every criterion stay in input order (in both directions:
 * descending reverses the keys, not the ties).
 */
export function orderByKeys(criteria: readonly KeyedCriterion[], length: number): number[] {
  const order = Array.from({ length }, (_, i) => i)
  const [only] = criteria
  if (!only) return order
  if (criteria.length === 1) {
    // The common case (one column) without the loop over criteria in every comparison.
    const { keys } = only
    const sign = only.desc ? -1 : 1
    return order.sort((a, b) => {
      const ka = keys[a]!
      const kb = keys[b]!
      return ka < kb ? -sign : ka > kb ? sign : a - b
    })
  }
  return order.sort((a, b) => {
    for (const { keys, desc } of criteria) {
      const ka = keys[a]!
      const kb = keys[b]!
      if (ka < kb) return desc ? 1 : -1
      if (ka > kb) return desc ? -1 : 1
    }
    return a - b
  })
}
