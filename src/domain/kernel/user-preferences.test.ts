import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { userPreferencesSchema } from '@/domain/model/settings'
import { DEFAULT_USER_PREFERENCES, readUserPreferences, type UserPreferences } from './user-preferences'

/** What the zod schema (used for backups) makes of a value, in readUserPreferences' terms. */
function viaSchema(value: unknown): UserPreferences | undefined {
  const parsed = userPreferencesSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

describe('readUserPreferences', () => {
  it('fills in the defaults for an empty object', () => {
    expect(readUserPreferences({})).toEqual(DEFAULT_USER_PREFERENCES)
  })

  it('keeps valid choices and drops unknown keys', () => {
    const stored = { theme: 'dark', language: 'fr', dateFormat: 'yyyy-MM-dd', timeFormat: '24h', showWelcome: false, sidebarCollapsed: true, extra: 1 }
    const { extra: _extra, ...expected } = stored
    expect(readUserPreferences(stored)).toStrictEqual(expected)
  })

  it('replaces an unknown theme or format by its default and keeps the rest', () => {
    expect(readUserPreferences({ theme: 'sepia', dateFormat: 42, timeFormat: null, language: 'de' })).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      language: 'de',
    })
  })

  it('refuses a value that is not an object, or a language or flag of the wrong type', () => {
    for (const value of [null, [], 'dark', 3, true, { language: 5 }, { showWelcome: 'yes' }, { sidebarCollapsed: 1 }]) {
      expect(readUserPreferences(value)).toBeUndefined()
    }
  })

  it('gives the same answer as userPreferencesSchema for any value', () => {
    expectTypeOf<z.output<typeof userPreferencesSchema>>().toEqualTypeOf<UserPreferences>()
    const field = fc.oneof(
      fc.constantFrom('light', 'dark', 'system', 'sepia', 'MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd', '12h', '24h', 'en', ''),
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.string(), { maxLength: 2 }),
    )
    const preferences = fc.record(
      {
        theme: field,
        language: field,
        dateFormat: field,
        timeFormat: field,
        showWelcome: field,
        sidebarCollapsed: field,
        other: field,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(preferences, fc.anything()), (value) => {
        expect(readUserPreferences(value)).toStrictEqual(viaSchema(value))
      }),
      { numRuns: 2000 },
    )
  })
})
