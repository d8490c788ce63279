/**
 * A coordinator's client in Node, as the fault tests and the sync benchmark need one: an outbox of
 * changes pushed in order, a batch at a time, resent with the SAME ids after any failure (a
 * dropped connection, a 5xx) until each has an answer, the way the browser's outbox does. A change
 * the server refuses ends the push with an error: these callers only send changes that apply.
 */
import type { PushChange, PushResult } from '../src/protocol'

export interface PushLog {
  /** Requests that failed and were sent again. */
  retries: number
  /** What each failed request threw or answered. */
  failures: string[]
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function postJson(url: string, token: string, body: unknown, init: { signal?: AbortSignal } = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: init.signal,
  })
}

export async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * Pushes `changes` to `baseUrl()` (read again before every request: the server may have moved)
 * until every one is acknowledged; `onRequest` sees each request as it leaves (a fault test kills
 * something then). Gives up after `deadlineMs` of failures in a row.
 */
export async function pushAll(
  baseUrl: () => string,
  planId: string,
  token: string,
  changes: readonly PushChange[],
  options: { batch?: number; onRequest?: (sent: Promise<Response>, first: number) => void; retryDelayMs?: number; deadlineMs?: number } = {},
): Promise<PushLog> {
  const { batch = 10, retryDelayMs = 100, deadlineMs = 60_000 } = options
  const log: PushLog = { retries: 0, failures: [] }
  let next = 0
  let failingSince: number | null = null
  while (next < changes.length) {
    const sent = postJson(`${baseUrl()}/api/plans/${planId}/push`, token, { changes: changes.slice(next, next + batch) })
    options.onRequest?.(sent, next)
    let failure: string
    try {
      const response = await sent
      if (response.ok) {
        const { results } = (await response.json()) as { results: PushResult[] }
        for (const result of results) {
          if (result.status !== 'applied') throw new Error(`Change ${result.id} was ${result.status}: ${JSON.stringify(result)}`)
          next++
        }
        failingSince = null
        continue
      }
      failure = `${response.status} ${await response.text()}`
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Change ')) throw error
      failure = String((error as Error)?.cause ?? error)
    }
    log.retries++
    log.failures.push(failure)
    failingSince ??= Date.now()
    if (Date.now() - failingSince > deadlineMs) throw new Error(`The server did not come back: ${log.failures.slice(0, 3).join('; ')} … ${log.failures.at(-1)}`)
    await sleep(retryDelayMs)
  }
  return log
}

/** Every change of the plan, oldest first, through pull (as a client would read them). */
export async function pullAll(baseUrl: string, planId: string, token: string) {
  const all: { seq: number; changeId: string }[] = []
  for (let since = 0; ; ) {
    const page = await getJson<{ changes: { seq: number; changeId: string }[]; more: boolean }>(`${baseUrl}/api/plans/${planId}/pull?since=${since}&limit=1000`, token)
    all.push(...page.changes)
    if (!page.more || !page.changes.length) return all
    since = page.changes.at(-1)!.seq
  }
}
