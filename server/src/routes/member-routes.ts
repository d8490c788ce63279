/** The school's members, for its admins: list, add or change (by e-mail), remove. */
import type { FastifyInstance } from 'fastify'
import { z } from '@/domain/kernel/zod'
import type { Db } from '../db/db'
import { membersOf, ROLES } from '../repositories/members'
import { requireRole } from '../services/access'
import { deleteMember, saveMember } from '../services/members'
import type { Authenticate } from './authenticate'
import { parseOr400 } from './parse'

const memberBodySchema = z.strictObject({
  email: z.email().max(320),
  role: z.enum(ROLES),
  programs: z.array(z.string().min(1).max(200)).max(500).default([]),
})
const memberParamsSchema = z.strictObject({ memberId: z.string().regex(/^\d{1,18}$/) })

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Authenticate },
) {
  const admin = async (request: Parameters<Authenticate>[0]) => {
    const principal = await deps.authenticate(request)
    requireRole(principal, 'admin', 'Managing members')
    return principal.member.schoolId
  }
  app.get('/api/members', async (request) => {
    const schoolId = await admin(request)
    return { members: await membersOf(deps.db, schoolId) }
  })
  app.post('/api/members', async (request) => {
    const schoolId = await admin(request)
    return {
      members: await saveMember(
        deps.db,
        schoolId,
        parseOr400(memberBodySchema, request.body, 'body'),
      ),
    }
  })
  app.delete('/api/members/:memberId', async (request) => {
    const schoolId = await admin(request)
    const { memberId } = parseOr400(memberParamsSchema, request.params, 'address')
    return { members: await deleteMember(deps.db, schoolId, memberId) }
  })
}
