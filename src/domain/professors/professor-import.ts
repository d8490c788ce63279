/**
 * Professor import (spec sections 5 and 7): a JSON array or an object with a `professors` array;
 * the active flag from `active` or `isActive` (true, 1 or 'yes' in any case; false, 0, 'no' or blank
 * are inactive; any other value refuses the row, naming it); each row checked
 * with the store rules and the entity schema; matched to an existing professor by id, else by
 * email, and updated, otherwise added; invalid rows skipped with their 1-based row number and
 * reason. The result is ONE ChangeSet, so the import lands completely or not at all.
 */
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import { professorsWithEmailAsRead, recordAsRead } from '@/domain/plan/preconditions'
import { emailKey } from '@/domain/kernel/normalise-text'
import { professorDisplayName } from '@/domain/model/professor-name'
import { professorId, uniqueId } from '@/domain/kernel/ids'
import { normaliseEmailText, normaliseText } from '@/domain/kernel/normalise-text'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { normalizeEmploymentType } from './professor-export'
import { professorRuleProblems, professorIncomplete } from './professor-rules'
import { professorRecordProblems, type FieldProblem } from '@/domain/model/professor-store-validation'
import { defaultCapForEmploymentType, isEmploymentType } from '@/domain/model/workload'

export const INVALID_JSON_FORMAT = 'Invalid JSON format'

type ParseResult = { ok: true; rows: unknown[] } | { ok: false; error: string }

/** Parses the file or pasted text. A parse error keeps the parser's own message, as the spec allows. */
export function parseProfessorImport(text: string): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { ok: false, error: error instanceof Error && error.message ? error.message : INVALID_JSON_FORMAT }
  }
  if (Array.isArray(data)) return { ok: true, rows: data }
  if (data !== null && typeof data === 'object' && Array.isArray((data as { professors?: unknown }).professors))
    return { ok: true, rows: (data as { professors: unknown[] }).professors }
  return { ok: false, error: INVALID_JSON_FORMAT }
}

const ACTIVE_WORDS = ['true', '1', 'yes']
const INACTIVE_WORDS = ['false', '0', 'no', '']

/**
 * true, 1 and 'yes' (any case, also '1' and 'true' as text) are active; false, 0, 'no', blank and
 * null are not. Anything else ('On Leave', 2) is undefined: a word the import cannot read for
 * certain is refused with its value, never guessed as inactive (issue 24).
 */
export function readActiveFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1) return true
  if (value === false || value === 0 || value === null || value === undefined) return false
  if (typeof value !== 'string') return undefined
  const word = value.trim().toLowerCase()
  return ACTIVE_WORDS.includes(word) ? true : INACTIVE_WORDS.includes(word) ? false : undefined
}

/** The reason for an active flag readActiveFlag cannot read, naming the value as written. */
function unknownActiveMessage(value: unknown): string {
  const text = (typeof value === 'string' ? value.trim() : JSON.stringify(value) ?? String(value)).slice(0, 24)
  return `Active "${text}" is not a known value; use yes or no (true or false)`
}

export interface ImportRowError {
  /** 1-based position of the row in the file. */
  row: number
  message: string
  /** The same reasons with the field each concerns (a sheet names its column from it). */
  problems?: FieldProblem[]
}

export interface ProfessorImportPlan {
  changes: ChangeSet
  added: number
  updated: number
  skipped: number
  errors: ImportRowError[]
  /** Professors written with something still to complete (professor-rules.ts): "Needs review". */
  needsReview: number
  /** The rows written with something still to complete, and what. */
  review: ImportRowError[]
}

export function importSummary(plan: Pick<ProfessorImportPlan, 'added' | 'updated' | 'skipped'>): string {
  return `Imported ${plan.added} new, updated ${plan.updated}, skipped ${plan.skipped}`
}

// Normalised as the schema stores it, so an address with a zero-width space matches its twin.
/** A record's address as compared ('' when it has none). */
const addressKey = (email: unknown) => (typeof email === 'string' ? emailKey(email) : '')

