/**
 * The change feed: every change of a cached entity list, numbered, with the ids it touched. The
 * write path (optimistic.ts, apply-changes.ts: local writes, undo and redo, rollback), other
 * tabs' changes (storage-sync.ts) and a backup restore (backup.ts) set the lists through
 * `setCachedLists`, naming the ids they put or deleted. A list replaced any other way is seen on
 * the query cache and published as replaced whole ('all'): a read from storage (the first load, a
 * re-read after a failed write, a reset, a migration), or a `setQueryData` that bypassed this
 * module. So a missed path costs a full rebuild of what follows the feed, never a wrong figure.
 *
 * What follows the feed (the plan store, plan-store.ts) is updated from these deltas instead of
 * comparing list versions. One feed per plan workspace (plan-workspace.ts), as the undo history:
 * a scenario's edits never reach live's followers, and each test's fresh client starts its own.
 */
import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { ENTITY_STORES, type EntityStoreName } from '@/domain/model/change-set'
import { workspaceOf, workspacePart } from './plan-workspace'
import { keysByStore } from './query-keys'

/** The ids of the records a change put or deleted in one store; 'all' when its list was replaced whole. */
export type TouchedIds = ReadonlySet<string> | 'all'

/** One change of the cached lists: its number (1, 2, 3 … per client) and what it touched, per store. */
export interface ListChange {
  version: number
  touched: { readonly [S in EntityStoreName]?: TouchedIds }
}

export type ListChangeListener = (change: ListChange) => void

/** A store's new cached list and the ids that differ from the list it replaces. */
export interface ListUpdate {
  store: EntityStoreName
  list: readonly unknown[]
  touched: TouchedIds
}

interface Feed {
  version: number
  listeners: Set<ListChangeListener>
  /** The list each store's cache holds as far as the feed knows: a different one was replaced unannounced. */
  known: Map<EntityStoreName, unknown>
  /** Stops watching the query cache (the workspace closed). */
  stop: () => void
}

function storeOfListKey(key: QueryKey): EntityStoreName | undefined {
  const store = key[0] as EntityStoreName
  return key.length === 2 && key[1] === 'list' && ENTITY_STORES.includes(store) ? store : undefined
}

function publish(feed: Feed, touched: ListChange['touched']): void {
  const change: ListChange = { version: ++feed.version, touched }
  // Copy first: a listener may unsubscribe itself.
  for (const listener of [...feed.listeners]) listener(change)
}

function createFeed(client: QueryClient): Feed {
  const feed: Feed = { version: 0, listeners: new Set(), known: new Map(), stop: () => undefined }
  for (const store of ENTITY_STORES) feed.known.set(store, client.getQueryData(keysByStore[store].list()))
  feed.stop = client.getQueryCache().subscribe((event) => {
    const store = storeOfListKey(event.query.queryKey)
    // A query is added empty; its data comes with the update that follows.
    if (!store || event.type === 'added') return
    const list = event.type === 'removed' ? undefined : event.query.state.data
    if (feed.known.get(store) === list) return
    feed.known.set(store, list)
    publish(feed, { [store]: 'all' })
  })
  return feed
}

const CHANGE_FEED = workspacePart('change feed', (workspace) => createFeed(workspace.client), (feed) => {
  feed.stop()
  feed.listeners.clear()
})

function feedOf(client: QueryClient): Feed {
  return workspaceOf(client).part(CHANGE_FEED)
}

/**
 * Put new lists in the cache as one change and publish it. Listeners run inside the query
 * cache's notify batch, so what they schedule with `notifyManager` reaches the screens in the
 * same render as the lists themselves.
 */
export function setCachedLists(client: QueryClient, updates: readonly ListUpdate[]): void {
  const feed = feedOf(client)
  const touched: { [S in EntityStoreName]?: TouchedIds } = {}
  notifyManager.batch(() => {
    for (const { store, list, touched: ids } of updates) {
      feed.known.set(store, list)
      client.setQueryData(keysByStore[store].list(), list)
      touched[store] = ids
    }
    if (updates.length) publish(feed, touched)
  })
}

/** Follow every change of the cached lists from now on; returns the unsubscribe function. */
export function subscribeListChanges(client: QueryClient, listener: ListChangeListener): () => void {
  const { listeners } = feedOf(client)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The number of the last change published (0 before any). */
export function listChangeVersion(client: QueryClient): number {
  return feedOf(client).version
}

