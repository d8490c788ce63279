/**
 * URL search params of /professors: view, sort and every filter, so a view is a link you can
 * share or reload. Unknown or damaged values fall back to the defaults instead of failing.
 */
import { z } from '@/domain/zod'
import { EMPLOYMENT_TYPES } from '@/domain/constants'
import {
  AVAILABILITY_FILTERS,
  DEFAULT_PROFESSOR_FILTERS,
  PROFESSOR_SORT_KEYS,
  STATUS_FILTERS,
  type ProfessorFilters,
} from '@/domain/professor-list'
import { WORKLOAD_STATUSES } from '@/domain/workload'

export const PROFESSOR_VIEWS = ['grid', 'table'] as const
export type ProfessorView = (typeof PROFESSOR_VIEWS)[number]

export const professorsSearchSchema = z.object({
  view: z.enum(PROFESSOR_VIEWS).optional().catch(undefined),
  sort: z.enum(PROFESSOR_SORT_KEYS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  show: z.enum(AVAILABILITY_FILTERS).optional().catch(undefined),
  type: z.enum([...EMPLOYMENT_TYPES, 'all']).optional().catch(undefined),
  specialization: z.string().optional().catch(undefined),
  program: z.string().optional().catch(undefined),
  status: z.enum(STATUS_FILTERS).optional().catch(undefined),
  workload: z.enum([...WORKLOAD_STATUSES, 'all']).optional().catch(undefined),
})

export type ProfessorsSearch = z.infer<typeof professorsSearchSchema>

export function filtersFromSearch(search: ProfessorsSearch): ProfessorFilters {
  const d = DEFAULT_PROFESSOR_FILTERS
  return {
    search: search.q ?? d.search,
    availability: search.show ?? d.availability,
    employmentType: search.type ?? d.employmentType,
    specialization: search.specialization ?? d.specialization,
    program: search.program ?? d.program,
    status: search.status ?? d.status,
    workloadStatus: search.workload ?? d.workloadStatus,
  }
}

/** Search params for a filter change; defaults are dropped so clean URLs stay clean. */
export function searchFromFilters(filters: ProfessorFilters): Partial<ProfessorsSearch> {
  const d = DEFAULT_PROFESSOR_FILTERS
  const pick = <T,>(value: T, fallback: T) => (value === fallback ? undefined : value)
  return {
    q: filters.search.trim() ? filters.search : undefined,
    show: pick(filters.availability, d.availability),
    type: pick(filters.employmentType, d.employmentType),
    specialization: pick(filters.specialization, d.specialization),
    program: pick(filters.program, d.program),
    status: pick(filters.status, d.status),
    workload: pick(filters.workloadStatus, d.workloadStatus),
  }
}
