import { describe, expect, it } from 'vitest'
import { replacementWrites } from './records'
import { makeCourse } from '@test/support/test-fixtures'

describe('replacementWrites (a store replaced whole, written as a difference)', () => {
  it('puts what is new or changed, deletes what is gone, leaves identical records alone', () => {
    const same = makeCourse({ id: 'c-same' })
    const stored = [same, makeCourse({ id: 'c-changed' }), makeCourse({ id: 'c-gone' })]
    const changed = makeCourse({ id: 'c-changed', title: 'New title' })
    const added = makeCourse({ id: 'c-new' })
    // A structured clone of the same record (as read back) counts as identical.
    expect(replacementWrites('courses', stored, [structuredClone(same), changed, added])).toEqual({ put: [changed, added], delete: ['c-gone'] })
  })

  it('keeps the later of two records with one key, as putting both in order would', () => {
    const stored = [makeCourse({ id: 'c1', title: 'Stored' })]
    const later = makeCourse({ id: 'c1', title: 'Stored' })
    const earlier = makeCourse({ id: 'c1', title: 'Other' })
    expect(replacementWrites('courses', stored, [earlier, later])).toEqual({ put: [], delete: [] })
    expect(replacementWrites('courses', stored, [later, earlier])).toEqual({ put: [earlier], delete: [] })
  })

  it('keys programs by slug, and empties a store replaced by nothing', () => {
    expect(replacementWrites('programs', [{ slug: 'film-tv' }], [])).toEqual({ put: [], delete: ['film-tv'] })
  })
})
