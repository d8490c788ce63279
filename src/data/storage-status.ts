/** Storage persistence and usage for /status (read fresh on each visit: it changes outside the app). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getStorageStatus } from '@/storage/persist'

export const storageStatusQuery = () =>
  queryOptions({ queryKey: ['storage-status'] as const, queryFn: getStorageStatus, staleTime: 0 })

export const useStorageStatus = () => useQuery(storageStatusQuery())
