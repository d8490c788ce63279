/**
 * Backup files (spec section 3 "Backup file", section 7 "Export, import and backup").
 *
 * Three shapes are accepted on import:
 *  - ours: the spec's rich export (arrays + `_exportMetadata`, version '2.0', source
 *    'adaptive-export-v2') with two additions in the metadata: `format: 'courseload-backup'`
 *    with a `formatVersion`, and a `checksum` of the data, so a damaged or edited file is caught;
 *  - the spec's rich export without them (another tool's file): no checksum to check;
 *  - the spec's legacy object keyed by the stored localStorage keys ('courseload-professors' …).
 *
 * This module only reads the envelope: which shape, which version, is the checksum right, what
 * the file holds and when it was made. Each item is parsed by the storage layer with the entity
 * schemas (corrupt items are skipped and counted there). Nothing here throws on bad input.
 */
import { PACK_RECORDS_BACKUP_FIELD } from '@/domain/exchange/packs/pack-backup-fields'
import { z } from '@/domain/kernel/zod'
import { EXPORT_FORMAT_VERSION, PRODUCT_NAME, STORAGE_PREFIX } from '@/domain/kernel/constants'

const BACKUP_FORMAT = 'courseload-backup'
/**
 * Bumped only when a backup written by this version could not be read by an older one.
 * 2: the checksum is taken over the data as JSON.stringify writes it (TEXT_CHECKSUM_ALGORITHM),
 * not over a key-sorted copy; files of format 1 are still read and checked the old way.
 */
export const BACKUP_FORMAT_VERSION = 2
const BACKUP_SOURCE = 'adaptive-export-v2'
/** Format 1: FNV-1a of the data's canonical (key-sorted) JSON. */
const CHECKSUM_ALGORITHM = 'fnv1a32'
/**
 * Format 2: FNV-1a of the data's JSON as JSON.stringify writes it, keys in the file's order.
 * Indenting or re-wrapping the file keeps it valid; reordering keys inside it does not. It is
 * the text the export writes anyway, so checking it costs one native stringify, not a sort of
 * every object's keys (a third of a second each way on a 10 MB backup).
 */
const TEXT_CHECKSUM_ALGORITHM = 'fnv1a32-json'

/** Days without a backup, after changes, before the shell reminds the user. */

export const BACKUP_MESSAGES = {
  exported: 'Data exported successfully',
  exportFailed: 'Failed to export data',
  imported: 'Data imported successfully!',
  invalid: 'Invalid backup file or import error',
  importFailed: 'Failed to import data',
  notJson: 'The file is not valid JSON (it may be truncated).',
  notObject: 'The file does not hold a CourseLoad backup.',
  noData: 'The file holds no CourseLoad data.',
  checksum: 'The checksum does not match: the file was changed or damaged after it was exported.',
  newerFormat: (version: unknown) =>
    `This backup was made by a newer version of ${PRODUCT_NAME} (format ${String(version)}); it cannot be read here.`,
  wrongVersion: (version: unknown) =>
    `Unsupported backup version "${String(version)}" (expected "${EXPORT_FORMAT_VERSION}").`,
  notList: (kind: string) => `"${kind}" should be a list.`,
  /** Spec section 8's alert after a backup import. */
  professorsLoaded: (count: number) => `${count} professors loaded from backup`,
} as const

