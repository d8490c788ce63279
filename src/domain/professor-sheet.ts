/**
 * Professors from a spreadsheet (issue 13): the columns we read, each row turned into the same
 * object the JSON import takes, and per-row errors with the spec's professor messages for the
 * preview. The import itself is planProfessorImport, so a sheet and a JSON file land the same
 * way: one change set, added / updated by email / skipped.
 */
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  MAX_WEEKLY_HOURS,
  type EmploymentType,
} from './constants'
import {
  planProfessorImport,
  type ImportRowError,
  type ProfessorImportPlan,
} from './professor-import'
import type { Professor } from './professor'
import { normalizeEmploymentType } from './professor-export'
import { PROFESSOR_STORE_MESSAGES, validateProfessorRecord } from './professor-store-validation'
import {
  cellBoolean,
  readNumberCell,
  serialDateToIso,
  unreadableNumberMessage,
  type SheetField,
  type SheetRecord,
  type SheetTable,
} from './spreadsheet-columns'
import { cellList, cellText } from './spreadsheet-rows'

export const PROFESSOR_SHEET_FIELDS = [
  {
    key: 'firstName',
    label: 'First Name',
    required: true,
    aliases: ['first', 'given name', 'forename', 'prenom'],
  },
  {
    key: 'lastName',
    label: 'Last Name',
    required: true,
    aliases: ['last', 'surname', 'family name', 'nom'],
  },
  { key: 'preferredName', label: 'Preferred Name', aliases: ['preferred', 'known as', 'nickname'] },
  {
    key: 'email',
    label: 'Email',
    required: true,
    aliases: ['e-mail', 'email address', 'mail', 'courriel'],
  },
  {
    key: 'employmentType',
    label: 'Type',
    required: true,
    aliases: ['employment type', 'employment', 'contract', 'status type'],
  },
  {
    key: 'maxWeeklyHours',
    label: 'Max Hours',
    aliases: ['max weekly hours', 'maximum hours', 'cap', 'hours cap', 'max hours per week'],
  },
  { key: 'active', label: 'Active', aliases: ['is active', 'isactive', 'status'] },
  { key: 'phone', label: 'Phone', aliases: ['telephone', 'phone number', 'tel'] },
  { key: 'office', label: 'Office', aliases: ['room', 'office room'] },
  { key: 'hireDate', label: 'Hire Date', aliases: ['hired', 'start date', 'date hired'] },
  {
    key: 'specializations',
    label: 'Specializations',
    aliases: ['specialties', 'specialisations', 'expertise'],
  },
  { key: 'notes', label: 'Notes', aliases: ['comments', 'remarks'] },
] as const satisfies readonly SheetField[]

export type ProfessorSheetField = (typeof PROFESSOR_SHEET_FIELDS)[number]['key']

const TYPE_BY_TEXT = new Map<string, EmploymentType>([
  ...EMPLOYMENT_TYPES.map((t) => [t, t] as const),
  ...EMPLOYMENT_TYPES.map((t) => [normalizeEmploymentType(EMPLOYMENT_TYPE_LABELS[t]), t] as const),
  ['parttime', 'part-time'],
  ['pt', 'part-time'],
  ['partial', 'partial-load'],
  ['partialload', 'partial-load'],
  ['fulltime', 'full-time'],
  ['ft', 'full-time'],
])

/** 'Full Time', 'FT', 'full-time' -> 'full-time'; anything else stays as written (and fails validation). */
export function readEmploymentType(value: unknown): string {
  const text = normalizeEmploymentType(cellText(value))
  return TYPE_BY_TEXT.get(text) ?? TYPE_BY_TEXT.get(text.replace(/-/g, '')) ?? text
}

