import { describe, expect, it } from 'vitest'
import { generateSampleData } from '@/domain/sample/sample-data'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { buildProfessorExport } from './professor-export'
import {
  INVALID_JSON_FORMAT,
  importSummary,
  parseProfessorImport,
  planProfessorImport,
  readActiveFlag,
} from './professor-import'

const now = new Date('2025-09-01T12:00:00Z')

const prof = (over: Partial<Professor> = {}): Professor =>
  professorSchema.parse({
    id: 'prof-adalo-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.edu',
    employmentType: 'full-time',
    maxWeeklyHours: 18,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...over,
  })

const row = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.edu',
  employmentType: 'sessional',
  maxWeeklyHours: 18,
  ...over,
})

describe('parseProfessorImport', () => {
  it('accepts an array or an object with a professors array', () => {
    expect(parseProfessorImport('[{"a":1}]')).toEqual({ ok: true, rows: [{ a: 1 }] })
    expect(parseProfessorImport('{"version":"1.0.0","professors":[]}')).toEqual({ ok: true, rows: [] })
  })

  it.each(['{}', '{"professors":{}}', '"text"', '42', 'null', '{"data":[]}'])('rejects the shape %s', (text) => {
    expect(parseProfessorImport(text)).toEqual({ ok: false, error: INVALID_JSON_FORMAT })
  })

  it('reports the parse error of text that is not JSON', () => {
    const result = parseProfessorImport('{ not json')
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error).not.toBe('')
      expect(result.error).not.toBe(INVALID_JSON_FORMAT)
    }
  })
})

describe('readActiveFlag', () => {
  it.each([true, 1, 'yes', 'YES', 'Yes', 'true', 'TRUE', '1'])('%j is active', (v) => expect(readActiveFlag(v)).toBe(true))
  it.each([false, 0, 'no', 'NO', 'false', '0', '', null, undefined])('%j is not', (v) => expect(readActiveFlag(v)).toBe(false))
  // Issue 24: these used to read as inactive without a word; now the row is refused instead.
  it.each(['On Leave', 'active', 'maybe', 2, {}])('%j is unknown', (v) => expect(readActiveFlag(v)).toBeUndefined())
})

