// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from '@/domain/kernel/zod'
import { DEFAULT_USER_PREFERENCES } from '@/domain/kernel/user-preferences'
import {
  clearProfessorFormDraft,
  getAcademicYear,
  getGhostedSections,
  getLastBackup,
  getProfessorFormDraft,
  getSelectedSemester,
  getUserPreferences,
  ISO_DATE_TIME_PATTERN,
  readLocal,
  removeAllProductKeys,
  setAcademicYear,
  setGhostedSections,
  setLastBackup,
  setProfessorFormDraft,
  setSelectedSemester,
  setUserPreferences,
  writeLocal,
} from './local-storage'

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const SEPT_2025 = new Date(2025, 8, 1)
const AUG_2025 = new Date(2025, 7, 31)

describe('readLocal and writeLocal', () => {
  const schema = z.object({ n: z.number() })

  it('round-trips a value through JSON and the schema', () => {
    expect(writeLocal('courseload-settings', { n: 2 })).toEqual({ ok: true })
    expect(readLocal('courseload-settings', schema, { n: 0 })).toEqual({ n: 2 })
  })

  it('gives the fallback silently when the key is absent', () => {
    expect(readLocal('courseload-settings', schema, { n: 0 })).toEqual({ n: 0 })
    expect(warn).not.toHaveBeenCalled()
  })

  it('gives the fallback and logs when the value is not JSON or has the wrong shape', () => {
    localStorage.setItem('courseload-settings', '{oops')
    expect(readLocal('courseload-settings', schema, { n: 0 })).toEqual({ n: 0 })
    localStorage.setItem('courseload-settings', '{"n":"two"}')
    expect(readLocal('courseload-settings', schema, { n: 0 })).toEqual({ n: 0 })
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('returns a quota error instead of throwing when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const result = writeLocal('courseload-settings', { n: 1 })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.kind).toBe('quota')
    expect(!result.ok && result.error.message).toBe(
      'Your browser has run out of storage space for CourseLoad. Nothing from this change was saved. Free some disk space or remove old data, then try again.',
    )
  })

  it('returns an unavailable error when storage refuses the write for another reason', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const result = writeLocal('courseload-settings', 1)
    expect(!result.ok && result.error.kind).toBe('unavailable')
  })
})

describe('removeAllProductKeys', () => {
  it('removes prefixed and registered keys only', () => {
    for (const key of ['courseload-app-state', 'courseload-last-backup', 'academicYear', 'selectedSemester', 'professorFormDraft', 'programs']) {
      localStorage.setItem(key, '1')
    }
    localStorage.setItem('someone-else', 'keep')
    localStorage.setItem('courseloadish', 'keep')
    expect(removeAllProductKeys().sort()).toEqual(
      ['academicYear', 'courseload-app-state', 'courseload-last-backup', 'professorFormDraft', 'programs', 'selectedSemester'].sort(),
    )
    expect(localStorage.length).toBe(2)
    expect(localStorage.getItem('someone-else')).toBe('keep')
  })
})

describe('academic year', () => {
  it('defaults to the year computed from today (September start)', () => {
    expect(getAcademicYear(SEPT_2025)).toBe('2025-2026')
    expect(getAcademicYear(AUG_2025)).toBe('2024-2025')
  })

  it('reads a stored value written plain (original app) or JSON-quoted', () => {
    localStorage.setItem('academicYear', '2023-2024')
    expect(getAcademicYear(SEPT_2025)).toBe('2023-2024')
    localStorage.setItem('academicYear', '"2027-2028"')
    expect(getAcademicYear(SEPT_2025)).toBe('2027-2028')
  })

  it.each(['2025-2027', '1999-2000', '2100-2101', 'garbage', '""'])('replaces invalid %s with the default', (stored) => {
    localStorage.setItem('academicYear', stored)
    expect(getAcademicYear(SEPT_2025)).toBe('2025-2026')
  })

  it('accepts the bounds 2000-2001 and 2099-2100', () => {
    expect(setAcademicYear('2000-2001')).toEqual({ ok: true })
    expect(getAcademicYear(SEPT_2025)).toBe('2000-2001')
    expect(setAcademicYear('2099-2100')).toEqual({ ok: true })
    expect(localStorage.getItem('academicYear')).toBe('2099-2100')
  })

  it('refuses to store an invalid year', () => {
    const result = setAcademicYear('2025-2025')
    expect(!result.ok && result.error.kind).toBe('invalid')
    expect(!result.ok && result.error.message).toBe(
      'Academic year must be two consecutive years such as 2025-2026, between 2000 and 2100.',
    )
    expect(localStorage.getItem('academicYear')).toBeNull()
  })
})

describe('selected semester', () => {
  it("defaults to 'all' and round-trips a value", () => {
    expect(getSelectedSemester()).toBe('all')
    setSelectedSemester('winter-2026')
    expect(getSelectedSemester()).toBe('winter-2026')
    expect(localStorage.getItem('selectedSemester')).toBe('winter-2026')
  })
})

describe('user preferences, ghosted sections, last backup, draft', () => {
  it('user preferences fall back to the defaults on garbage', () => {
    localStorage.setItem('courseload-user-preferences', '{"theme":"neon"}')
    expect(getUserPreferences()).toEqual(DEFAULT_USER_PREFERENCES)
    setUserPreferences({ ...DEFAULT_USER_PREFERENCES, theme: 'dark' })
    expect(getUserPreferences().theme).toBe('dark')
  })

  it('ghosted sections are a list of strings', () => {
    expect(getGhostedSections()).toEqual([])
    setGhostedSections(['course-1:2'])
    expect(getGhostedSections()).toEqual(['course-1:2'])
    localStorage.setItem('courseload-ghosted-sections', '[1,2]')
    expect(getGhostedSections()).toEqual([])
  })

  it('last backup is an ISO time or null', () => {
    expect(getLastBackup()).toBeNull()
    setLastBackup(new Date('2025-10-01T12:00:00.000Z'))
    expect(getLastBackup()).toBe('2025-10-01T12:00:00.000Z')
    localStorage.setItem('courseload-last-backup', '"yesterday"')
    expect(getLastBackup()).toBeNull()
  })

  it('the professor-form draft round-trips any JSON and clears', () => {
    expect(getProfessorFormDraft()).toBeNull()
    setProfessorFormDraft({ firstName: 'Ada', specializations: ['3d-modeling'] })
    expect(getProfessorFormDraft()).toEqual({ firstName: 'Ada', specializations: ['3d-modeling'] })
    clearProfessorFormDraft()
    expect(localStorage.getItem('professorFormDraft')).toBeNull()
  })
})

describe('backup times in local storage', () => {
  it('reads them with the pattern of zod’s ISO date-time (offset allowed)', () => {
    const zodPattern = (z.iso.datetime({ offset: true })._zod.def as unknown as { pattern: RegExp }).pattern
    expect(ISO_DATE_TIME_PATTERN.source).toBe(zodPattern.source)
  })

  it('keeps a valid time and refuses anything else', () => {
    localStorage.setItem('courseload-last-backup', JSON.stringify('2025-09-01T10:00:00.000+02:00'))
    expect(getLastBackup()).toBe('2025-09-01T10:00:00.000+02:00')
    for (const bad of ['"2025-02-29T10:00:00Z"', '"yesterday"', '42', '["2025-09-01T10:00:00Z"]']) {
      localStorage.setItem('courseload-last-backup', bad)
      expect(getLastBackup()).toBeNull()
    }
    localStorage.setItem('courseload-last-backup', 'null')
    expect(getLastBackup()).toBeNull()
  })
})
