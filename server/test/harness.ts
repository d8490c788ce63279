/**
 * The one harness every server test runs on: the same suite on PGlite and, when a PostgreSQL is
 * there (global-setup.ts), on a real PostgreSQL, each test in a fresh database. `connect()` opens
 * another connection pool to the same database, as a second server process would.
 */
import pg from 'pg'
import { inject } from 'vitest'
import type { Db } from '../src/db/db'
import { migrate } from '../src/db/migrate'
import { openPgDb } from '../src/db/pg-db'
import { openPgliteDb } from '../src/db/pglite-db'

export interface TestDatabase {
  db: Db
  /** Another Db on the same database (PGlite: the same one, which has a single connection). */
  connect(): Promise<Db>
  dispose(): Promise<void>
}

export interface DatabaseKind {
  name: string
  create(): Promise<TestDatabase>
}

/**
 * PGlite takes seconds to start (WebAssembly, initdb), so one instance serves a test file and
 * each test gets a fresh schema of it, first on the search path, migrated like a new database.
 */
let sharedPglite: Promise<Db> | undefined
let counter = 0
const pglite: DatabaseKind = {
  name: 'PGlite',
  async create() {
    const lite = await (sharedPglite ??= openPgliteDb('memory://'))
    const schema = `test_${counter++}`
    await lite.script(`create schema ${schema}; set search_path to ${schema}`)
    const db: Db = { ...lite, close: async () => {} }
    await migrate(db)
    return {
      db,
      connect: async () => db,
      async dispose() {
        await lite.script(`set search_path to public; drop schema ${schema} cascade`)
      },
    }
  },
}

function postgres(adminUrl: string): DatabaseKind {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `courseload_test_${process.pid}_${Date.now()}_${counter++}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const pools: Db[] = []
      const connect = async () => {
        const db = openPgDb(url.toString(), { max: 4 })
        pools.push(db)
        return db
      }
      const db = await connect()
      await migrate(db)
      return {
        db,
        connect,
        async dispose() {
          for (const p of pools) await p.close()
          const cleanup = new pg.Client({ connectionString: adminUrl })
          await cleanup.connect()
          await cleanup.query(`drop database if exists ${name} with (force)`)
          await cleanup.end()
        },
      }
    },
  }
}

/** The databases to run the suite on. */
export function databaseKinds(): DatabaseKind[] {
  const url = inject('databaseUrl')
  return url ? [pglite, postgres(url)] : [pglite]
}
