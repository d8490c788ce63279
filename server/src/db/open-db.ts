/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in the data folder. */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ServerConfig } from '../config'
import type { Db } from './db'
import { openPgDb } from './pg-db'
import { openPgliteDb } from './pglite-db'

export async function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPgDb(config.databaseUrl)
  const dir = resolve(config.dataDir)
  mkdirSync(dir, { recursive: true })
  return openPgliteDb(dir)
}
