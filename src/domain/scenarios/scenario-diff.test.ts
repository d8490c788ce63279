import { describe, expect, it } from 'vitest'
import { academicYearScope, termScope } from '@/domain/calendar/planning-term'
import { scenarioDiff } from './scenario-diff'
import { overlayLists } from './scenario-overlay'
import { applied, assign, course, del, lists, professor, put, scenarioOver } from './scenario-test-fixtures'

const FALL = termScope({ term: 'fall', year: 2026 })

// Live, Fall 2026: A (4 sections) all with P1 (partial load, 12 h cap): 12/12 Full; B (2) both
// with P2 (part-time, 6 h): 6/6 Full; C (2) open. 8 sections needed, 6 staffed: 75 %.
const a = course('a', { sectionCount: 4 })
const b = course('b', { sectionCount: 2 })
const c = course('c', { sectionCount: 2 })
const p1 = professor('p1', 12)
const p2 = professor('p2', 6, { employmentType: 'part-time' })
const p3 = professor('p3', 18, { employmentType: 'full-time' })
const live = lists({
  professors: [p1, p2, p3],
  courses: [a, b, c],
  assignments: [1, 2, 3, 4].map((s) => assign(a, s, 'p1')).concat([assign(b, 1, 'p2'), assign(b, 2, 'p2')]),
})

// The scenario: A §4 from P1 to P2, C §1 to P3, C down to one section, a new course D.
const d = course('d')
const scenario = scenarioOver(
  live,
  { delete: { assignments: [assign(a, 4, 'p1').id] }, put: { assignments: [assign(a, 4, 'p2')] } },
  put('assignments', assign(c, 1, 'p3')),
  put('courses', { ...c, sectionCount: 1 }),
  put('courses', d),
)
const view = overlayLists(live, scenario.overlay)

describe('scenarioDiff', () => {
  const diff = scenarioDiff(live, view, FALL)

  it('lists every section added, removed or given another professor', () => {
    expect(diff.sections.map((s) => [s.what, s.kind, s.text])).toEqual([
      ['A §4 in Fall 2026', 'reassigned', 'p1 Prof -> p2 Prof'],
      ['C §1 in Fall 2026', 'reassigned', 'Open -> p3 Prof'],
      ['C §2 in Fall 2026', 'removed', 'Open'],
      ['D §1 in Fall 2026', 'added', 'Open'],
    ])
    expect(diff.sections[0]).toMatchObject({ before: ['p1'], after: ['p2'] })
  })

  it("gives each professor's hours and status before -> after, as the workload policy measures them", () => {
    expect(diff.professors.map((p) => [p.name, p.before, p.after])).toEqual([
      ['p1 Prof', { hours: 12, limit: 12, status: 'full' }, { hours: 9, limit: 12, status: 'partial' }],
      ['p2 Prof', { hours: 6, limit: 6, status: 'full' }, { hours: 9, limit: 6, status: 'overloaded' }],
      ['p3 Prof', { hours: 0, limit: 18, status: 'unassigned' }, { hours: 3, limit: 18, status: 'underutilized' }],
    ])
  })

  it("gives the term's staffed %, open sections and overloads before -> after", () => {
    expect(diff.terms).toEqual([
      {
        term: { term: 'fall', year: 2026 },
        label: 'Fall 2026',
        before: { percentComplete: 75, staffedSections: 6, requiredSections: 8, openSections: 2, overloads: 0 },
        after: { percentComplete: 88, staffedSections: 7, requiredSections: 8, openSections: 1, overloads: 1 },
        changed: true,
      },
    ])
  })

  it('adds contract breaches when the policy reports them', () => {
    const withBreaches = scenarioDiff(live, view, FALL, { contractBreaches: (plan) => (plan.assignments.some((x) => x.professorId === 'p3') ? 2 : 0) })
    expect(withBreaches.terms.map((t) => [t.before.contractBreaches, t.after.contractBreaches])).toEqual([[0, 2]])
  })

  it('is empty against itself', () => {
    expect(scenarioDiff(live, live, FALL)).toMatchObject({ sections: [], professors: [], terms: [{ changed: false }] })
  })

  it('covers every term of an academic year, changes only where they are', () => {
    const year = scenarioDiff(live, view, academicYearScope('2026-2027'))
    expect(year.terms.map((t) => [t.label, t.changed])).toEqual([
      ['Fall 2026', true],
      ['Winter 2027', false],
      ['Spring 2027', false],
    ])
    expect(year.sections).toHaveLength(4)
  })

  it('counts a section removed with its course, with the professor it had', () => {
    const gone = applied(live, { ...del('courses', 'b'), delete: { courses: ['b'], assignments: [assign(b, 1, 'p2').id, assign(b, 2, 'p2').id] } })
    expect(scenarioDiff(live, gone, FALL).sections.map((s) => [s.what, s.kind, s.text])).toEqual([
      ['B §1 in Fall 2026', 'removed', 'p2 Prof'],
      ['B §2 in Fall 2026', 'removed', 'p2 Prof'],
    ])
  })

  it('gives an empty diff with a plain sentence, not an error, for a term with no courses', () => {
    const spring = scenarioDiff(live, view, termScope({ term: 'spring', year: 2027 }))
    expect(spring).toEqual({
      sections: [],
      professors: [],
      terms: [
        {
          term: { term: 'spring', year: 2027 },
          label: 'Spring 2027',
          before: { percentComplete: 0, staffedSections: 0, requiredSections: 0, openSections: 0, overloads: 0 },
          after: { percentComplete: 0, staffedSections: 0, requiredSections: 0, openSections: 0, overloads: 0 },
          changed: false,
        },
      ],
      emptyMessage: 'This scenario covers no courses: there is nothing to compare yet.',
    })
  })
})
