/**
 * Pages of a shared plan's history, read through the view's loader: the first page when the
 * filter changes, older ones on request. An answer to a filter no longer shown is dropped. Not a
 * TanStack query: the history lives on the server, is read on demand and is not part of the
 * local plan the query cache mirrors.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { LoggedChange } from '@/domain/sync/describe-change'
import type { HistoryLoader, HistoryQuery } from './history-source'

/** Changes per page: a day of a busy planning week fits on one. */
export const HISTORY_PAGE_SIZE = 100

export type HistoryFilter = Omit<HistoryQuery, 'before' | 'limit'>

export type HistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; changes: LoggedChange[]; more: boolean; loadingMore: boolean; moreError?: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

type Ready = Extract<HistoryState, { status: 'ready' }>

export function useHistoryPages(loader: HistoryLoader, filter: HistoryFilter) {
  const { store, id, term } = filter
  const [attempt, setAttempt] = useState(0)
  // What is asked now; an answer is kept with the request it answers, so a new filter reads as
  // loading until its own answer comes (and a late answer to an old one is never shown).
  const request = useMemo(() => ({ loader, store, id, term, attempt }), [loader, store, id, term, attempt])
  const [answer, setAnswer] = useState<{ request: typeof request; state: HistoryState } | null>(null)

  useEffect(() => {
    let current = true
    request.loader({ store: request.store, id: request.id, term: request.term, limit: HISTORY_PAGE_SIZE }).then(
      (page) => current && setAnswer({ request, state: { status: 'ready', changes: page.changes, more: page.more, loadingMore: false } }),
      (error: unknown) => current && setAnswer({ request, state: { status: 'error', message: messageOf(error) } }),
    )
    return () => {
      current = false
    }
  }, [request])

  const state: HistoryState = answer?.request === request ? answer.state : { status: 'loading' }
  const oldest = state.status === 'ready' ? state.changes.at(-1)?.seq : undefined

  const loadMore = useCallback(() => {
    if (oldest === undefined) return
    const update = (change: (s: Ready) => HistoryState) =>
      setAnswer((a) => (a?.request === request && a.state.status === 'ready' ? { request, state: change(a.state) } : a))
    update((s) => ({ ...s, loadingMore: true, moreError: undefined }))
    request.loader({ store: request.store, id: request.id, term: request.term, before: oldest, limit: HISTORY_PAGE_SIZE }).then(
      (page) =>
        // Appended only after the page it was asked after (not after a page loaded meanwhile).
        update((s) => (s.changes.at(-1)?.seq === oldest ? { status: 'ready', changes: [...s.changes, ...page.changes], more: page.more, loadingMore: false } : s)),
      (error: unknown) => update((s) => ({ ...s, loadingMore: false, moreError: messageOf(error) })),
    )
  }, [request, oldest])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, loadMore, retry }
}
