/**
 * Records without the revision the write path numbers them with (src/storage/revisions.ts), for
 * tests that check content: undo gives back the same content at a newer revision.
 */
export function withoutRevision<T>(record: T): T {
  if (record === null || typeof record !== 'object') return record
  const { rev: _rev, ...rest } = record as T & { rev?: number }
  return rest as T
}

/** Every store's records (or any lists of records), revisions left out. */
export function withoutRevisions<T extends Record<string, readonly unknown[]>>(lists: T): T {
  return Object.fromEntries(Object.entries(lists).map(([store, records]) => [store, records.map(withoutRevision)])) as unknown as T
}
