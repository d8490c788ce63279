/** PostgreSQL notifications of accepted changes: sent inside the accepting transaction, so they go out at commit. */
import type { Queryable } from '../db/db'

export const CHANGES_CHANNEL = 'courseload_changes'

export async function notify(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [channel, payload])
}
