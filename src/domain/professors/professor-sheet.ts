/**
 * Professors from a spreadsheet (issues 13 and 24): the columns we read (HR exports' prefixed
 * headers such as 'Work Email' or 'Max Teaching Hrs/Wk' matched by their words), each row turned
 * into the same object the JSON import takes, and the import planned by planProfessorImport, so
 * a sheet and a JSON file land the same way and obey the same rules (professor-rules.ts).
 *
 * Nothing is guessed silently: an employment type or status the reader does not know ('Contract
 * Faculty', 'On Leave') is listed for the user to match once for every row holding it; until
 * then its rows are refused naming the value. Each cell the reader had to interpret carries a
 * note ('Full-Time Faculty -> Full-time') for the preview, and each row error names the file's
 * column and the rule in plain words.
 */
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmploymentType,
} from '@/domain/kernel/constants'
import {
  planProfessorImport,
  PROFESSOR_FIELD_LABELS,
  type ImportRowError,
  type ProfessorImportPlan,
} from './professor-import'
import type { Professor } from '@/domain/model/professor'
import { FORM_MESSAGES } from './professor-form-rules'
import { professorRecordProblems, type FieldProblem } from '@/domain/model/professor-store-validation'
import {
  cellItems,
  readFlagCell,
  readNumberCell,
  serialDateToIso,
  type SheetField,
  type SheetRecord,
  type SheetTable,
} from '@/domain/exchange/spreadsheet-columns'
import { cellText } from '@/domain/exchange/spreadsheet-rows'

export const PROFESSOR_SHEET_FIELDS = [
  {
    key: 'firstName',
    label: 'First Name',
    required: true,
    aliases: ['first', 'given name', 'forename', 'prenom'],
    words: { strong: ['first', 'given', 'forename', 'prenom'], weak: ['name', 'legal'] },
  },
  {
    key: 'lastName',
    label: 'Last Name',
    required: true,
    aliases: ['last', 'surname', 'family name', 'nom'],
    words: { strong: ['last', 'surname', 'family'], weak: ['name', 'legal'] },
  },
  {
    key: 'preferredName',
    label: 'Preferred Name',
    aliases: ['preferred', 'known as', 'nickname'],
    words: { strong: ['preferred', 'nickname', 'known'], weak: ['name', 'as'] },
  },
  {
    key: 'email',
    label: 'Email',
    required: true,
    aliases: ['e-mail', 'email address', 'mail', 'courriel'],
    words: {
      strong: ['email', 'mail', 'courriel'],
      weak: ['work', 'primary', 'business', 'address', 'official', 'institutional', 'college', 'contact'],
    },
  },
  {
    key: 'employmentType',
    label: 'Type',
    required: true,
    aliases: ['employment type', 'employment', 'contract', 'status type'],
    words: {
      strong: ['type', 'group', 'category', 'class', 'contract'],
      weak: ['employment', 'employee', 'staff', 'faculty', 'job', 'appointment', 'work'],
    },
  },
  {
    key: 'maxWeeklyHours',
    label: 'Max Hours',
    aliases: ['max weekly hours', 'maximum hours', 'cap', 'hours cap', 'max hours per week'],
    words: {
      strong: ['max', 'cap', 'hours', 'limit'],
      weak: ['teaching', 'week', 'per', 'load', 'allowed', 'contact'],
    },
  },
  {
    key: 'active',
    label: 'Active',
    aliases: ['is active', 'isactive', 'status'],
    words: { strong: ['active', 'status'], weak: ['is', 'employment', 'employee', 'current', 'staff'] },
  },
  {
    key: 'phone',
    label: 'Phone',
    aliases: ['telephone', 'phone number', 'tel'],
    words: {
      strong: ['phone', 'telephone', 'mobile', 'cell'],
      weak: ['work', 'business', 'primary', 'office', 'number', 'no', 'contact', 'direct'],
    },
  },
  {
    key: 'office',
    label: 'Office',
    aliases: ['room', 'office room'],
    words: { strong: ['office', 'room', 'location'], weak: ['building', 'number', 'no', 'work', 'campus'] },
  },
  {
    key: 'hireDate',
    label: 'Hire Date',
    aliases: ['hired', 'start date', 'date hired'],
    words: { strong: ['hire', 'hired', 'start', 'joined'], weak: ['date', 'original', 'employment', 'service', 'of'] },
  },
  {
    key: 'specializations',
    label: 'Specializations',
    aliases: ['specialties', 'specialisations', 'expertise'],
    words: {
      strong: [
        'specializations', 'specialization', 'specialisations', 'specialisation', 'specialties',
        'specialty', 'specialities', 'speciality', 'expertise', 'skills', 'skill',
      ],
      weak: ['areas', 'area', 'of', 'teaching', 'subject', 'subjects', 'key'],
    },
  },
  {
    key: 'qualifications',
    label: 'Qualifications',
    aliases: ['degrees', 'credentials'],
    words: {
      strong: [
        'qualifications', 'qualification', 'degrees', 'degree', 'credentials', 'credential',
        'education', 'certifications',
      ],
      weak: ['academic', 'highest', 'professional'],
    },
  },
  {
    key: 'notes',
    label: 'Notes',
    aliases: ['comments', 'remarks'],
    words: { strong: ['notes', 'note', 'comments', 'comment', 'remarks'], weak: ['hr', 'additional', 'other'] },
  },
] as const satisfies readonly SheetField[]

