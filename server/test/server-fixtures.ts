/**
 * A school server under test: the app on a test database, an identity provider of our own
 * (a key pair whose public half the server is configured with), two schools with their members,
 * and a small plan shared by school A's admin.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { assignmentId } from '@/domain/kernel/ids'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { createApp } from '../src/app'
import type { ServerConfig } from '../src/config'
import type { Db } from '../src/db/db'
import { ensureSchool, upsertMember } from '../src/repositories/members'

export const ISSUER = 'https://id.example.test'

export interface IdentityProvider {
  privateKey: CryptoKey
  publicKeyPem: string
  publicJwk: JWK
}

export async function identityProvider(): Promise<IdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  return {
    privateKey,
    publicKeyPem: await exportSPKI(publicKey),
    publicJwk: { ...(await exportJWK(publicKey)), alg: 'RS256', use: 'sig' },
  }
}

export function testConfig(
  idp: IdentityProvider,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    dataDir: 'memory://',
    host: '127.0.0.1',
    port: 0,
    issuer: { issuer: ISSUER, publicKeyPem: idp.publicKeyPem },
    devSignIn: false,
    corsOrigins: [],
    rateLimitPerMinute: 100_000,
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  }
}

export async function tokenFor(
  idp: IdentityProvider,
  email: string,
  options: { expiresIn?: string | number; issuer?: string } = {},
) {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(options.issuer ?? ISSUER)
    .setSubject(`user:${email}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(idp.privateKey)
}

export const PEOPLE = {
  admin: 'ada.admin@a.example.edu',
  coordinator: 'cora.coordinator@a.example.edu',
  coordinator2: 'carl.coordinator@a.example.edu',
  viewer: 'vic.viewer@a.example.edu',
  otherSchoolAdmin: 'bea.admin@b.example.edu',
  stranger: 'sam.stranger@example.com',
} as const

export async function seedSchools(db: Db) {
  await ensureSchool(db, 'a')
  await ensureSchool(db, 'b')
  await upsertMember(db, { schoolId: 'a', email: PEOPLE.admin, role: 'admin' })
  await upsertMember(db, {
    schoolId: 'a',
    email: PEOPLE.coordinator,
    role: 'coordinator',
    programs: ['animation'],
  })
  await upsertMember(db, {
    schoolId: 'a',
    email: PEOPLE.coordinator2,
    role: 'coordinator',
    programs: ['animation'],
  })
  await upsertMember(db, { schoolId: 'a', email: PEOPLE.viewer, role: 'viewer' })
  await upsertMember(db, { schoolId: 'b', email: PEOPLE.otherSchoolAdmin, role: 'admin' })
}

const fall2026 = { term: 'fall' as const, year: 2026 }
export const COURSES = {
  /** Animation, two sections, 3 h a week. */
  anim: makeCourse({
    id: 'c-anim',
    code: 'ANI1001',
    programId: 'animation',
    semester: fall2026,
    sectionCount: 2,
    weeklyHours: 3,
  }),
  story: makeCourse({
    id: 'c-story',
    code: 'ANI1002',
    programId: 'animation',
    semester: fall2026,
    sectionCount: 1,
    weeklyHours: 3,
  }),
  drawing: makeCourse({
    id: 'c-draw',
    code: 'ANI1003',
    programId: 'animation',
    semester: fall2026,
    sectionCount: 1,
    weeklyHours: 3,
  }),
  /** Another program's course: coordinators of animation may not touch it. */
  nursing: makeCourse({
    id: 'c-nurse',
    code: 'NUR1001',
    programId: 'nursing',
    semester: fall2026,
    sectionCount: 1,
    weeklyHours: 3,
  }),
}
export const PROFESSORS = {
  /** Capped at 6 h a week. */
  raj: makeProfessor({
    id: 'p-raj',
    firstName: 'Raj',
    lastName: 'Patel',
    email: 'raj@a.example.edu',
    employmentType: 'full-time',
    maxWeeklyHours: 6,
  }),
  mia: makeProfessor({
    id: 'p-mia',
    firstName: 'Mia',
    lastName: 'Wong',
    email: 'mia@a.example.edu',
    employmentType: 'full-time',
    maxWeeklyHours: 18,
  }),
}

export function assignment(course: Course, section: number, professorId: string): Assignment {
  const parts = {
    courseId: course.id,
    section,
    professorId,
    term: 'fall',
    academicYear: '2026-2027',
  }
  return makeAssignment({
    ...parts,
    id: assignmentId(parts),
    term: 'fall',
    weeklyHours: course.weeklyHours,
  })
}

/** Raj already teaches section 1 of ANI1001 (3 of his 6 h). */
export const INITIAL_ASSIGNMENT = assignment(COURSES.anim, 1, PROFESSORS.raj.id)

export const PLAN = 'live'

export interface TestServer {
  app: FastifyInstance
  idp: IdentityProvider
  as(email: string): Promise<Record<string, string>>
}

export async function startServer(
  db: Db,
  idp: IdentityProvider,
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const app = await createApp({ db, config: testConfig(idp, overrides), logger: false })
  return {
    app,
    idp,
    as: async (email) => ({ authorization: `Bearer ${await tokenFor(idp, email)}` }),
  }
}

export async function uploadPlan(server: TestServer) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/plans/${PLAN}/upload`,
    headers: await server.as(PEOPLE.admin),
    payload: {
      id: randomUUID(),
      records: {
        courses: Object.values(COURSES),
        professors: Object.values(PROFESSORS),
        assignments: [INITIAL_ASSIGNMENT],
      },
    },
  })
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`)
  return response.json() as { seq: number }
}

/** Everything a refusal must leave as it was. */
export async function databaseState(db: Db) {
  const [records, changes, plans] = await Promise.all([
    db.query('select store, id, rev, data from records order by school_id, plan_id, store, id'),
    db.query('select school_id, plan_id, seq from changes order by school_id, plan_id, seq'),
    db.query('select school_id, id, last_seq from plans order by school_id, id'),
  ])
  return JSON.stringify([records.rows, changes.rows, plans.rows])
}
