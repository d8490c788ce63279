import { describe, expect, it } from 'vitest'
import { parseReportsSearch } from './report-search'

describe('parseReportsSearch', () => {
  it('keeps a known tab and a program', () => {
    expect(parseReportsSearch({ tab: 'workload', program: 'film-tv' })).toStrictEqual({ tab: 'workload', program: 'film-tv' })
  })

  it('drops an unknown tab, an empty or non-text program, and unknown keys', () => {
    expect(parseReportsSearch({ tab: 'charts', program: '', other: 1 })).toStrictEqual({ tab: undefined, program: undefined })
    expect(parseReportsSearch({ tab: ['overview'], program: 3 })).toStrictEqual({ tab: undefined, program: undefined })
    expect(parseReportsSearch({})).toStrictEqual({})
  })
})