describe('planProfessorImport', () => {
  it('adds new professors, keeping a given id', () => {
    const plan = planProfessorImport([row({ id: 'prof-grace-7' })], [], now)
    expect(plan).toMatchObject({ added: 1, updated: 0, skipped: 0, errors: [] })
    const [p] = plan.changes.put!.professors!
    expect(p).toMatchObject({ id: 'prof-grace-7', firstName: 'Grace', isActive: true, createdAt: now.toISOString() })
  })

  it('builds an id from the name when none is given', () => {
    const plan = planProfessorImport([row()], [], now)
    expect(plan.changes.put!.professors![0]!.id).toBe(`prof-grace-${now.getTime()}`)
  })

  it('reads the active flag from active, else isActive; default active', () => {
    const plan = planProfessorImport(
      [
        row({ email: 'a@x.org', active: 'No' }),
        row({ email: 'b@x.org', isActive: 'yes' }),
        row({ email: 'c@x.org', active: 1, isActive: false }),
        row({ email: 'd@x.org' }),
        row({ email: 'e@x.org', isActive: 0 }),
      ],
      [],
      now,
    )
    expect(plan.changes.put!.professors!.map((p) => p.isActive)).toEqual([false, true, true, true, false])
    expect(plan.changes.put!.professors!.every((p) => !('active' in p))).toBe(true)
  })

  it('refuses a row whose active flag it cannot read, naming the value, and keeps the others', () => {
    const plan = planProfessorImport(
      [row({ email: 'a@x.org', active: 'On Leave' }), row({ email: 'b@x.org', isActive: 2 }), row({ email: 'c@x.org', active: 'no' })],
      [],
      now,
    )
    expect(plan).toMatchObject({ added: 1, skipped: 2 })
    expect(plan.errors).toEqual([
      {
        row: 1,
        message: 'Active "On Leave" is not a known value; use yes or no (true or false)',
        problems: [{ field: 'isActive', message: 'Active "On Leave" is not a known value; use yes or no (true or false)' }],
      },
      {
        row: 2,
        message: 'Active "2" is not a known value; use yes or no (true or false)',
        problems: [{ field: 'isActive', message: 'Active "2" is not a known value; use yes or no (true or false)' }],
      },
    ])
    expect(plan.changes.put!.professors!.map((p) => [p.email, p.isActive])).toEqual([['c@x.org', false]])
  })

  it('updates a professor matched by id, else by email (any case), keeping id and createdAt', () => {
    const existing = [prof(), prof({ id: 'prof-other-2', email: 'other@example.edu', firstName: 'Other' })]
    const plan = planProfessorImport(
      [
        row({ id: 'prof-adalo-1', firstName: 'Augusta', email: 'ada@example.edu' }),
        row({ email: 'OTHER@example.edu', firstName: 'Renamed' }),
        row({ email: 'new@example.edu' }),
      ],
      existing,
      now,
    )
    expect(plan).toMatchObject({ added: 1, updated: 2, skipped: 0 })
    const put = plan.changes.put!.professors!
    expect(put[0]).toMatchObject({ id: 'prof-adalo-1', firstName: 'Augusta', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: now.toISOString() })
    expect(put[1]).toMatchObject({ id: 'prof-other-2', firstName: 'Renamed' })
  })

  it('skips invalid rows with their 1-based row number and the store reasons', () => {
    const plan = planProfessorImport(
      [
        row(),
        row({ firstName: '', email: 'bad' }),
        'not an object',
        row({ email: 'x@y.org', employmentType: 'contract' }),
        row({ email: 'z@y.org', maxWeeklyHours: 0 }),
        row({ email: 'w@y.org', maxWeeklyHours: 55 }),
      ],
      [],
      now,
    )
    expect(plan).toMatchObject({ added: 1, updated: 0, skipped: 5 })
    expect(plan.errors.map((e) => e.row)).toEqual([2, 3, 4, 5, 6])
    expect(plan.errors[0]!.message).toBe('First name is required, Invalid email format')
    expect(plan.errors[2]!.message).toBe('Employment type is required')
    expect(plan.errors[3]!.message).toBe('Maximum weekly hours must be at least 1')
    // The form's own rule and words, never the schema's developer text.
    expect(plan.errors[4]!.message).toBe('Weekly hours cannot exceed 40')
    expect(importSummary(plan)).toBe('Imported 1 new, updated 0, skipped 5')
  })

  it('applies the form rules: a part-time cap above 6 is refused with the form message', () => {
    const plan = planProfessorImport([row({ employmentType: 'part-time', maxWeeklyHours: 10 })], [], now)
    expect(plan.skipped).toBe(1)
    expect(plan.errors[0]).toMatchObject({
      message: 'Part-time professors cannot exceed 6 hours per week',
      problems: [{ field: 'maxWeeklyHours', message: 'Part-time professors cannot exceed 6 hours per week' }],
    })
  })

  it('stores a professor without qualifications or specializations, counted as needing review', () => {
    const plan = planProfessorImport([row(), row({ email: 'q@x.org', specializations: ['Java'], qualifications: ['PhD'] })], [], now)
    expect(plan).toMatchObject({ added: 2, skipped: 0, needsReview: 1 })
  })

  it('says in plain words what is wrong with a field of the wrong kind', () => {
    const plan = planProfessorImport([row({ specializations: 'Java' }), row({ email: 'n@x.org', phone: 5 })], [], now)
    expect(plan.errors.map((e) => e.message)).toEqual(['Specializations must be a list', 'Phone must be text'])
    for (const e of plan.errors) expect(e.message).not.toMatch(/Invalid input|expected|received/)
  })

  it('normalises employment types written as labels', () => {
    const plan = planProfessorImport([row({ employmentType: 'Partial Load', maxWeeklyHours: 12 }), row({ email: 'f@x.org', employmentType: 'Full-Time' })], [], now)
    expect(plan.changes.put!.professors!.map((p) => p.employmentType)).toEqual(['partial-load', 'full-time'])
  })

  it('matches by id before email', () => {
    const plan = planProfessorImport([row({ id: 'prof-adalo-1', email: 'new@x.org' })], [prof()], now)
    expect(plan).toMatchObject({ added: 0, updated: 1 })
    expect(plan.changes.put!.professors![0]).toMatchObject({ id: 'prof-adalo-1', email: 'new@x.org' })
  })

  it('never reuses a taken id for a new professor', () => {
    const taken = prof({ id: `prof-grace-${now.getTime()}`, email: 'someone@else.org' })
    const plan = planProfessorImport([row()], [taken], now)
    expect(plan).toMatchObject({ added: 1, updated: 0 })
    expect(plan.changes.put!.professors![0]!.id).toBe(`prof-grace-${now.getTime()}-2`)
  })

  it('does not duplicate a person listed twice in one file', () => {
    const plan = planProfessorImport([row(), row({ firstName: 'Amazing' })], [], now)
    expect(plan).toMatchObject({ added: 1, updated: 0 })
    expect(plan.changes.put!.professors!).toHaveLength(1)
    expect(plan.changes.put!.professors![0]!.firstName).toBe('Amazing')
  })

  it('writes nothing when every row is invalid', () => {
    const plan = planProfessorImport([{ firstName: 'x' }], [], now)
    expect(plan.changes).toEqual({})
    expect(plan.skipped).toBe(1)
  })
})

