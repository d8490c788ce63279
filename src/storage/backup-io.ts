/**
 * Backup export, backup restore and reset (spec section 7 "Export, import and backup", section 4
 * "Clear cache and reset").
 *
 *  - Export gathers every record of every store (as the schemas read them) and the small
 *    settings: academic settings, preferences, selected semester, ghosted sections, the reports'
 *    options (the report creator), the workload rules and the CAAT-A professor records (these two
 *    from their IndexedDB stores, written in the file's `settings` as before, so every file
 *    written before and after database version 2 has the same shape).
 *  - Restore reads a parsed backup (domain/exchange/backup.ts) item by item with the entity schemas
 *    (the keyed legacy shape through the legacy reader), then replaces every entity store in ONE
 *    transaction together with the academic settings, the workload rules and the CAAT-A records:
 *    on any failure nothing changes. A file without rules or records (older than them) leaves
 *    those stored now as they are. The localStorage values (preferences and the like) are
 *    written only after that transaction succeeded. A file in which no
 *    professor, course or assignment can be read is refused: restoring it would replace the
 *    plan with nothing.
 *  - Reset empties every store and the settings store in one transaction, then removes the
 *    product's localStorage keys (and only those).
 */
import { z } from '@/domain/kernel/zod'
import { normalizeAcademicSettings } from '@/domain/calendar/academic-settings'
import { isValidAcademicYear } from '@/domain/calendar/academic-year'
import {
  BACKUP_KIND_LABELS,
  BACKUP_KINDS,
  BACKUP_MESSAGES,
  type BackupKind,
  type BackupPayload,
  type BackupShape,
  type ParsedBackup,
} from '@/domain/exchange/backup'
import { ENTITY_STORES, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { MAX_YEAR, MIN_YEAR } from '@/domain/kernel/number-bounds'
import { reportSettingsSchema, type ReportSettings } from '@/domain/reports/report'
import { parseSemesterValue } from '@/domain/calendar/semester-options'
import { userPreferencesSchema, type AcademicSettings } from '@/domain/model/settings'
import type { UserPreferences } from '@/domain/kernel/user-preferences'
import { ACADEMIC_SETTINGS_KEY, readAcademicSettings } from './academic-settings-store'
import { ENTITY_KEY_PATHS, entityKey } from './entity-keys'
import { ENTITY_INPUT_SCHEMAS, passesInputShapeCheck } from './entity-schemas'
import { emitStorageEvent } from './events'
import {
  normalizeLegacyItem,
  readLegacyFromObject,
  toStoredProgram,
  type LegacyStoreName,
} from './legacy-reader'
import {
  getGhostedSections,
  getSelectedSemester,
  getUserPreferences,
  removeAllProductKeys,
  setAcademicYear,
  setGhostedSections,
  setSelectedSemester,
  setUserPreferences,
  type LocalWriteResult,
} from './local-storage'
import { getReportOptions, setReportOptions } from './report-storage'
import { onePerProfessor, readPackRecords } from './packs/pack-records-io'
import type { PackRecord } from '@/domain/policy/pack-schemas'
import { PACK_RECORDS_BACKUP_FIELD } from '@/domain/exchange/packs/pack-backup-fields'
import {
  readWorkloadRules,
  WORKLOAD_RULES_SETTING_ID,
  workloadRulesSetting,
  type WorkloadRules,
} from '@/domain/policy/workload-rules-setting'
import { STORAGE_KEYS, UNPREFIXED_KEYS } from './storage-keys'
import type { DataStore } from './types'
import { parseStored, type ScenarioRepository, type StoredScenario } from './scenario-repository'
import { pluralize } from '@/domain/kernel/format'

/** A backup read and checked, ready to preview and restore. */
export interface BackupContents {
  shape: BackupShape
  exportedAt: string | null
  records: { [K in BackupKind]: EntityMap[K][] }
  /** Items that failed their schema and will not be restored, per kind. */
  skipped: Record<BackupKind, number>
  /** Why: the first few skipped records, each named with its first bad field (rich files only). */
  problems: string[]
  unknownKeys: string[]
  academicSettings: AcademicSettings | null
  preferences: UserPreferences | null
  selectedSemester: string | null
  ghostedSections: string[] | null
  /** The reports' options (the report creator among them), or null when the file has none. */
  reportOptions: ReportSettings | null
  /** The workload rules, or null when the file has none (an older backup: the current ones stay). */
  workloadRules: WorkloadRules | null
  /** The packs' professor records (CAAT-A's), or null when the file has none. */
  contractRecords: PackRecord[] | null
  /**
   * The what-if scenarios, or null when the file has none (an older backup): the scenarios
   * stored now are then kept (restoreScenarios). Unreadable ones are left out.
   */
  scenarios?: StoredScenario[] | null
  /**
   * What the preview must say before "Replace all data" about records that do not fit together:
   * assignments whose course or professor is not in the file (skipped), two records with one id
   * (the later one kept).
   */
  referenceNotes: string[]
}

export type ReadBackupResult = { ok: true; contents: BackupContents } | { ok: false; error: string }

// ---- Export --------------------------------------------------------------------------------

/** Every store's readable records, as `list()` returns them. */
export type StoredLists = { [K in EntityStoreName]: readonly EntityMap[K][] }

async function readLists(store: DataStore): Promise<StoredLists> {
  const lists = await Promise.all(ENTITY_STORES.map((name) => store[name].list()))
  return Object.fromEntries(ENTITY_STORES.map((name, i) => [name, lists[i]!.items])) as unknown as StoredLists
}

/**
 * The backup of everything stored. `lists`: the records as the caller already holds them (the
 * query cache, when it is known to be in step with storage), so 17,000 records are not read
 * and checked again; without it every store is read.
 */
export async function collectBackupPayload(
  store: DataStore,
  today: Date = new Date(),
  lists?: StoredLists,
  /** The stored scenarios, written when there are any (a file without them restores as before). */
  scenarios: readonly StoredScenario[] = [],
): Promise<BackupPayload> {
  const [records, academic] = await Promise.all([
    lists ?? readLists(store),
    readAcademicSettings(store, today),
  ])
  return {
    professors: [...records.professors],
    courses: [...records.courses],
    assignments: [...records.assignments],
    programs: [...records.programs],
    programVersions: [...records.programVersions],
    settings: {
      academicYear: academic.academicYear,
      currentTerm: academic.currentTerm,
      userPreferences: getUserPreferences(),
      selectedSemester: getSelectedSemester(),
      ghostedSections: getGhostedSections(),
      reportOptions: getReportOptions(),
      workloadRules: readWorkloadRules(records.planSettings.find((s) => s.id === WORKLOAD_RULES_SETTING_ID)),
      // The store's schema is the pack's (entity-schemas.ts): these are the pack's records.
      [PACK_RECORDS_BACKUP_FIELD]: [...records.contractRecords] as PackRecord[],
      ...(scenarios.length ? { scenarios: [...scenarios] } : {}),
    },
  }
}

// ---- Reading a backup ----------------------------------------------------------------------

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A keyed backup holds values as written to localStorage: JSON text, or plain text for a few keys. */
function keyedValue(source: Record<string, unknown>, key: string): unknown {
  const value = source[key]
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

function emptyCounts(): Record<BackupKind, number> {
  return { professors: 0, courses: 0, assignments: 0, programs: 0, programVersions: 0 }
}

function readSettings(raw: {
  academicYear?: unknown
  currentTerm?: unknown
  userPreferences?: unknown
  selectedSemester?: unknown
  ghostedSections?: unknown
  reportOptions?: unknown
  workloadRules?: unknown
  [PACK_RECORDS_BACKUP_FIELD]?: unknown
  scenarios?: unknown
}): Pick<
  BackupContents,
  | 'academicSettings'
  | 'preferences'
  | 'selectedSemester'
  | 'ghostedSections'
  | 'reportOptions'
  | 'workloadRules'
  | 'contractRecords'
  | 'scenarios'
> {
  const preferences = userPreferencesSchema.safeParse(raw.userPreferences)
  const ghosted = z.array(z.string()).safeParse(raw.ghostedSections)
  const reportOptions = reportSettingsSchema.safeParse(raw.reportOptions)
  return {
    // An invalid year in a file is not restored: the current one stays.
    academicSettings: isValidAcademicYear(raw.academicYear)
      ? normalizeAcademicSettings(
          { academicYear: raw.academicYear, currentTerm: raw.currentTerm },
          new Date(),
        )
      : null,
    preferences: raw.userPreferences !== undefined && preferences.success ? preferences.data : null,
    selectedSemester: isRestorableSemester(raw.selectedSemester) ? raw.selectedSemester : null,
    ghostedSections: ghosted.success ? ghosted.data : null,
    reportOptions:
      raw.reportOptions !== undefined && reportOptions.success ? reportOptions.data : null,
    // Tolerant, as when read from storage: a bad factor gets its default, a bad record is dropped.
    workloadRules: raw.workloadRules !== undefined ? readWorkloadRules(raw.workloadRules) : null,
    contractRecords: raw[PACK_RECORDS_BACKUP_FIELD] !== undefined ? readPackRecords(raw[PACK_RECORDS_BACKUP_FIELD]) : null,
    scenarios: Array.isArray(raw.scenarios) ? raw.scenarios.map(parseStored).filter((s) => s !== undefined) : null,
  }
}

/** A selection the header can show: all, a custom range, or a term of a year within bounds. */
function isRestorableSemester(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const parsed = parseSemesterValue(value)
  if (!parsed) return false
  return parsed.kind !== 'term' || (parsed.year >= MIN_YEAR && parsed.year <= MAX_YEAR)
}

/** How many skipped records are described one by one; the rest are only counted. */
export const MAX_BACKUP_PROBLEMS = 5

/** Reports records read so far out of all; called every few thousand records. */
export type RecordProgress = (done: number, total: number) => void
const PROGRESS_EVERY = 2000

type ItemResult<T> = { record: T } | { problem: string }

/** 'Courses record "c-2"', or 'Courses record 7' when the item has no usable key. */
function recordName(kind: BackupKind, item: unknown, position: number): string {
  const key = isObject(item) ? item[ENTITY_KEY_PATHS[kind]] : undefined
  return `${BACKUP_KIND_LABELS[kind]} record ${typeof key === 'string' && key ? `"${key}"` : position}`
}

/**
 * One item of a rich backup. An item this app exported passes the cheap shape check compiled
 * from its schema and is taken as it is (the full parse would return it unchanged: it has no
 * null fields to drop, and its values are already normalised); anything else is smoothed over
 * like older data and fully parsed, and a failure names the record and the first bad field.
 */
function readItem<K extends BackupKind>(
  kind: K,
  item: unknown,
  position: number,
): ItemResult<EntityMap[K]> {
  if (passesInputShapeCheck(kind, item)) return { record: item }
  if (kind === 'programs') {
    const program = toStoredProgram(item, position)
    if (program) return { record: program as EntityMap[K] }
    return { problem: `${recordName(kind, item, position)}: not a program this app can read.` }
  }
  const input =
    kind === 'programVersions' ? item : normalizeLegacyItem(kind as LegacyStoreName, item)
  const parsed = ENTITY_INPUT_SCHEMAS[kind].safeParse(input)
  if (parsed.success) return { record: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  return {
    problem: `${recordName(kind, item, position)}: ${where}${issue?.message ?? 'invalid data'}.`,
  }
}

function readPayload(
  payload: BackupPayload,
  onProgress?: RecordProgress,
): Pick<BackupContents, 'records' | 'skipped' | 'problems'> {
  const skipped = emptyCounts()
  const problems: string[] = []
  const total = BACKUP_KINDS.reduce((sum, kind) => sum + payload[kind].length, 0)
  let done = 0
  const take = <K extends BackupKind>(kind: K): EntityMap[K][] => {
    const out: EntityMap[K][] = []
    const items = payload[kind]
    for (let i = 0; i < items.length; i++) {
      const result = readItem(kind, items[i], i + 1)
      if ('record' in result) out.push(result.record)
      else {
        skipped[kind]++
        if (problems.length < MAX_BACKUP_PROBLEMS) problems.push(result.problem)
      }
      if (++done % PROGRESS_EVERY === 0) onProgress?.(done, total)
    }
    return out
  }
  const records = {
    professors: take('professors'),
    courses: take('courses'),
    assignments: take('assignments'),
    programs: take('programs'),
    programVersions: take('programVersions'),
  }
  onProgress?.(total, total)
  return { records, skipped, problems }
}

function readKeyed(
  source: Record<string, unknown>,
): Pick<BackupContents, 'records' | 'skipped' | 'problems'> & ReturnType<typeof readSettings> {
  const legacy = readLegacyFromObject(source)
  const appState = keyedValue(source, STORAGE_KEYS.appState)
  const state = isObject(appState) ? appState : {}
  const settingsValue = keyedValue(source, STORAGE_KEYS.settings)
  const settings = isObject(settingsValue) ? settingsValue : {}
  return {
    records: {
      professors: legacy.professors,
      courses: legacy.courses,
      assignments: legacy.assignments,
      programs: legacy.programs,
      programVersions: [],
    },
    skipped: { ...legacy.skipped, programVersions: 0 },
    problems: [],
    ...readSettings({
      academicYear:
        keyedValue(source, UNPREFIXED_KEYS.academicYear) ??
        settings.academicYear ??
        state.currentAcademicYear,
      currentTerm: settings.currentTerm ?? state.currentTerm,
      userPreferences: keyedValue(source, STORAGE_KEYS.userPreferences) ?? state.userPreferences,
      selectedSemester: keyedValue(source, UNPREFIXED_KEYS.selectedSemester),
      ghostedSections: keyedValue(source, STORAGE_KEYS.ghostedSections),
      reportOptions: keyedValue(source, STORAGE_KEYS.reportOptions),
      workloadRules: keyedValue(source, STORAGE_KEYS.workloadRules),
      [PACK_RECORDS_BACKUP_FIELD]: keyedValue(source, STORAGE_KEYS.contractRecords),
    }),
  }
}

/** The plan itself: a backup that brings none of these back would replace the plan with nothing. */
const PLAN_KINDS = ['professors', 'courses', 'assignments'] as const satisfies readonly BackupKind[]

/** '12 professors, 16 courses, 10 assignments': the kinds with skipped records. */
export function skippedList(
  skipped: Record<BackupKind, number>,
  kinds: readonly BackupKind[] = BACKUP_KINDS,
): string {
  return kinds
    .filter((kind) => skipped[kind] > 0)
    .map((kind) => `${skipped[kind]} ${BACKUP_KIND_LABELS[kind].toLowerCase()}`)
    .join(', ')
}

/**
 * Parse every item of a backup. Refuses a file that holds nothing to restore, and one in which
 * no record, or no professor, course or assignment, can be read: confirming it would replace
 * everything stored with (next to) nothing. The reason names what could not be read and why.
 */
export function readBackupContents(
  parsed: ParsedBackup,
  onProgress?: RecordProgress,
): ReadBackupResult {
  if (!parsed.ok) return parsed
  const body =
    parsed.shape === 'legacy'
      ? readKeyed(parsed.source)
      : { ...readPayload(parsed.payload, onProgress), ...readSettings(parsed.payload.settings) }
  const total = BACKUP_KINDS.reduce((sum, kind) => sum + body.records[kind].length, 0)
  const skippedTotal = BACKUP_KINDS.reduce((sum, kind) => sum + body.skipped[kind], 0)
  const example = body.problems[0] ? ` For example: ${body.problems[0]}` : ''
  if (total === 0 && skippedTotal > 0) {
    return {
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: none of the ${skippedTotal} records in the file could be read (${skippedList(body.skipped)}).${example}`,
    }
  }
  const planRead = PLAN_KINDS.reduce((sum, kind) => sum + body.records[kind].length, 0)
  const planSkipped = PLAN_KINDS.reduce((sum, kind) => sum + body.skipped[kind], 0)
  if (planRead === 0 && planSkipped > 0) {
    return {
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: none of the ${planSkipped} professors, courses and assignments in the file could be read (${skippedList(body.skipped, PLAN_KINDS)}).${example}`,
    }
  }
  if (total === 0 && !body.academicSettings && !body.preferences) {
    return { ok: false, error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.noData}` }
  }
  const checked = checkReferences(body.records)
  return {
    ok: true,
    contents: {
      shape: parsed.shape,
      exportedAt: parsed.exportedAt,
      unknownKeys: parsed.unknownKeys,
      ...body,
      records: checked.records,
      referenceNotes: checked.notes,
    },
  }
}

/**
 * Records of a backup that do not fit together, said before the restore: an assignment of a
 * course or a professor the file does not hold counts for nobody, so it is skipped; two records
 * with one id become one when stored (the later one is kept, as IndexedDB's put does).
 */
export function checkReferences(records: BackupContents['records']): { records: BackupContents['records']; notes: string[] } {
  const notes: string[] = []
  for (const kind of BACKUP_KINDS) {
    const keys = (records[kind] as EntityMap[typeof kind][]).map((r) => entityKey(kind, r))
    const twice = keys.length - new Set(keys).size
    if (twice)
      notes.push(`${pluralize(twice, BACKUP_KIND_LABELS[kind].toLowerCase().replace(/s$/, ''))} ${twice === 1 ? 'has' : 'have'} the same id as an earlier one in the file: the later one is kept.`)
  }
  const courses = new Set(records.courses.map((c) => c.id))
  const professors = new Set(records.professors.map((p) => p.id))
  const fits = records.assignments.filter((a) => courses.has(a.courseId) && professors.has(a.professorId))
  const orphans = records.assignments.length - fits.length
  if (orphans)
    notes.push(`${pluralize(orphans, 'assignment')} ${orphans === 1 ? 'points' : 'point'} at a course or professor not in the file: ${orphans === 1 ? 'it is' : 'they are'} skipped.`)
  return { records: orphans ? { ...records, assignments: fits } : records, notes }
}

// ---- Restore and reset ---------------------------------------------------------------------

function announceLocal(key: string, result: LocalWriteResult): void {
  if (result.ok) emitStorageEvent({ type: 'local-key-changed', key })
  else emitStorageEvent({ type: 'write-error', error: result.error })
}

/**
 * Every store's records after a restore, as a list read from storage would return them; the
 * workload rules' and CAAT-A records' stores only when the file had them (else they were kept).
 */
export type RestoredLists = { [K in BackupKind]: EntityMap[K][] } & {
  [K in Exclude<EntityStoreName, BackupKind>]?: EntityMap[K][]
}

/**
 * The records of a store as storage holds them after putting `records` into an empty store: one
 * per key (a later duplicate replaced the earlier), in key order (what getAll returns).
 */
export function asStored<S extends EntityStoreName>(
  store: S,
  records: readonly EntityMap[S][],
): EntityMap[S][] {
  const byKey = new Map<string, EntityMap[S]>()
  for (const record of records) byKey.set(entityKey(store, record), record)
  const out = byKey.size === records.length ? [...records] : [...byKey.values()]
  let sorted = true
  for (let i = 1; i < out.length && sorted; i++)
    sorted = entityKey(store, out[i - 1]!) < entityKey(store, out[i]!)
  // IndexedDB orders string keys by code unit, which is what < does.
  if (!sorted) out.sort((a, b) => (entityKey(store, a) < entityKey(store, b) ? -1 : 1))
  return out
}

/**
 * Replace everything with the backup's contents: one transaction for the records and academic
 * settings (rejects with a StorageError and changes nothing on failure), then the small
 * localStorage values. Resolves to every store's records as now stored.
 */
export async function restoreBackup(
  store: DataStore,
  contents: BackupContents,
): Promise<RestoredLists> {
  const { records } = contents
  const planSettings = contents.workloadRules ? [workloadRulesSetting(contents.workloadRules)] : undefined
  const contractRecords = contents.contractRecords ? onePerProfessor(contents.contractRecords) : undefined
  // A file older than the rules or the records says nothing about them: those stored now stay.
  const kept = new Set<EntityStoreName>([...(planSettings ? [] : ['planSettings' as const]), ...(contractRecords ? [] : ['contractRecords' as const])])
  // The records as stored: with the revisions the write path gave them (revisions.ts: a
  // backup's own revisions are kept when higher; one without them is written as new: 1, or one
  // past the stored record it changes).
  const applied = await store.apply(
    {
      clear: ENTITY_STORES.filter((name) => !kept.has(name)),
      put: {
        professors: records.professors,
        courses: records.courses,
        assignments: records.assignments,
        programs: records.programs,
        programVersions: records.programVersions,
        ...(contractRecords ? { contractRecords } : {}),
        ...(planSettings ? { planSettings } : {}),
      },
    },
    // Not undoable (the undo history is cleared): the records it replaces are not read first.
    {
      recordChange: false,
      ...(contents.academicSettings
        ? { settings: { [ACADEMIC_SETTINGS_KEY]: contents.academicSettings } }
        : {}),
    },
  )
  if (contents.academicSettings)
    announceLocal(
      UNPREFIXED_KEYS.academicYear,
      setAcademicYear(contents.academicSettings.academicYear),
    )
  if (contents.preferences)
    announceLocal(STORAGE_KEYS.userPreferences, setUserPreferences(contents.preferences))
  if (contents.selectedSemester)
    announceLocal(UNPREFIXED_KEYS.selectedSemester, setSelectedSemester(contents.selectedSemester))
  if (contents.ghostedSections)
    announceLocal(STORAGE_KEYS.ghostedSections, setGhostedSections(contents.ghostedSections))
  if (contents.reportOptions)
    announceLocal(STORAGE_KEYS.reportOptions, setReportOptions(contents.reportOptions))
  const { put } = applied
  return {
    professors: asStored('professors', put.professors ?? []),
    courses: asStored('courses', put.courses ?? []),
    assignments: asStored('assignments', put.assignments ?? []),
    programs: asStored('programs', put.programs ?? []),
    programVersions: asStored('programVersions', put.programVersions ?? []),
    ...(contractRecords ? { contractRecords: asStored('contractRecords', put.contractRecords ?? []) } : {}),
    ...(planSettings ? { planSettings: asStored('planSettings', put.planSettings ?? []) } : {}),
  }
}

/** Erase every record, the settings store and the product's localStorage keys. */
export async function resetAllData(store: DataStore): Promise<string[]> {
  await store.apply({ clear: [...ENTITY_STORES] }, { clearSettings: true })
  const removed = removeAllProductKeys()
  for (const key of removed) emitStorageEvent({ type: 'local-key-changed', key })
  return removed
}

/**
 * After a restore: the backup's scenarios replace the stored ones with the same id; scenarios
 * stored here that the file does not hold (an older backup, or made since) are KEPT, never
 * deleted by a restore. Their bases are what live held when they were made, so the compare and
 * promote screens show how the restored live differs as drift. Resolves to the names of the kept
 * ones, for the message.
 */
export async function restoreScenarios(repo: ScenarioRepository, scenarios: readonly StoredScenario[] | null | undefined): Promise<string[]> {
  const stored = (await repo.list()).items
  const inFile = new Set((scenarios ?? []).map((s) => s.id))
  for (const scenario of scenarios ?? []) {
    const current = stored.find((s) => s.id === scenario.id)
    await repo.put(scenario, current ? current.rev : null)
  }
  return stored.filter((s) => !inFile.has(s.id)).map((s) => s.name)
}

/** What the restore says about the scenarios it kept. */
export function keptScenariosMessage(names: readonly string[]): string | null {
  if (!names.length) return null
  const list = names.map((n) => `"${n}"`).join(', ')
  return names.length === 1
    ? `The scenario ${list} is not in this backup and was kept. It was made from the live plan as it was before the restore: compare it with live to see what differs.`
    : `${names.length} scenarios are not in this backup and were kept (${list}). They were made from the live plan as it was before the restore: compare them with live to see what differs.`
}
