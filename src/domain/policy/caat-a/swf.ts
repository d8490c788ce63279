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
 * Each figure is rounded to hundredths as the form prints it, and the totals are the sums of the
 * printed lines, so the form adds up when checked by hand. Nothing is added across terms.
 *
 * A course's students are the section's expected enrolment: the coordinator's override for the
 * assignment, else the course's expectedEnrolment, else its maxStudents, else 0 (said so). A
 * course without an evaluation mix is evaluated as the settings' default type (said so).
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
  DEFAULT_CAAT_A_SETTINGS,
  EVALUATION_FACTOR_KEY,
  PREPARATION_FACTOR_KEY,
  type CaatASettings,
} from './caat-a-factors'
import type { CaatProfessorRecord, ExtraDuty, VoluntaryAgreement } from './caat-a-records'
import { contractFindings, type ContractFinding } from './contract-checks'
import { termRecordOf } from './contract-limits'
import { placeAssignments, yearOfStudy, type PlacedAssignment } from './placed-assignments'
import { preparationTypesOf, type PreparationDerivation } from './preparation'

/** Hundredths, as the form prints hours. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100
}

/** A factor free of float noise (0.6 x 0.03 + 0.4 x 0.015 is 0.024, not 0.023999…). */
function roundFactor(factor: number): number {
  return Math.round(factor * 1e6) / 1e6
}

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
  hours: number
}

interface SwfCourseLine {
  assignmentId: string
  courseId: string
  code: string
  title: string
  section: number
  programId: string
  yearOfStudy: number
  postSecondary: boolean
  tch: number
  preparation: SwfPreparation
  evaluation: SwfEvaluation
  /** TCH + preparation + evaluation. */
  hours: number
}

interface SwfComplementary {
  outOfClassHours: number
  administrationHours: number
  /** The term's listed duties, the professor's coordinator hours first when they have any. */
  extraDuties: ExtraDuty[]
  /** Students in all the term's sections above the threshold (260). */
  studentsOverThreshold: number
  studentAllowanceHours: number
  hours: number
}

interface SwfTotals {
  tch: number
  preparationHours: number
  evaluationHours: number
  complementaryHours: number
  attributedHours: number
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
}

export interface Swf {
  professorId: string
  term: PlanningTerm
  employmentType: string | null
  /** The agreement requires an SWF: full-time professors. */
  required: boolean
  lines: SwfCourseLine[]
  complementary: SwfComplementary
  totals: SwfTotals
  limits: SwfLimits
  findings: ContractFinding[]
  /** What the workload policy measures for this term (pass it as the load). */
  measures: MeasuredLoad
  /** The period the form covers: classes start to the end of exams, and its weeks. */
  period: { start: string; end: string; weeks: number }
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
}

/** Hours per TCH per student of a mix: each kind's share times its factor (60/40 essay/routine = 0.024). */
export function evaluationFactor(mix: EvaluationMix, settings: CaatASettings): number {
  let factor = 0
  for (const kind of EVALUATION_KINDS) factor += (mix[kind] / 100) * settings[EVALUATION_FACTOR_KEY[kind]]
  return roundFactor(factor)
}

/** The mix that stands for an unknown one: all of the default type. */
function assumedMix(settings: CaatASettings): EvaluationMix {
  const mix: EvaluationMix = { essay: 0, routine: 0, inProcess: 0 }
  mix[settings.defaultEvaluationKind] = 100
  return mix
}

function studentsOf(course: Course, override: number | undefined): { students: number; from: StudentsSource } {
  if (override !== undefined) return { students: override, from: 'override' }
  if (course.expectedEnrolment !== undefined) return { students: course.expectedEnrolment, from: 'expected' }
  if (course.maxStudents !== undefined) return { students: course.maxStudents, from: 'maximum' }
  return { students: 0, from: 'none' }
}