export type ProfessorSheetField = (typeof PROFESSOR_SHEET_FIELDS)[number]['key']

// Words HR adds around a type that do not change it ('Sessional Instructor', 'Full-Time Faculty').
const TYPE_NOISE: ReadonlySet<string> = new Set([
  'faculty', 'instructor', 'instructors', 'professor', 'professors', 'staff', 'teacher',
  'lecturer', 'employee', 'member', 'teaching', 'academic',
])

const TYPE_BY_WORDS: ReadonlyMap<string, EmploymentType> = new Map([
  ...EMPLOYMENT_TYPES.map((t) => [t.replace(/-/g, ''), t] as const),
  ['pt', 'part-time'],
  ['partial', 'partial-load'],
  ['pl', 'partial-load'],
  ['sessionals', 'sessional'],
  ['ft', 'full-time'],
  ['full', 'full-time'],
])

/** What an employment-type cell holds: nothing, a type (as written, and whether it was read loosely), or text to ask about. */
type EmploymentTypeCell =
  | { kind: 'blank' }
  | { kind: 'known'; type: EmploymentType; text: string; interpreted: boolean }
  | { kind: 'unknown'; text: string }

/** 'Full-Time Faculty', 'FT', 'Part Time', 'Partial-Load Faculty' -> the type; 'Contract Faculty' -> unknown. */
export function readEmploymentTypeCell(value: unknown): EmploymentTypeCell {
  const text = cellText(value)
  if (text === '') return { kind: 'blank' }
  const words = text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !TYPE_NOISE.has(w))
  const type = TYPE_BY_WORDS.get(words.join(''))
  if (!type) return { kind: 'unknown', text }
  // 'Full Time' is 'Full-time' as written; only a changed word is worth a note.
  const letters = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '')
  return { kind: 'known', type, text, interpreted: letters(text) !== letters(type) }
}

/** The user's answers for values the reader did not know, applied to every row holding them. */
export interface ValueChoices {
  employmentType: ReadonlyMap<string, EmploymentType>
  active: ReadonlyMap<string, boolean>
}
export const NO_VALUE_CHOICES: ValueChoices = { employmentType: new Map(), active: new Map() }

/** How a value is looked up among the choices: 'On  Leave ' and 'on leave' are one value. */
export function valueKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ')
}

export interface UnknownValue {
  field: 'employmentType' | 'active'
  key: string
  /** As first written in the file. */
  text: string
  rows: number
}

/** Every employment type and status the reader does not know, once each, in file order. */
export function unknownSheetValues(records: readonly SheetRecord<ProfessorSheetField>[]): UnknownValue[] {
  const found = new Map<string, UnknownValue>()
  const note = (field: UnknownValue['field'], text: string) => {
    const key = valueKey(text)
    const id = `${field}\u0000${key}`
    const seen = found.get(id)
    if (seen) seen.rows++
    else found.set(id, { field, key, text, rows: 1 })
  }
  for (const r of records) {
    const type = readEmploymentTypeCell(r.cells.employmentType)
    if (type.kind === 'unknown') note('employmentType', type.text)
    if ('active' in r.cells) {
      const flag = readFlagCell(r.cells.active)
      if (flag.kind === 'unknown') note('active', flag.text)
    }
  }
  return [...found.values()]
}

export const PROFESSOR_SHEET_MESSAGES = {
  /** The spec's form-helper message for a cap above the maximum (section 5, weekly hours). */
  capTooHigh: FORM_MESSAGES.hoursMax,
  unknownType: (text: string) => `"${text}" is not a known employment type; choose a type for it under Values to match`,
  unknownStatus: (text: string) => `"${text}" is not a known status; choose Active or Inactive for it under Values to match`,
  notANumber: (text: string) => `"${text}" is not a number`,
  ambiguousNumber: (text: string, reason: string) => `"${text}" ${reason}`,
} as const

