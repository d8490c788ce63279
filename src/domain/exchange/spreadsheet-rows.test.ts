import { describe, expect, it } from 'vitest'
import { cellList, cellText, levelKey, rowsToPrograms, SPREADSHEET_COLUMNS } from './spreadsheet-rows'
import { validateProgramImport } from '@/domain/programs/program-validation'
import { programTemplateRows } from '@/domain/programs/program-template'

const AT = '2026-01-15T10:00:00.000Z'
const HEADER = [...SPREADSHEET_COLUMNS]

describe('rowsToPrograms', () => {
  it("'No rows found' without data rows", () => {
    expect(rowsToPrograms([], AT)).toEqual({ ok: false, error: 'No rows found' })
    expect(rowsToPrograms([HEADER], AT)).toEqual({ ok: false, error: 'No rows found' })
    expect(rowsToPrograms([HEADER, ['', '', '', '', '']], AT)).toEqual({ ok: false, error: 'No rows found' })
  })
  it("'Missing required column: X' for the first missing required column", () => {
    expect(rowsToPrograms([['programId', 'level'], ['p', '1']], AT)).toEqual({
      ok: false,
      error: 'Missing required column: programDesignNumber',
    })
    const noName = HEADER.filter((c) => c !== 'courseName')
    expect(rowsToPrograms([noName, noName.map(() => 'x')], AT)).toEqual({ ok: false, error: 'Missing required column: courseName' })
  })
  it('groups rows per programId + programDesignNumber, numbers default to 0, lists split on commas', () => {
    const r = rowsToPrograms(
      [
        HEADER,
        ['anim', 'D1', 1, 'AN101', 'Drawing', 4, 56, 14, 3, 'AN100, AN099', 'Desc', ''],
        ['anim', 'D1', 'Level 2', 'AN201', 'Motion', '', 'x', null, undefined, '', '', 'AN202,'],
        ['anim', 'D2', '1', 'AN101', 'Drawing II', 3],
      ],
      AT,
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.programs.map((p) => [p.programId, p.designNumber, p.rowCount])).toEqual([
      ['anim', 'D1', 2],
      ['anim', 'D2', 1],
    ])
    const first = r.programs[0]!.data
    expect(first.program).toEqual({ name: 'anim', code: 'anim', credential: '', source_last_scraped: AT, design_number: 'D1' })
    expect(first.courses_by_level['Level 1']).toEqual([
      { code: 'AN101', title: 'Drawing', hours: 4, total_hours: 56, weeks: 14, credits: 3, prerequisites: ['AN100', 'AN099'], corequisites: [], description: 'Desc' },
    ])
    // Blank numbers default to 0; unreadable text ('x') is kept for the validator to name.
    expect(first.courses_by_level['Level 2']?.[0]).toMatchObject({ hours: 0, total_hours: 'x', weeks: 0, credits: 0, corequisites: ['AN202'] })
    const checked = validateProgramImport(first)
    expect(checked.warnings.map((w) => [w.path, w.message])).toContainEqual(['courses_by_level.Level 2.0.total_hours', 'total_hours should be a number'])
    expect(checked.program?.courses_by_level['Level 2']?.[0]).not.toHaveProperty('total_hours')
  })
  it('accepts header names in any case and ignores unknown columns', () => {
    const r = rowsToPrograms([['PROGRAMID', 'programdesignnumber', 'Level', 'CourseCode', 'coursename', 'junk'], ['p', '', 1, 'C1', 'T', 'zzz']], AT)
    expect(r.ok && r.programs[0]?.data.courses_by_level['Level 1']?.[0]).toMatchObject({ code: 'C1', title: 'T' })
  })
  it('treats every cell as untrusted text: no prototype keys, bounded length, objects ignored', () => {
    const r = rowsToPrograms(
      [HEADER, ['__proto__', 'constructor', '__proto__', { toString: () => 'EVIL' }, '<script>alert(1)</script>', 'x'.repeat(10_000)]],
      AT,
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const data = r.programs[0]!.data
    expect(Object.keys(data.courses_by_level)).toEqual(['Level __proto__'])
    // The 10,000-character hours cell is cut to 4,000 and kept as text for the validator to refuse.
    expect(data.courses_by_level['Level __proto__']?.[0]).toMatchObject({ code: '', title: '<script>alert(1)</script>', hours: 'x'.repeat(4000) })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // The validator then refuses the blank code with its message.
    expect(validateProgramImport(data).isValid).toBe(false)
  })
  it('the spreadsheet template imports as one valid program', () => {
    const r = rowsToPrograms(programTemplateRows(), AT)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.programs).toHaveLength(1)
    const v = validateProgramImport(r.programs[0]!.data)
    expect(v.errors).toEqual([])
    expect(v.stats.courses).toBe(3)
  })
  it('optional programName and credential columns name the program; the first non-blank cell of a group counts', () => {
    const header = ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName', 'programName', 'credential']
    const r = rowsToPrograms(
      [
        header,
        ['game-art', 'D1', 1, 'GA101', 'Drawing', '', ''],
        ['game-art', 'D1', 1, 'GA102', 'Colour', 'Game Art', 'Advanced Diploma'],
        ['game-art', 'D1', 2, 'GA201', 'Modelling', 'Game Art and Design', 'Diploma'],
        ['film', '', 1, 'FI101', 'Camera', '', ''],
      ],
      AT,
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.programs.map((p) => [p.programId, p.data.program.name, p.data.program.code, p.data.program.credential])).toEqual([
      ['game-art', 'Game Art', 'game-art', 'Advanced Diploma'],
      // Without the columns' values the program is still called by its id.
      ['film', 'film', 'film', ''],
    ])
    expect(validateProgramImport(r.programs[0]!.data).program?.program).toMatchObject({ name: 'Game Art', credential: 'Advanced Diploma' })
  })
  it('the template carries the programName and credential columns, after the spec columns', () => {
    const [header, first] = programTemplateRows()
    expect(header?.slice(12, 14)).toEqual(['programName', 'credential'])
    expect(first?.slice(12, 14)).toEqual(['Example Animation Diploma', 'Diploma'])
    const r = rowsToPrograms(programTemplateRows(), AT)
    expect(r.ok && r.programs[0]!.data.program).toMatchObject({ name: 'Example Animation Diploma', credential: 'Diploma' })
  })
  it('the template carries what each course needs, and a course created from it gets them', () => {
    const [header, first] = programTemplateRows()
    expect(header?.slice(-3)).toEqual(['requiredSpecializations', 'evaluationMix', 'expectedEnrolment'])
    expect(first?.slice(-3)).toEqual(['Drawing, Life Drawing', '60 essay / 40 in-process', 30])
    const r = rowsToPrograms(programTemplateRows(), AT)
    const v = validateProgramImport(r.ok && r.programs[0]!.data)
    expect(v.errors).toEqual([])
    expect(v.program?.courses_by_level['Level 1']?.[0]).toMatchObject({
      required_specializations: ['Drawing', 'Life Drawing'],
      evaluation_mix: { essay: 60, routine: 0, in_process: 40 },
      expected_enrolment: 30,
    })
  })
  it('reads the optional need columns: lists on , ; | and line breaks, a mix as text, blanks as none', () => {
    const header = ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName', 'Required Specializations', 'evaluationmix', 'expectedEnrolment']
    const r = rowsToPrograms(
      [
        header,
        ['anim', 'D1', 1, 'AN101', 'Drawing', 'Maya; Rigging | Drawing\nStory, maya', 'essay 50%, routine 30%, in-process 20%', 28],
        ['anim', 'D1', 1, 'AN102', 'Story', '', '', ''],
        ['anim', 'D1', 1, 'AN103', 'Motion', 'Maya', '100 essay', '35'],
      ],
      AT,
    )
    const items = r.ok ? r.programs[0]!.data.courses_by_level['Level 1'] : []
    expect(items?.[0]).toMatchObject({
      required_specializations: ['Maya', 'Rigging', 'Drawing', 'Story'],
      evaluation_mix: { essay: 50, routine: 30, in_process: 20 },
      expected_enrolment: 28,
    })
    expect(items?.[1]).not.toHaveProperty('required_specializations')
    expect(items?.[1]).not.toHaveProperty('evaluation_mix')
    expect(items?.[1]).not.toHaveProperty('expected_enrolment')
    expect(items?.[2]).toMatchObject({ evaluation_mix: { essay: 100, routine: 0, in_process: 0 }, expected_enrolment: 35 })
  })
  it('refuses the whole file on an unreadable need, naming the row (as the sheet numbers it) and the column', () => {
    const header = ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName', 'evaluationMix', 'expectedEnrolment']
    const r = rowsToPrograms(
      [
        header,
        ['anim', 'D1', 1, 'AN101', 'Drawing', '60 essay / 30 routine', ''],
        [],
        ['anim', 'D1', 1, 'AN102', 'Story', 'mostly essays', 'thirty'],
        ['anim', 'D1', 1, 'AN103', 'Fine', '60 essay / 40 routine', 30],
      ],
      AT,
    )
    expect(r).toEqual({
      ok: false,
      error: [
        'Nothing was imported. Fix these cells and import the file again:',
        'Row 2, column evaluationMix: The evaluation mix must add up to 100%; these add up to 90%.',
        'Row 4, column evaluationMix: Write the evaluation mix as percentages per kind, e.g. "60 essay / 40 routine" (kinds: essay, routine, in-process)',
        'Row 4, column expectedEnrolment: expectedEnrolment should be a whole number of students from 0 to 1000',
      ].join('\n'),
    })
  })
  it('reads a 5,000-row sheet into one program per version, every course valid', () => {
    const rows: unknown[][] = [HEADER]
    for (let i = 0; i < 5000; i++) {
      rows.push([`prog-${i % 4}`, `D${Math.floor(i / 2500)}`, (i % 8) + 1, `C${i}`, `Course ${i}`, 3, 42, 14, 3, 'A, B', 'Text', ''])
    }
    const r = rowsToPrograms(rows, AT)
    const programs = r.ok ? r.programs.map((p) => validateProgramImport(p.data)) : []
    expect(r.ok && r.programs).toHaveLength(8)
    expect(programs.reduce((n, p) => n + p.stats.courses, 0)).toBe(5000)
    expect(programs.every((p) => p.isValid)).toBe(true)
  })
})

describe('cell helpers', () => {
  it('cellText/cellList/levelKey', () => {
    expect(cellText('  a ')).toBe('a')
    expect(cellText(3.5)).toBe('3.5')
    expect(cellText(NaN)).toBe('')
    expect(cellText({})).toBe('')
    expect(cellList(' A ,B,, C')).toEqual(['A', 'B', 'C'])
    expect(levelKey(2)).toBe('Level 2')
    expect(levelKey('L03')).toBe('Level 3')
    expect(levelKey('')).toBe('Level 1')
  })
})
