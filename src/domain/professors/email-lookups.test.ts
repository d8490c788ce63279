// Every match of a professor by e-mail compares the address normalised (issue 30 item 8): case,
// spaces around it and the Unicode spelling (NFC) do not make another address. An address typed
// 'José.Díaz@Example.EDU ' with a decomposed accent is the stored 'josé.díaz@example.edu'.
import { describe, expect, it } from 'vitest'
import { emailKey } from '@/domain/kernel/normalise-text'
import { professorMatcher } from '@/domain/plan/load-plan'
import { professorsWithEmailAsRead, unmetPreconditions } from '@/domain/plan/preconditions'
import { testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'
import { planProfessorImport } from './professor-import'

const stored = testProfessor({ id: 'jose', firstName: 'José', lastName: 'Díaz', email: 'josé.díaz@example.edu' })
// Mixed case, padded, and é written as e + U+0301 (NFD), as some systems export it.
const typed = '  José.Díaz@Example.EDU \t'.normalize('NFD')

describe('e-mail lookups compare normalised text', () => {
  it('the one key: case, surrounding spaces and NFC folded', () => {
    expect(typed).not.toBe(stored.email)
    expect(emailKey(typed)).toBe(emailKey(stored.email))
    expect(emailKey(typed)).toBe('josé.díaz@example.edu')
  })

  it('the load plan import finds the professor by it', () => {
    expect(professorMatcher([stored])(typed, '')).toEqual({ professor: stored })
  })

  it('the professor import updates the professor instead of adding a twin', () => {
    const plan = planProfessorImport([{ firstName: 'José', lastName: 'Díaz', email: typed, employmentType: 'full-time' }], [stored])
    expect([plan.added, plan.updated]).toEqual([0, 1])
    expect(plan.changes.put?.professors?.map((p) => p.id)).toEqual(['jose'])
  })

  it("a write's precondition on the address finds the stored professor under it", () => {
    const stillNew = professorsWithEmailAsRead(typed, [])
    // Storage hands over the candidates its index holds; the key decides which share the address.
    expect(unmetPreconditions([stillNew], () => [stored]).map((p) => p.what)).toEqual([`the professor with the e-mail ${typed}`])
    expect(unmetPreconditions([professorsWithEmailAsRead(typed, [stored])], () => [stored])).toEqual([])
  })
})
