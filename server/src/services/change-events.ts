/**
 * "There is something new to pull": a NOTIFY sent in the accepting transaction (so it goes out
 * at commit, never for a rolled-back change) and heard by every server process on the database
 * through LISTEN, which passes it to the event streams of that plan's clients.
 */
import type { Db, Queryable } from '../db/db'
import { CHANGES_CHANNEL, notify } from '../repositories/notifications'

export interface ChangeEvent {
  schoolId: string
  planId: string
  seq: number
}

export async function notifyChange(tx: Queryable, event: ChangeEvent): Promise<void> {
  await notify(tx, CHANGES_CHANNEL, JSON.stringify([event.schoolId, event.planId, event.seq]))
}

/** One LISTEN per process, fanned out to the subscribers of each plan. */
export interface ChangeEvents {
  subscribe(schoolId: string, planId: string, onSeq: (seq: number) => void): () => void
  close(): Promise<void>
}

export async function listenForChanges(db: Db): Promise<ChangeEvents> {
  const subscribers = new Map<string, Set<(seq: number) => void>>()
  const planKey = (schoolId: string, planId: string) => JSON.stringify([schoolId, planId])
  const unlisten = await db.listen(CHANGES_CHANNEL, (payload) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    if (!Array.isArray(parsed) || parsed.length !== 3) return
    const [schoolId, planId, seq] = parsed as [string, string, number]
    for (const onSeq of subscribers.get(planKey(schoolId, planId)) ?? []) onSeq(seq)
  })
  return {
    subscribe(schoolId, planId, onSeq) {
      const key = planKey(schoolId, planId)
      let set = subscribers.get(key)
      if (!set) subscribers.set(key, (set = new Set()))
      set.add(onSeq)
      return () => {
        set.delete(onSeq)
        if (!set.size) subscribers.delete(key)
      }
    },
    close: unlisten,
  }
}