/** One sheet row as a professor import object (the shape planProfessorImport reads). */
export function professorRowObject(
  cells: SheetRecord<ProfessorSheetField>['cells'],
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    firstName: cellText(cells.firstName),
    lastName: cellText(cells.lastName),
    email: cellText(cells.email),
    employmentType: readEmploymentType(cells.employmentType),
    active: cellBoolean(cells.active, true),
  }
  const text = (key: 'preferredName' | 'phone' | 'office' | 'notes') => {
    if (key in cells) out[key] = cellText(cells[key])
  }
  text('preferredName')
  text('phone')
  text('office')
  text('notes')
  if ('hireDate' in cells) out.hireDate = serialDateToIso(cells.hireDate)
  if ('specializations' in cells) out.specializations = cellList(cells.specializations)
  if ('maxWeeklyHours' in cells) {
    const cap = readNumberCell(cells.maxWeeklyHours)
    // Unreadable text is passed on as NaN so the row is refused (sheetCellErrors says why).
    if (cap.kind !== 'blank') out.maxWeeklyHours = cap.kind === 'number' ? cap.value : Number.NaN
  }
  return out
}

/** The spec's form-helper message for a cap above the maximum (section 5, weekly hours). */
export const PROFESSOR_SHEET_MESSAGES = {
  capTooHigh: `Weekly hours cannot exceed ${MAX_WEEKLY_HOURS}`,
} as const

/**
 * What the sheet itself makes unreadable, before the store rules: a row whose cells may have
 * moved, a Max Hours cell that is not one number for certain ('1,500'), a cap above the
 * spec's 40 (the store rule only checks the minimum of 1).
 */
export function sheetCellErrors(record: SheetRecord<ProfessorSheetField>): string[] {
  const errors: string[] = []
  if (record.problem) errors.push(record.problem)
  const cap = readNumberCell(record.cells.maxWeeklyHours)
  if (cap.kind === 'unreadable') errors.push(unreadableNumberMessage('Max hours', cap))
  else if (cap.kind === 'number' && cap.value > MAX_WEEKLY_HOURS)
    errors.push(PROFESSOR_SHEET_MESSAGES.capTooHigh)
  return errors
}

export interface ProfessorSheetPreviewRow {
  row: number
  value: Record<string, unknown>
  errors: string[]
}

/** Every record with the spec's store-rule messages, for the preview. */
export function previewProfessorRows(
  records: readonly SheetRecord<ProfessorSheetField>[],
): ProfessorSheetPreviewRow[] {
  return records.map((r) => {
    const value = professorRowObject(r.cells)
    const store = validateProfessorRecord(value)
    // NaN from an unreadable cap fails the store's minimum rule too; the sheet's reason says more.
    const sheet = sheetCellErrors(r)
    const errors = sheet.length
      ? [
          ...sheet,
          ...store.filter(
            (m) =>
              !(
                m === PROFESSOR_STORE_MESSAGES.maxWeeklyHours && Number.isNaN(value.maxWeeklyHours)
              ),
          ),
        ]
      : store
    return { row: r.row, value, errors }
  })
}

/** The import plan with errors numbered by spreadsheet row instead of position in the list. */
export function planProfessorSheetImport(
  records: readonly SheetRecord<ProfessorSheetField>[],
  existing: readonly Professor[],
  now: Date = new Date(),
): ProfessorImportPlan {
  // Rows the sheet cannot read for certain never reach the import; their reasons join its errors.
  const refused: ImportRowError[] = []
  const readable: SheetRecord<ProfessorSheetField>[] = []
  for (const r of records) {
    const problems = previewProfessorRows([r])[0]!.errors
    if (sheetCellErrors(r).length) refused.push({ row: r.row, message: problems.join(', ') })
    else readable.push(r)
  }
  const plan = planProfessorImport(
    readable.map((r) => professorRowObject(r.cells)),
    existing,
    now,
  )
  const errors: ImportRowError[] = [
    ...refused,
    ...plan.errors.map((e) => ({ row: readable[e.row - 1]?.row ?? e.row, message: e.message })),
  ].sort((a, b) => a.row - b.row)
  return { ...plan, skipped: plan.skipped + refused.length, errors }
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
      { header: 'Hire Date', width: 12 },
      { header: 'Specializations', width: 30 },
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
    ]),
  }
}
