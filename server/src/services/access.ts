/**
 * From a verified identity to the member acting in one school. A token is matched to members by
 * its subject (or e-mail, before the first sign-in links it); a person in several schools names
 * the school in the CourseLoad-School header. Everything after this is scoped by that school.
 */
import type { Queryable } from '../db/db'
import type { Identity } from '../auth/tokens'
import { forbidden } from '../http-error'
import { linkSubject, membershipsOf, type Member, type Role } from '../repositories/members'

export interface Principal {
  identity: Identity
  member: Member
  /** How the change log names them: e-mail, else the token's subject. */
  author: string
}

export async function principalOf(
  q: Queryable,
  identity: Identity,
  schoolHeader: string | undefined,
): Promise<Principal> {
  const memberships = await membershipsOf(q, identity)
  const member = schoolHeader
    ? memberships.find((m) => m.schoolId === schoolHeader)
    : memberships.length === 1
      ? memberships[0]
      : undefined
  if (!member) {
    throw forbidden(
      memberships.length > 1 && !schoolHeader
        ? 'You belong to several schools: name one in the CourseLoad-School header'
        : 'You are not a member of this school',
    )
  }
  if (!member.subject) await linkSubject(q, member, identity.subject)
  return { identity, member, author: identity.email ?? member.email ?? identity.subject }
}

const RANK: Record<Role, number> = { viewer: 0, coordinator: 1, admin: 2 }

export function requireRole(p: Principal, role: Role, what: string): void {
  if (RANK[p.member.role] < RANK[role])
    throw forbidden(`${what} needs the ${role} role; you are a ${p.member.role}`)
}
