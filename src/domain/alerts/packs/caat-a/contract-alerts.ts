/**
 * The CAAT-A contract alerts of one professor's term, from their SWF's findings
 * (caat-a/contract-checks.ts): violations and warnings become the contract alert types of
 * workload-alerts.ts, each linking to the fix; notes (overtime or a load by a recorded agreement)
 * are not alerts. Apart from workload-alerts.ts so only the CAAT-A code (loaded on demand) carries it.
 * A breach that holds only if the SWF's estimates do ranks after every real one.
 */
import type { PlanIndex } from '@/domain/plan/plan-index'
import { planningTermLabel, type PlanningTerm, type TermKey } from '@/domain/calendar/planning-term'
import type { ContractFinding, ContractFindingKind } from '@/domain/policy/caat-a/contract-checks'
import type { Professor } from '@/domain/model/professor'
import type { ContractAlerts, ContractIssueType, WorkloadAlert } from '@/domain/alerts/workload-alerts'

/** Added to an estimate-only breach's rank: after every real breach (ranks sort ascending). */
const ESTIMATED_RANK = 1e6

const CONTRACT_ISSUE_OF: Partial<Record<ContractFindingKind, ContractIssueType>> = {
  'over-attributed-hours': 'contract-attributed',
  'over-contact-hours': 'contract-tch',
  'too-many-preparations': 'contract-load',
  'too-many-sections': 'contract-load',
  'long-contact-day': 'contract-day',
  'short-rest': 'contract-rest',
  'sessional-months': 'contract-sessional',
  'teaching-weeks': 'contract-teaching-weeks',
}

function firstCourseOf(assignmentIds: readonly string[], index: PlanIndex, professorId: string, key: TermKey): string | undefined {
  const list = index.byProfessorTerm.get(professorId)?.get(key) ?? []
  return list.find((a) => assignmentIds.includes(a.id))?.courseId
}

function contractAlert(type: ContractIssueType, p: Professor, name: string, term: PlanningTerm, key: TermKey, f: ContractFinding, index: PlanIndex): WorkloadAlert {
  const detail = `${f.message} · ${planningTermLabel(term)}`
  const id = `contract:${f.kind}:${p.id}:${key}${f.day ? `:${f.day}` : ''}`
  // A day's hours are fixed in the sections' schedules; the rest in the professor's record or load.
  const courseId = f.assignmentIds?.length ? firstCourseOf(f.assignmentIds, index, p.id, key) : undefined
  if ((type === 'contract-day' || type === 'contract-rest') && courseId) {
    return { id, type, subject: name, detail, target: { kind: 'manage-sections', courseId }, action: 'Manage sections' }
  }
  if (type === 'contract-attributed' || type === 'contract-tch' || type === 'contract-load') {
    // No agreement can cover it (probationary, or beyond the overtime allowed): the load must change.
    if (f.reason === 'probationary' || f.reason === 'beyond-overtime') {
      return { id, type, subject: name, detail, target: { kind: 'professor-courses', professorId: p.id }, action: 'View courses' }
    }
    return { id, type, subject: name, detail, target: { kind: 'professor-form', professorId: p.id }, action: 'Record an agreement' }
  }
  // No agreement lifts the teaching weeks of the year (11.01 B1): a term's sections must go.
  if (type === 'contract-teaching-weeks') {
    return { id, type, subject: name, detail, target: { kind: 'professor-courses', professorId: p.id }, action: 'View courses' }
  }
  return { id, type, subject: name, detail, target: { kind: 'professor-form', professorId: p.id }, action: 'Edit professor' }
}

export function contractAlertsOf(
  findings: readonly ContractFinding[],
  professor: Professor,
  name: string,
  term: PlanningTerm,
  key: TermKey,
  index: PlanIndex,
): ContractAlerts {
  const alerts: ContractAlerts['alerts'] = []
  for (const f of findings) {
    const type = CONTRACT_ISSUE_OF[f.kind]
    if (!type || f.severity === 'note') continue
    alerts.push({ rank: (f.estimated ? ESTIMATED_RANK : 0) - (f.value - f.limit), alert: contractAlert(type, professor, name, term, key, f, index) })
  }
  const replacesOverload = findings.some(
    (f) => (f.severity === 'violation' || f.estimated) && (f.kind === 'over-attributed-hours' || f.kind === 'over-contact-hours'),
  )
  return { alerts, replacesOverload }
}
