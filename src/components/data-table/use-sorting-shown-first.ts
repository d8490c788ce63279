import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { SortingState } from '@tanstack/react-table'
import { whenIdle } from '@/lib/when-idle'

function sameSorting(a: SortingState, b: SortingState): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.desc === b[i]?.desc)
}

/**
 * A table sort order kept in the URL, shown first. A header click re-renders the table in the
 * new order at once and writes the order to the URL when the browser is idle: the router's
 * update re-renders the whole screen (toolbar, stats, dialogs), which otherwise came before the
 * sorted rows were painted (issue 11). The table shows the chosen order until the URL has it;
 * an order the URL gets meanwhile from elsewhere (back/forward) replaces it.
 */
export function useSortingShownFirst(
  sorting: SortingState,
  write: (sorting: SortingState) => void,
): [SortingState, (next: SortingState) => void] {
  const [pending, setPending] = useState<{ from: SortingState; to: SortingState } | null>(null)
  // The URL changed since the click (our write landed, or back/forward): it is the order again.
  if (pending && !sameSorting(pending.from, sorting)) setPending(null)
  const shown = pending && sameSorting(pending.from, sorting) ? pending.to : sorting
  const writeRef = useRef(write)
  const urlRef = useRef(sorting)
  // The last order asked for: clicks quicker than the idle time write only the last one. Null
  // once unmounted (another view or screen): nothing is written then.
  const requested = useRef<SortingState | null>(null)
  useLayoutEffect(() => {
    writeRef.current = write
    urlRef.current = sorting
  })
  useEffect(
    () => () => {
      requested.current = null
    },
    [],
  )
  const change = useCallback(
    (next: SortingState) => {
      const from = sorting
      setPending({ from, to: next })
      requested.current = next
      whenIdle(() => {
        // Not when the URL changed meanwhile (back/forward): that order is shown now.
        if (requested.current === next && sameSorting(urlRef.current, from)) writeRef.current(next)
      })
    },
    [sorting],
  )
  return [shown, change]
}