/** The 0.015 h per student over 260 (in the term's total course load). */
export function studentAllowance(students: number, settings: CaatASettings): { over: number; hours: number } {
  const over = Math.max(0, students - settings.studentAllowanceThreshold)
  return { over, hours: roundHours(over * settings.studentAllowanceHoursPerStudent) }
}

function line(
  p: PlacedAssignment,
  preparation: PreparationDerivation,
  studentsOverride: number | undefined,
  settings: CaatASettings,
): SwfCourseLine {
  const tch = p.assignment.weeklyHours
  const prepFactor = settings[PREPARATION_FACTOR_KEY[preparation.type]]
  const mix = p.course.evaluationMix ?? assumedMix(settings)
  const evalFactor = evaluationFactor(mix, settings)
  const { students, from } = studentsOf(p.course, studentsOverride)
  const prepHours = roundHours(tch * prepFactor)
  const evalHours = roundHours(tch * evalFactor * students)
  const programId = courseProgramId(p.course)
  return {
    assignmentId: p.assignment.id,
    courseId: p.course.id,
    code: p.course.code,
    title: p.course.title,
    section: p.assignment.section,
    programId,
    yearOfStudy: yearOfStudy(p.course),
    postSecondary: !settings.nonPostSecondaryProgramIds.includes(programId),
    tch,
    preparation: { ...preparation, factor: prepFactor, hours: prepHours },
    evaluation: { mix, assumed: !p.course.evaluationMix, factor: evalFactor, students, studentsFrom: from, hours: evalHours },
    hours: roundHours(tch + prepHours + evalHours),
  }
}

const sum = (values: Iterable<number>) => {
  let total = 0
  for (const v of values) total += v
  return roundHours(total)
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

  const inTerm = placed
    .filter((p) => p.key === key)
    .sort((a, b) => a.codeKey.localeCompare(b.codeKey) || a.assignment.section - b.assignment.section)
  const lines = inTerm.map((p) =>
    line(p, preparations.get(p.assignment.id)!, termRecord.overrides[p.assignment.id]?.students, settings),
  )

  const students = lines.reduce((n, l) => n + l.evaluation.students, 0)
  const allowance = studentAllowance(students, settings)
  const extraDuties = [...coordinatorDuty(professor), ...termRecord.extraDuties]
  const complementaryHours = sum([
    settings.complementaryOutOfClassHours,
    settings.complementaryAdministrationHours,
    ...extraDuties.map((d) => d.hours),
    allowance.hours,
  ])
  const totals: SwfTotals = {
    tch: sum(lines.map((l) => l.tch)),
    preparationHours: sum(lines.map((l) => l.preparation.hours)),
    evaluationHours: sum(lines.map((l) => l.evaluation.hours)),
    complementaryHours,
    attributedHours: 0,
    students,
    preparations: new Set(inTerm.map((p) => p.codeKey)).size,
    sections: lines.length,
  }
  totals.attributedHours = sum([totals.tch, totals.preparationHours, totals.evaluationHours, complementaryHours])

  const nonPostSecondary = lines.length > 0 && lines.every((l) => !l.postSecondary)
  const limits: SwfLimits = {
    contactHoursMax: nonPostSecondary ? settings.contactHoursMaxNonPostSecondary : settings.contactHoursMaxPostSecondary,
    attributedHoursMax: settings.attributedHoursMax,
    nonPostSecondary,
    probationary: input.record?.probationary ?? false,
    overtimeAgreement: termRecord.overtimeAgreement ?? null,
    loadAgreement: termRecord.loadAgreement ?? null,
  }
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
      hours: complementaryHours,
    },
    totals,
    limits,
    findings: [],
    measures: { weeklyHours: totals.tch, attributedHours: totals.attributedHours, nonPostSecondary },
    period: { start: semester.classesStart, end: semester.examPeriod.end, weeks: semester.weeks },
    orphanAssignmentIds: orphans.filter((a) => termKey(assignmentPlanningTerm(a, undefined)) === key).map((a) => a.id),
  }
  swf.findings = contractFindings({ swf, placed, inTerm, settings })
  return swf
}
