// Expertise: a candidate's fit combines the course's required specializations (hard with
// "qualified only", soft otherwise), who taught the course before (any earlier term, by code)
// and the preferred programs; the "why" names the real reasons, a course with neither
// requirements nor history says there is no basis to match, and open sections say why.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import type { AutoAssignData } from '@/domain/auto-assign/auto-assign-problem'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import type { AutoAssignSettings } from '@/domain/auto-assign/auto-assign-settings'
import { nodeHighs } from '../highs-node'
import { course, FALL_2026, held, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

const run = (data: AutoAssignData, s: AutoAssignSettings = settings()) => runAutoAssign(highs, data, { term: FALL_2026, settings: s }).proposal

const lighting = course('light', { code: 'ANI210', title: 'Lighting and Rendering', requiredSpecializations: ['Lighting'] })
const historian = professor('historian', { employmentType: 'full-time', maxWeeklyHours: 18, specializations: ['Art History'] })
const specialist = professor('specialist', {
  employmentType: 'partial-load',
  maxWeeklyHours: 12,
  specializations: ['Lighting', 'Rendering'],
  preferredPrograms: ['bachelor-animation'],
})

describe('auto-assign expertise', () => {
  it('gives the lighting course to the lighting specialist and says why', () => {
    const proposal = run({ courses: [lighting], professors: [historian, specialist], assignments: [] })
    expect(proposal.rows).toHaveLength(1)
    const row = proposal.rows[0]!
    expect(row.professorId).toBe('specialist')
    expect(row.match).toBe('Full match')
    expect(row.reasons).toEqual([
      'Specialization Lighting',
      'Preferred program: Bachelor of Animation',
      'Partial Load below target (0 of 12 h)',
    ])
    // The historian is the alternative, and the row says they lack the specialization.
    expect(row.alternatives.map((a) => [a.professorId, a.match, a.loadBefore, a.loadAfter])).toEqual([['historian', 'No match', 0, 3]])
    expect(row.alternatives[0]!.reasons).toEqual(['Lacks Lighting', 'Full-time below target (0 of 18 h)'])
  })

  it('qualified only: never proposes someone without a required specialization, and names why a section stays open', () => {
    const busySpecialist = { ...specialist, maxWeeklyHours: 3 }
    const second = course('light2', { code: 'ANI211', requiredSpecializations: ['Lighting'] })
    const data = { courses: [lighting, second], professors: [historian, busySpecialist], assignments: [] }
    const soft = run(data)
    expect(soft.rows.map((r) => r.professorId).sort()).toEqual(['historian', 'specialist'])
    const strict = run(data, settings({ qualifiedOnly: true }))
    expect(strict.rows.map((r) => r.professorId)).toEqual(['specialist'])
    expect(strict.rows[0]!.alternatives).toEqual([])
    expect(strict.unstaffed.map((u) => u.message)).toEqual(['Everyone qualified is at their limit: 1 qualified professor at their cap in Fall 2026'])

    const nobody = run({ courses: [lighting], professors: [historian], assignments: [] }, settings({ qualifiedOnly: true }))
    expect(nobody.rows).toEqual([])
    expect(nobody.unstaffed[0]).toMatchObject({ reason: 'no-qualified', message: 'No qualified candidate: no active professor has Lighting' })
  })

  it('matches a course without requirements on who taught it before, in any earlier term', () => {
    const now = course('story', { code: 'STO100', title: 'Story' })
    const before = course('story-old', { code: 'STO100', semester: { term: 'winter', year: 2025 } })
    const data = {
      courses: [now, before],
      professors: [professor('pa'), professor('pb')],
      assignments: [held(before, 'pb', 1, 2025)],
    }
    const proposal = run(data, settings({}, { loadBalance: 0 }))
    const row = proposal.rows.find((r) => r.id === 'story#1')!
    expect(row.professorId).toBe('pb')
    expect(row.basis).toBe('history')
    expect(row.match).toBe('Taught it')
    expect(row.reasons).toContain('Taught it in Winter 2025')
    expect(row.alternatives[0]).toMatchObject({ professorId: 'pa', match: 'New to it' })
    expect(row.alternatives[0]!.reasons).toContain('Has not taught it before')
  })

  it("lists a row's alternatives in Manage Sections' picker's one ranking: coverage, then the most hours left, then name", () => {
    const busy = course('busy', { code: 'ANI900', sectionCount: 4 })
    const skilled = { specializations: ['Lighting'] }
    const data = {
      courses: [lighting, busy],
      // 'loaded' and 'roomy' already teach another course, so the alternatives differ in hours
      // left; whoever the solver picks, the others are ranked for the row.
      professors: [
        specialist,
        professor('fresh', { ...skilled, employmentType: 'part-time', maxWeeklyHours: 6 }),
        professor('loaded', { ...skilled, maxWeeklyHours: 18 }),
        professor('roomy', { ...skilled, employmentType: 'sessional', maxWeeklyHours: 17 }),
        historian,
      ],
      assignments: [held(busy, 'loaded', 1), held(busy, 'loaded', 2), held(busy, 'loaded', 3), held(busy, 'roomy', 4)],
    }
    const row = run(data).rows.find((r) => r.id === 'light#1')!
    const ranked = row.alternatives.map((a) => [a.professorId, a.coverage, a.cap - a.loadAfter])
    const expected = [...ranked].sort(
      (a, b) => Number(a[1] === 'none') - Number(b[1] === 'none') || Number(b[2]) - Number(a[2]) || String(a[0]).localeCompare(String(b[0])),
    )
    expect(ranked).toHaveLength(3)
    expect(ranked).toEqual(expected)
  })

  it('says "No basis to match" when a course has neither requirements nor history', () => {
    const proposal = run({ courses: [course('misc')], professors: [professor('pa')], assignments: [] })
    expect(proposal.rows[0]).toMatchObject({ basis: 'none', match: 'No basis to match' })
    expect(proposal.rows[0]!.reasons[0]).toBe('No basis to match')
    expect(proposal.rows[0]!.reasons.join(' ')).not.toMatch(/Specialization|Taught/)
  })
})