/** Field names in plain words, for reasons that come from the record's shape. */
export const PROFESSOR_FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  firstName: 'First name',
  lastName: 'Last name',
  preferredName: 'Preferred name',
  email: 'Email',
  phone: 'Phone',
  office: 'Office',
  officeNA: 'Office N/A',
  employmentType: 'Employment type',
  maxWeeklyHours: 'Maximum weekly hours',
  isActive: 'Active',
  isCoordinator: 'Coordinator',
  coordinatorRole: 'Coordinator role',
  coordinatorHoursPerWeek: 'Coordinator hours per week',
  hireDate: 'Hire date',
  specializations: 'Specializations',
  preferredPrograms: 'Preferred programs',
  qualifications: 'Qualifications',
  bio: 'Bio',
  notes: 'Notes',
  workloadPreferences: 'Workload preferences',
}

/** The parts of workloadPreferences, named after the group ('Workload preferences: maximum daily hours'). */
const PREFERENCE_LABELS: Record<string, string> = {
  maxCoursesPerTerm: 'maximum courses per term',
  preferredDays: 'preferred days',
  preferredTimeSlots: 'preferred time slots',
  avoidBackToBack: 'avoid back-to-back',
  maxDailyHours: 'maximum daily hours',
}

const KIND_WORDS: Record<string, string> = {
  array: 'a list',
  string: 'text',
  number: 'a number',
  boolean: 'yes or no',
  object: 'a group of values',
}

interface SchemaIssue {
  code?: string
  path: readonly PropertyKey[]
  expected?: unknown
  maximum?: unknown
  minimum?: unknown
}

/**
 * A schema issue in plain words, never the validator's own text ('Invalid input: expected
 * array, received string'): 'Specializations must be a list', 'Maximum weekly hours cannot be
 * more than 40'.
 */
function plainSchemaProblem(issue: SchemaIssue): FieldProblem {
  const field = issue.path.length ? String(issue.path[0]) : null
  const part = issue.path.length > 1 ? String(issue.path[1]) : null
  const base = field ? (PROFESSOR_FIELD_LABELS[field] ?? field) : 'This row'
  const label = field === 'workloadPreferences' && part ? `${base}: ${PREFERENCE_LABELS[part] ?? part}` : base
  let rule = 'is not valid'
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string' && KIND_WORDS[issue.expected])
    rule = `must be ${KIND_WORDS[issue.expected]}`
  else if (issue.code === 'too_big' && typeof issue.maximum === 'number') rule = `cannot be more than ${issue.maximum}`
  else if (issue.code === 'too_small' && typeof issue.minimum === 'number') rule = `must be at least ${issue.minimum}`
  else if (issue.code === 'invalid_value') rule = 'is not one of the allowed values'
  return { field, message: `${label} ${rule}` }
}

/**
 * What the import was computed from, for each professor it writes: the record as read (an
 * update overwrites nothing changed since; a new id is still free) and the professors holding
 * its e-mail as read (none for a new address), so the same file imported in another tab
 * meanwhile is refused instead of adding everyone twice.
 */
function importPreconditions(professors: readonly Professor[], existing: readonly Professor[]): Precondition[] {
  const byId = new Map(existing.map((p) => [p.id, p]))
  const byEmail = new Map<string, Professor[]>()
  for (const p of existing) if (addressKey(p.email)) byEmail.set(addressKey(p.email), [...(byEmail.get(addressKey(p.email)) ?? []), p])
  return professors.flatMap((p) => {
    const read = recordAsRead('professors', p.id, byId.get(p.id) ?? null, professorDisplayName(p))
    return addressKey(p.email) ? [read, professorsWithEmailAsRead(p.email, byEmail.get(addressKey(p.email)) ?? [])] : [read]
  })
}

/**
 * Plans the import of `rows` against the `existing` professors. Rows later in the file see the
 * rows before them, so a file listing the same person twice updates the first entry instead of
 * creating a duplicate.
 */
