import type { CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import type { NewProfessorValues } from '@/packs/pack-ui'

/**
 * The CAAT-A record a new professor is added with (issue 30: a probationary full-time professor in
 * one trip through the form), or null when there is nothing to record. Probation is a full-time
 * matter under the agreement: a flag left ticked under another type is not written.
 */
export function newProfessorCaatRecord(
  values: NewProfessorValues,
  professorId: string,
): CaatProfessorRecord | null {
  if (values.employmentType !== 'full-time' || !values.probationary) return null
  return { professorId, probationary: true, terms: {} }
}
