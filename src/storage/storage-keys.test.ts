import { describe, expect, it } from 'vitest'
import { ALL_STORAGE_KEYS, isProductKey, STORAGE_KEYS, UNPREFIXED_KEYS } from './storage-keys'

describe('storage key registry', () => {
  it('names the spec keys with the courseload prefix', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(
      expect.arrayContaining([
        'courseload-app-state',
        'courseload-professors',
        'courseload-courses',
        'courseload-assignments',
        'courseload-programs',
        'courseload-active-programs',
        'courseload-ghosted-sections',
        'courseload-user-preferences',
        'courseload-settings',
        'courseload-last-backup',
      ]),
    )
    expect(UNPREFIXED_KEYS.academicYear).toBe('academicYear')
  })

  it('has no duplicate keys', () => {
    expect(new Set(ALL_STORAGE_KEYS).size).toBe(ALL_STORAGE_KEYS.length)
  })

  it('recognises product keys and nothing else', () => {
    expect(isProductKey('courseload-anything')).toBe(true)
    expect(isProductKey('professorFormDraft')).toBe(true)
    expect(isProductKey('courseload')).toBe(false)
    expect(isProductKey('professors')).toBe(false)
  })
})
