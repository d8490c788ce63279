/**
 * The Db on a real PostgreSQL through node-postgres. Queries use the pool; a transaction holds
 * one pooled connection from BEGIN to COMMIT; LISTEN holds one connection of its own for the
 * life of the process (a pooled one would be handed back and lose its registrations) and
 * reconnects after a drop, so notifications resume once the database is back.
 */
import pg from 'pg'
import type { Db, Queryable, QueryResult } from './db'

const RECONNECT_DELAY_MS = 1000

export function openPgDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 })
  // An idle client that loses its connection emits 'error' on the pool; without a handler the
  // process would exit. The next query simply gets a new connection.
  pool.on('error', () => {})

  const run = async <R>(
    q: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<R>> => {
    const result = await q.query(sql, params as unknown[] | undefined)
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 }
  }

  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listener: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let closed = false

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString })
    client.on('notification', (n) => {
      for (const callback of listeners.get(n.channel) ?? []) callback(n.payload ?? '')
    })
    client.on('error', () => {
      if (listener === client) listener = null
      client.end().catch(() => {})
      reconnect()
    })
    await client.connect()
    for (const channel of listeners.keys())
      await client.query(`listen ${pg.escapeIdentifier(channel)}`)
    return client
  }

  /** Tries again every second until the database answers (or the Db is closed). */
  function reconnect() {
    if (closed || !listeners.size) return
    setTimeout(() => void ensureListener().catch(reconnect), RECONNECT_DELAY_MS)
  }

  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener
    connecting ??= connectListener().finally(() => (connecting = null))
    listener = await connecting
    return listener
  }

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    script: async (sql) => void (await pool.query(sql)),
    async transaction(work) {
      const client = await pool.connect()
      // A connection the database cuts while it is checked out (a restart, an administrator's
      // terminate) emits 'error' on the client, which the pool only listens for while it is idle:
      // unheard, it would end the process. The transaction's query fails anyway and says why.
      let lost: Error | undefined
      const onError = (error: Error) => void (lost = error)
      client.on('error', onError)
      const tx: Queryable = {
        query: (sql, params) => run(client, sql, params),
        script: async (sql) => void (await client.query(sql)),
      }
      try {
        await client.query('begin')
        const result = await work(tx)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.off('error', onError)
        // A lost connection is closed rather than handed to the next request.
        client.release(lost)
      }
    },
    async listen(channel, onPayload) {
      let set = listeners.get(channel)
      const first = !set
      if (!set) listeners.set(channel, (set = new Set()))
      set.add(onPayload)
      const client = await ensureListener()
      if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      return async () => {
        set.delete(onPayload)
      }
    },
    async close() {
      closed = true
      await listener?.end().catch(() => {})
      await pool.end()
    },
  }
}