export function planProfessorImport(
  rows: readonly unknown[],
  existing: readonly Professor[],
  now: Date = new Date(),
): ProfessorImportPlan {
  const stamp = now.toISOString()
  const byId = new Map(existing.map((p) => [p.id, p]))
  const byEmail = new Map<string, Professor>()
  for (const p of existing) if (addressKey(p.email)) byEmail.set(addressKey(p.email), p)
  const existingIds = new Set(existing.map((p) => p.id))
  const written = new Map<string, Professor>()
  const errors: ImportRowError[] = []
  const review: ImportRowError[] = []
  const refuse = (row: number, problems: FieldProblem[]) =>
    errors.push({ row, message: problems.map((p) => p.message).join(', '), problems })
  let added = 0
  let updated = 0

  rows.forEach((raw, index) => {
    const row = index + 1
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      refuse(row, [{ field: null, message: 'Not a professor object' }])
      return
    }
    const input = { ...(raw as Record<string, unknown>) }
    if (typeof input.employmentType === 'string') input.employmentType = normalizeEmploymentType(input.employmentType)
    // Names and email are normalised before the rules and the duplicate check (normalise-text.ts).
    for (const field of ['firstName', 'lastName', 'preferredName'] as const) {
      if (typeof input[field] === 'string') input[field] = normaliseText(input[field])
    }
    if (typeof input.email === 'string') input.email = normaliseEmailText(input.email)
    // No active flag at all (a sheet without an Active column): a new professor is active, the
    // spec's default; an update keeps the status stored (the file says nothing about it).
    const hasFlag = 'active' in input || 'isActive' in input
    const flag = 'active' in input ? input.active : input.isActive
    const isActive = hasFlag ? readActiveFlag(flag) : true
    if (isActive === undefined) {
      refuse(row, [{ field: 'isActive', message: unknownActiveMessage(flag) }])
      return
    }
    if (hasFlag) input.isActive = isActive
    delete input.active

    if (input.maxWeeklyHours === null || input.maxWeeklyHours === '') delete input.maxWeeklyHours
    const storeErrors = professorRecordProblems(input)
    if (storeErrors.length) {
      refuse(row, storeErrors)
      return
    }
    const id = typeof input.id === 'string' ? input.id.trim() : ''
    const match = (id ? byId.get(id) : undefined) ?? byEmail.get(addressKey(input.email))

    // A new professor without a cap gets their employment type's default (full-time 40), not
    // the schema's generic 6, which would make every imported full-timer look overloaded. An
    // update without a cap keeps the cap already stored.
    if (!match) input.isActive ??= true
    const typeCap =
      input.maxWeeklyHours === undefined && isEmploymentType(input.employmentType)
        ? { maxWeeklyHours: defaultCapForEmploymentType(input.employmentType) }
        : {}
    const record = match
      ? { ...match, ...input, id: match.id, createdAt: match.createdAt, updatedAt: stamp, lastUpdated: stamp }
      : {
          ...typeCap,
          ...input,
          id: uniqueId(id || professorId(String(input.firstName), String(input.lastName), now), new Set(byId.keys())),
          createdAt: typeof input.createdAt === 'string' && input.createdAt ? input.createdAt : stamp,
          updatedAt: typeof input.updatedAt === 'string' && input.updatedAt ? input.updatedAt : stamp,
          lastUpdated: typeof input.lastUpdated === 'string' && input.lastUpdated ? input.lastUpdated : stamp,
        }
    // The form's rules, on the record as it would be stored (professor-rules.ts): a row the
    // form would refuse is refused here with the same reason; what is only incomplete is kept.
    const ruleErrors = professorRuleProblems(record).filter((p) => p.severity === 'error')
    if (ruleErrors.length) {
      refuse(row, ruleErrors)
      return
    }
    const parsed = professorSchema.safeParse(record)
    if (!parsed.success) {
      refuse(row, parsed.error.issues.map(plainSchemaProblem))
      return
    }
    const professor = parsed.data
    const incomplete = professorIncomplete(professor)
    if (incomplete.length)
      review.push({ row, message: incomplete.map((p) => p.message).join(', '), problems: incomplete })
    if (match && match.email && addressKey(match.email) !== addressKey(professor.email)) byEmail.delete(addressKey(match.email))
    byId.set(professor.id, professor)
    if (addressKey(professor.email)) byEmail.set(addressKey(professor.email), professor)
    // A professor counts once: new if it did not exist before this import, else updated.
    if (!written.has(professor.id)) {
      if (existingIds.has(professor.id)) updated++
      else added++
    }
    written.set(professor.id, professor)
  })

  const professors = [...written.values()]
  return {
    changes: professors.length ? { put: { professors }, require: importPreconditions(professors, existing) } : {},
    added,
    updated,
    skipped: errors.length,
    errors,
    needsReview: professors.filter((p) => professorIncomplete(p).length > 0).length,
    review,
  }
}