const FLAG_PLAIN = ['yes', 'no', 'true', 'false', 'active', 'inactive']
const activeLabel = (v: boolean) => (v ? 'Active' : 'Inactive')

/** One sheet row read: the import object, what the sheet made unreadable, and each interpretation. */
interface ProfessorSheetRow {
  row: number
  value: Record<string, unknown>
  /** Problems of the cells themselves (the record fields they concern), before any rule. */
  problems: FieldProblem[]
  /** Cells read loosely or by the user's choice: 'Full-Time Faculty -> Full-time'. */
  notes: Partial<Record<ProfessorSheetField, string>>
}

export function readProfessorRow(
  record: SheetRecord<ProfessorSheetField>,
  choices: ValueChoices = NO_VALUE_CHOICES,
): ProfessorSheetRow {
  const cells = record.cells
  const problems: FieldProblem[] = []
  const notes: ProfessorSheetRow['notes'] = {}
  if (record.problem) problems.push({ field: null, message: record.problem })
  const value: Record<string, unknown> = {
    firstName: cellText(cells.firstName),
    lastName: cellText(cells.lastName),
    email: cellText(cells.email),
  }

  const type = readEmploymentTypeCell(cells.employmentType)
  if (type.kind === 'blank') value.employmentType = ''
  else if (type.kind === 'known') {
    value.employmentType = type.type
    if (type.interpreted) notes.employmentType = `${type.text} -> ${EMPLOYMENT_TYPE_LABELS[type.type]}`
  } else {
    const chosen = choices.employmentType.get(valueKey(type.text))
    if (chosen) {
      value.employmentType = chosen
      notes.employmentType = `${type.text} -> ${EMPLOYMENT_TYPE_LABELS[chosen]} (your choice)`
    } else {
      value.employmentType = type.text
      problems.push({ field: 'employmentType', message: PROFESSOR_SHEET_MESSAGES.unknownType(type.text) })
    }
  }

  const flag = readFlagCell(cells.active)
  if (flag.kind === 'known') {
    value.active = flag.value
    if (!FLAG_PLAIN.includes(flag.text.toLowerCase())) notes.active = `${flag.text} -> ${activeLabel(flag.value)}`
  } else if (flag.kind === 'unknown') {
    const chosen = choices.active.get(valueKey(flag.text))
    if (chosen !== undefined) {
      value.active = chosen
      notes.active = `${flag.text} -> ${activeLabel(chosen)} (your choice)`
    } else problems.push({ field: 'isActive', message: PROFESSOR_SHEET_MESSAGES.unknownStatus(flag.text) })
  } else if ('active' in cells) value.active = true // blank: the spec's default
  // No Active column: no flag, so an update keeps the stored status (planProfessorImport).

  for (const key of ['preferredName', 'phone', 'office', 'notes'] as const)
    if (key in cells) value[key] = cellText(cells[key])
  if ('hireDate' in cells) value.hireDate = serialDateToIso(cells.hireDate)
  for (const key of ['specializations', 'qualifications'] as const) {
    if (!(key in cells)) continue
    const items = cellItems(cells[key])
    value[key] = items
    if (items.length > 1 && /[;|\r\n]/.test(cellText(cells[key]))) notes[key] = `${items.length} items`
  }
  if ('maxWeeklyHours' in cells) {
    const cap = readNumberCell(cells.maxWeeklyHours)
    if (cap.kind === 'number') {
      value.maxWeeklyHours = cap.value
      const raw = cellText(cells.maxWeeklyHours)
      if (typeof cells.maxWeeklyHours === 'string' && raw !== String(cap.value)) notes.maxWeeklyHours = `${raw} -> ${cap.value}`
    } else if (cap.kind === 'unreadable')
      problems.push({
        field: 'maxWeeklyHours',
        message:
          cap.reason === 'is not a number'
            ? PROFESSOR_SHEET_MESSAGES.notANumber(cap.text.slice(0, 24))
            : PROFESSOR_SHEET_MESSAGES.ambiguousNumber(cap.text.slice(0, 24), cap.reason),
      })
  }
  return { row: record.row, value, problems, notes }
}

// Record fields whose sheet column has another key.
const SHEET_FIELD_OF: Record<string, ProfessorSheetField> = { isActive: 'active' }

/** Column headers of the file, by field, so a row error names the column the user sees. */
export type SheetHeaders = Partial<Record<ProfessorSheetField, string>>

