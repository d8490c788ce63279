import { describe, expect, it } from 'vitest'
import { validateProfessorRecord } from './professor-store-validation'

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@college.ca', employmentType: 'part-time', maxWeeklyHours: 6 }

describe('validateProfessorRecord', () => {
  it('accepts a complete record', () => {
    expect(validateProfessorRecord(valid)).toEqual([])
  })
  it('reports every missing field with the spec messages, in order', () => {
    expect(validateProfessorRecord({})).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Employment type is required',
    ])
  })
  it('treats whitespace as blank', () => {
    expect(validateProfessorRecord({ ...valid, firstName: '   ' })).toEqual(['First name is required'])
  })
  it('rejects a malformed email', () => {
    expect(validateProfessorRecord({ ...valid, email: 'ada@college' })).toEqual(['Invalid email format'])
    expect(validateProfessorRecord({ ...valid, email: 'ada college.ca' })).toEqual(['Invalid email format'])
  })
  it('rejects an unknown employment type', () => {
    expect(validateProfessorRecord({ ...valid, employmentType: 'tenured' })).toEqual(['Employment type is required'])
  })
  it('requires max weekly hours of at least 1', () => {
    expect(validateProfessorRecord({ ...valid, maxWeeklyHours: 0 })).toEqual(['Maximum weekly hours must be at least 1'])
    expect(validateProfessorRecord({ ...valid, maxWeeklyHours: 1 })).toEqual([])
    expect(validateProfessorRecord({ ...valid, maxWeeklyHours: Number.NaN })).toEqual(['Maximum weekly hours must be at least 1'])
  })
})
