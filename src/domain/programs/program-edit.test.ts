import { describe, expect, it } from 'vitest'
import { courseSchema } from '@/domain/model/course'
import { courseProgramLabel } from '@/domain/model/course-program'
import { storedProgramSchema } from '@/domain/model/program'
import { duplicateProgramCodeMessage, programEditChanges, programEditSchema, programEditValues, PROGRAM_EDIT_MESSAGES } from './program-edit'

const program = storedProgramSchema.parse({ slug: 'game-art', program: { name: 'game-art', code: 'game-art' } })
const other = storedProgramSchema.parse({ slug: 'film', program: { name: 'Film & TV', code: 'FILM' } })
const course = (id: string, programId: string) => courseSchema.parse({ id, code: id.toUpperCase(), title: 'T', programId, programName: programId })

describe('program edit', () => {
  it('names the program and its courses in one change set; the slug stays', () => {
    const edit = programEditSchema.parse({ ...programEditValues(program), name: '  Game Art ', credential: 'Diploma', lengthYears: '2' })
    const changes = programEditChanges(program, edit, [course('ga1', 'game-art'), course('f1', 'film')])
    expect(changes.put?.programs).toEqual([{ ...program, program: { ...program.program, name: 'Game Art', credential: 'Diploma', length_years: 2 } }])
    expect(changes.put?.courses?.map((c) => [c.id, c.programId, c.programName])).toEqual([['ga1', 'game-art', 'Game Art']])
    expect(courseProgramLabel(changes.put!.courses![0]!)).toBe('Game Art')
  })

  it('nothing changed: an empty change set; a blank length removes it', () => {
    expect(programEditChanges(program, programEditSchema.parse(programEditValues(program)), [])).toEqual({})
    const withLength = { ...program, program: { ...program.program, length_years: 3 } }
    const changes = programEditChanges(withLength, programEditSchema.parse({ ...programEditValues(withLength), lengthYears: '' }), [])
    expect(changes.put?.programs?.[0]?.program).not.toHaveProperty('length_years')
  })

  it('says what is wrong, in words', () => {
    const errors = (values: Partial<ReturnType<typeof programEditValues>>) => {
      const r = programEditSchema.safeParse({ ...programEditValues(program), ...values })
      return r.success ? [] : r.error.issues.map((i) => i.message)
    }
    expect(errors({ name: ' \u200b ' })).toEqual([PROGRAM_EDIT_MESSAGES.nameRequired])
    for (const lengthYears of ['0', '-1', '9', 'two', '1e3']) expect(errors({ lengthYears })).toEqual([PROGRAM_EDIT_MESSAGES.length])
    expect(errors({ lengthYears: '1.5' })).toEqual([])
    expect(duplicateProgramCodeMessage(' film ', [program, other], 'game-art')).toBe('The code film is already used by "Film & TV". Choose another code.')
    expect(duplicateProgramCodeMessage('FILM', [program, other], 'film')).toBeNull()
    expect(duplicateProgramCodeMessage('', [program, other], 'game-art')).toBeNull()
  })
})
