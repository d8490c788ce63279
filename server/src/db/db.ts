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
  query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<R>>
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

/** The constraint or index an error names (node-postgres and PGlite both report it). */
export function sqlConstraint(error: unknown): string | undefined {
  const name = (error as { constraint?: unknown } | null)?.constraint
  return typeof name === 'string' ? name : undefined
}

export const UNIQUE_VIOLATION = '23505'
/** The unique constraint holding one professor per section (migrations/0001_initial.sql). */
export const ONE_PROFESSOR_PER_SECTION = 'one_professor_per_section'
