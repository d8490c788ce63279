/**
 * The revision of a stored record (issue 32 item 3): an integer the write path sets on every put,
 * one more than the record's stored revision (1 for a record new to its store), inside the
 * write's own transaction, whatever the caller sent. Each entity schema spreads `revisionField`,
 * so a store added to ENTITY_STORES gets it by adding one line. Optional: records stored before
 * revisions existed have none and read as revision 0 (revision-compare.ts), no migration needed.
 *
 * Zod lives here only; the comparisons are in revision-compare.ts, which the first bundle loads
 * (undo, the write path) without zod.
 */
import { z } from '@/domain/kernel/zod'

export const revisionField = {
  /** Set by storage on every write; a value sent by a form or an import is ignored. */
  rev: z.number().int().min(0).optional(),
}