describe('export then import', () => {
  it('re-imports an exported file into an empty store as the identical professors', () => {
    const { professors } = generateSampleData({ seed: 7, now })
    professors[1] = { ...professors[1]!, isActive: false }
    const text = JSON.stringify(buildProfessorExport(professors, now))
    const parsed = parseProfessorImport(text)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const plan = planProfessorImport(parsed.rows, [], new Date('2030-01-01T00:00:00Z'))
    expect(plan).toMatchObject({ added: professors.length, updated: 0, skipped: 0 })
    expect(plan.changes.put!.professors).toEqual(professors)
  })
})

describe('planProfessorImport: cap of a row without maxWeeklyHours', () => {
  const without = (over: Record<string, unknown>) => {
    const r: Record<string, unknown> = row(over)
    delete r.maxWeeklyHours
    return r
  }

  it.each([
    ['full-time', 40],
    ['sessional', 18],
    ['partial-load', 12],
    ['part-time', 6],
    ['Full-Time', 40],
  ])('a new %s professor gets that type default cap (%i)', (employmentType, cap) => {
    const plan = planProfessorImport([without({ employmentType })], [], now)
    expect(plan.errors).toEqual([])
    expect(plan.changes.put!.professors![0]!.maxWeeklyHours).toBe(cap)
  })

  it('reads null or an empty text cap as missing', () => {
    const plan = planProfessorImport(
      [row({ employmentType: 'full-time', maxWeeklyHours: null }), row({ email: 'b@x.org', employmentType: 'sessional', maxWeeklyHours: '' })],
      [],
      now,
    )
    expect(plan.errors).toEqual([])
    expect(plan.changes.put!.professors!.map((p) => p.maxWeeklyHours)).toEqual([40, 18])
  })

  it('keeps a cap the row gives', () => {
    const plan = planProfessorImport([row({ employmentType: 'full-time', maxWeeklyHours: 20 })], [], now)
    expect(plan.changes.put!.professors![0]!.maxWeeklyHours).toBe(20)
  })

  it('an update by email without maxWeeklyHours keeps the stored cap', () => {
    const stored = prof({ email: 'ada@example.edu', employmentType: 'full-time', maxWeeklyHours: 18 })
    const plan = planProfessorImport([without({ email: 'ADA@example.edu ', firstName: 'Ada', lastName: 'King', employmentType: 'full-time' })], [stored], now)
    expect(plan).toMatchObject({ added: 0, updated: 1, skipped: 0 })
    expect(plan.changes.put!.professors![0]).toMatchObject({ id: 'prof-adalo-1', lastName: 'King', maxWeeklyHours: 18 })
  })

  it('an update by id with a null cap keeps the stored cap too', () => {
    const stored = prof({ employmentType: 'sessional', maxWeeklyHours: 15 })
    const plan = planProfessorImport([row({ id: 'prof-adalo-1', email: 'ada@example.edu', maxWeeklyHours: null })], [stored], now)
    expect(plan.changes.put!.professors![0]!.maxWeeklyHours).toBe(15)
  })
})
