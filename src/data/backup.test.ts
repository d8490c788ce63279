import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ENTITY_STORES } from '@/domain/change-set'
import { beginPendingWrite } from '@/storage/pending-writes'
import { settledCachedLists } from './backup'
import { keysByStore } from './query-keys'

function loadedClient(): QueryClient {
  const client = new QueryClient()
  for (const store of ENTITY_STORES) client.setQueryData(keysByStore[store].list(), [{ id: `${store}-1` }])
  return client
}

describe('settledCachedLists (what an export may take from the cache)', () => {
  it('gives every cached list when all are loaded and settled', () => {
    const lists = settledCachedLists(loadedClient())
    expect(lists?.courses).toEqual([{ id: 'courses-1' }])
    expect(Object.keys(lists ?? {})).toEqual([...ENTITY_STORES])
  })

  it('is null when a list was never loaded: the export reads the stores', () => {
    const client = loadedClient()
    client.removeQueries({ queryKey: keysByStore.programVersions.list() })
    expect(settledCachedLists(client)).toBeNull()
  })

  it('is null when a list is marked stale', async () => {
    const client = loadedClient()
    await client.invalidateQueries({ queryKey: keysByStore.courses.all, refetchType: 'none' })
    expect(settledCachedLists(client)).toBeNull()
  })

  it('is null while a write is in flight (the cache may show it before it is stored)', () => {
    const client = loadedClient()
    const end = beginPendingWrite()
    try {
      expect(settledCachedLists(client)).toBeNull()
    } finally {
      end()
    }
    expect(settledCachedLists(client)).not.toBeNull()
  })
})
