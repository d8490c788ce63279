/**
 * The contract checks of one professor's SWF in one term, each a typed finding with a message a
 * coordinator can act on:
 *
 *  full-time (the SWF's Article 11 limits):
 *   - over 44 h attributed, or over the TCH maximum (18 / 20): a violation unless a recorded
 *     overtime agreement covers it (then an 'agreed-overtime' note); over by more than the
 *     allowance (1 TCH, 3 h), or probationary, is a violation even with one;
 *   - more than 4 different course preparations or 6 sections without a recorded voluntary
 *     agreement (with one: an 'agreed-load' note);
 *   - more than 36 weeks with teaching contact hours in the academic year (38 non-post-secondary),
 *     across its terms (teaching-weeks.ts);
 *  other employment types: TCH over the type's maximum (part-time 6, partial load 12, sessional
 *   18); a partial load of 6 TCH or less is not a partial load (a warning); a sessional
 *   professor's sessional months going over 12 in any 24 (sessional-window.ts, a warning);
 *  every type, from the course schedules: a contact day over 8 hours (a note when the professor's
 *   voluntary agreement is recorded, 11.01 L1), and less than 12 hours of rest between two days'
 *   classes (a warning).
 *
 * A breach of the 44 h that exists only through the SWF's estimates (students from capacity, an
 * assumed evaluation type, New for want of history) is a warning worded "if the estimates hold",
 * marked `estimated`, and ranked below real breaches (contract-alerts.ts).
 */
import type { Weekday } from '@/domain/kernel/constants'
import { formatNumber } from '@/domain/kernel/format'
import type { VoluntaryAgreement } from './caat-a-records'
import type { CaatASettings } from './caat-a-factors'
import { contactHoursMaxFor, overtimeStanding } from './contract-limits'
import type { PlacedAssignment } from './placed-assignments'
import { clockTime, dayLabel, daySpans, longContactDays, shortRests } from './schedule-checks'
import { sessionalWindow, termList } from './sessional-window'
import { teachingWeeksInYear } from './teaching-weeks'
import type { CaatProfessorRecord } from './caat-a-records'
import type { Swf } from './swf'

export const CONTRACT_FINDING_KINDS = [
  'over-attributed-hours',
  'over-contact-hours',
  'agreed-overtime',
  'too-many-preparations',
  'too-many-sections',
  'agreed-load',
  'below-partial-load',
  'long-contact-day',
  'agreed-contact-day',
  'short-rest',
  'sessional-months',
  'teaching-weeks',
] as const
export type ContractFindingKind = (typeof CONTRACT_FINDING_KINDS)[number]

/** A violation breaks the agreement; a warning needs a look; a note records what an agreement allows. */
type FindingSeverity = 'violation' | 'warning' | 'note'

type FindingMeasure = 'tch' | 'attributedHours' | 'preparations' | 'sections' | 'contactDay' | 'rest' | 'sessionalMonths' | 'teachingWeeks'

export interface ContractFinding {
  kind: ContractFindingKind
  severity: FindingSeverity
  message: string
  measure: FindingMeasure
  value: number
  limit: number
  /** Why an overtime is not allowed. */
  reason?: 'no-agreement' | 'probationary' | 'beyond-overtime'
  day?: Weekday
  /** The sections concerned (schedule findings). */
  assignmentIds?: string[]
  /** The breach exists only through the SWF's estimates. */
  estimated?: boolean
}

const n = formatNumber

function overtimeFinding(
  measure: 'tch' | 'attributedHours',
  value: number,
  max: number,
  allowance: number,
  agreement: VoluntaryAgreement | null,
  probationary: boolean,
): ContractFinding | null {
  const short = measure === 'tch' ? 'TCH' : 'h'
  const unit = measure === 'tch' ? 'TCH' : 'h attributed'
  const kind = measure === 'tch' ? 'over-contact-hours' : 'over-attributed-hours'
  const over = `${n(value)} ${unit} is over the ${n(max)} ${short} maximum`
  const base = { measure, value, limit: max }
  switch (overtimeStanding(value, max, allowance, agreement, probationary)) {
    case 'within':
      return null
    case 'agreed':
      return {
        ...base,
        kind: 'agreed-overtime',
        severity: 'note',
        message: `${n(value)} ${unit}: ${n(value - max)} ${short} of overtime, within the ${n(allowance)} ${short} allowed by the agreement recorded on ${agreement!.date}`,
      }
    case 'probationary':
      return { ...base, kind, severity: 'violation', reason: 'probationary', message: `${over}: probationary faculty may not work overtime` }
    case 'no-agreement':
      return { ...base, kind, severity: 'violation', reason: 'no-agreement', message: `${over}, with no recorded overtime agreement` }
    case 'beyond-overtime':
      return {
        ...base,
        kind,
        severity: 'violation',
        reason: 'beyond-overtime',
        message: `${over} by ${n(value - max)} ${short}: overtime is at most ${n(allowance)} ${short} a week, even by agreement`,
      }
  }
}

