/**
 * The trial sign-in's rule: the first person to sign in to a server with no members becomes the
 * admin of its school, so a trial needs no set-up; everyone after is whatever an admin made them.
 */
import type { DevSigner } from '../auth/dev-sign-in'
import type { Db } from '../db/db'
import { anyMember, ensureSchool, lockAllMembers, upsertMember } from '../repositories/members'

export async function signInForTrial(
  db: Db,
  dev: DevSigner,
  schoolId: string,
  email: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    // Locked so two first sign-ins at once do not both become admin.
    await lockAllMembers(tx)
    if (!(await anyMember(tx))) {
      await ensureSchool(tx, schoolId)
      await upsertMember(tx, { schoolId, email, role: 'admin' })
    }
  })
  return dev.sign({ email })
}
