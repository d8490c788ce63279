/**
 * The Standard Workload Form (SWF) of one professor in ONE planning term, computed as Article 11
 * sets it out (factors from caat-a-settings.ts):
 *
 *   per section:    TCH (the course's weekly hours as assigned)
 *                   + preparation = TCH x factor of its preparation type (preparation.ts)
 *                   + evaluation  = TCH x factor of its evaluation mix x students
 *   complementary:  4 h out-of-class assistance + 2 h routine administration
 *                   + listed extra duties (and the professor's coordinator hours)
 *                   + 0.015 h per student over 260 in the term's total course load
 *   total attributed workload = all of the above, at most 44 h a week.
 *
 *   additional attributed hours (11.01 F): free lines with a description, recorded per term.
 *
 * Each product is computed exactly and rounded half up to the hundredth the form prints
 * (swf-arithmetic.ts), and the totals are the sums of the printed lines, so the form adds up when
 * checked by hand. Nothing is added across terms.
 *
 * A course's students are the section's expected enrolment: the coordinator's override for the
 * assignment, else the course's expectedEnrolment, else the settings' estimate (a % of its
 * maxStudents), else 0. A course without an evaluation mix is evaluated as the settings' default
 * type, and a course with no teaching history takes the default preparation type. Each of those
 * figures is an ESTIMATE: the line says so with its reason, and the SWF also knows what the load
 * would be with every estimate at its lightest (`attributedHoursWithoutEstimates`), so a breach
 * that exists only through estimates is worded as one (contract-checks.ts).
 */

