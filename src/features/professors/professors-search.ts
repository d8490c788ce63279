/**
 * URL search params of /professors: view, sort and every filter, so a view is a link you can
 * share or reload. Unknown or damaged values fall back to the defaults instead of failing.
 */
import { EMPLOYMENT_TYPES } from '@/domain/kernel/constants'
import {
  AVAILABILITY_FILTERS,
  DEFAULT_PROFESSOR_FILTERS,
  PROFESSOR_SORT_KEYS,
  STATUS_FILTERS,
  type ProfessorFilters,
} from '@/domain/professors/professor-list'
import { anyText, oneOf, readSearch, type SearchOf } from '@/domain/kernel/search-params'
import { WORKLOAD_STATUSES } from '@/domain/model/workload'

export const PROFESSOR_VIEWS = ['grid', 'table'] as const
export type ProfessorView = (typeof PROFESSOR_VIEWS)[number]

const PROFESSORS_SEARCH_FIELDS = {
  view: oneOf(PROFESSOR_VIEWS),
  sort: oneOf(PROFESSOR_SORT_KEYS),
  dir: oneOf(['asc', 'desc']),
  q: anyText,
  show: oneOf(AVAILABILITY_FILTERS),
  type: oneOf([...EMPLOYMENT_TYPES, 'all']),
  specialization: anyText,
  program: anyText,
  status: oneOf(STATUS_FILTERS),
  workload: oneOf([...WORKLOAD_STATUSES, 'all']),
  /** A professor whose form is open (an alert's link to the fix: record an agreement, a duty). */
  edit: anyText,
}

type ProfessorsSearch = SearchOf<typeof PROFESSORS_SEARCH_FIELDS>

/** Route validateSearch (and the screen's own re-read): unknown or damaged values are dropped. */
export function parseProfessorsSearch(raw: Record<string, unknown>): ProfessorsSearch {
  return readSearch(PROFESSORS_SEARCH_FIELDS, raw)
}

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
