/**
 * Every localStorage key CourseLoad owns, in one place.
 *
 * What lives where, and why:
 *  - IndexedDB (db.ts) holds the entity data: professors, courses, assignments, programs,
 *    program versions, the CAAT-A professor records and the workload rules (since database
 *    version 2), plus academic settings and migration markers. It is transactional (an
 *    action lands whole or not at all), holds far more than localStorage's few megabytes, and
 *    does not block the page while writing.
 *  - localStorage holds small UI values the first render needs synchronously (academic year,
 *    selected semester, preferences, ghosted sections, the professor-form draft, spreadsheet
 *    column matches chosen by hand, the date of
 *    the last backup, whether persistence was granted), and the original app's entity keys,
 *    which are only read, by the one-time legacy migration and backup import.
 *
 * Product keys are 'courseload-<name>' (spec section 7); a few keys of the original app have no
 * prefix and are listed separately so "clear cache" can still find them.
 */
import { PACK_RECORDS_LEGACY_KEY } from './packs/pack-storage'
import { STORAGE_PREFIX } from '@/domain/kernel/constants'

const prefixed = <N extends string>(name: N) => `${STORAGE_PREFIX}-${name}` as const

/** Keys with the product prefix (spec section 7, "Local storage keys"). */
export const STORAGE_KEYS = {
  appState: prefixed('app-state'),
  professors: prefixed('professors'),
  courses: prefixed('courses'),
  assignments: prefixed('assignments'),
  programs: prefixed('programs'),
  activePrograms: prefixed('active-programs'),
  ghostedSections: prefixed('ghosted-sections'),
  userPreferences: prefixed('user-preferences'),
  settings: prefixed('settings'),
  lastBackup: prefixed('last-backup'),
  /** Time of the first data change not yet in a backup (for the 7-day backup reminder). */
  changesSince: prefixed('changes-since'),
  /** When the backup reminder was last dismissed. */
  backupReminderDismissed: prefixed('backup-reminder-dismissed'),
  /** Result of navigator.storage.persist(), so it is asked once rather than on every save. */
  storagePersisted: prefixed('storage-persisted'),
  /** The reports screen's options (include inactive, creator …), kept per browser. */
  reportOptions: prefixed('report-options'),
  /** The report handed to the print window (written just before it opens, read by it). */
  printReport: prefixed('print-report'),
  /** Each data table's columns (shown, order, widths) and row density, kept per browser. */
  tableLayouts: prefixed('table-layouts'),
  /** Column matches the user chose by hand in a spreadsheet import, per set of headers. */
  sheetColumnMatches: prefixed('sheet-column-matches'),
  /**
   * The workload rules as versions before database version 2 kept them. Read only by the one-time
   * move into the planSettings store (migrate-contract-records.ts) and by backups of those
   * versions; left in place after the move, removed by reset.
   */
  workloadRules: prefixed('workload-rules'),
  /**
   * The CAAT-A professor records as versions before database version 2 kept them: read only by
   * the one-time move into the contractRecords store and by backups of those versions.
   */
  contractRecords: prefixed(PACK_RECORDS_LEGACY_KEY),
  /**
   * The school server this plan is shared through (issue 34): its address, the shared plan's id,
   * whether the plan is shared, and the trial sign-in's token (storage/sync-settings.ts).
   */
  sync: prefixed('sync'),
} as const

/** The keys the one-time move into the database (migrate-contract-records.ts) reads. */
export const CONTRACT_RECORD_LEGACY_KEYS = [STORAGE_KEYS.workloadRules, STORAGE_KEYS.contractRecords] as const

/**
 * Keys without the prefix. The spec names only 'academicYear'; the other three names are ours,
 * as the spec describes those keys without naming them.
 */
export const UNPREFIXED_KEYS = {
  academicYear: 'academicYear',
  selectedSemester: 'selectedSemester',
  professorFormDraft: 'professorFormDraft',
  /** Programs in the older format, read once by the migration (spec section 7). */
  legacyPrograms: 'programs',
} as const

/**
 * sessionStorage keys: choices that last for this browser session only. Picking 'All Semesters'
 * is one: the spec switches a stored 'all' to the current semester at every start, unless the
 * user chose 'All Semesters' during the current session.
 */
export const SESSION_KEYS = {
  allSemestersChosen: prefixed('all-semesters-chosen'),
  /** The what-if scenario this tab has open (issue 33): per tab, so another tab stays on live. */
  openScenario: prefixed('open-scenario'),
} as const

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof UNPREFIXED_KEYS)[keyof typeof UNPREFIXED_KEYS]

export const ALL_STORAGE_KEYS: readonly StorageKey[] = [
  ...Object.values(STORAGE_KEYS),
  ...Object.values(UNPREFIXED_KEYS),
]

/** Ours: carries the product prefix or is one of the registered unprefixed keys. */
export function isProductKey(key: string): boolean {
  return key.startsWith(`${STORAGE_PREFIX}-`) || (Object.values(UNPREFIXED_KEYS) as string[]).includes(key)
}

/**
 * The localStorage keys older versions kept their records under (read once by the legacy
 * migration). Start-up checks these cheaply and loads the migration code only when one exists.
 */
export const LEGACY_DATA_KEYS: readonly string[] = [
  STORAGE_KEYS.professors,
  STORAGE_KEYS.courses,
  STORAGE_KEYS.assignments,
  STORAGE_KEYS.programs,
  UNPREFIXED_KEYS.legacyPrograms,
]
