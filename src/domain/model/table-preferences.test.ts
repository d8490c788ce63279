import { describe, expect, it } from 'vitest'
import { clampColumnWidth, DEFAULT_TABLE_LAYOUT, moveColumn, tableLayoutSchema } from './table-preferences'

describe('table layout', () => {
  it('moves a column one place, completing a partial or stale stored order', () => {
    const ids = ['code', 'title', 'term', 'actions']
    expect(moveColumn(ids, [], 'term', -1)).toEqual(['code', 'term', 'title', 'actions'])
    expect(moveColumn(ids, ['gone', 'title', 'code'], 'code', 1)).toEqual(['title', 'term', 'code', 'actions'])
    expect(moveColumn(ids, [], 'code', -1)).toEqual(ids)
  })

  it('reads a damaged stored layout as the defaults, field by field', () => {
    expect(tableLayoutSchema.parse({ density: 'huge', sizing: { title: 5 }, order: 'x' })).toEqual(DEFAULT_TABLE_LAYOUT)
    expect(tableLayoutSchema.parse({ density: 'comfortable', sizing: { title: 240 } })).toMatchObject({ density: 'comfortable', sizing: { title: 240 } })
  })

  it('keeps a column between 48 and 800 px wide', () => {
    expect([clampColumnWidth(10), clampColumnWidth(240.4), clampColumnWidth(5000)]).toEqual([48, 240, 800])
  })
})
