/**
 * POST /api/dev/sign-in { email }: the trial sign-in, for callers on this machine only. The
 * first person to sign in to a server with no members becomes the admin of its school, so a
 * trial needs no set-up; everyone after is whatever an admin made them.
 */
import type { FastifyInstance } from 'fastify'
import { isLoopbackRequest, type DevSigner } from '../auth/dev-sign-in'
import type { Db } from '../db/db'
import { forbidden } from '../http-error'
import { devSignInBodySchema } from '../protocol'
import { anyMember, ensureSchool, upsertMember } from '../repositories/members'
import { parseOr400 } from './parse'

export function registerDevRoutes(app: FastifyInstance, deps: { db: Db; dev: DevSigner; bootstrapSchoolId: string }) {
  app.post('/api/dev/sign-in', { bodyLimit: 4096 }, async (request) => {
    if (!isLoopbackRequest(request.socket.remoteAddress, request.headers)) {
      throw forbidden('The trial sign-in answers only on this machine')
    }
    const { email } = parseOr400(devSignInBodySchema, request.body, 'body')
    await deps.db.transaction(async (tx) => {
      // Locked so two first sign-ins at once do not both become admin.
      await tx.query('lock table members in share row exclusive mode')
      if (!(await anyMember(tx))) {
        await ensureSchool(tx, deps.bootstrapSchoolId)
        await upsertMember(tx, { schoolId: deps.bootstrapSchoolId, email, role: 'admin' })
      }
    })
    return { token: await deps.dev.sign({ email }) }
  })
}
