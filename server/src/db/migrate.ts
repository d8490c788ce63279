/**
 * Versioned migrations (server/migrations/NNNN_name.sql), applied at start-up in file order,
 * each recorded in schema_migrations. All of them run in ONE transaction that first takes a
 * transaction-scoped advisory lock: two processes starting together queue on the lock, and the
 * second finds the work done. A failing migration rolls back whole, leaving the schema as it was.
 */
import type { Db } from './db'

// Bundled with the code (vite inlines them), so the built server carries its own schema.
const FILES = import.meta.glob<string>('../../migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Any fixed number: the key every CourseLoad server locks while migrating. */
const MIGRATION_LOCK_KEY = 3_400_034

export interface Migration {
  version: string
  sql: string
}

export const MIGRATIONS: readonly Migration[] = Object.entries(FILES)
  .map(([path, sql]) => ({ version: path.replace(/^.*\//, '').replace(/\.sql$/, ''), sql }))
  .sort((a, b) => a.version.localeCompare(b.version))

/** Applies the migrations not yet applied; returns their versions. */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.script(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    )
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).rows.map(
        (r) => r.version,
      ),
    )
    const applied: string[] = []
    for (const m of migrations) {
      if (done.has(m.version)) continue
      await tx.script(m.sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [m.version])
      applied.push(m.version)
    }
    return applied
  })
}
