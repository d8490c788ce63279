/**
 * The way to the school server (issue 34): its address, the school's shared plan, the sign-in,
 * and `fetchJson`, an authenticated fetch with a timeout whose failures are SyncErrors that say
 * precisely what went wrong. Everything else in sync (the engine, Share, Needs attention, the
 * History view) talks to the server through a ServerConnection, so a test can hand in its own.
 *
 * The token: Clerk's session token when the app signs in with Clerk (window.Clerk, set by Clerk's
 * script), else the server's trial sign-in (POST /api/dev/sign-in, answered on the server's own
 * machine only), whose token is kept in the sync settings until it expires.
 */
import { readSyncSettings, writeSyncSettings, type SyncSettings } from '@/storage/sync-settings'
import { originAllowed, syncServerSources } from './server-origins'
import type { LoggedChange } from './sync-protocol'

/** Long enough for a slow school network; an upload sets its own. */
export const REQUEST_TIMEOUT_MS = 15_000

export type SyncErrorKind =
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'not-allowed'
  | 'sign-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'refused'
  | 'server'

export class SyncError extends Error {
  constructor(
    readonly kind: SyncErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'SyncError'
  }
}

/** Worth trying again later by itself (the network or the server was away), as opposed to an answer. */
export function isTransient(error: unknown): boolean {
  return error instanceof SyncError && ['offline', 'unreachable', 'timeout', 'server'].includes(error.kind)
}

export interface FetchOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown
  timeoutMs?: number
}

export interface ServerConnection {
  /** The server's address, no trailing slash. */
  readonly baseUrl: string
  readonly planId: string
  /** GET/POST `path` (from /api/…) with the token; resolves to the JSON answer or rejects with a SyncError. */
  fetchJson<T>(path: string, init?: FetchOptions): Promise<T>
  /** The same request, answered as a stream (the event stream). */
  fetchStream(path: string, init?: { signal?: AbortSignal }): Promise<Response>
}

/** The plan's own routes: /api/plans/<planId>/… */
export const planPath = (connection: Pick<ServerConnection, 'planId'>, rest = '') => `/api/plans/${encodeURIComponent(connection.planId)}${rest}`

/** The address as typed ("courseload.school.edu", "http://127.0.0.1:8787/") made canonical, or an error message. */
export function normaliseServerUrl(typed: string): { url: string } | { error: string } {
  const text = typed.trim()
  if (!text) return { error: 'Enter the address of your school’s CourseLoad server.' }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return { error: `“${text}” is not a web address.` }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: 'The server’s address must start with https://.' }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
  if (url.protocol === 'http:' && !loopback) return { error: 'Use https:// for a server on another machine: your sign-in and plan would otherwise travel unencrypted.' }
  if (url.search || url.hash || url.username) return { error: 'Enter the server’s address without a query, fragment or user name.' }
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
}

/** The servers this build may talk to (its Content-Security-Policy's connect-src). */
export function allowedServerSources(): string[] {
  return syncServerSources(import.meta.env.VITE_SYNC_SERVER_ORIGINS as string | undefined)
}

/** Why this build cannot talk to `serverUrl` (null: it can). */
export function serverNotAllowedMessage(serverUrl: string, sources: readonly string[] = allowedServerSources()): string | null {
  const origin = new URL(serverUrl).origin
  if (originAllowed(origin, sources)) return null
  return `This copy of CourseLoad may only connect to ${sources.join(', ')} (its Content-Security-Policy). Ask whoever deploys it to build it with VITE_SYNC_SERVER_ORIGINS=${origin}.`
}

const hostOf = (baseUrl: string) => new URL(baseUrl).host

function answerError(status: number, body: { message?: string; error?: string } | null, host: string): SyncError {
  const said = body?.message ? `: ${body.message}` : ''
  if (status === 401) return new SyncError('sign-in', `The server at ${host} did not accept your sign-in${said}. Sign in again.`, status)
  if (status === 403) return new SyncError('forbidden', `The server at ${host} refused${said}.`, status)
  if (status === 404) return new SyncError('not-found', body?.message ?? `The server at ${host} has no such plan.`, status)
  if (status === 409) return new SyncError('conflict', body?.message ?? `The server at ${host} refused: it holds something else.`, status)
  if (status === 413) return new SyncError('refused', `The server at ${host} refused: too large to send at once${said}.`, status)
  if (status === 429) return new SyncError('server', `The server at ${host} is busy (too many requests); trying again shortly.`, status)
  if (status >= 500) return new SyncError('server', `The server at ${host} failed (${status})${said}; trying again shortly.`, status)
  return new SyncError('refused', `The server at ${host} refused (${status})${said}.`, status)
}

export interface ConnectionOptions {
  baseUrl: string
  planId: string
  /** The Bearer token to send (null: none; the request goes without, and a 401 says so). */
  getToken: () => Promise<string | null>
  fetch?: typeof fetch
  timeoutMs?: number
  /** The school to act in, for a person in several (CourseLoad-School header). */
  schoolId?: string
}

