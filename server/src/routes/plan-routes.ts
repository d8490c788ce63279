/** The sync routes of one shared plan (docs/server.md): upload, push, snapshot, pull, events, history. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/db'
import {
  historyQuerySchema,
  planParamsSchema,
  pullQuerySchema,
  pushBodySchema,
  uploadBodySchema,
} from '../protocol'
import { requireRole } from '../services/access'
import type { ChangeEvents } from '../services/change-events'
import { pushChanges, type PlanRef } from '../services/push'
import { planSnapshot, pullChanges, recordHistory } from '../services/reads'
import { uploadPlan } from '../services/upload'
import type { Authenticate } from './authenticate'
import { parseOr400 } from './parse'

/** A whole plan: the large sample plan is a few MB of JSON. */
export const UPLOAD_BODY_LIMIT = 32 * 1024 * 1024
/** Comment lines keep idle event streams open through proxies that close silent connections. */
const HEARTBEAT_MS = 25_000

export function registerPlanRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Authenticate; events: ChangeEvents },
) {
  const { db, authenticate, events } = deps

  const member = async (request: FastifyRequest) => {
    const principal = await authenticate(request)
    const { planId } = parseOr400(planParamsSchema, request.params, 'address')
    const plan: PlanRef = { schoolId: principal.member.schoolId, planId }
    return { principal, plan }
  }

  app.get('/api/me', async (request) => {
    const { member: m, author } = await authenticate(request)
    return { schoolId: m.schoolId, role: m.role, programs: m.programs, author }
  })

  app.post('/api/plans/:planId/upload', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const { principal, plan } = await member(request)
    requireRole(principal, 'admin', 'Sharing a plan')
    return uploadPlan(db, plan, principal, parseOr400(uploadBodySchema, request.body, 'body'))
  })

  app.post('/api/plans/:planId/push', async (request) => {
    const { principal, plan } = await member(request)
    requireRole(principal, 'coordinator', 'Changing a shared plan')
    const { changes } = parseOr400(pushBodySchema, request.body, 'body')
    return { results: await pushChanges(db, plan, principal, changes) }
  })

  app.get('/api/plans/:planId', async (request) => {
    const { plan } = await member(request)
    return planSnapshot(db, plan)
  })

  app.get('/api/plans/:planId/pull', async (request) => {
    const { plan } = await member(request)
    const { since, limit } = parseOr400(pullQuerySchema, request.query, 'query')
    return pullChanges(db, plan, since, limit)
  })

  app.get('/api/plans/:planId/history', async (request) => {
    const { plan } = await member(request)
    return recordHistory(db, plan, parseOr400(historyQuerySchema, request.query, 'query'))
  })

  // Server-Sent Events: `seq` events name the plan's latest change number; the client pulls.
  // Open streams are ended before the server closes (they never go idle on their own).
  const streams = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end()
  })
  app.get('/api/plans/:planId/events', async (request, reply) => {
    const { plan } = await member(request)
    const { seq } = await pullChanges(db, plan, Number.MAX_SAFE_INTEGER, 1)
    const res = reply.raw
    reply.hijack()
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    const send = (n: number) => res.write(`event: seq\ndata: ${JSON.stringify({ seq: n })}\n\n`)
    send(seq)
    const unsubscribe = events.subscribe(plan.schoolId, plan.planId, send)
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    const end = () => {
      clearInterval(heartbeat)
      unsubscribe()
      streams.delete(end)
      res.end()
    }
    streams.add(end)
    request.raw.on('close', end)
  })
}
