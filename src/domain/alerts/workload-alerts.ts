/**
 * Workload alerts for a scope, the spec's five issue types, each naming who or what, the figure,
 * and where it is fixed:
 *  - workload-overload: a professor over their cap in a term (one alert per overloaded term);
 *  - schedule-conflict: two of a professor's sections in the same term overlap in time;
 *  - course-unassigned: a course that needs a professor still has open sections;
 *  - qualification-mismatch: an assigned professor lacks a specialization the course requires;
 *  - workload-underload: an active professor under 50 % of their cap (in a multi-term scope, in
 *    their busiest term, so a professor who only teaches in Fall is not flagged for Winter) with
 *    some hours; one with none in the scope is listed apart as 'workload-unassigned', the reports'
 *    'Unassigned' status, so the dashboard's two counts are the reports' under-utilized and
 *    unassigned counts of the same term (issue 26).
 * Groups come most severe first.
 *
 * Under the Ontario CAAT-A rules the caller also hands the SWF's contract findings of each
 * professor and term (caat-a/contract-checks.ts); those violations and warnings become the contract
 * alert types (over 44 h attributed, over the TCH maximum, preparations or sections without
 * agreement, contact day, rest, sessional 12 months in 24) and replace the overload alert of that
 * professor and term (the same overload, said in the agreement's words). Notes (overtime or a load
 * by a recorded agreement) are not alerts.
 */
import type { ISSUE_TYPES } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { conflictPairsInScope } from '@/domain/plan/plan-conflicts'
import type { PlanIndex } from '@/domain/plan/plan-index'
import { courseTermLabel, parseTermKey, planningTermLabel, type PlanningScope, type PlanningTerm, type TermKey } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import { PACK_ALERT_TYPES, type PackAlertType } from '@/domain/policy/rule-packs'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { specializationCoverage } from '@/domain/professors/professor-ranking'
import { courseStaffing } from '@/domain/plan/staffing'
import { scopedWorkload } from '@/domain/plan/term-workload'

type SpecIssueType = (typeof ISSUE_TYPES)[number]

/** The rule packs' contract alerts (issue 23: CAAT-A's, by the kind of finding they come from), as the registry lists them. */
export const CONTRACT_ISSUE_TYPES = PACK_ALERT_TYPES
export type ContractIssueType = PackAlertType
/** Professors with no hours in the scope: the spec's underload, told apart as the reports do. */
type AppIssueType = 'workload-unassigned'
export type IssueType = SpecIssueType | ContractIssueType | AppIssueType

export const ISSUE_TYPE_LABELS: Record<SpecIssueType, string> = {
  'workload-overload': 'Overloaded professors',
  'schedule-conflict': 'Schedule conflicts',
  'course-unassigned': 'Courses with open sections',
  'qualification-mismatch': 'Qualification mismatches',
  'workload-underload': 'Underloaded professors',
}

const CONTRACT_ISSUE_LABELS: Record<ContractIssueType, string> = {
  'contract-attributed': 'Over the attributed-hours maximum',
  'contract-tch': 'Over the TCH maximum',
  'contract-load': 'Preparations or sections without agreement',
  'contract-day': 'Contact day too long',
  'contract-rest': 'Short rest between days',
  'contract-sessional': 'Sessional 12 months in 24',
  'contract-teaching-weeks': 'Over the teaching weeks a year',
}

/** Every group, most severe first: the agreement's violations with the overloads, its warnings before the underloads. */
const ALERT_GROUP_ORDER: readonly IssueType[] = [
  'contract-attributed',
  'contract-tch',
  'workload-overload',
  'contract-load',
  'contract-day',
  'schedule-conflict',
  'course-unassigned',
  'qualification-mismatch',
  'contract-rest',
  'contract-sessional',
  'contract-teaching-weeks',
  'workload-underload',
  'workload-unassigned',
]

const ALERT_GROUP_LABELS: Record<IssueType, string> = {
  ...ISSUE_TYPE_LABELS,
  ...CONTRACT_ISSUE_LABELS,
  'workload-unassigned': 'Unassigned professors',
}

type AlertTarget =
  | { kind: 'professor-courses'; professorId: string }
  /** The professor's form: record an agreement, a duty, the probationary flag. */
  | { kind: 'professor-form'; professorId: string }
  | { kind: 'manage-sections'; courseId: string }
  | { kind: 'conflict'; professorId: string; courseIds: [string, string] }

export interface WorkloadAlert {
  id: string
  type: IssueType
  /** Who or what: a professor's name or a course code and title. */
  subject: string
  /** The figure: '21/18 h in Winter 2027 · 3 h over the cap'. */
  detail: string
  target: AlertTarget
  /** Text of the link to the fix. */
  action: string
}

export interface AlertGroup {
  type: IssueType
  label: string
  alerts: WorkloadAlert[]
}

export interface AlertInput {
  professors: readonly Professor[]
  /** Courses in the scope (courseInScope). */
  courses: readonly Course[]
  index: PlanIndex
  scope: PlanningScope
  /** The workload policy measuring each professor's terms (default: the spec's bands). */
  policy?: WorkloadPolicy
  /**
   * CAAT-A: the contract alerts of a professor's term (contract-alerts.ts, from their SWF), or
   * undefined when none were measured (then the overload alert stands as under the bands).
   */
  contractAlerts?: (professor: Professor, name: string, term: PlanningTerm, key: TermKey) => ContractAlerts | undefined
}

/** A professor-term's contract alerts, and whether they say its overload (then no overload alert). */
export interface ContractAlerts {
  alerts: { rank: number; alert: WorkloadAlert }[]
  replacesOverload: boolean
}


