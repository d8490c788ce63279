/**
 * `npm run server`: the school server. With DATABASE_URL it serves that PostgreSQL; without it,
 * an embedded PostgreSQL (PGlite) in COURSELOAD_DATA_DIR, so one command gives a working server
 * on one machine. Migrations run first (safe with several processes starting together).
 */
import { createApp } from './app'
import { configFromEnv } from './config'
import { openDb } from './db/open-db'
import { migrate } from './db/migrate'
import { ensureSchool, upsertMember } from './repositories/members'

async function main() {
  const config = configFromEnv(process.env)
  const db = await openDb(config)
  const applied = await migrate(db)
  if (config.bootstrap) {
    const { schoolId, adminEmail } = config.bootstrap
    await ensureSchool(db, schoolId)
    await upsertMember(db, { schoolId, email: adminEmail, role: 'admin' })
  }
  const app = await createApp({ db, config })
  app.log.info(
    {
      database: db.kind,
      migrations: applied,
      devSignIn: config.devSignIn,
      issuer: config.issuer?.issuer ?? null,
    },
    'CourseLoad server ready',
  )
  const shutdown = async () => {
    await app.close()
    await db.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
  await app.listen({ host: config.host, port: config.port })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
