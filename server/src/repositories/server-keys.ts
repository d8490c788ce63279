/** Keys the server makes for itself, shared by every process on the database. */
import type { Queryable } from '../db/db'

export interface StoredKeyPair {
  privateJwk: Record<string, unknown>
  publicJwk: Record<string, unknown>
}

/**
 * The key pair stored under `id`; when there is none, `make()`'s is stored. Two processes
 * starting together both make one, the first insert wins, and both read the winner.
 */
export async function sharedKeyPair(
  q: Queryable,
  id: string,
  make: () => Promise<StoredKeyPair>,
): Promise<StoredKeyPair> {
  const read = async () =>
    (
      await q.query<{ private_jwk: Record<string, unknown>; public_jwk: Record<string, unknown> }>(
        'select private_jwk, public_jwk from server_keys where id = $1',
        [id],
      )
    ).rows[0]
  let row = await read()
  if (!row) {
    const made = await make()
    await q.query(
      'insert into server_keys (id, private_jwk, public_jwk) values ($1, $2::jsonb, $3::jsonb) on conflict (id) do nothing',
      [id, JSON.stringify(made.privateJwk), JSON.stringify(made.publicJwk)],
    )
    row = await read()
  }
  return { privateJwk: row!.private_jwk, publicJwk: row!.public_jwk }
}
