/**
 * The displayed professor list (spec section 4, "Professor store"): search, availability chip,
 * employment type, specialization, program, active/inactive and workload-status filters, then the
 * sort. Every load figure is for the chosen scope (term-workload.ts): the term's hours, or the
 * peak term's in a scope of several terms. Per-term loads come from the shared plan index, so
 * 1,000 professors against 10,000 assignments stay linear.
 */
import type { EmploymentType } from '@/domain/kernel/constants'
import type { TermLoad } from '@/domain/plan/plan-index'
import type { PlanningScope, TermKey } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import { professorFullName } from '@/domain/model/professor-name'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import { scopedWorkload, type ScopedWorkload } from '@/domain/plan/term-workload'
import type { WorkloadStatus } from '@/domain/model/workload'

export interface ProfessorRow {
  professor: Professor
  fullName: string
  /** Weekly hours in the scope's term, or in the peak term of a multi-term scope. */
  assignedHours: number
  /** Sections held in the scope; 0 means "Available" in this scope. */
  courseCount: number
  workload: ScopedWorkload
}

export const AVAILABILITY_FILTERS = ['all', 'assigned', 'available'] as const
type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number]
export const AVAILABILITY_FILTER_LABELS: Record<AvailabilityFilter, string> = {
  all: 'All Professors',
  assigned: 'Assigned',
  available: 'Available',
}

/** 'active' (the default) hides inactive professors, as the store does unless showInactive. */
export const STATUS_FILTERS = ['active', 'inactive', 'all'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  active: 'Active only',
  inactive: 'Inactive only',
  all: 'Active and inactive',
}

export const PROFESSOR_SORT_KEYS = ['name', 'employmentType', 'email', 'hours', 'utilization', 'courses', 'active'] as const
export type ProfessorSortKey = (typeof PROFESSOR_SORT_KEYS)[number]
export const PROFESSOR_SORT_LABELS: Record<ProfessorSortKey, string> = {
  name: 'Name',
  employmentType: 'Employment type',
  email: 'Email',
  hours: 'Hours assigned',
  utilization: 'Utilization',
  courses: 'Courses',
  active: 'Active',
}

export interface ProfessorFilters {
  search: string
  availability: AvailabilityFilter
  employmentType: EmploymentType | 'all'
  specialization: string
  program: string
  status: StatusFilter
  workloadStatus: WorkloadStatus | 'all'
}

export const DEFAULT_PROFESSOR_FILTERS: ProfessorFilters = {
  search: '',
  availability: 'all',
  employmentType: 'all',
  specialization: 'all',
  program: 'all',
  status: 'active',
  workloadStatus: 'all',
}

/** True when any filter narrows the list beyond the default (export offers 'filtered only'). */
export function hasActiveFilters(filters: ProfessorFilters): boolean {
  return (Object.keys(DEFAULT_PROFESSOR_FILTERS) as (keyof ProfessorFilters)[]).some((key) =>
    key === 'search' ? filters.search.trim() !== '' : filters[key] !== DEFAULT_PROFESSOR_FILTERS[key],
  )
}

export function buildProfessorRows(
  professors: readonly Professor[],
  loads: ReadonlyMap<string, ReadonlyMap<TermKey, TermLoad>>,
  scope: PlanningScope,
  policy: WorkloadPolicy = DEFAULT_WORKLOAD_POLICY,
): ProfessorRow[] {
  return professors.map((professor) => {
    const workload = scopedWorkload(loads.get(professor.id), professor, scope, policy)
    return {
      professor,
      fullName: professorFullName(professor),
      assignedHours: workload.assignedHours,
      courseCount: workload.sections,
      workload,
    }
  })
}

function matchesSearch(row: ProfessorRow, needle: string): boolean {
  if (!needle) return true
  const p = row.professor
  return (
    row.fullName.toLowerCase().includes(needle) ||
    p.preferredName.toLowerCase().includes(needle) ||
    p.email.toLowerCase().includes(needle)
  )
}

export function filterProfessorRows(rows: readonly ProfessorRow[], filters: ProfessorFilters): ProfessorRow[] {
  const needle = filters.search.trim().toLowerCase()
  return rows.filter((row) => {
    const p = row.professor
    if (filters.status === 'active' && !p.isActive) return false
    if (filters.status === 'inactive' && p.isActive) return false
    if (filters.availability === 'assigned' && row.courseCount === 0) return false
    if (filters.availability === 'available' && row.courseCount > 0) return false
    if (filters.employmentType !== 'all' && p.employmentType !== filters.employmentType) return false
    if (filters.specialization !== 'all' && !p.specializations.includes(filters.specialization)) return false
    if (filters.program !== 'all' && !p.preferredPrograms.includes(filters.program)) return false
    if (filters.workloadStatus !== 'all' && row.workload.status !== filters.workloadStatus) return false
    return matchesSearch(row, needle)
  })
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** One comparator per sort key, ascending; the grid and the table both sort with these. */
export const PROFESSOR_ROW_COMPARATORS: Record<ProfessorSortKey, (a: ProfessorRow, b: ProfessorRow) => number> = {
  // Last name first, as staff lists are read.
  name: (a, b) =>
    collator.compare(a.professor.lastName, b.professor.lastName) ||
    collator.compare(a.professor.firstName, b.professor.firstName),
  employmentType: (a, b) => collator.compare(a.professor.employmentType, b.professor.employmentType),
  email: (a, b) => collator.compare(a.professor.email, b.professor.email),
  hours: (a, b) => a.assignedHours - b.assignedHours,
  utilization: (a, b) => a.workload.utilization - b.workload.utilization,
  courses: (a, b) => a.courseCount - b.courseCount,
  active: (a, b) => Number(a.professor.isActive) - Number(b.professor.isActive),
}

/** Stable sort by one key; ties fall back to the name so the order never jumps. */
export function sortProfessorRows(rows: readonly ProfessorRow[], key: ProfessorSortKey, desc: boolean): ProfessorRow[] {
  const compare = PROFESSOR_ROW_COMPARATORS[key]
  const sign = desc ? -1 : 1
  return [...rows].sort((a, b) => sign * compare(a, b) || PROFESSOR_ROW_COMPARATORS.name(a, b) || a.professor.id.localeCompare(b.professor.id))
}

interface ProfessorTileStats {
  total: number
  assigned: number
  available: number
  partTime: number
}

/**
 * The stat tiles. Callers pass the professors under the active/inactive filter only (by default
 * active professors), so the tiles and the Assigned/Available chips count the same people.
 */
export function professorTileStats(rows: readonly ProfessorRow[]): ProfessorTileStats {
  let assigned = 0
  let partTime = 0
  for (const row of rows) {
    if (row.courseCount > 0) assigned++
    if (row.professor.employmentType === 'part-time') partTime++
  }
  return { total: rows.length, assigned, available: rows.length - assigned, partTime }
}

/** Distinct specializations in use, for the filter menu. */
export function specializationsInUse(professors: readonly Professor[]): string[] {
  const all = new Set<string>()
  for (const p of professors) for (const s of p.specializations) all.add(s)
  return [...all].sort(collator.compare)
}
