/**
 * Naming or renaming a program and editing its code, credential and length (the form on
 * /programs). The program's id (its slug) never changes: courses, versions, assignments and links
 * point at it, so an edit only rewrites what the program is called and described as.
 *
 * Which program a course belongs to, and what it is called, stays the rule of course-program.ts
 * (the program's current name wins over the name stored on a course). The edit also brings the
 * name stored on the program's courses up to date, in the same ChangeSet, so anything reading a
 * course without the programs list shows the new name too, and one undo step reverts both.
 */
import type { ChangeSet } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import { normaliseText } from '@/domain/kernel/normalise-text'
import { MAX_PROGRAM_LENGTH_YEARS } from '@/domain/kernel/number-bounds'
import type { StoredProgram } from '@/domain/model/program'
import { programMetaSchema } from '@/domain/model/program-import-format'
import { z } from '@/domain/kernel/zod'

const PROGRAM_NAME_MAX = 200
const PROGRAM_CODE_MAX = 40
const PROGRAM_CREDENTIAL_MAX = 100

export const PROGRAM_EDIT_MESSAGES = {
  nameRequired: 'Program name is required.',
  nameTooLong: `Program name cannot be longer than ${PROGRAM_NAME_MAX} characters.`,
  codeTooLong: `Program code cannot be longer than ${PROGRAM_CODE_MAX} characters.`,
  credentialTooLong: `Credential cannot be longer than ${PROGRAM_CREDENTIAL_MAX} characters.`,
  length: `Length must be a number of years above 0 and at most ${MAX_PROGRAM_LENGTH_YEARS}, or left blank.`,
  duplicateCode: (code: string, name: string) => `The code ${code} is already used by "${name}". Choose another code.`,
} as const

const M = PROGRAM_EDIT_MESSAGES

/** Credentials the spec names, offered as suggestions; any other text is accepted. */
export const CREDENTIAL_SUGGESTIONS = ['Diploma', 'Advanced Diploma', 'Degree', 'Certificate', 'Graduate Certificate'] as const

function validLength(text: string): boolean {
  if (text === '') return true
  const n = Number(text)
  return /^\d*\.?\d+$/.test(text) && n > 0 && n <= MAX_PROGRAM_LENGTH_YEARS
}

/** The form: the program's name, code and credential as stored, with the form's messages; length as typed text. */
export const programEditSchema = programMetaSchema.pick({ name: true, code: true, credential: true }).extend({
  name: z.string().overwrite(normaliseText).min(1, M.nameRequired).max(PROGRAM_NAME_MAX, M.nameTooLong),
  code: z.string().overwrite(normaliseText).max(PROGRAM_CODE_MAX, M.codeTooLong),
  credential: z.string().overwrite(normaliseText).max(PROGRAM_CREDENTIAL_MAX, M.credentialTooLong),
  /** Years as typed: blank means not given. */
  lengthYears: z.string().trim().refine(validLength, M.length),
})
type ProgramEditValues = z.input<typeof programEditSchema>
export type ProgramEdit = z.output<typeof programEditSchema>

export function programEditValues(program: StoredProgram): ProgramEditValues {
  const meta = program.program
  return {
    name: meta.name,
    code: meta.code,
    credential: meta.credential,
    lengthYears: meta.length_years === undefined ? '' : String(meta.length_years),
  }
}

const codeKey = (code: string) => normaliseText(code).toLowerCase()

/** The message when another program already uses this code; null when the code is free (or blank). */
export function duplicateProgramCodeMessage(code: string, programs: readonly StoredProgram[], slug: string): string | null {
  const key = codeKey(code)
  if (!key) return null
  const other = programs.find((p) => p.slug !== slug && codeKey(p.program.code) === key)
  return other ? M.duplicateCode(normaliseText(code), other.program.name) : null
}

/**
 * The writes of an edit: the program record with its new name, code, credential and length, and
 * the program's courses whose stored program name differs. Empty when nothing changed.
 */
export function programEditChanges(program: StoredProgram, edit: ProgramEdit, courses: readonly Course[]): ChangeSet {
  const { length_years: _previousLength, ...rest } = program.program
  const meta = {
    ...rest,
    name: edit.name,
    code: edit.code,
    credential: edit.credential,
    ...(edit.lengthYears !== '' && { length_years: Number(edit.lengthYears) }),
  }
  const same =
    meta.name === program.program.name &&
    meta.code === program.program.code &&
    meta.credential === program.program.credential &&
    meta.length_years === program.program.length_years
  const renamed = courses
    .filter((c) => courseBelongsToProgram(c, program.slug) && c.programName !== edit.name)
    .map((c) => ({ ...c, programName: edit.name }))
  if (same && renamed.length === 0) return {}
  return {
    put: {
      ...(!same && { programs: [{ ...program, program: meta }] }),
      ...(renamed.length > 0 && { courses: renamed }),
    },
  }
}
