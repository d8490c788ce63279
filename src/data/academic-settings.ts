/**
 * Academic settings { academicYear, currentTerm } as a query, and saving them. Saving also sets
 * the academic-year key that the header and sidebar read, so they follow at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AcademicSettings } from '@/domain/model/settings'
import { ACADEMIC_SETTINGS_KEY, readAcademicSettings, saveAcademicSettings } from '@/storage/academic-settings-store'
import { settingsKeys } from './query-keys'
import { storeOf } from './plan-workspace'

export const academicSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.detail(ACADEMIC_SETTINGS_KEY),
    queryFn: ({ client }) => readAcademicSettings(storeOf(client)),
  })

export const useAcademicSettings = () => useQuery(academicSettingsQuery())

export function useSaveAcademicSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (settings: AcademicSettings) => {
      const result = await saveAcademicSettings(storeOf(client), settings)
      if (!result.ok) throw result.error instanceof Error ? result.error : new Error(String(result.error))
      return result
    },
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.detail(ACADEMIC_SETTINGS_KEY) }),
  })
}
