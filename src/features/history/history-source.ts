/**
 * Where the History view reads from: the shared plan's connection to its school server, as the
 * sync client keeps it (src/data/sync/server-connection.ts). While the plan is not shared there is
 * none, and the view says so: nothing is asked of any server.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { LoggedChange } from '@/domain/sync/describe-change'
import { sharedPlanConnection } from '@/data/sync/server-connection'

/** The part of the sync client's ServerConnection this view uses. */
export interface ServerConnectionLike {
  /** The server's address, e.g. https://courseload.example.edu (shown when it cannot be reached). */
  baseUrl: string
  planId: string
  /** GETs `path` (from the server's root, with the member's token) and parses the JSON; throws when it cannot. */
  fetchJson(path: string, init?: RequestInit): Promise<unknown>
}

/** What the view asks for (server: GET /api/plans/:planId/history, docs/server.md). */
export interface HistoryQuery {
  store?: 'courses' | 'professors'
  id?: string
  /** A planning term's key, 'fall-2026'. */
  term?: string
  /** The next page: changes numbered below this. */
  before?: number
  limit: number
}

/** The server's answer: changes newest first, and whether older ones are left. */
export interface HistoryPage {
  changes: LoggedChange[]
  more: boolean
}

export type HistoryLoader = (query: HistoryQuery) => Promise<HistoryPage>

/**
 * The shared plan's connection, or null while the plan is not shared. The history is the live
 * plan's on the server whichever plan the tab shows (a scenario is never shared), so `client`
 * does not choose it.
 */
export function historyConnection(_client: QueryClient): ServerConnectionLike | null {
  return sharedPlanConnection()
}

/** The loader that reads a page of history through `connection`. */
export function historyLoader(connection: ServerConnectionLike): HistoryLoader {
  return async (query) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
    const page = (await connection.fetchJson(`/api/plans/${encodeURIComponent(connection.planId)}/history?${params}`)) as Partial<HistoryPage>
    return { changes: page.changes ?? [], more: page.more ?? false }
  }
}
