/** Schools and their members (who may do what), read per request by the token's subject or e-mail. */
import type { Queryable } from '../db/db'

export const ROLES = ['admin', 'coordinator', 'viewer'] as const
export type Role = (typeof ROLES)[number]

export interface Member {
  schoolId: string
  id: string
  subject: string | null
  email: string | null
  role: Role
  programs: string[]
}

type MemberRow = {
  school_id: string
  id: string
  subject: string | null
  email: string | null
  role: Role
  programs: string[]
}
const toMember = (r: MemberRow): Member => ({
  schoolId: r.school_id,
  id: String(r.id),
  subject: r.subject,
  email: r.email,
  role: r.role,
  programs: r.programs,
})

/** Memberships of the person a token names: by subject, or by e-mail for a member not yet linked to one. */
export async function membershipsOf(
  q: Queryable,
  who: { subject: string; email?: string },
): Promise<Member[]> {
  const { rows } = await q.query<MemberRow>(
    `select school_id, id, subject, email, role, programs from members
      where subject = $1 or (subject is null and $2::text is not null and lower(email) = lower($2::text))
      order by school_id`,
    [who.subject, who.email ?? null],
  )
  return rows.map(toMember)
}

/** Links a member found by e-mail to the token's subject, so a changed e-mail later still matches. */
export async function linkSubject(q: Queryable, member: Member, subject: string): Promise<void> {
  await q.query(
    'update members set subject = $3 where school_id = $1 and id = $2 and subject is null',
    [member.schoolId, member.id, subject],
  )
}

export async function ensureSchool(q: Queryable, id: string, name = id): Promise<void> {
  await q.query('insert into schools (id, name) values ($1, $2) on conflict (id) do nothing', [
    id,
    name,
  ])
}

export interface NewMember {
  schoolId: string
  subject?: string
  email?: string
  role: Role
  programs?: string[]
}

/** Adds a member, or changes the role and programs of the one with the same e-mail or subject. */
export async function upsertMember(q: Queryable, m: NewMember): Promise<void> {
  const updated = await q.query(
    `update members set role = $4, programs = $5
      where school_id = $1 and (subject = $2 or lower(email) = lower($3::text))`,
    [m.schoolId, m.subject ?? null, m.email ?? null, m.role, m.programs ?? []],
  )
  if (updated.rowCount) return
  await q.query(
    'insert into members (school_id, subject, email, role, programs) values ($1, $2, $3, $4, $5)',
    [m.schoolId, m.subject ?? null, m.email ?? null, m.role, m.programs ?? []],
  )
}

export async function anyMember(q: Queryable): Promise<boolean> {
  const { rows } = await q.query('select 1 from members limit 1')
  return rows.length > 0
}

export async function membersOf(q: Queryable, schoolId: string): Promise<Member[]> {
  const { rows } = await q.query<MemberRow>(
    'select school_id, id, subject, email, role, programs from members where school_id = $1 order by lower(email), subject',
    [schoolId],
  )
  return rows.map(toMember)
}

export async function removeMember(q: Queryable, schoolId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('delete from members where school_id = $1 and id = $2', [
    schoolId,
    id,
  ])
  return rowCount > 0
}

/** Locks the school's member rows until the transaction ends (changes to admins are judged one at a time). */
export async function lockMembers(q: Queryable, schoolId: string): Promise<void> {
  await q.query('select id from members where school_id = $1 for update', [schoolId])
}

/** Holds off other writers of members until the transaction ends (the trial's first sign-in). */
export async function lockAllMembers(q: Queryable): Promise<void> {
  await q.query('lock table members in share row exclusive mode')
}