export function workloadAlerts(input: AlertInput): AlertGroup[] {
  const { index, scope } = input
  const policy = input.policy ?? DEFAULT_WORKLOAD_POLICY
  const byType: Record<IssueType, { alert: WorkloadAlert; rank: number }[]> = {
    'workload-overload': [],
    'workload-underload': [],
    'workload-unassigned': [],
    'schedule-conflict': [],
    'course-unassigned': [],
    'qualification-mismatch': [],
    'contract-attributed': [],
    'contract-tch': [],
    'contract-load': [],
    'contract-day': [],
    'contract-rest': [],
    'contract-sessional': [],
    'contract-teaching-weeks': [],
  }
  const professorById = new Map(input.professors.map((p) => [p.id, p]))
  const nameOf = (id: string) => {
    const p = professorById.get(id)
    return p ? professorDisplayName(p) : 'Unknown professor'
  }

  for (const p of input.professors) {
    const w = scopedWorkload(index.loads.get(p.id), p, scope, policy)
    const name = professorDisplayName(p)
    for (const t of w.terms) {
      const contract = input.contractAlerts?.(p, name, t.term, t.key)
      for (const entry of contract?.alerts ?? []) byType[entry.alert.type].push(entry)
      // The contract alerts say the overload in the agreement's words.
      if (contract?.replacesOverload) continue
      if (t.status !== 'overloaded') continue
      const over = policy.assess(p, t.term, t.assignedHours).hoursOver
      byType['workload-overload'].push({
        rank: -over,
        alert: {
          id: `overload:${p.id}:${t.key}`,
          type: 'workload-overload',
          subject: name,
          detail: `${formatNumber(t.assignedHours)}/${formatNumber(t.maxWeeklyHours)} h in ${planningTermLabel(t.term)} · ${formatNumber(over)} h over the cap`,
          target: { kind: 'professor-courses', professorId: p.id },
          action: 'View courses',
        },
      })
    }
    if (policy.assess(p, w.term, w.assignedHours).underloaded) {
      const where = w.term ? (w.isPeak ? ` (busiest term ${planningTermLabel(w.term)})` : ` in ${planningTermLabel(w.term)}`) : ` in ${scope.label}`
      const type = w.assignedHours > 0 ? 'workload-underload' : 'workload-unassigned'
      byType[type].push({
        rank: w.utilization,
        alert: {
          id: `underload:${p.id}`,
          type,
          subject: name,
          detail: `${formatNumber(w.assignedHours)}/${formatNumber(w.maxWeeklyHours)} h, ${w.utilization}% of the cap${where}`,
          target: { kind: 'professor-courses', professorId: p.id },
          action: 'View courses',
        },
      })
    }
  }

  for (const pair of conflictPairsInScope(index, scope)) {
    const a = index.courseById.get(pair.first.courseId)
    const b = index.courseById.get(pair.second.courseId)
    if (!a || !b) continue
    byType['schedule-conflict'].push({
      rank: 0,
      alert: {
        id: `conflict:${pair.first.id}:${pair.second.id}`,
        type: 'schedule-conflict',
        subject: nameOf(pair.professorId),
        detail: `${a.code} §${pair.first.section} and ${b.code} §${pair.second.section} overlap on ${pair.days} in ${planningTermLabel(pair.term)}`,
        target: { kind: 'conflict', professorId: pair.professorId, courseIds: [a.id, b.id] },
        action: 'View both courses',
      },
    })
  }

  for (const course of input.courses) {
    const s = courseStaffing(course, index.assignedSections.get(course.id) ?? 0)
    if (s.open === 0) continue
    byType['course-unassigned'].push({
      rank: -s.open,
      alert: {
        id: `open:${course.id}`,
        type: 'course-unassigned',
        subject: `${course.code} ${course.title}`,
        detail: `${s.open} of ${pluralize(s.required, 'section')} open · ${courseTermLabel(course)}`,
        target: { kind: 'manage-sections', courseId: course.id },
        action: 'Manage sections',
      },
    })
  }

  for (const [professorId, terms] of index.byProfessorTerm) {
    const professor = professorById.get(professorId)
    if (!professor) continue
    for (const [key, list] of terms) {
      if (!scope.keys.has(key)) continue
      for (const a of list) {
        const course = index.courseById.get(a.courseId)
        if (!course || course.requiredSpecializations.length === 0) continue
        const cover = specializationCoverage(course.requiredSpecializations, professor.specializations)
        if (cover.missing.length === 0) continue
        const term = parseTermKey(key)
        byType['qualification-mismatch'].push({
          rank: 0,
          alert: {
            id: `qualification:${a.id}`,
            type: 'qualification-mismatch',
            subject: `${course.code} §${a.section}${term ? ` · ${planningTermLabel(term)}` : ''}`,
            detail: `${professorDisplayName(professor)} lacks ${cover.missing.join(', ')}`,
            target: { kind: 'manage-sections', courseId: course.id },
            action: 'Manage sections',
          },
        })
      }
    }
  }

  const groups: AlertGroup[] = []
  for (const type of ALERT_GROUP_ORDER) {
    const list = byType[type]
    if (list.length === 0) continue
    list.sort((x, y) => x.rank - y.rank || x.alert.subject.localeCompare(y.alert.subject) || x.alert.id.localeCompare(y.alert.id))
    groups.push({ type, label: ALERT_GROUP_LABELS[type], alerts: list.map((e) => e.alert) })
  }
  return groups
}

export function alertCount(groups: readonly AlertGroup[]): number {
  return groups.reduce((n, g) => n + g.alerts.length, 0)
}
