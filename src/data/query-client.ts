/**
 * Local-first TanStack Query defaults: data lives in this browser, so there is no network to
 * wait for ('always'), nothing goes stale by time (we invalidate explicitly after each write and
 * on cross-tab messages), and a failed IndexedDB read will fail again the same way (no retry).
 */
import { QueryClient } from '@tanstack/react-query'

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  })
}
