import { describe, expect, it } from 'vitest'
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MESSAGES,
  backupChecksum,
  backupFileName,
  backupFileText,
  buildBackupFile,
  canonicalJson,
  fnv1a32,
  parseBackupText,
  parseBackupValue,
  restoreSummary,
  type BackupPayload,
} from './backup'
import { isBackupReminderDue } from '@/domain/kernel/backup-reminder'

const NOW = new Date('2025-09-15T10:00:00.000Z')
/** backupChecksum(payload()) as computed by the original canonical form (format 1 files). */
const BEFORE_FAST_CHECKSUM = 'fnv1a32:be58fbf8'

function payload(overrides: Partial<BackupPayload> = {}): BackupPayload {
  return {
    professors: [{ id: 'p1', firstName: 'Ada', lastName: 'Lovelace' }],
    courses: [{ id: 'c1', code: 'ANIM1001', title: 'Drawing' }],
    assignments: [],
    programs: [],
    programVersions: [],
    settings: { academicYear: '2025-2026', currentTerm: 'fall' },
    ...overrides,
  }
}

describe('backup file name', () => {
  it("is 'CourseLoad-backup-' plus a file-safe timestamp", () => {
    expect(backupFileName(NOW)).toBe('CourseLoad-backup-2025-09-15T10-00-00-000Z.json')
  })
})

describe('checksum', () => {
  it('does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}')
    expect(backupChecksum(payload())).toBe(
      backupChecksum({
        ...payload(),
        settings: { currentTerm: 'fall', academicYear: '2025-2026' },
      }),
    )
  })

  it('sorts keys as text, digits first, leaves out undefined and functions, and keeps array holes as null', () => {
    expect(canonicalJson({ b: 1, '10': 'x', a: { '2': true, z: null }, u: undefined })).toBe(
      '{"10":"x","a":{"2":true,"z":null},"b":1}',
    )
    expect(canonicalJson([undefined, () => 1, 'a'])).toBe('[null,null,"a"]')
    expect(canonicalJson('text')).toBe('"text"')
    expect(canonicalJson(undefined)).toBe('null')
  })

  it('gives the checksum files exported before it was made faster', () => {
    // Written by the earlier string-by-string canonical form; a restore must still accept it.
    expect(backupChecksum(payload())).toBe(BEFORE_FAST_CHECKSUM)
  })

  it('changes when any value changes', () => {
    const changed = payload({ courses: [{ id: 'c1', code: 'ANIM1001', title: 'Drawing!' }] })
    expect(backupChecksum(changed)).not.toBe(backupChecksum(payload()))
  })

  it('is FNV-1a 32-bit', () => {
    expect(fnv1a32('')).toBe('811c9dc5')
    expect(fnv1a32('a')).toBe('e40c292c')
  })
})

describe('our backup format', () => {
  it('round-trips: what is written is read back identically, with its date', () => {
    const file = buildBackupFile(payload(), NOW)
    expect(file._exportMetadata).toMatchObject({
      timestamp: NOW.toISOString(),
      version: '2.0',
      source: 'adaptive-export-v2',
      format: 'courseload-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      discovery: { professors: 1, courses: 1, assignments: 0, programs: 0, programVersions: 0 },
    })
    const parsed = parseBackupText(JSON.stringify(file, null, 2))
    expect(parsed).toEqual({
      ok: true,
      shape: 'courseload',
      payload: payload(),
      exportedAt: NOW.toISOString(),
      unknownKeys: [],
    })
  })

  it('writes the same text as serialising the file object, compact, with the data serialised once', () => {
    const text = backupFileText(payload(), NOW)
    expect(text).toBe(JSON.stringify(buildBackupFile(payload(), NOW)))
    expect(text).not.toContain('\n')
    expect(JSON.parse(text)._exportMetadata.checksum).toMatch(/^fnv1a32-json:[0-9a-f]{8}$/)
    expect(parseBackupText(text)).toMatchObject({
      ok: true,
      shape: 'courseload',
      payload: payload(),
    })
  })

  it('still reads a format 1 file, checked by its canonical checksum whatever its key order', () => {
    const older = buildBackupFile(payload(), NOW)
    older._exportMetadata.formatVersion = 1
    older._exportMetadata.checksum = BEFORE_FAST_CHECKSUM
    older.settings = { currentTerm: 'fall', academicYear: '2025-2026' }
    expect(parseBackupValue(older)).toMatchObject({
      ok: true,
      shape: 'courseload',
      payload: payload(),
    })
    older.courses = [{ id: 'c1', code: 'ANIM1001', title: 'Edited by hand' }]
    expect(parseBackupValue(older)).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.checksum}`,
    })
  })

  it('refuses a checksum of an unknown kind', () => {
    const file = buildBackupFile(payload(), NOW)
    file._exportMetadata.checksum = 'sha1:0000'
    expect(parseBackupValue(file)).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.checksum}`,
    })
  })

  it('refuses a file whose data no longer matches its checksum', () => {
    const file = buildBackupFile(payload(), NOW)
    file.courses = [{ id: 'c1', code: 'ANIM1001', title: 'Edited by hand' }]
    expect(parseBackupValue(file)).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.checksum}`,
    })
  })

  it('refuses our format without a checksum', () => {
    const file = buildBackupFile(payload(), NOW)
    delete file._exportMetadata.checksum
    expect(parseBackupValue(file).ok).toBe(false)
  })

  it('refuses a newer format version and a wrong export version', () => {
    const newer = buildBackupFile(payload(), NOW)
    newer._exportMetadata.formatVersion = BACKUP_FORMAT_VERSION + 1
    expect(parseBackupValue(newer)).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.newerFormat(BACKUP_FORMAT_VERSION + 1)}`,
    })
    const wrong = {
      ...buildBackupFile(payload(), NOW),
      _exportMetadata: { ...buildBackupFile(payload(), NOW)._exportMetadata, version: '1.0' },
    }
    expect(parseBackupValue(wrong)).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.wrongVersion('1.0')}`,
    })
  })

  it('reports unknown top-level keys and ignores them', () => {
    const file = { ...buildBackupFile(payload(), NOW), extra: 1 }
    const parsed = parseBackupValue(file)
    expect(parsed.ok && parsed.unknownKeys).toEqual(['extra'])
  })
})

describe("the spec's rich export (another tool's file)", () => {
  const rich = {
    professors: [{ id: 'p1' }],
    courses: [],
    assignments: [],
    programs: [],
    settings: { academicSettings: { academicYear: '2024-2025', currentTerm: 'winter' } },
    _exportMetadata: {
      timestamp: '2025-01-02T03:04:05.000Z',
      version: '2.0',
      discovery: { totalKeys: 5 },
      validation: { valid: true },
      source: 'adaptive-export-v2',
    },
  }

  it('is accepted without a checksum; its settings are picked apart', () => {
    const parsed = parseBackupValue(rich)
    expect(parsed).toMatchObject({
      ok: true,
      shape: 'rich',
      exportedAt: '2025-01-02T03:04:05.000Z',
      payload: {
        professors: [{ id: 'p1' }],
        programVersions: [],
        settings: { academicYear: '2024-2025', currentTerm: 'winter' },
      },
    })
  })

  it('refuses a list that is not a list', () => {
    expect(parseBackupValue({ ...rich, courses: { c1: {} } })).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.notList('courses')}`,
    })
  })

  it('refuses a wrong source', () => {
    expect(
      parseBackupValue({ ...rich, _exportMetadata: { ...rich._exportMetadata, source: 'x' } }).ok,
    ).toBe(false)
  })
})

