import { describe, expect, it } from 'vitest'
import { termScope } from '@/domain/calendar/planning-term'
import { comparisonSheets } from './scenario-compare-sheets'
import { scenarioDiff } from './scenario-diff'
import { SCENARIO_MESSAGES } from './scenario-messages'
import { ABSENT_SECTION_TEXT, sideBySide } from './scenario-side-by-side'
import { assign, course, lists, professor, FALL_2026 } from './scenario-test-fixtures'

const c1 = course('ani1001', { sectionCount: 2 })
const c2 = course('ani1002')
const c3 = course('ani1003')
const p1 = professor('p1')
const p2 = professor('p2')
const scope = termScope(FALL_2026)
const left = lists({ professors: [p1, p2], courses: [c1, c2], assignments: [assign(c1, 1, 'p1'), assign(c2, 1, 'p1')] })
const right = lists({ professors: [p1, p2], courses: [c1, c3], assignments: [assign(c1, 1, 'p2'), assign(c3, 1, 'p2')] })

describe('sideBySide', () => {
  const view = sideBySide(left, right, scope)

  it('lists every section of either plan once, in course code order, each side named', () => {
    expect(view.rows.map((r) => [r.what, r.left, r.right, r.differs])).toEqual([
      ['ANI1001 §1 in Fall 2026', 'p1 Prof', 'p2 Prof', true],
      ['ANI1001 §2 in Fall 2026', 'Open', 'Open', false],
      ['ANI1002 §1 in Fall 2026', 'p1 Prof', ABSENT_SECTION_TEXT, true],
      ['ANI1003 §1 in Fall 2026', ABSENT_SECTION_TEXT, 'p2 Prof', true],
    ])
    expect(view.differing).toBe(3)
  })

  it('finds no difference between a plan and itself', () => {
    expect(sideBySide(left, left, scope).differing).toBe(0)
  })
})

describe('comparisonSheets', () => {
  it('writes the comparison as sheets, the first marking it a DRAFT', () => {
    const sheets = comparisonSheets({
      scenarioName: 'What if',
      otherName: SCENARIO_MESSAGES.liveSide,
      scopeLabel: 'Fall 2026',
      diff: scenarioDiff(left, right, scope),
      drift: [],
      sideBySide: sideBySide(right, left, scope),
    })
    expect(sheets.map((s) => s.name)).toEqual(['About', 'Terms', 'Professors', 'Sections', 'Drift of live', 'Side by side'])
    expect(sheets[0]!.rows[0]).toEqual(['Status', SCENARIO_MESSAGES.draftMark])
    expect(sheets[3]!.rows).toContainEqual(['ANI1001 §1 in Fall 2026', 'Professor changed', 'p1 Prof -> p2 Prof'])
    expect(sheets[2]!.rows).toContainEqual(['p1 Prof', 'Fall 2026', 6, 'Partial', 0, 'Unassigned'])
    expect(sheets[5]!.columns.map((c) => c.header)).toEqual(['Section', 'What if', 'Live plan', 'Difference'])
    for (const sheet of sheets) for (const row of sheet.rows) expect(row).toHaveLength(sheet.columns.length)
  })
})
