/**
 * Academic settings { academicYear, currentTerm } (spec section 7): saved as one object in the
 * database's settings store. If the database write fails the object is kept in browser storage
 * instead (the 'courseload-settings' key) and the caller is told, so it can warn. The academic
 * year is also written to its own localStorage key, which the header and sidebar read
 * synchronously, so they follow at once.
 */
import { z } from '@/domain/kernel/zod'
import { normalizeAcademicSettings } from '@/domain/calendar/academic-settings'
import type { AcademicSettings } from '@/domain/model/settings'
import { emitStorageEvent } from './events'
import { getAcademicYear, readLocal, setAcademicYear, writeLocal } from './local-storage'
import { STORAGE_KEYS, UNPREFIXED_KEYS } from './storage-keys'
import type { DataStore } from './types'

/** Settings-store key of the academic settings object. */
export const ACADEMIC_SETTINGS_KEY = 'academic-settings'

export type SaveAcademicSettingsResult = { ok: true; fallback: boolean } | { ok: false; error: unknown }

/** The stored object (database, else the browser-storage fallback), validated; defaults otherwise. */
export async function readAcademicSettings(store: DataStore, today: Date = new Date()): Promise<AcademicSettings> {
  let stored: unknown
  try {
    stored = await store.settings.get(ACADEMIC_SETTINGS_KEY)
  } catch (error) {
    console.warn('CourseLoad: could not read academic settings from the database', error)
  }
  if (stored === undefined) stored = readLocal(STORAGE_KEYS.settings, z.unknown(), undefined)
  // Nothing saved yet: the year shown everywhere (its own key, or the computed default).
  if (stored === undefined) stored = { academicYear: getAcademicYear(today) }
  return normalizeAcademicSettings(stored, today)
}

export async function saveAcademicSettings(store: DataStore, settings: AcademicSettings): Promise<SaveAcademicSettingsResult> {
  let fallback = false
  try {
    await store.settings.put(ACADEMIC_SETTINGS_KEY, settings)
  } catch (error) {
    const local = writeLocal(STORAGE_KEYS.settings, settings)
    if (!local.ok) return { ok: false, error }
    fallback = true
  }
  const year = setAcademicYear(settings.academicYear)
  if (!year.ok) return { ok: false, error: year.error }
  emitStorageEvent({ type: 'local-key-changed', key: UNPREFIXED_KEYS.academicYear })
  return { ok: true, fallback }
}
