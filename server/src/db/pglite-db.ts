/**
 * The Db on PGlite, PostgreSQL compiled to WebAssembly and run inside this process, its data in
 * a folder: `npm run server` works on one machine with nothing installed. PGlite has a single
 * connection, so a transaction holds the database until it ends (queries outside wait), and only
 * this process can open the folder: several processes need a real PostgreSQL (DATABASE_URL).
 */
import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable, QueryResult } from './db'

/** `dataDir`: a folder, or 'memory://' for a database that lives as long as the process (tests). */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const lite = await PGlite.create(dataDir)
  const run = async <R>(
    q: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<R>> => {
    const result = await q.query<R>(sql, params as unknown[] | undefined)
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
  }
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    script: async (sql) => void (await lite.exec(sql)),
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params),
          script: async (sql) => void (await tx.exec(sql)),
        } satisfies Queryable),
      ),
    async listen(channel, onPayload) {
      const unlisten = await lite.listen(channel, onPayload)
      return () => unlisten()
    },
    close: () => lite.close(),
  }
}
