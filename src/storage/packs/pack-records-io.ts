/**
 * The packs' per-professor records as backups and the old localStorage form carry them: their
 * tolerant reader (each record checked, bad ones dropped) and one per professor. Used by the
 * backup reader and writer (backup-io.ts); one line per pack that keeps records.
 */
export { onePerProfessor, readCaatRecords as readPackRecords } from './caat-a/workload-rules-storage'
