/**
 * Professors from a spreadsheet (issue 13): the columns we read, each row turned into the same
 * object the JSON import takes, and per-row errors with the spec's professor messages for the
 * preview. The import itself is planProfessorImport, so a sheet and a JSON file land the same
 * way: one change set, added / updated by email / skipped.
 */
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from './constants'
import { planProfessorImport, type ImportRowError, type ProfessorImportPlan } from './professor-import'
import type { Professor } from './professor'
import { normalizeEmploymentType } from './professor-export'
import { validateProfessorRecord } from './professor-store-validation'
import {
  cellBoolean,
  cellNumberOrUndefined,
  serialDateToIso,
  type SheetField,
  type SheetRecord,
  type SheetTable,
} from './spreadsheet-columns'
import { cellList, cellText } from './spreadsheet-rows'

export const PROFESSOR_SHEET_FIELDS = [
  { key: 'firstName', label: 'First Name', required: true, aliases: ['first', 'given name', 'forename', 'prenom'] },
  { key: 'lastName', label: 'Last Name', required: true, aliases: ['last', 'surname', 'family name', 'nom'] },
  { key: 'preferredName', label: 'Preferred Name', aliases: ['preferred', 'known as', 'nickname'] },
  { key: 'email', label: 'Email', required: true, aliases: ['e-mail', 'email address', 'mail', 'courriel'] },
  { key: 'employmentType', label: 'Type', required: true, aliases: ['employment type', 'employment', 'contract', 'status type'] },
  { key: 'maxWeeklyHours', label: 'Max Hours', aliases: ['max weekly hours', 'maximum hours', 'cap', 'hours cap', 'max hours per week'] },
  { key: 'active', label: 'Active', aliases: ['is active', 'isactive', 'status'] },
  { key: 'phone', label: 'Phone', aliases: ['telephone', 'phone number', 'tel'] },
  { key: 'office', label: 'Office', aliases: ['room', 'office room'] },
  { key: 'hireDate', label: 'Hire Date', aliases: ['hired', 'start date', 'date hired'] },
  { key: 'specializations', label: 'Specializations', aliases: ['specialties', 'specialisations', 'expertise'] },
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
export function professorRowObject(cells: SheetRecord<ProfessorSheetField>['cells']): Record<string, unknown> {
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
  if ('maxWeeklyHours' in cells && cellText(cells.maxWeeklyHours) !== '') {
    // Unreadable text is passed on as NaN so the store rule reports it, not silently dropped.
    out.maxWeeklyHours = cellNumberOrUndefined(cells.maxWeeklyHours) ?? Number.NaN
  }
  return out
}

export interface ProfessorSheetPreviewRow {
  row: number
  value: Record<string, unknown>
  errors: string[]
}

/** Every record with the spec's store-rule messages, for the preview. */
export function previewProfessorRows(records: readonly SheetRecord<ProfessorSheetField>[]): ProfessorSheetPreviewRow[] {
  return records.map((r) => {
    const value = professorRowObject(r.cells)
    return { row: r.row, value, errors: validateProfessorRecord(value) }
  })
}

/** The import plan with errors numbered by spreadsheet row instead of position in the list. */
export function planProfessorSheetImport(
  records: readonly SheetRecord<ProfessorSheetField>[],
  existing: readonly Professor[],
  now: Date = new Date(),
): ProfessorImportPlan {
  const objects = records.map((r) => professorRowObject(r.cells))
  const plan = planProfessorImport(objects, existing, now)
  const errors: ImportRowError[] = plan.errors.map((e) => ({ row: records[e.row - 1]?.row ?? e.row, message: e.message }))
  return { ...plan, errors }
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