export function createServerConnection(options: ConnectionOptions): ServerConnection {
  const { baseUrl, planId, getToken, timeoutMs = REQUEST_TIMEOUT_MS } = options
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const host = hostOf(baseUrl)

  async function send(path: string, init: FetchOptions & { stream?: boolean } = {}): Promise<Response> {
    const { json, timeoutMs: own, stream: _stream, signal: outer, ...rest } = init
    const token = await getToken()
    const headers = new Headers(rest.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (options.schoolId) headers.set('courseload-school', options.schoolId)
    if (json !== undefined) headers.set('content-type', 'application/json')
    const controller = new AbortController()
    const limit = own ?? timeoutMs
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, limit)
    outer?.addEventListener('abort', () => controller.abort(), { once: true })
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        ...rest,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: controller.signal,
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw answerError(response.status, body, host)
      }
      return response
    } catch (error) {
      if (error instanceof SyncError) throw error
      if (timedOut) throw new SyncError('timeout', `The server at ${host} did not answer within ${Math.round(limit / 1000)} s.`)
      if (outer?.aborted) throw error
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new SyncError('offline', 'You are offline. Changes wait in this browser and go to the server when you are back online.')
      }
      throw new SyncError('unreachable', `Could not reach the server at ${host}. Check the address and that the server is running.`)
    } finally {
      // A stream's answer (its headers) is timed; the stream itself stays open.
      clearTimeout(timer)
    }
  }

  return {
    baseUrl,
    planId,
    fetchJson: async <T>(path: string, init?: FetchOptions) => {
      const response = await send(path, init)
      try {
        return (await response.json()) as T
      } catch {
        throw new SyncError('server', `The server at ${host} sent an answer CourseLoad cannot read.`)
      }
    },
    fetchStream: (path, init) => send(path, { ...init, stream: true }),
  }
}

/** The expiry (ms) written in a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null
  } catch {
    return null
  }
}

/** Clerk's session token, when the app signs in with Clerk (its script sets window.Clerk). */
async function clerkToken(): Promise<string | null | undefined> {
  const clerk = (globalThis as { Clerk?: { session?: { getToken(): Promise<string | null> } | null } }).Clerk
  if (!clerk) return undefined
  return (await clerk.session?.getToken()) ?? null
}

/** The trial sign-in's token kept in the settings, while it is valid. */
function trialToken(settings: SyncSettings | null, now = Date.now()): string | null {
  if (!settings?.token) return null
  if (settings.tokenExpiresAt && settings.tokenExpiresAt <= now + 60_000) return null
  return settings.token
}

/** The token to send: Clerk's when signed in with Clerk, else the trial sign-in's. */
export async function currentToken(): Promise<string | null> {
  const clerk = await clerkToken()
  if (clerk) return clerk
  return trialToken(readSyncSettings())
}

/** The connection of the plan as the sync settings name it (null: not set up). */
export function connectionFromSettings(fetchImpl?: typeof fetch): ServerConnection | null {
  const settings = readSyncSettings()
  if (!settings) return null
  return createServerConnection({ baseUrl: settings.serverUrl, planId: settings.planId, getToken: currentToken, fetch: fetchImpl })
}

/** The connection of the plan once it is shared (null: not shared, or sharing not finished). */
export function sharedPlanConnection(fetchImpl?: typeof fetch): ServerConnection | null {
  return readSyncSettings()?.shared ? connectionFromSettings(fetchImpl) : null
}

/**
 * The server's trial sign-in (no identity provider; it answers callers on its own machine only):
 * the token is kept in the sync settings with its expiry.
 */
export async function trialSignIn(baseUrl: string, planId: string, email: string, fetchImpl?: typeof fetch): Promise<string> {
  const connection = createServerConnection({ baseUrl, planId, getToken: async () => null, fetch: fetchImpl })
  let answer: { token: string }
  try {
    answer = await connection.fetchJson<{ token: string }>('/api/dev/sign-in', { method: 'POST', json: { email } })
  } catch (error) {
    if (error instanceof SyncError && error.status === 404) {
      throw new SyncError('sign-in', `The server at ${hostOf(baseUrl)} has no trial sign-in: sign in with your school’s account instead.`, 404)
    }
    throw error
  }
  const previous = readSyncSettings()
  writeSyncSettings({
    serverUrl: baseUrl,
    planId,
    shared: previous?.serverUrl === baseUrl && previous.planId === planId ? previous.shared : false,
    email,
    token: answer.token,
    ...(tokenExpiry(answer.token) ? { tokenExpiresAt: tokenExpiry(answer.token)! } : {}),
  })
  return answer.token
}

export interface HistoryQuery {
  store?: string
  id?: string
  limit?: number
}

/** The accepted changes that touched a record (or a store, or anything), newest first: GET …/history. */
export async function loadHistory(connection: ServerConnection, query: HistoryQuery = {}): Promise<LoggedChange[]> {
  const params = new URLSearchParams()
  if (query.store) params.set('store', query.store)
  if (query.id) params.set('id', query.id)
  if (query.limit) params.set('limit', String(query.limit))
  const search = params.size ? `?${params}` : ''
  const { changes } = await connection.fetchJson<{ changes: LoggedChange[] }>(planPath(connection, `/history${search}`))
  return changes
}
