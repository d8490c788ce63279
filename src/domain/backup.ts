/**
 * Backup file shapes (spec section 3, "Backup file"). Two are accepted on import:
 *  - legacy: an object keyed by the stored localStorage keys (values are lists or JSON strings);
 *  - rich (v2): arrays of professors, courses, assignments, programs, settings + _exportMetadata.
 * Items are validated one by one by the importer with the entity schemas; here only the envelope.
 */
import { z } from 'zod'
import { EXPORT_FORMAT_VERSION } from './constants'

export const exportMetadataSchema = z.object({
  timestamp: z.string(),
  version: z.literal(EXPORT_FORMAT_VERSION),
  discovery: z.record(z.string(), z.number()).default({}),
  validation: z.record(z.string(), z.boolean()).default({}),
  source: z.literal('adaptive-export-v2'),
})
export type ExportMetadata = z.infer<typeof exportMetadataSchema>

export const richBackupSchema = z.object({
  professors: z.array(z.unknown()).default([]),
  courses: z.array(z.unknown()).default([]),
  assignments: z.array(z.unknown()).default([]),
  programs: z.array(z.unknown()).default([]),
  programVersions: z.array(z.unknown()).default([]),
  settings: z.record(z.string(), z.unknown()).default({}),
  _exportMetadata: exportMetadataSchema,
})
export type RichBackup = z.infer<typeof richBackupSchema>

export const legacyBackupSchema = z.record(z.string(), z.unknown())
export type LegacyBackup = z.infer<typeof legacyBackupSchema>
