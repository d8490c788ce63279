/**
 * One rule set for a professor record, shared by the add/edit form and both imports (issue 24).
 * The rules themselves are the form-helper rules (professor-form-rules.ts, spec section 5); this
 * module says which field each one concerns, what it depends on, and how strict it is:
 *
 *  - 'error': the record is wrong (a name, the address, the type, a cap the type does not allow).
 *    The form will not save it and an import skips the row, with the same message.
 *  - 'incomplete': something is missing that an HR file rarely carries (specializations,
 *    qualifications). The add form requires it (spec); an import stores the record with a
 *    "Needs review" mark, derived from this same rule, so it clears once the data is completed.
 *
 * Editing never demands what the user did not touch: a problem whose fields are unchanged from
 * the stored record is shown as a warning, not a reason to refuse an unrelated change.
 */
import {
  validateCoordinatorRole,
  validateEmail,
  validateEmploymentType,
  validateName,
  validateQualifications,
  validateSpecializations,
  validateWeeklyHours,
  type RuleResult,
} from './professor-form-rules'

type ProfessorRuleField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'employmentType'
  | 'maxWeeklyHours'
  | 'coordinatorRole'
  | 'specializations'
  | 'qualifications'

export interface ProfessorRuleProblem {
  field: ProfessorRuleField
  message: string
  severity: 'error' | 'incomplete'
  /** The fields whose values decide this problem (the hours cap depends on the type too). */
  dependsOn: readonly string[]
}

interface ProfessorRuleInput {
  firstName?: unknown
  lastName?: unknown
  email?: unknown
  employmentType?: unknown
  maxWeeklyHours?: unknown
  isCoordinator?: unknown
  coordinatorRole?: unknown
  specializations?: unknown
  qualifications?: unknown
}

const asStrings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []

/** Every rule the record breaks, in the form's field order. */
export function professorRuleProblems(p: ProfessorRuleInput, now?: Date): ProfessorRuleProblem[] {
  const out: ProfessorRuleProblem[] = []
  const add = (r: RuleResult, severity: ProfessorRuleProblem['severity'], dependsOn: string[]) => {
    if (!r.isValid)
      out.push({ field: r.field as ProfessorRuleField, message: r.message, severity, dependsOn })
  }
  add(validateName(p.firstName, 'First name', 'firstName', now), 'error', ['firstName'])
  add(validateName(p.lastName, 'Last name', 'lastName', now), 'error', ['lastName'])
  add(validateEmail(p.email, now), 'error', ['email'])
  add(validateEmploymentType(p.employmentType, now), 'error', ['employmentType'])
  add(validateWeeklyHours(p.maxWeeklyHours, p.employmentType, now), 'error', [
    'maxWeeklyHours',
    'employmentType',
  ])
  add(validateCoordinatorRole(p.isCoordinator === true, p.coordinatorRole, now), 'error', [
    'isCoordinator',
    'coordinatorRole',
  ])
  add(validateSpecializations(p.specializations, now), 'incomplete', ['specializations'])
  add(validateQualifications(asStrings(p.qualifications), now), 'incomplete', ['qualifications'])
  return out
}

/** What an imported (or older) record still lacks: the "Needs review" mark. */
export function professorIncomplete(p: ProfessorRuleInput): ProfessorRuleProblem[] {
  return professorRuleProblems(p).filter((x) => x.severity === 'incomplete')
}

export const NEEDS_REVIEW_LABEL = 'Needs review'
