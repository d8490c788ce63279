/**
 * The backup file's fields that belong to a rule pack (the file format, domain/exchange/backup.ts):
 * the settings field carrying the packs' per-professor records (the contractRecords store), named
 * for the pack that introduced it (issue 23) and kept so that every file written since reads.
 */
export const PACK_RECORDS_BACKUP_FIELD = 'caatRecords'