/** '1 record', '38 records'. */
function records(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'record' : 'records'}`
}

/**
 * What confirming a restore does, in one sentence shown before the question: how many records
 * it restores (of how many in the file, when some cannot be read) against how many are stored
 * now, all of which it replaces.
 */
export function restoreSummary(counts: {
  restored: number
  skipped: number
  stored: number
}): string {
  const { restored, skipped, stored } = counts
  const what =
    restored + skipped === 0
      ? 'Restores no records (the file holds settings only)'
      : skipped > 0
        ? `Restores ${restored.toLocaleString('en-US')} of the ${records(restored + skipped)} in the file (${skipped.toLocaleString('en-US')} could not be read)`
        : `Restores ${restored === 1 ? 'the' : 'all'} ${records(restored)} in the file`
  return `${what}, replacing the ${records(stored)} stored in this browser now.`
}

/** The kinds of records a backup carries, in display order. */
export const BACKUP_KINDS = [
  'professors',
  'courses',
  'assignments',
  'programs',
  'programVersions',
] as const
export type BackupKind = (typeof BACKUP_KINDS)[number]
export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  professors: 'Professors',
  courses: 'Courses',
  assignments: 'Assignments',
  programs: 'Programs',
  programVersions: 'Program versions',
}

export type BackupShape = 'courseload' | 'rich' | 'legacy'
export const BACKUP_SHAPE_LABELS: Record<BackupShape, string> = {
  courseload: `${PRODUCT_NAME} backup`,
  rich: 'Rich export (version 2.0)',
  legacy: 'Stored-keys export',
}

const exportMetadataSchema = z.object({
  timestamp: z.string(),
  version: z.literal(EXPORT_FORMAT_VERSION),
  discovery: z.record(z.string(), z.number()).default({}),
  validation: z.record(z.string(), z.boolean()).default({}),
  source: z.literal(BACKUP_SOURCE),
  format: z.literal(BACKUP_FORMAT).optional(),
  formatVersion: z.number().int().optional(),
  checksum: z.string().optional(),
})
type ExportMetadata = z.infer<typeof exportMetadataSchema>

/** Settings carried by a backup: small values from IndexedDB and localStorage. */
interface BackupSettings {
  academicYear?: string
  currentTerm?: string
  userPreferences?: unknown
  selectedSemester?: string
  ghostedSections?: unknown
  /** The reports' options, the report creator among them (kept per browser). */
  reportOptions?: unknown
  /** The workload rules: CourseLoad bands or Ontario CAAT-A, with every factor. */
  workloadRules?: unknown
  /** The packs' records per professor (CAAT-A's: probationary, extra duties, agreements, overrides). */
  [PACK_RECORDS_BACKUP_FIELD]?: unknown
  /** The what-if scenarios (issue 33), each with its overlay; absent in older backups. */
  scenarios?: unknown
}

/** What a backup file holds before its items are parsed. */
export interface BackupPayload {
  professors: unknown[]
  courses: unknown[]
  assignments: unknown[]
  programs: unknown[]
  programVersions: unknown[]
  settings: BackupSettings
}

interface BackupFile extends BackupPayload {
  _exportMetadata: ExportMetadata
}

export type ParsedBackup =
  | {
      ok: true
      shape: 'courseload' | 'rich'
      payload: BackupPayload
      /** When the file was made (ISO), as the file says. */
      exportedAt: string | null
      /** Top-level entries that are not part of any format, ignored. */
      unknownKeys: string[]
    }
  | {
      ok: true
      shape: 'legacy'
      /** The keyed object itself: the storage layer reads it like localStorage. */
      source: Record<string, unknown>
      exportedAt: string | null
      unknownKeys: string[]
    }
  | { ok: false; error: string }

// ---- Checksum ------------------------------------------------------------------------------

/** Thrown by sortedKeysCopy for a key an object cannot hold in sorted text order. */
const INDEX_LIKE_KEY = Symbol('index-like key')

/**
 * A copy of a JSON value with object keys sorted at every level (`undefined` and function
 * fields left out, as JSON.stringify does). Serialising that copy natively is several times
 * faster than building the sorted text by hand, which matters for a 10 MB backup. Objects
 * always list integer-like keys ('2', '10') first and in numeric order, so a key starting with
 * a digit throws INDEX_LIKE_KEY and the caller builds the text by hand instead.
 */
function sortedKeysCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length)
    for (let i = 0; i < value.length; i++) out[i] = sortedKeysCopy(value[i])
    return out
  }
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(source).sort()) {
    const first = key.charCodeAt(0)
    if (first >= 48 && first <= 57) throw INDEX_LIKE_KEY
    const field = source[key]
    if (field !== undefined && typeof field !== 'function') out[key] = sortedKeysCopy(field)
  }
  return out
}

/** The same text as canonicalJson, built string by string (any key order). */
function canonicalText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalText(v))).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalText(v)}`).join(',')}}`
}

/**
 * JSON with object keys sorted at every level, so the same data always gives the same text
 * (and checksum) whatever order its keys were written in. `undefined` fields are left out, as
 * JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  try {
    return JSON.stringify(sortedKeysCopy(value)) ?? 'null'
  } catch (error) {
    if (error !== INDEX_LIKE_KEY) throw error
    return canonicalText(value)
  }
}

/** 32-bit FNV-1a over the UTF-16 code units: fast, dependency-free, enough to catch damage. */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** A backup's data (everything except the metadata), its parts in the file's order. */
function backupData(payload: BackupPayload): BackupPayload {
  return {
    professors: payload.professors,
    courses: payload.courses,
    assignments: payload.assignments,
    programs: payload.programs,
    programVersions: payload.programVersions,
    settings: payload.settings,
  }
}

/** Format 1's checksum of a backup's data: over its canonical JSON. */
export function backupChecksum(payload: BackupPayload): string {
  return `${CHECKSUM_ALGORITHM}:${fnv1a32(canonicalJson(backupData(payload)))}`
}

/** Format 2's checksum, over the data's JSON text (see TEXT_CHECKSUM_ALGORITHM). */
function textChecksum(dataText: string): string {
  return `${TEXT_CHECKSUM_ALGORITHM}:${fnv1a32(dataText)}`
}

/** The checksum a file's metadata should hold for `payload`, by the algorithm it names. */
function expectedChecksum(algorithmOf: string, payload: BackupPayload): string | null {
  const algorithm = algorithmOf.slice(0, algorithmOf.indexOf(':'))
  if (algorithm === TEXT_CHECKSUM_ALGORITHM)
    return textChecksum(JSON.stringify(backupData(payload)))
  if (algorithm === CHECKSUM_ALGORITHM) return backupChecksum(payload)
  return null
}

// ---- Writing -------------------------------------------------------------------------------

/** 'CourseLoad-backup-2025-09-15T10-00-00-000Z.json': the ISO time, safe in any file system. */
export function backupFileName(now: Date): string {
  return `${PRODUCT_NAME}-backup-${now.toISOString().replace(/[:.]/g, '-')}.json`
}

function exportMetadata(payload: BackupPayload, now: Date, checksum: string): ExportMetadata {
  const discovery: Record<string, number> = {}
  for (const kind of BACKUP_KINDS) discovery[kind] = payload[kind].length
  return {
    timestamp: now.toISOString(),
    version: EXPORT_FORMAT_VERSION,
    discovery,
    validation: { checksum: true },
    source: BACKUP_SOURCE,
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    checksum,
  }
}

export function buildBackupFile(payload: BackupPayload, now: Date): BackupFile {
  const data = backupData(payload)
  return {
    _exportMetadata: exportMetadata(payload, now, textChecksum(JSON.stringify(data))),
    ...data,
  }
}

/**
 * The backup file's text: the same as JSON.stringify(buildBackupFile(payload, now)), with the
 * 10 MB of data serialised once for both the checksum and the file. Compact, not indented: a
 * third smaller, so it is written, read and parsed faster; any JSON viewer indents it.
 */
export function backupFileText(payload: BackupPayload, now: Date): string {
  const dataText = JSON.stringify(backupData(payload))
  const metadata = JSON.stringify(exportMetadata(payload, now, textChecksum(dataText)))
  return `{"_exportMetadata":${metadata},${dataText.slice(1)}`
}

// ---- Reading -------------------------------------------------------------------------------

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const RICH_KEYS: ReadonlySet<string> = new Set(['_exportMetadata', ...BACKUP_KINDS, 'settings'])

/** Keys of the spec's keyed backup: every 'courseload-…' key and the unprefixed ones we know. */
const LEGACY_UNPREFIXED: ReadonlySet<string> = new Set([
  'academicYear',
  'selectedSemester',
  'professorFormDraft',
  'programs',
])
function isLegacyKey(key: string): boolean {
  return key.startsWith(`${STORAGE_PREFIX}-`) || LEGACY_UNPREFIXED.has(key)
}

function settingsOf(raw: unknown): BackupSettings {
  if (!isObject(raw)) return {}
  const out: BackupSettings = {}
  // Our own export nests academic settings flat; other tools wrote { academicSettings: {...} }.
  const academic = isObject(raw.academicSettings) ? raw.academicSettings : raw
  if (typeof academic.academicYear === 'string') out.academicYear = academic.academicYear
  if (typeof academic.currentTerm === 'string') out.currentTerm = academic.currentTerm
  if (raw.userPreferences !== undefined) out.userPreferences = raw.userPreferences
  if (typeof raw.selectedSemester === 'string') out.selectedSemester = raw.selectedSemester
  if (raw.ghostedSections !== undefined) out.ghostedSections = raw.ghostedSections
  if (raw.reportOptions !== undefined) out.reportOptions = raw.reportOptions
  if (raw.workloadRules !== undefined) out.workloadRules = raw.workloadRules
  if (raw[PACK_RECORDS_BACKUP_FIELD] !== undefined) out[PACK_RECORDS_BACKUP_FIELD] = raw[PACK_RECORDS_BACKUP_FIELD]
  if (raw.scenarios !== undefined) out.scenarios = raw.scenarios
  return out
}

function fail(reason: string): ParsedBackup {
  return { ok: false, error: `${BACKUP_MESSAGES.invalid}: ${reason}` }
}

/** Read the envelope of a backup file's text. Never throws. */
export function parseBackupText(text: string): ParsedBackup {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(BACKUP_MESSAGES.notJson)
  }
  return parseBackupValue(value)
}

export function parseBackupValue(value: unknown): ParsedBackup {
  if (!isObject(value)) return fail(BACKUP_MESSAGES.notObject)

  if ('_exportMetadata' in value) {
    const meta = value._exportMetadata
    if (!isObject(meta)) return fail(BACKUP_MESSAGES.notObject)
    if (meta.version !== EXPORT_FORMAT_VERSION)
      return fail(BACKUP_MESSAGES.wrongVersion(meta.version))
    const ours = meta.format === BACKUP_FORMAT
    if (
      ours &&
      (typeof meta.formatVersion !== 'number' || meta.formatVersion > BACKUP_FORMAT_VERSION)
    ) {
      return fail(BACKUP_MESSAGES.newerFormat(meta.formatVersion))
    }
    const metadata = exportMetadataSchema.safeParse(meta)
    if (!metadata.success) return fail(BACKUP_MESSAGES.notObject)

    const lists: Partial<Record<BackupKind, unknown[]>> = {}
    for (const kind of BACKUP_KINDS) {
      const list = value[kind]
      if (list === undefined) lists[kind] = []
      else if (Array.isArray(list)) lists[kind] = list
      else return fail(BACKUP_MESSAGES.notList(kind))
    }
    const payload: BackupPayload = {
      professors: lists.professors!,
      courses: lists.courses!,
      assignments: lists.assignments!,
      programs: lists.programs!,
      programVersions: lists.programVersions!,
      // Ours is checked exactly as written; another tool's settings are picked apart.
      settings:
        ours && isObject(value.settings)
          ? (value.settings as BackupSettings)
          : settingsOf(value.settings),
    }
    const checksum = metadata.data.checksum
    if (ours && (checksum === undefined || checksum !== expectedChecksum(checksum, payload))) {
      return fail(BACKUP_MESSAGES.checksum)
    }
    return {
      ok: true,
      shape: ours ? 'courseload' : 'rich',
      payload: ours ? { ...payload, settings: settingsOf(payload.settings) } : payload,
      exportedAt: metadata.data.timestamp || null,
      unknownKeys: Object.keys(value).filter((k) => !RICH_KEYS.has(k)),
    }
  }

  const keys = Object.keys(value)
  const known = keys.filter(isLegacyKey)
  if (known.length === 0) return fail(BACKUP_MESSAGES.noData)
  const stamp = value.exportedAt ?? value.timestamp
  return {
    ok: true,
    shape: 'legacy',
    source: value,
    exportedAt: typeof stamp === 'string' ? stamp : null,
    unknownKeys: keys.filter((k) => !isLegacyKey(k) && k !== 'exportedAt' && k !== 'timestamp'),
  }
}