describe("the spec's keyed export (stored keys)", () => {
  it('is accepted when it holds at least one stored key', () => {
    const source = { 'courseload-professors': '[]', academicYear: '2025-2026', other: 1 }
    expect(parseBackupValue(source)).toEqual({
      ok: true,
      shape: 'legacy',
      source,
      exportedAt: null,
      unknownKeys: ['other'],
    })
  })

  it('refuses an object with none of our keys', () => {
    expect(parseBackupValue({ hello: 'world' })).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${BACKUP_MESSAGES.noData}`,
    })
  })
})

describe('bad input never throws', () => {
  it.each([
    ['truncated JSON', '{"professors": [', BACKUP_MESSAGES.notJson],
    ['empty file', '', BACKUP_MESSAGES.notJson],
    ['a list', '[1,2]', BACKUP_MESSAGES.notObject],
    ['null', 'null', BACKUP_MESSAGES.notObject],
    ['metadata not an object', '{"_exportMetadata": 3}', BACKUP_MESSAGES.notObject],
  ])('%s', (_, text, reason) => {
    expect(parseBackupText(text)).toEqual({
      ok: false,
      error: `${BACKUP_MESSAGES.invalid}: ${reason}`,
    })
  })

  it('a truncated copy of a real backup', () => {
    const text = JSON.stringify(buildBackupFile(payload(), NOW))
    expect(parseBackupText(text.slice(0, text.length / 2)).ok).toBe(false)
  })
})

describe('backup reminder (7 days)', () => {
  const day = 24 * 60 * 60 * 1000
  const ago = (days: number) => new Date(NOW.getTime() - days * day).toISOString()

  it('is quiet without changes, and for a week after the first change', () => {
    expect(isBackupReminderDue({ lastBackup: null, changesSince: null, now: NOW })).toBe(false)
    expect(isBackupReminderDue({ lastBackup: null, changesSince: ago(6.9), now: NOW })).toBe(false)
    expect(isBackupReminderDue({ lastBackup: null, changesSince: ago(7), now: NOW })).toBe(true)
  })

  it('counts from the last backup when there is one', () => {
    expect(isBackupReminderDue({ lastBackup: ago(8), changesSince: ago(1), now: NOW })).toBe(true)
    expect(isBackupReminderDue({ lastBackup: ago(3), changesSince: ago(1), now: NOW })).toBe(false)
  })

  it('stays quiet for 7 days after being dismissed', () => {
    expect(
      isBackupReminderDue({
        lastBackup: null,
        changesSince: ago(10),
        now: NOW,
        dismissedAt: ago(2),
      }),
    ).toBe(false)
    expect(
      isBackupReminderDue({
        lastBackup: null,
        changesSince: ago(20),
        now: NOW,
        dismissedAt: ago(8),
      }),
    ).toBe(true)
  })
})

describe('restoreSummary (said before "Restore this backup?", issue 21)', () => {
  it('says how many records are restored against how many are stored now', () => {
    expect(restoreSummary({ restored: 38, skipped: 0, stored: 40 })).toBe(
      'Restores all 38 records in the file, replacing the 40 records stored in this browser now.',
    )
    expect(restoreSummary({ restored: 1, skipped: 0, stored: 1 })).toBe(
      'Restores the 1 record in the file, replacing the 1 record stored in this browser now.',
    )
  })

  it('when some records cannot be read, says how many of the file it restores', () => {
    expect(restoreSummary({ restored: 25, skipped: 13, stored: 1200 })).toBe(
      'Restores 25 of the 38 records in the file (13 could not be read), replacing the 1,200 records stored in this browser now.',
    )
  })

  it('a file of settings only restores no records, and still says what it replaces', () => {
    expect(restoreSummary({ restored: 0, skipped: 0, stored: 5 })).toBe(
      'Restores no records (the file holds settings only), replacing the 5 records stored in this browser now.',
    )
  })
})