/** 'Max Teaching Hrs/Wk: Part-time professors cannot exceed 6 hours per week'. */
function sheetProblemText(problem: FieldProblem, headers: SheetHeaders): string {
  if (!problem.field) return problem.message
  const field = (SHEET_FIELD_OF[problem.field] ?? problem.field) as ProfessorSheetField
  const column = headers[field] ?? PROFESSOR_FIELD_LABELS[problem.field] ?? problem.field
  return `${column}: ${problem.message}`
}

export interface ProfessorSheetPreviewRow extends ProfessorSheetRow {
  /** Why the row is skipped, each naming its column; empty when it imports. */
  errors: string[]
  /** What is still to complete (stored with a "Needs review" mark). */
  review: string[]
}

interface ProfessorSheetPlan extends ProfessorImportPlan {
  rows: ProfessorSheetPreviewRow[]
}

/**
 * The import plan of a sheet, with errors numbered by spreadsheet row and naming the file's
 * columns, and every row as the preview shows it. Rows whose cells cannot be read for certain
 * never reach the import; the rest go through planProfessorImport and its rules.
 */
export function planProfessorSheetImport(
  records: readonly SheetRecord<ProfessorSheetField>[],
  existing: readonly Professor[],
  now: Date = new Date(),
  options: { choices?: ValueChoices; headers?: SheetHeaders } = {},
): ProfessorSheetPlan {
  const headers = options.headers ?? {}
  const read = records.map((r) => readProfessorRow(r, options.choices))
  const readable = read.filter((r) => r.problems.length === 0)
  const plan = planProfessorImport(
    readable.map((r) => r.value),
    existing,
    now,
  )
  const errorsByRow = new Map<number, FieldProblem[]>()
  for (const r of read) {
    if (!r.problems.length) continue
    // The store rules on the other fields too, so one pass over the file shows every problem.
    const sheetFields = new Set(r.problems.map((p) => p.field))
    const rest = professorRecordProblems(r.value).filter((p) => !sheetFields.has(p.field))
    errorsByRow.set(r.row, [...r.problems, ...rest])
  }
  for (const e of plan.errors) {
    const row = readable[e.row - 1]?.row ?? e.row
    errorsByRow.set(row, e.problems ?? [{ field: null, message: e.message }])
  }
  const reviewByRow = new Map<number, string[]>()
  for (const e of plan.review) {
    const row = readable[e.row - 1]?.row ?? e.row
    reviewByRow.set(row, (e.problems ?? []).map((p) => sheetProblemText(p, headers)))
  }
  const rows = read.map((r) => ({
    ...r,
    errors: (errorsByRow.get(r.row) ?? []).map((p) => sheetProblemText(p, headers)),
    review: reviewByRow.get(r.row) ?? [],
  }))
  const errors: ImportRowError[] = rows
    .filter((r) => r.errors.length > 0)
    .map((r) => ({ row: r.row, message: r.errors.join(', '), problems: errorsByRow.get(r.row) }))
  return { ...plan, skipped: errors.length, errors, rows }
}

/** Every record with its errors, for the preview (the plan against no stored professors). */
export function previewProfessorRows(
  records: readonly SheetRecord<ProfessorSheetField>[],
  options: { choices?: ValueChoices; headers?: SheetHeaders; existing?: readonly Professor[] } = {},
): ProfessorSheetPreviewRow[] {
  return planProfessorSheetImport(records, options.existing ?? [], new Date(), options).rows
}

/** Professors as a table for export, headed with the names the import matches. */
export function professorsTable(professors: readonly Professor[]): SheetTable {
  return {
    name: 'Professors',
    columns: [
      { header: 'First Name', width: 16 },
      { header: 'Last Name', width: 18 },
      { header: 'Preferred Name', width: 16 },
      { header: 'Email', width: 30 },
      { header: 'Type', width: 14 },
      { header: 'Max Hours', width: 10 },
      { header: 'Active', width: 8 },
      { header: 'Phone', width: 16 },
      { header: 'Office', width: 10 },
      { header: 'Hire Date', width: 12, kind: 'date' },
      { header: 'Specializations', width: 30 },
      { header: 'Qualifications', width: 30 },
    ],
    rows: professors.map((p) => [
      p.firstName,
      p.lastName,
      p.preferredName,
      p.email,
      EMPLOYMENT_TYPE_LABELS[p.employmentType],
      p.maxWeeklyHours,
      p.isActive ? 'Yes' : 'No',
      p.phone,
      p.office,
      p.hireDate,
      p.specializations.join(', '),
      p.qualifications.join('; '),
    ]),
  }
}
