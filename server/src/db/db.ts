/**
 * The one seam between the server and PostgreSQL: parameterised queries, a transaction, and
 * LISTEN. Two adapters implement it: node-postgres on a real server (pg-db.ts) and PGlite, the
 * embedded PostgreSQL a single machine runs without installing anything (pglite-db.ts).
 * Repositories take a `Queryable`, so the same code runs inside or outside a transaction.
 */

export interface QueryResult<R> {
  rows: R[]
  rowCount: number
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>
  /** Runs a script of several statements without parameters (migrations only). */
  script(sql: string): Promise<void>
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Calls `onPayload` for every NOTIFY on `channel` (from any process on the database); resolves to an unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
  /** 'postgres' or 'pglite', for the start-up log line. */
  readonly kind: string
}

/** PostgreSQL's SQLSTATE of an error a query threw, if it has one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

export const UNIQUE_VIOLATION = '23505'