import { semesterDates } from '@/domain/calendar/academic-calendar'
import type { Assignment } from '@/domain/model/assignment'
import type { EmploymentType } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseProgramId } from '@/domain/model/course-program'
import { EVALUATION_KINDS, type EvaluationMix } from '@/domain/model/evaluation-mix'
import { assignmentPlanningTerm, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { MeasuredLoad } from '../workload-policy'
import {
  BASE_PREPARATION_TYPES,
  DEFAULT_CAAT_A_SETTINGS,
  EVALUATION_FACTOR_KEY,
  PREPARATION_FACTOR_KEY,
  type CaatASettings,
} from './caat-a-factors'
import { EVALUATION_KIND_LABELS } from '@/domain/model/evaluation-mix'
import type { AssignmentOverride, CaatProfessorRecord, ExtraDuty, VoluntaryAgreement } from './caat-a-records'
import { percentOf, productHours, sumHours, weightedFactor } from './swf-arithmetic'
import { contractFindings, type ContractFinding } from './contract-checks'
import { termRecordOf } from './contract-limits'
import { placeAssignments, yearOfStudy, type PlacedAssignment } from './placed-assignments'
import { preparationTypesOf, type PreparationDerivation } from './preparation'
import { swfPeriods } from './swf-periods'

/** A professor as the SWF needs them (the stored record satisfies it). */
export interface SwfProfessor {
  id: string
  employmentType?: EmploymentType | string | null
  isCoordinator?: boolean
  coordinatorRole?: string
  coordinatorHoursPerWeek?: number
}

type StudentsSource = 'override' | 'expected' | 'maximum' | 'none'

interface SwfPreparation extends PreparationDerivation {
  factor: number
  hours: number
}

interface SwfEvaluation {
  mix: EvaluationMix
  /** True when the course has no mix and the settings' default type was used. */
  assumed: boolean
  /** Hours per TCH per student, of the mix. */
  factor: number
  students: number
  studentsFrom: StudentsSource
  /** Why the students are an estimate (capacity only, or nothing recorded), else null. */
  studentsEstimated: string | null
  hours: number
}

interface SwfCourseLine {
  assignmentId: string
  courseId: string
  code: string
  title: string
  section: number
  programId: string
  /** The program's name as the course carries it (its id when it has none). */
  programName: string
  yearOfStudy: number
  /** The coordinator marked the section as shared by students of several programs or years. */
  shared: boolean
  /** How the section is delivered, as recorded ('' when not). */
  delivery: string
  postSecondary: boolean
  tch: number
  preparation: SwfPreparation
  evaluation: SwfEvaluation
  /** TCH + preparation + evaluation. */
  hours: number
  /** Every estimate in the line, with its reason ([] when every figure is recorded). */
  estimates: string[]
  /** The line with every estimate at its lightest (lightest base preparation and evaluation type, no students). */
  hoursWithoutEstimates: number
}

interface SwfComplementary {
  outOfClassHours: number
  administrationHours: number
  /** The term's listed duties, the professor's coordinator hours first when they have any. */
  extraDuties: ExtraDuty[]
  /** Students in all the term's sections above the threshold (260). */
  studentsOverThreshold: number
  studentAllowanceHours: number
  /** 11.01 F2: the arrangement recorded instead of the default allowance, or null (the default applies). */
  studentAllowanceArrangement: string | null
  hours: number
}

interface SwfAdditional {
  /** 11.01 F: additional attributed hours, each with its description. */
  lines: ExtraDuty[]
  hours: number
}

/** 11.01 J1: what is over a maximum and paid as overtime, under a recorded voluntary agreement. */
interface SwfOvertime {
  tch: number
  hours: number
  /** Null when no overtime can be worked (none recorded, or probationary). */
  agreement: VoluntaryAgreement | null
}

interface SwfTotals {
  tch: number
  preparationHours: number
  evaluationHours: number
  complementaryHours: number
  additionalHours: number
  attributedHours: number
  /** The attributed hours with every estimate at its lightest: a breach above this is a real one. */
  attributedHoursWithoutEstimates: number
  students: number
  /** Different courses (by code). */
  preparations: number
  sections: number
}

interface SwfLimits {
  contactHoursMax: number
  attributedHoursMax: number
  /** Every section of the term teaches a non-post-secondary program (the 20 TCH maximum). */
  nonPostSecondary: boolean
  probationary: boolean
  overtimeAgreement: VoluntaryAgreement | null
  loadAgreement: VoluntaryAgreement | null
  contactDayAgreement: VoluntaryAgreement | null
}

export interface Swf {
  professorId: string
  term: PlanningTerm
  employmentType: string | null
  /** The agreement requires an SWF: full-time professors. */
  required: boolean
  lines: SwfCourseLine[]
  complementary: SwfComplementary
  additional: SwfAdditional
  overtime: SwfOvertime
  totals: SwfTotals
  limits: SwfLimits
  findings: ContractFinding[]
  /** What the workload policy measures for this term (pass it as the load). */
  measures: MeasuredLoad
  /** The period the form covers: classes start to the end of exams, and its weeks (a shorter one for short sections). */
  period: { start: string; end: string; weeks: number }
  /** Every SWF period of the term (one unless sections shorter than the term are recorded), and which this is. */
  periods: { start: string; end: string; weeks: number; fromWeek: number; toWeek: number }[]
  periodIndex: number
  /** Assignments in the term whose course no longer exists (left off the form). */
  orphanAssignmentIds: string[]
}

interface SwfInput {
  professor: SwfProfessor
  term: PlanningTerm
  /** The professor's assignments in every term (others are ignored): the term's and the history. */
  assignments: Iterable<Assignment>
  courseById: ReadonlyMap<string, Course>
  settings?: CaatASettings
  record?: CaatProfessorRecord
  /**
   * Which of the term's SWF periods (swf-periods.ts) the form covers. Unset: the busiest one, so
   * the weekly load measured is a real week's (a 7-week course and the next are never added up).
   */
  periodIndex?: number
}

/** Hours per TCH per student of a mix: each kind's share times its factor (60/40 essay/routine = 0.024). */
export function evaluationFactor(mix: EvaluationMix, settings: CaatASettings): number {
  return weightedFactor(EVALUATION_KINDS.map((kind) => ({ percent: mix[kind], factor: settings[EVALUATION_FACTOR_KEY[kind]] })))
}

/** The mix that stands for an unknown one: all of the default type. */
function assumedMix(settings: CaatASettings): EvaluationMix {
  const mix: EvaluationMix = { essay: 0, routine: 0, inProcess: 0 }
  mix[settings.defaultEvaluationKind] = 100
  return mix
}

interface Students {
  students: number
  from: StudentsSource
  estimated: string | null
}

function studentsOf(course: Course, override: number | undefined, settings: CaatASettings): Students {
  if (override !== undefined) return { students: override, from: 'override', estimated: null }
  if (course.expectedEnrolment !== undefined) return { students: course.expectedEnrolment, from: 'expected', estimated: null }
  if (course.maxStudents !== undefined) {
    const percent = settings.enrolmentEstimatePercent
    const students = percentOf(course.maxStudents, percent)
    return { students, from: 'maximum', estimated: `No expected enrolment: ${percent}% of the ${course.maxStudents} places` }
  }
  return { students: 0, from: 'none', estimated: 'No enrolment or capacity recorded: no students counted' }
}

/** The 0.015 h per student over 260 (in the term's total course load). */
export function studentAllowance(students: number, settings: CaatASettings): { over: number; hours: number } {
  const over = Math.max(0, students - settings.studentAllowanceThreshold)
  return { over, hours: productHours(over, settings.studentAllowanceHoursPerStudent) }
}

/** The lightest factor an estimated preparation or evaluation type could turn out to have. */
function lightest(settings: CaatASettings) {
  return {
    preparation: Math.min(...BASE_PREPARATION_TYPES.map((t) => settings[PREPARATION_FACTOR_KEY[t]])),
    evaluation: Math.min(...EVALUATION_KINDS.map((k) => settings[EVALUATION_FACTOR_KEY[k]])),
  }
}

function line(
  p: PlacedAssignment,
  preparation: PreparationDerivation,
  override: AssignmentOverride | undefined,
  settings: CaatASettings,
): SwfCourseLine {
  const tch = p.assignment.weeklyHours
  const prepFactor = settings[PREPARATION_FACTOR_KEY[preparation.type]]
  const mix = p.course.evaluationMix ?? assumedMix(settings)
  const evalFactor = evaluationFactor(mix, settings)
  const students = studentsOf(p.course, override?.students, settings)
  const prepHours = productHours(tch, prepFactor)
  const evalHours = productHours(tch, evalFactor, students.students)
  const programId = courseProgramId(p.course)
  const typeEstimated = p.course.evaluationMix
    ? null
    : `No evaluation mix recorded: ${EVALUATION_KIND_LABELS[settings.defaultEvaluationKind]} assumed`
  const estimates = [preparation.estimated, typeEstimated, students.estimated].filter((e): e is string => e !== null)
  const light = lightest(settings)
  const lightHours = sumHours([
    tch,
    preparation.estimated ? productHours(tch, light.preparation) : prepHours,
    students.estimated ? 0 : typeEstimated ? productHours(tch, light.evaluation, students.students) : evalHours,
  ])
  return {
    assignmentId: p.assignment.id,
    courseId: p.course.id,
    code: p.course.code,
    title: p.course.title,
    section: p.assignment.section,
    programId,
    programName: p.course.programName || programId,
    yearOfStudy: yearOfStudy(p.course),
    shared: override?.shared ?? false,
    delivery: override?.delivery ?? '',
    postSecondary: !settings.nonPostSecondaryProgramIds.includes(programId),
    tch,
    preparation: { ...preparation, factor: prepFactor, hours: prepHours },
    evaluation: {
      mix,
      assumed: typeEstimated !== null,
      factor: evalFactor,
      students: students.students,
      studentsFrom: students.from,
      studentsEstimated: students.estimated,
      hours: evalHours,
    },
    hours: sumHours([tch, prepHours, evalHours]),
    estimates,
    hoursWithoutEstimates: lightHours,
  }
}

/** The coordinator hours on the professor record, as a listed duty. */
function coordinatorDuty(professor: SwfProfessor): ExtraDuty[] {
  const hours = professor.coordinatorHoursPerWeek ?? 0
  if (!professor.isCoordinator || !(hours > 0)) return []
  const role = professor.coordinatorRole?.trim()
  return [{ label: role ? `Coordinator: ${role}` : 'Coordinator', hours }]
}

/** The professor's SWF for the term, with every contract check. */
export function computeSwf(input: SwfInput): Swf {
  const settings = input.settings ?? DEFAULT_CAAT_A_SETTINGS
  const { term, professor } = input
  const key = termKey(term)
  const termRecord = termRecordOf(input.record, key)
  const { placed, orphans } = placeAssignments(professor.id, input.assignments, input.courseById)
  const preparations = preparationTypesOf(placed, term, settings, termRecord.overrides)

  const wholeTerm = placed
    .filter((p) => p.key === key)
    .sort((a, b) => a.codeKey.localeCompare(b.codeKey) || a.assignment.section - b.assignment.section)
  const periods = swfPeriods(wholeTerm, input.record)
  if (periods.length > 1 && input.periodIndex === undefined) {
    const all = periods.map((_, i) => computeSwf({ ...input, periodIndex: i }))
    return all.reduce((best, s) => (s.totals.attributedHours > best.totals.attributedHours ? s : best))
  }
  const periodIndex = Math.min(input.periodIndex ?? 0, Math.max(0, periods.length - 1))
  const period = periods[periodIndex]
  const inTerm = period ? wholeTerm.filter((p) => period.assignmentIds.has(p.assignment.id)) : wholeTerm
  const lines = inTerm.map((p) => line(p, preparations.get(p.assignment.id)!, termRecord.overrides[p.assignment.id], settings))

  const students = lines.reduce((n, l) => n + l.evaluation.students, 0)
  const arrangement = termRecord.studentAllowanceArrangement
  // F2: the 0.015 h per student over 260 applies failing another arrangement, recorded here.
  const allowanceOf = (count: number) =>
    arrangement ? { over: Math.max(0, count - settings.studentAllowanceThreshold), hours: arrangement.hours } : studentAllowance(count, settings)
  const allowance = allowanceOf(students)
  const extraDuties = [...coordinatorDuty(professor), ...termRecord.extraDuties]
  const fixedComplementary = [settings.complementaryOutOfClassHours, settings.complementaryAdministrationHours, ...extraDuties.map((d) => d.hours)]
  const complementaryHours = sumHours([...fixedComplementary, allowance.hours])
  const additionalLines = termRecord.additionalHours ?? []
  const additionalHours = sumHours(additionalLines.map((l) => l.hours))
  const firmStudents = lines.reduce((n, l) => n + (l.evaluation.studentsEstimated ? 0 : l.evaluation.students), 0)
  const totals: SwfTotals = {
    tch: sumHours(lines.map((l) => l.tch)),
    preparationHours: sumHours(lines.map((l) => l.preparation.hours)),
    evaluationHours: sumHours(lines.map((l) => l.evaluation.hours)),
    complementaryHours,
    additionalHours,
    attributedHours: 0,
    attributedHoursWithoutEstimates: sumHours([
      ...lines.map((l) => l.hoursWithoutEstimates),
      ...fixedComplementary,
      allowanceOf(firmStudents).hours,
      additionalHours,
    ]),
    students,
    preparations: new Set(inTerm.map((p) => p.codeKey)).size,
    sections: lines.length,
  }
  totals.attributedHours = sumHours([totals.tch, totals.preparationHours, totals.evaluationHours, complementaryHours, additionalHours])

  const nonPostSecondary = lines.length > 0 && lines.every((l) => !l.postSecondary)
  const limits: SwfLimits = {
    contactHoursMax: nonPostSecondary ? settings.contactHoursMaxNonPostSecondary : settings.contactHoursMaxPostSecondary,
    attributedHoursMax: settings.attributedHoursMax,
    nonPostSecondary,
    probationary: input.record?.probationary ?? false,
    overtimeAgreement: termRecord.overtimeAgreement ?? null,
    loadAgreement: termRecord.loadAgreement ?? null,
    contactDayAgreement: termRecord.contactDayAgreement ?? null,
  }
  const overtimeAgreement = limits.probationary ? null : limits.overtimeAgreement
  const semester = semesterDates(term.term, term.year)
  const employmentType = professor.employmentType ?? null
  const swf: Swf = {
    professorId: professor.id,
    term,
    employmentType,
    required: employmentType === 'full-time',
    lines,
    complementary: {
      outOfClassHours: settings.complementaryOutOfClassHours,
      administrationHours: settings.complementaryAdministrationHours,
      extraDuties,
      studentsOverThreshold: allowance.over,
      studentAllowanceHours: allowance.hours,
      studentAllowanceArrangement: arrangement ? arrangement.note.trim() || 'Arrangement recorded' : null,
      hours: complementaryHours,
    },
    additional: { lines: additionalLines, hours: additionalHours },
    overtime: {
      tch: overtimeAgreement ? sumHours([Math.max(0, totals.tch - limits.contactHoursMax)]) : 0,
      hours: overtimeAgreement ? sumHours([Math.max(0, totals.attributedHours - limits.attributedHoursMax)]) : 0,
      agreement: overtimeAgreement,
    },
    totals,
    limits,
    findings: [],
    measures: { weeklyHours: totals.tch, attributedHours: totals.attributedHours, nonPostSecondary },
    period: period
      ? { start: period.start, end: period.end, weeks: period.weeks }
      : { start: semester.classesStart, end: semester.examPeriod.end, weeks: semester.weeks },
    periods: periods.map(({ start, end, weeks, fromWeek, toWeek }) => ({ start, end, weeks, fromWeek, toWeek })),
    periodIndex,
    orphanAssignmentIds: orphans.filter((a) => termKey(assignmentPlanningTerm(a, undefined)) === key).map((a) => a.id),
  }
  swf.findings = contractFindings({ swf, placed, inTerm, settings, record: input.record })
  return swf
}
