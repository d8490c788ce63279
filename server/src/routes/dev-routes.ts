/** POST /api/dev/sign-in { email }: the trial sign-in (services/trial-sign-in.ts), for callers on this machine only. */
import type { FastifyInstance } from 'fastify'
import { isLoopbackRequest, type DevSigner } from '../auth/dev-sign-in'
import type { Db } from '../db/db'
import { forbidden } from '../http-error'
import { devSignInBodySchema } from '../protocol'
import { signInForTrial } from '../services/trial-sign-in'
import { parseOr400 } from './parse'

export function registerDevRoutes(
  app: FastifyInstance,
  deps: { db: Db; dev: DevSigner; bootstrapSchoolId: string },
) {
  app.post('/api/dev/sign-in', { bodyLimit: 4096 }, async (request) => {
    if (!isLoopbackRequest(request.socket.remoteAddress, request.headers)) {
      throw forbidden('The trial sign-in answers only on this machine')
    }
    const { email } = parseOr400(devSignInBodySchema, request.body, 'body')
    return { token: await signInForTrial(deps.db, deps.dev, deps.bootstrapSchoolId, email) }
  })
}
