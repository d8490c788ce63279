/**
 * The CAAT-A limits that depend on who the professor is: the TCH maximum of their employment type
 * (full-time: 18 post-secondary, 20 when all the term's teaching is non-post-secondary), and what
 * a recorded overtime agreement allows above a full-time maximum (1 TCH, 3 h; nothing for a
 * probationary professor). The SWF's checks and the workload policy share these, so a screen and
 * the form never disagree on a limit. No zod here (the policy seam is in the first bundle).
 */
import { formatNumber } from '@/domain/kernel/format'
import type { TermKey } from '@/domain/calendar/planning-term'
import type { CaatASettings } from './caat-a-factors'
import type { CaatProfessorRecord, CaatTermRecord, VoluntaryAgreement } from './caat-a-records'

/** Looks up a professor's CAAT-A record by id (storage or a test supplies it). */
export type CaatRecordLookup = (professorId: string) => CaatProfessorRecord | undefined

const EMPTY_TERM_RECORD: CaatTermRecord = Object.freeze({ extraDuties: [], overrides: {} }) as CaatTermRecord

/** The professor's record for one term (an empty one when nothing is recorded). */
export function termRecordOf(record: CaatProfessorRecord | undefined, key: TermKey): CaatTermRecord {
  return record?.terms[key] ?? EMPTY_TERM_RECORD
}

/** The weekly TCH maximum of an employment type; null for a type the agreement does not name. */
export function contactHoursMaxFor(
  employmentType: string | null | undefined,
  settings: CaatASettings,
  nonPostSecondary = false,
): number | null {
  switch (employmentType) {
    case 'full-time':
      return nonPostSecondary ? settings.contactHoursMaxNonPostSecondary : settings.contactHoursMaxPostSecondary
    case 'sessional':
      return settings.sessionalContactHoursMax
    case 'partial-load':
      return settings.partialLoadContactHoursMax
    case 'part-time':
      return settings.partTimeContactHoursMax
    default:
      return null
  }
}

/** Overtime is allowed only with a recorded voluntary agreement, and never to probationary faculty. */
export function overtimeAllowed(agreement: VoluntaryAgreement | null | undefined, probationary: boolean): boolean {
  return !!agreement && !probationary
}

/**
 * Where a figure stands against a full-time maximum and its overtime allowance:
 *  - 'within': at most the maximum;
 *  - 'agreed': over it, within the allowance, with an agreement;
 *  - 'no-agreement' / 'probationary' / 'beyond-overtime': over it and not allowed, and why.
 */
type OvertimeStanding = 'within' | 'agreed' | 'no-agreement' | 'probationary' | 'beyond-overtime'

export function overtimeStanding(
  value: number,
  max: number,
  allowance: number,
  agreement: VoluntaryAgreement | null | undefined,
  probationary: boolean,
): OvertimeStanding {
  if (value <= max) return 'within'
  if (probationary) return 'probationary'
  if (!agreement) return 'no-agreement'
  return value - max > allowance ? 'beyond-overtime' : 'agreed'
}

const f = formatNumber

/**
 * What the agreement limits for an employment type, in plain words, for the professor form
 * (under CAAT-A it shows these instead of a weekly-hours cap). Empty for a type it does not name.
 */
export function caatRulesFor(employmentType: string | null | undefined, s: CaatASettings): string[] {
  switch (employmentType) {
    case 'full-time':
      return [
        `At most ${f(s.contactHoursMaxPostSecondary)} TCH a week (${f(s.contactHoursMaxNonPostSecondary)} in non-post-secondary programs)`,
        `At most ${f(s.attributedHoursMax)} h of total attributed workload a week`,
        `Overtime at most ${f(s.overtimeContactHoursMax)} TCH or ${f(s.overtimeAttributedHoursMax)} h a week, only with a recorded voluntary agreement, never when probationary`,
        `At most ${f(s.preparationsMax)} course preparations and ${f(s.sectionsMax)} sections a week without a recorded voluntary agreement`,
        `A Standard Workload Form ${f(s.swfNoticeWeeks)} weeks before each term`,
      ]
    case 'sessional':
      return [
        `At most ${f(s.sessionalContactHoursMax)} TCH a week`,
        `Up to ${f(s.sessionalMonthsMax)} sessional months in any ${f(s.sessionalWindowMonths)}, counted from the terms’ dates`,
      ]
    case 'partial-load':
      return [`More than ${f(s.partTimeContactHoursMax)} and at most ${f(s.partialLoadContactHoursMax)} TCH a week`]
    case 'part-time':
      return [`At most ${f(s.partTimeContactHoursMax)} TCH a week`]
    default:
      return []
  }
}
