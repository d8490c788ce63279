import { describe, expect, it } from 'vitest'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { bulkEditProfessors } from './professor-bulk'

const p = (id: string, over: Partial<Professor> = {}): Professor =>
  professorSchema.parse({ id, firstName: id, lastName: 'L', email: `${id}@x.org`, employmentType: 'part-time', maxWeeklyHours: 6, ...over })
const NOW = new Date('2026-11-21T12:00:00Z')
const all = [p('ann'), p('bob', { isActive: false }), p('cat', { specializations: ['Maya'] })]

describe('bulk edits of professors', () => {
  it('sets active or inactive, writing only the professors that change', () => {
    const { changes, changed } = bulkEditProfessors(all, ['ann', 'bob'], { kind: 'active', isActive: false }, NOW)
    expect(changed).toBe(1)
    expect(changes.put?.professors?.map((x) => [x.id, x.isActive, x.updatedAt])).toEqual([['ann', false, NOW.toISOString()]])
  })

  it('changes the employment type and the cap follows the type (full-time 40, sessional 18)', () => {
    const { changes } = bulkEditProfessors(all, ['ann', 'cat'], { kind: 'employment-type', employmentType: 'full-time' }, NOW)
    expect(changes.put?.professors?.map((x) => [x.id, x.employmentType, x.maxWeeklyHours])).toEqual([
      ['ann', 'full-time', 40],
      ['cat', 'full-time', 40],
    ])
    expect(bulkEditProfessors(all, ['ann'], { kind: 'employment-type', employmentType: 'sessional' }, NOW).changes.put?.professors?.[0]?.maxWeeklyHours).toBe(18)
  })

  it('adds a specialization once, ignoring case and blanks', () => {
    const { changes, changed } = bulkEditProfessors(all, ['ann', 'cat'], { kind: 'add-specialization', specialization: ' maya ' }, NOW)
    expect(changed).toBe(1)
    expect(changes.put?.professors?.[0]).toMatchObject({ id: 'ann', specializations: ['maya'] })
    expect(bulkEditProfessors(all, ['ann'], { kind: 'add-specialization', specialization: '   ' }, NOW)).toMatchObject({ changes: {}, changed: 0 })
  })

  it('names each edit for the undo history by what it changes', () => {
    expect(bulkEditProfessors(all, ['ann', 'bob'], { kind: 'active', isActive: false }, NOW).label).toBe('set 1 professor inactive')
    expect(bulkEditProfessors(all, ['ann', 'cat'], { kind: 'employment-type', employmentType: 'full-time' }, NOW).label).toBe('set 2 professors to Full-time')
    expect(bulkEditProfessors(all, ['ann', 'bob'], { kind: 'add-specialization', specialization: ' Houdini ' }, NOW).label).toBe('add Houdini to 2 professors')
  })
})