function countFinding(
  measure: 'preparations' | 'sections',
  value: number,
  max: number,
  agreement: VoluntaryAgreement | null,
): ContractFinding | null {
  if (value <= max) return null
  const what = measure === 'preparations' ? `${value} different course preparations` : `${value} sections`
  if (agreement) {
    return { kind: 'agreed-load', severity: 'note', measure, value, limit: max, message: `${what}, above ${max} by the voluntary agreement recorded on ${agreement.date}` }
  }
  return {
    kind: measure === 'preparations' ? 'too-many-preparations' : 'too-many-sections',
    severity: 'violation',
    measure,
    value,
    limit: max,
    message: `${what}: more than ${max} needs the professor's recorded voluntary agreement`,
  }
}

const TYPE_WORDS: Record<string, string> = {
  'part-time': 'a part-time',
  'partial-load': 'a partial-load',
  sessional: 'a sessional',
}

function typeFindings(swf: Swf, placed: readonly PlacedAssignment[], settings: CaatASettings): ContractFinding[] {
  const type = swf.employmentType
  const tch = swf.totals.tch
  const max = contactHoursMaxFor(type, settings)
  const out: ContractFinding[] = []
  if (type === null || type === 'full-time' || max === null) return out
  if (tch > max) {
    out.push({
      kind: 'over-contact-hours',
      severity: 'violation',
      measure: 'tch',
      value: tch,
      limit: max,
      message: `${n(tch)} TCH is over the ${n(max)} TCH maximum for ${TYPE_WORDS[type]} professor`,
    })
  }
  const partTime = settings.partTimeContactHoursMax
  if (type === 'partial-load' && tch > 0 && tch <= partTime) {
    out.push({
      kind: 'below-partial-load',
      severity: 'warning',
      measure: 'tch',
      value: tch,
      limit: partTime,
      message: `${n(tch)} TCH is not a partial load: partial load is more than ${n(partTime)} TCH a week (${n(partTime)} or less is part-time)`,
    })
  }
  if (type === 'sessional') {
    const sessional = sessionalFinding(swf, placed, settings)
    if (sessional) out.push(sessional)
  }
  return out
}

function sessionalFinding(swf: Swf, placed: readonly PlacedAssignment[], settings: CaatASettings): ContractFinding | null {
  const tchByTerm = new Map<string, { term: Swf['term']; tch: number }>()
  for (const p of placed) {
    const entry = tchByTerm.get(p.key)
    if (entry) entry.tch += p.assignment.weeklyHours
    else tchByTerm.set(p.key, { term: p.term, tch: p.assignment.weeklyHours })
  }
  const sessionalTerms = [...tchByTerm.values()].filter((t) => t.tch > settings.partialLoadContactHoursMax).map((t) => t.term)
  const window = sessionalWindow(swf.term, sessionalTerms, settings.sessionalWindowMonths)
  // Up to 12 months in any 24: reaching 12 is allowed, more is not.
  if (!window || window.months <= settings.sessionalMonthsMax) return null
  return {
    kind: 'sessional-months',
    severity: 'warning',
    measure: 'sessionalMonths',
    value: window.months,
    limit: settings.sessionalMonthsMax,
    message: `${n(window.months)} sessional months from ${window.from} to ${window.to} (${termList(window.terms)}): a sessional appointment is up to ${settings.sessionalMonthsMax} months in any ${settings.sessionalWindowMonths}`,
  }
}

function teachingWeeksFinding(swf: Swf, placed: readonly PlacedAssignment[], settings: CaatASettings, record: CaatProfessorRecord | undefined): ContractFinding | null {
  const year = teachingWeeksInYear(swf.term, placed, record)
  const max = swf.limits.nonPostSecondary ? settings.teachingWeeksMaxNonPostSecondary : settings.teachingWeeksMaxPostSecondary
  if (year.weeks <= max) return null
  return {
    kind: 'teaching-weeks',
    severity: 'violation',
    measure: 'teachingWeeks',
    value: year.weeks,
    limit: max,
    message: `${year.weeks} weeks with teaching contact hours in ${year.academicYear} (${termList(year.terms)}): at most ${max} in the academic year`,
  }
}

