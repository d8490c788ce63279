import { describe, expect, it } from 'vitest'
import { buildProgramImport, levelNumber, type ExistingProgramData } from './program-from-import'
import { PROGRAM_TEMPLATE } from './program-template'
import type { ProgramImport } from '@/domain/model/program-import-format'
import { programVersionSchema, storedProgramSchema, type ProgramVersion, type StoredProgram } from '@/domain/model/program'
import { courseSchema } from '@/domain/model/course'

const NOW = new Date('2026-02-01T09:00:00.000Z')
const MAPPINGS = { 'Level 1': { term: 'fall' as const, year: 2026 }, 'Level 2': { term: 'winter' as const, year: 2027 } }
const EMPTY: ExistingProgramData = { programs: [], programVersions: [], courses: [], assignments: [] }

function template(design = '2026-01'): ProgramImport {
  const copy = structuredClone(PROGRAM_TEMPLATE)
  copy.program.design_number = design
  return copy
}

function applyTo(existing: ExistingProgramData, write: ReturnType<typeof buildProgramImport>): ExistingProgramData {
  const put = write.changes.put ?? {}
  const del = write.changes.delete ?? {}
  const upsert = <T extends { id?: string; slug?: string }>(list: readonly T[], puts: T[] = [], dels: string[] = []) => {
    const key = (x: T) => (x.id ?? x.slug)!
    const map = new Map(list.map((x) => [key(x), x]))
    for (const d of dels) map.delete(d)
    for (const p of puts) map.set(key(p), p)
    return [...map.values()]
  }
  return {
    programs: upsert(existing.programs, put.programs, del.programs),
    programVersions: upsert(existing.programVersions, put.programVersions, del.programVersions),
    courses: upsert<{ id: string }>(existing.courses, put.courses, del.courses) as unknown as ExistingProgramData['courses'],
    assignments: upsert<{ id: string }>(existing.assignments, put.assignments, del.assignments) as unknown as ExistingProgramData['assignments'],
  }
}

