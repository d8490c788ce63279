import { describe, expect, it } from 'vitest'
import {
  FORM_MESSAGES,
  cleanQualifications,
  validateCoordinatorRole,
  validateEmail,
  validateEmploymentType,
  validateName,
  validateQualifications,
  validateSpecializations,
  validateWeeklyHours,
} from './professor-form-rules'

const now = new Date('2025-09-01T12:00:00Z')

describe('name rule', () => {
  it.each([
    ['', 'First name is required'],
    ['   ', 'First name is required'],
    ['A', 'First name must be at least 2 characters'],
    ['x'.repeat(51), 'First name must be no more than 50 characters'],
    ['R2D2', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    ['Ada!', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
  ])('%j -> %s', (value, message) => {
    expect(validateName(value, 'First name', 'firstName', now)).toEqual({
      isValid: false,
      message,
      field: 'firstName',
      timestamp: now.toISOString(),
    })
  })

  it.each(["O'Brien", 'Mary-Jane', 'Zoë', 'de la Cruz', 'Al', 'x'.repeat(50)])(
    'accepts %j',
    (value) => {
      expect(validateName(value, 'Last name', 'lastName').isValid).toBe(true)
    },
  )

  it('uses the label in the message', () => {
    expect(validateName('', 'Last name', 'lastName').message).toBe('Last name is required')
  })
})

describe('email rule', () => {
  it('requires an address and checks its form after trim and lowercase', () => {
    expect(validateEmail('').message).toBe('Email is required')
    expect(validateEmail('ada@').message).toBe('Please enter a valid email address')
    expect(validateEmail('no spaces@x.org').message).toBe('Please enter a valid email address')
    expect(validateEmail('  ADA@Example.ORG ').isValid).toBe(true)
  })
})

describe('employment type rule', () => {
  it('requires one of the four types', () => {
    expect(validateEmploymentType('').message).toBe('Employment type is required')
    expect(validateEmploymentType(undefined).message).toBe('Employment type is required')
    expect(validateEmploymentType('contract').message).toBe('Please select a valid employment type')
    expect(validateEmploymentType('sessional').isValid).toBe(true)
  })
})

describe('weekly hours rule', () => {
  it.each([
    [Number.NaN, 'full-time', 'Weekly hours must be a valid number'],
    ['abc', 'full-time', 'Weekly hours must be a valid number'],
    [-1, 'full-time', 'Weekly hours cannot be negative'],
    // One rule with the schema and the store (issue 21): a cap of 0 is refused everywhere.
    [0, 'full-time', 'Maximum weekly hours must be at least 1'],
    ['0', 'sessional', 'Maximum weekly hours must be at least 1'],
    [0.5, 'part-time', 'Maximum weekly hours must be at least 1'],
    [41, 'full-time', 'Weekly hours cannot exceed 40'],
    [7, 'part-time', 'Part-time professors cannot exceed 6 hours per week'],
    [12.5, 'partial-load', 'Partial load professors cannot exceed 12 hours per week'],
  ])('%j as %s -> %s', (hours, type, message) => {
    expect(validateWeeklyHours(hours, type).message).toBe(message)
  })

  it('accepts the caps themselves and numeric text', () => {
    expect(validateWeeklyHours(6, 'part-time').isValid).toBe(true)
    expect(validateWeeklyHours(12, 'partial-load').isValid).toBe(true)
    expect(validateWeeklyHours(18, 'sessional').isValid).toBe(true)
    expect(validateWeeklyHours(40, 'full-time').isValid).toBe(true)
    expect(validateWeeklyHours('1', 'full-time').isValid).toBe(true)
  })
})

describe('specializations, coordinator role and qualifications', () => {
  it('needs an array with one non-blank entry', () => {
    expect(validateSpecializations('Maya').message).toBe('Specializations must be an array')
    expect(validateSpecializations([]).message).toBe('At least one specialization is required')
    expect(validateSpecializations(['  ']).message).toBe('At least one specialization is required')
    expect(validateSpecializations(['Maya']).isValid).toBe(true)
  })

  it('requires a role only for a coordinator', () => {
    expect(validateCoordinatorRole(true, ' ').message).toBe(FORM_MESSAGES.coordinatorRole)
    expect(validateCoordinatorRole(true, 'Program Coordinator').isValid).toBe(true)
    expect(validateCoordinatorRole(false, '').isValid).toBe(true)
  })

  it('drops blank qualifications and needs one left', () => {
    expect(cleanQualifications([' MFA ', '', '  ', 'BAA'])).toEqual(['MFA', 'BAA'])
    expect(validateQualifications(['', ' ']).message).toBe('At least one qualification is required')
    expect(validateQualifications(['', 'MFA']).isValid).toBe(true)
  })
})
