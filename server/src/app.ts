/**
 * The school server's Fastify app: plugins (CORS for the configured origins only, a rate limit,
 * body size limits), the error answers, and the routes. Everything it keeps lives in PostgreSQL;
 * the process holds only its connections, so any number of them can serve one database.
 * The caller runs the migrations first (main.ts, the tests).
 */
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { devSigner, type DevSigner } from './auth/dev-sign-in'
import { issuerVerifier, type IssuerVerifier } from './auth/tokens'
import type { ServerConfig } from './config'
import type { Db } from './db/db'
import { HttpError } from './http-error'
import { registerDevRoutes } from './routes/dev-routes'
import { registerMemberRoutes } from './routes/member-routes'
import { registerPlanRoutes } from './routes/plan-routes'
import { listenForChanges } from './services/change-events'
import { authenticator } from './routes/authenticate'

/** Bodies other than an upload: a push of 100 changes fits with room to spare. */
export const DEFAULT_BODY_LIMIT = 4 * 1024 * 1024

export interface AppOptions {
  db: Db
  config: ServerConfig
  /** Pino logging (false in tests). */
  logger?: boolean
}

export async function createApp({
  db,
  config,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
  })

  await app.register(cors, {
    // No origin configured: no CORS headers at all, so browsers on other sites are refused.
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    allowedHeaders: ['authorization', 'content-type', 'courseload-school'],
    methods: ['GET', 'POST', 'DELETE'],
  })
  await app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body)
    const status = (error as { statusCode?: number }).statusCode
    if (status && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({
          error: (error as { code?: string }).code ?? 'bad-request',
          message: (error as Error).message,
        })
    }
    request.log.error(error)
    return reply.status(500).send({ error: 'internal', message: 'The server could not answer' })
  })

  const dev: DevSigner | null = config.devSignIn ? await devSigner(db) : null
  const verifiers: IssuerVerifier[] = [
    ...(config.issuer ? [issuerVerifier(config.issuer)] : []),
    ...(dev ? [dev.verifier] : []),
  ]
  const authenticate = authenticator(db, verifiers)

  const events = await listenForChanges(db)
  app.addHook('onClose', () => events.close())

  app.get('/api/health', async () => ({ ok: true, database: db.kind }))
  if (dev)
    registerDevRoutes(app, { db, dev, bootstrapSchoolId: config.bootstrap?.schoolId ?? 'trial' })
  registerPlanRoutes(app, { db, authenticate, events })
  registerMemberRoutes(app, { db, authenticate })
  return app
}