describe('buildProgramImport', () => {
  it('a new program: the program record (original, active) and the courses of its active levels', () => {
    const write = buildProgramImport({ data: template(), mappings: { 'Level 1': MAPPINGS['Level 1'] }, importedFrom: 'json', now: NOW }, EMPTY)
    expect(write.kind).toBe('program')
    expect(write.programId).toBe('exan')
    const program = write.changes.put?.programs?.[0] as StoredProgram
    expect(storedProgramSchema.parse(program)).toEqual(program)
    expect(program).toMatchObject({ slug: 'exan', version: '2026-01', isActive: true, semester_mappings: { 'Level 1': MAPPINGS['Level 1'] } })
    // Level 2 is 'Not active': no courses from it.
    expect(write.courses.map((c) => c.id)).toEqual(['exan-original-exan1001', 'exan-original-exan1002'])
    for (const c of write.courses) expect(courseSchema.parse(c)).toEqual(c)
    expect(write.courses[0]).toMatchObject({
      code: 'EXAN1001', programId: 'exan', program: 'exan', programName: 'Example Animation Diploma', level: 1,
      weeklyHours: 4, totalHours: 56, credits: 4, semester: { term: 'fall', year: 2026 }, term: 'fall',
      addedAt: NOW.toISOString(),
    })
    expect(write.courses[0]).not.toHaveProperty('programVersion')
    expect(write.changes.put?.programVersions).toBeUndefined()
  })

  it('the same program with a new design number adds a version beside the original, inactive', () => {
    const first = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const write = buildProgramImport({ data: template('2027-01'), mappings: MAPPINGS, importedFrom: 'excel', now: NOW, random: () => 0 }, first)
    expect(write.kind).toBe('version')
    expect(write.changes.put?.programs).toBeUndefined()
    const version = write.changes.put?.programVersions?.[0] as ProgramVersion
    expect(programVersionSchema.parse(version)).toEqual(version)
    expect(version).toMatchObject({
      id: `version-${NOW.getTime()}-aaaaaaaaa`, programId: 'exan', programDesignNumber: '2027-01', isActive: false,
      importedFrom: 'excel', academicYear: '2026-2027', academicTerm: 'fall',
    })
    expect(write.courses.map((c) => c.id)).toEqual(['exan-2027-01-exan1001', 'exan-2027-01-exan1002', 'exan-2027-01-exan2001'])
    expect(write.courses.every((c) => c.programVersion === '2027-01')).toBe(true)
    const after = applyTo(first, write)
    expect(after.programs).toHaveLength(1)
    expect(after.courses).toHaveLength(6)
  })

  it('re-importing a known version replaces it: same ids, dropped courses removed with their assignments', () => {
    const first = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const withAssignment = { ...first, assignments: [{ id: 'a1', courseId: 'exan-original-exan2001' }, { id: 'a2', courseId: 'exan-original-exan1001' }] }
    const smaller = template()
    smaller.courses_by_level = { 'Level 1': smaller.courses_by_level['Level 1']! }
    const write = buildProgramImport(
      { data: smaller, mappings: { 'Level 1': MAPPINGS['Level 1'] }, importedFrom: 'json', now: NOW, onExisting: 'replace' },
      withAssignment,
    )
    expect(write.kind).toBe('replace-original')
    expect(write.changes.delete).toMatchObject({ courses: ['exan-original-exan2001'], assignments: ['a1'] })
    const after = applyTo(withAssignment, write)
    expect(after.programs).toHaveLength(1)
    expect(after.courses.map((c) => c.id).sort()).toEqual(['exan-original-exan1001', 'exan-original-exan1002'])
  })

  it('re-importing a known design number without choosing replace adds a new version and touches nothing stored', () => {
    const first = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const again = buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW, random: () => 0 }, first)
    expect(again.kind).toBe('version')
    expect(again.version).toBe('2026-01 (2)')
    expect(again.changes.delete).toBeUndefined()
    expect(again.changes.put?.programs).toBeUndefined()
    const after = applyTo(first, again)
    const third = buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW, random: () => 0.5 }, after)
    expect(third.version).toBe('2026-01 (3)')
  })

  it('replacing the active version saves it as the spec saves an active version: the only active one', () => {
    const original = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const withVersion = applyTo(original, buildProgramImport({ data: template('2027-01'), mappings: MAPPINGS, importedFrom: 'json', now: NOW, random: () => 0 }, original))
    // The version made active, while (say, from an old backup) the original still says active too.
    const both = { ...withVersion, programVersions: withVersion.programVersions.map((v) => ({ ...v, isActive: true })) }
    expect(both.programs[0]!.isActive).toBe(true)
    const write = buildProgramImport({ data: template('2027-01'), mappings: MAPPINGS, importedFrom: 'json', now: NOW, onExisting: 'replace' }, both)
    expect(write.kind).toBe('replace-version')
    const after = applyTo(both, write)
    expect(after.programVersions.map((v) => [v.programDesignNumber, v.isActive])).toEqual([['2027-01', true]])
    expect(after.programs[0]!.isActive).toBe(false)
    // A new version stays inactive and touches no other record.
    const again = buildProgramImport({ data: template('2028-01'), mappings: MAPPINGS, importedFrom: 'json', now: NOW, random: () => 0 }, after)
    expect(again.changes.put?.programVersions?.map((v) => v.isActive)).toEqual([false])
    expect(again.changes.put?.programs).toBeUndefined()
  })

  it('a replace keeps what the user set on the courses it keeps (sections, flags)', () => {
    const first = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const edited = {
      ...first,
      courses: first.courses.map((c) => (c.id === 'exan-original-exan1001' ? { ...c, sectionCount: 3, professorNotRequired: true } : c)),
    }
    const write = buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW, onExisting: 'replace' }, edited)
    expect(write.courses.find((c) => c.id === 'exan-original-exan1001')).toMatchObject({ sectionCount: 3, professorNotRequired: true })
  })

  it('a course item carrying what it needs gives the course its specializations, evaluation mix and expected enrolment', () => {
    const write = buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY)
    const [drawing, principles, character] = write.courses
    expect(drawing).toMatchObject({
      requiredSpecializations: ['Drawing', 'Life Drawing'],
      evaluationMix: { essay: 60, routine: 0, inProcess: 40 },
      expectedEnrolment: 30,
    })
    expect(character).toMatchObject({ requiredSpecializations: ['Character Animation', 'Maya'], evaluationMix: { essay: 70, routine: 10, inProcess: 20 } })
    expect(character).not.toHaveProperty('expectedEnrolment')
    // An item that says nothing leaves them unknown.
    expect(principles).toMatchObject({ requiredSpecializations: [] })
    expect(principles).not.toHaveProperty('evaluationMix')
  })

  it("a replace takes the file's needs where it gives them and keeps the user's where it does not", () => {
    const first = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const edited = {
      ...first,
      courses: first.courses.map((c) =>
        c.id === 'exan-original-exan1001' || c.id === 'exan-original-exan1002'
          ? { ...c, requiredSpecializations: ['Figure Drawing'], evaluationMix: { essay: 100, routine: 0, inProcess: 0 }, expectedEnrolment: 24 }
          : c,
      ),
    }
    const write = buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW, onExisting: 'replace' }, edited)
    expect(write.courses.find((c) => c.id === 'exan-original-exan1001')).toMatchObject({
      requiredSpecializations: ['Drawing', 'Life Drawing'],
      evaluationMix: { essay: 60, routine: 0, inProcess: 40 },
      expectedEnrolment: 30,
    })
    expect(write.courses.find((c) => c.id === 'exan-original-exan1002')).toMatchObject({
      requiredSpecializations: ['Figure Drawing'],
      evaluationMix: { essay: 100, routine: 0, inProcess: 0 },
      expectedEnrolment: 24,
    })
  })

  it('imports into a chosen program (the /programs import control) and gives a blank design number the next vN', () => {
    const first = applyTo(EMPTY, buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY))
    const other = template('')
    other.program.code = 'OTHER'
    const write = buildProgramImport({ data: other, mappings: MAPPINGS, importedFrom: 'json', programId: 'exan', now: NOW }, first)
    expect(write.kind).toBe('version')
    expect(write.programId).toBe('exan')
    expect(write.version).toBe('v2')
    expect(write.programName).toBe('Example Animation Diploma')
  })

  it('duplicate codes within one version get distinct ids; hours fall back to total / 14; negatives become 0', () => {
    const data: ProgramImport = {
      program: { name: 'Dup', code: 'DUP', credential: '', source_last_scraped: NOW.toISOString() },
      courses_by_level: {
        'Level 1': [{ code: 'D1', title: 'A', total_hours: 28, credits: -3 }],
        'Level 2': [{ code: 'd1', title: 'B', hours: 2 }],
      },
    }
    const write = buildProgramImport({ data, mappings: MAPPINGS, importedFrom: 'json', now: NOW }, EMPTY)
    expect(write.courses.map((c) => c.id)).toEqual(['dup-original-d1', 'dup-original-d1-2'])
    expect(write.courses[0]).toMatchObject({ weeklyHours: 2, totalHours: 28, credits: 0 })
  })
})

describe('levelNumber', () => {
  it('reads the number of the level key, else its position, within 1-8', () => {
    expect(levelNumber('Level 3', 0)).toBe(3)
    expect(levelNumber('Semester Two', 1)).toBe(2)
    expect(levelNumber('Level 12', 0)).toBe(8)
    expect(levelNumber('Level 0', 0)).toBe(1)
  })
})
