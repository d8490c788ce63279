import { describe, expect, it, vi } from 'vitest'
import { parseHistorySearch } from '@/domain/sync/history-search'
import { historyLoader, type ServerConnectionLike } from './history-source'

describe('historyLoader', () => {
  it('asks the plan’s history route with the query’s fields, and reads a missing field as none', async () => {
    const fetchJson = vi.fn<ServerConnectionLike['fetchJson']>().mockResolvedValue({ changes: [{ seq: 2 }] })
    const load = historyLoader({ baseUrl: 'https://s.example.edu', planId: 'live plan', fetchJson })
    expect(await load({ store: 'courses', id: 'c/1', before: 9, limit: 100 })).toEqual({ changes: [{ seq: 2 }], more: false })
    expect(fetchJson).toHaveBeenCalledWith('/api/plans/live%20plan/history?store=courses&id=c%2F1&before=9&limit=100')
    await load({ term: 'fall-2026', limit: 5 })
    expect(fetchJson).toHaveBeenLastCalledWith('/api/plans/live%20plan/history?term=fall-2026&limit=5')
  })
})

describe('parseHistorySearch', () => {
  it('keeps a course, professor, term and search, and drops a term that is not one', () => {
    expect(parseHistorySearch({ course: 'c-anim', term: 'fall-2026', q: 'raj', other: 1 })).toEqual({ course: 'c-anim', term: 'fall-2026', q: 'raj' })
    expect(parseHistorySearch({ term: 'autumn-2026', professor: '' })).toEqual({ term: undefined, professor: undefined })
  })
})