/**
 * Over 44 h only through estimates: the figure with every estimate at its lightest is within (or
 * within an agreed overtime), so the breach holds only if the estimates do.
 */
function estimatedOnly(f: ContractFinding | null, swf: Swf, settings: CaatASettings): ContractFinding | null {
  if (!f || f.severity !== 'violation') return f
  const { limits, totals } = swf
  const firm = totals.attributedHoursWithoutEstimates
  const standing = overtimeStanding(firm, limits.attributedHoursMax, settings.overtimeAttributedHoursMax, limits.overtimeAgreement, limits.probationary)
  if (standing !== 'within' && standing !== 'agreed') return f
  return {
    ...f,
    severity: 'warning',
    estimated: true,
    message: `${n(f.value)} h attributed: over ${n(f.limit)} h if the estimates hold (${n(firm)} h from the recorded figures alone)`,
  }
}

function scheduleFindings(inTerm: readonly PlacedAssignment[], settings: CaatASettings, dayAgreement: VoluntaryAgreement | null): ContractFinding[] {
  const spans = daySpans(inTerm.map((p) => ({ assignmentId: p.assignment.id, schedule: p.course.schedule })))
  const out: ContractFinding[] = []
  for (const d of longContactDays(spans, settings.contactDayMaxHours)) {
    const day = `${dayLabel(d.day)}: classes from ${clockTime(d.start)} to ${clockTime(d.end)}, a ${n(d.hours)} h contact day`
    const base = { measure: 'contactDay', value: d.hours, limit: settings.contactDayMaxHours, day: d.day, assignmentIds: d.assignmentIds } as const
    out.push(
      dayAgreement
        ? { ...base, kind: 'agreed-contact-day', severity: 'note', message: `${day}, by the voluntary agreement recorded on ${dayAgreement.date}` }
        : { ...base, kind: 'long-contact-day', severity: 'violation', message: `${day} (at most ${n(settings.contactDayMaxHours)} h)` },
    )
  }
  const spanOf = new Map(spans.map((s) => [s.day, s]))
  for (const r of shortRests(spans, settings.restMinHours)) {
    out.push({
      kind: 'short-rest',
      severity: 'warning',
      measure: 'rest',
      value: r.hours,
      limit: settings.restMinHours,
      day: r.day,
      assignmentIds: r.assignmentIds,
      message: `${dayLabel(r.day)} ends at ${clockTime(spanOf.get(r.day)!.end)} and ${dayLabel(r.next)} starts at ${clockTime(spanOf.get(r.next)!.start)}: ${n(r.hours)} h of rest (at least ${n(settings.restMinHours)} h)`,
    })
  }
  return out
}

/** Every finding for the SWF, in the order a coordinator fixes them: limits, counts, days. */
export function contractFindings(input: {
  swf: Swf
  /** All the professor's placed assignments (the history, for the sessional window). */
  placed: readonly PlacedAssignment[]
  /** Those of the SWF's term (for the schedules). */
  inTerm: readonly PlacedAssignment[]
  settings: CaatASettings
  /** The professor's record (the sections' recorded weeks). */
  record?: CaatProfessorRecord
}): ContractFinding[] {
  const { swf, settings } = input
  const out: ContractFinding[] = []
  const push = (f: ContractFinding | null) => {
    if (f) out.push(f)
  }
  if (swf.employmentType === 'full-time') {
    const { limits, totals } = swf
    push(estimatedOnly(overtimeFinding('attributedHours', totals.attributedHours, limits.attributedHoursMax, settings.overtimeAttributedHoursMax, limits.overtimeAgreement, limits.probationary), swf, settings))
    push(overtimeFinding('tch', totals.tch, limits.contactHoursMax, settings.overtimeContactHoursMax, limits.overtimeAgreement, limits.probationary))
    push(countFinding('preparations', totals.preparations, settings.preparationsMax, limits.loadAgreement))
    push(countFinding('sections', totals.sections, settings.sectionsMax, limits.loadAgreement))
    push(teachingWeeksFinding(swf, input.placed, settings, input.record))
  } else {
    out.push(...typeFindings(swf, input.placed, settings))
  }
  out.push(...scheduleFindings(input.inTerm, settings, swf.limits.contactDayAgreement))
  return out
}
