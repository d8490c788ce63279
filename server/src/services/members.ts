/**
 * An admin manages the school's members: adds people by e-mail with a role (and programs for a
 * coordinator), changes them, removes them. A school always keeps one admin, so nobody can lock
 * everyone out by mistake.
 */
import type { Db } from '../db/db'
import { HttpError, notFound } from '../http-error'
import {
  lockMembers,
  membersOf,
  removeMember,
  upsertMember,
  type Member,
  type Role,
} from '../repositories/members'

const lastAdminLeft = () =>
  new HttpError(409, { error: 'last-admin', message: 'A school needs at least one admin' })
const admins = (members: readonly Member[]) => members.filter((m) => m.role === 'admin')

export async function saveMember(
  db: Db,
  schoolId: string,
  m: { email: string; role: Role; programs: string[] },
): Promise<Member[]> {
  return db.transaction(async (tx) => {
    await lockMembers(tx, schoolId)
    const before = await membersOf(tx, schoolId)
    await upsertMember(tx, {
      schoolId,
      email: m.email,
      role: m.role,
      programs: m.role === 'coordinator' ? m.programs : [],
    })
    const after = await membersOf(tx, schoolId)
    if (admins(before).length && !admins(after).length) throw lastAdminLeft()
    return after
  })
}

export async function deleteMember(db: Db, schoolId: string, id: string): Promise<Member[]> {
  return db.transaction(async (tx) => {
    await lockMembers(tx, schoolId)
    const before = await membersOf(tx, schoolId)
    const target = before.find((m) => m.id === id)
    if (!target) throw notFound('No such member')
    if (target.role === 'admin' && admins(before).length === 1) throw lastAdminLeft()
    await removeMember(tx, schoolId, id)
    return membersOf(tx, schoolId)
  })
}
