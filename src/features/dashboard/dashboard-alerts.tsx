/**
 * The dashboard's Workload Alerts with their computation (workload-alerts.ts, the ranking's
 * coverage rule, the conflict pairs) in a chunk of their own: the first bundle has a 200 KB gz
 * budget and the alerts are not needed for the dashboard's first figures. dashboard-page.tsx starts
 * loading this chunk when it is itself evaluated, so it is in before the data is.
 */
import { useMemo } from 'react'
import type { Course } from '@/domain/model/course'
import type { PlanIndex } from '@/domain/plan/plan-index'
import type { PlanningScope } from '@/domain/calendar/planning-term'
import type { WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { workloadAlerts, type AlertInput } from '@/domain/alerts/workload-alerts'
import { WorkloadAlertsPanel } from './workload-alerts-panel'

export function DashboardAlerts(props: {
  professors: readonly Professor[]
  courses: readonly Course[]
  index: PlanIndex
  scope: PlanningScope
  policy: WorkloadPolicy
  contractAlerts: AlertInput['contractAlerts']
  className?: string
}) {
  const { professors, courses, index, scope, policy, contractAlerts } = props
  const groups = useMemo(
    () => workloadAlerts({ professors, courses, index, scope, policy, contractAlerts }),
    [professors, courses, index, scope, policy, contractAlerts],
  )
  return <WorkloadAlertsPanel groups={groups} scopeLabel={scope.label} className={props.className} />
}
