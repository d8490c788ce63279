/**
 * Course-side statistics (spec sections 2 and 4 "Course assignment status", section 9 buckets):
 * section assignment status, completion percent and colour, dashboard counts, filter buckets.
 */
import {
  COMPLETION_AMBER_AT,
  COMPLETION_GREEN_AT,
  MAX_STUDENTS_BUCKETS,
  PART_TIME_MAX_HOURS,
  PARTIAL_LOAD_MAX_HOURS,
  WEEKLY_HOURS_BUCKETS,
} from '@/domain/kernel/constants'

export const COURSE_ASSIGNMENT_STATUSES = [
  'fully-assigned',
  'partially-assigned',
  'unassigned',
] as const
export type CourseAssignmentStatus = (typeof COURSE_ASSIGNMENT_STATUSES)[number]

export const COURSE_ASSIGNMENT_STATUS_LABELS: Record<CourseAssignmentStatus, string> = {
  'fully-assigned': 'Fully Assigned',
  'partially-assigned': 'Partially Assigned',
  unassigned: 'Unassigned',
}

/**
 * What a course marked "No professor required" shows instead of an assignment status: no count
 * includes its sections, so a red "Unassigned" on it read as work left that is not (issue 26).
 */
export const NO_PROFESSOR_NEEDED_LABEL = 'No professor needed'

export function courseAssignmentStatus(
  assignedSections: number,
  sectionCount: number,
): CourseAssignmentStatus {
  if (assignedSections <= 0) return 'unassigned'
  return assignedSections >= Math.max(1, sectionCount) ? 'fully-assigned' : 'partially-assigned'
}

/** Rounded percent of assigned over assigned plus unassigned; 0 when both are 0. */
export function completionPercent(assigned: number, unassigned: number): number {
  const total = assigned + unassigned
  if (!(total > 0)) return 0
  return Math.round((assigned / total) * 100)
}

export type CompletionColor = 'green' | 'amber' | 'red'

export function completionColor(percent: number): CompletionColor {
  if (percent >= COMPLETION_GREEN_AT) return 'green'
  if (percent >= COMPLETION_AMBER_AT) return 'amber'
  return 'red'
}

export interface WorkloadDistribution {
  partTime: number
  partialLoad: number
  sessional: number
}

export const WORKLOAD_DISTRIBUTION_LABELS: Record<keyof WorkloadDistribution, string> = {
  partTime: 'Part-time (1-6 hrs)',
  partialLoad: 'Partial Load (7-12 hrs)',
  // "Above 12" (spec), written as the sessional band's first hour so no hour is in two labels.
  sessional: 'Sessional (13+ hrs)',
}

/**
 * Dashboard counts of professors by assigned hours: part-time 1-6, partial load 7-12, sessional
 * above 12. Professors with no hours are in no bucket. Fractions go to the bucket whose upper
 * bound they do not exceed (6.5 is partial load).
 */
export function workloadDistribution(
  professorIds: readonly string[],
  hoursByProfessor: ReadonlyMap<string, number>,
): WorkloadDistribution {
  const out: WorkloadDistribution = { partTime: 0, partialLoad: 0, sessional: 0 }
  for (const id of professorIds) {
    const hours = hoursByProfessor.get(id) ?? 0
    if (!(hours > 0)) continue
    if (hours <= PART_TIME_MAX_HOURS) out.partTime++
    else if (hours <= PARTIAL_LOAD_MAX_HOURS) out.partialLoad++
    else out.sessional++
  }
  return out
}

export type WeeklyHoursBucket = keyof typeof WEEKLY_HOURS_BUCKETS
export const WEEKLY_HOURS_BUCKET_LABELS: Record<WeeklyHoursBucket, string> = {
  low: 'Low (2 hrs or less)',
  medium: 'Medium (3-4 hrs)',
  high: 'High (5+ hrs)',
}

/** low <= 2, medium 3-4, high >= 5; fractions between bands go to the lower band above 2. */
export function weeklyHoursBucket(hours: number): WeeklyHoursBucket {
  if (hours <= WEEKLY_HOURS_BUCKETS.low.max) return 'low'
  if (hours < WEEKLY_HOURS_BUCKETS.high.min) return 'medium'
  return 'high'
}

export type MaxStudentsBucket = keyof typeof MAX_STUDENTS_BUCKETS
export const MAX_STUDENTS_BUCKET_LABELS: Record<MaxStudentsBucket, string> = {
  small: 'Small (15 or fewer)',
  medium: 'Medium (16-25)',
  large: 'Large (26+)',
}

export function maxStudentsBucket(maxStudents: number): MaxStudentsBucket {
  if (maxStudents <= MAX_STUDENTS_BUCKETS.small.max) return 'small'
  if (maxStudents < MAX_STUDENTS_BUCKETS.large.min) return 'medium'
  return 'large'
}

