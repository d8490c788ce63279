import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyChangeSetToList, applyOptimistically, rollback } from './optimistic'
import { assignmentKeys, courseKeys } from './query-keys'

const a = (id: string, extra: Record<string, unknown> = {}) => ({ id, ...extra })

describe('applyChangeSetToList', () => {
  it('deletes, then replaces existing ids in place, then appends new ones', () => {
    const list = [a('1', { v: 1 }), a('2', { v: 1 }), a('3', { v: 1 })]
    const next = applyChangeSetToList(list, 'courses', {
      delete: { courses: ['2'] },
      put: { courses: [a('3', { v: 2 }) as never, a('4', { v: 1 }) as never] },
    })
    expect(next).toEqual([a('1', { v: 1 }), a('3', { v: 2 }), a('4', { v: 1 })])
    expect(list).toHaveLength(3)
  })

  it('clears the store before applying puts', () => {
    const next = applyChangeSetToList([a('1')], 'courses', { clear: ['courses'], put: { courses: [a('9') as never] } })
    expect(next).toEqual([a('9')])
  })

  it('keys programs by slug', () => {
    const next = applyChangeSetToList([{ slug: 'film-tv', n: 1 }], 'programs', {
      put: { programs: [{ slug: 'film-tv', n: 2 } as never] },
    })
    expect(next).toEqual([{ slug: 'film-tv', n: 2 }])
  })

  it('ignores change sets for other stores', () => {
    const list = [a('1')]
    expect(applyChangeSetToList(list, 'courses', { delete: { assignments: ['1'] } })).toEqual(list)
  })
})

describe('applyOptimistically / rollback', () => {
  it('updates only the touched cached lists and restores them exactly', () => {
    const client = new QueryClient()
    client.setQueryData(courseKeys.list(), [a('c1')])
    client.setQueryData(assignmentKeys.list(), [a('x1'), a('x2')])
    const snapshot = applyOptimistically(client, { delete: { assignments: ['x1'] } })
    expect(client.getQueryData(assignmentKeys.list())).toEqual([a('x2')])
    expect(client.getQueryData(courseKeys.list())).toEqual([a('c1')])
    expect(snapshot).toHaveLength(1)
    rollback(client, snapshot)
    expect(client.getQueryData(assignmentKeys.list())).toEqual([a('x1'), a('x2')])
  })
})
