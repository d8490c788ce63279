/**
 * The CAAT-A policy as the stored rules and records make it, measuring full-time professors with
 * their SWF: loaded on demand by use-workload-policy.ts when the rules choose CAAT-A (it brings zod,
 * the settings reader and the SWF, which the CourseLoad bands never need).
 *
 * The rules and records are read from the client's query cache (the planSettings and
 * contractRecords lists, kept by the write path and other tabs' changes), and what is computed
 * from them is kept in a PolicyCache object (createPolicyCache), one per plan: today one per
 * QueryClient (use-workload-policy.ts holds it), in issue 32's plan workspace once that exists.
 *
 * Cost: an SWF is computed only when a screen asks for a full-time professor's load in a term (so
 * only for the professors of the terms shown), and kept per professor while their assignments
 * (the plan index's per-professor map, whose identity changes only when theirs do) and the courses
 * they teach are the same objects: after one edit only the professors it touched are measured again.
 * One policy object per rules, records and plan index, shared by every screen.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { EntityMap } from '@/domain/model/change-set'
import type { PlanIndex } from '@/domain/plan/plan-index'
import { academicYearOfPlanningTerm, termKey } from '@/domain/calendar/planning-term'
import type { CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import { computeSwf } from '@/domain/policy/caat-a/swf'
import { planMeasuredPolicy, type MeasuredProfessor } from '@/domain/policy/caat-a/plan-measured-policy'
import type { WorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import { swfClock, swfClockCounts, swfClockLabel } from '@/domain/policy/caat-a/swf-clock'
import { swfPeriodStarts } from '@/domain/policy/caat-a/swf-periods'
import { semesterDates } from '@/domain/calendar/academic-calendar'
import { contractAlertsOf } from '@/domain/alerts/packs/caat-a/contract-alerts'
import { contractRecordKeys, planSettingKeys } from '@/data/query-keys'
import type { PolicyCache } from '@/data/packs/pack-policy-loaders'
import { packRecordsOf, workloadRulesOf } from '@/data/workload-rules'

function build(rules: WorkloadRules, records: readonly CaatProfessorRecord[], index: PlanIndex | undefined, measured: Map<string, MeasuredProfessor>) {
  return planMeasuredPolicy(rules, records, index, measured)
}

type Built = ReturnType<typeof build>

/** What one plan's policy is built from, and what was built from it. */
interface Computed extends Built {
  settings: readonly EntityMap['planSettings'][] | undefined
  recordList: readonly EntityMap['contractRecords'][] | undefined
  rules: WorkloadRules
  records: readonly CaatProfessorRecord[]
  index: PlanIndex | undefined
}

/** A policy cache reading the rules and records `client` holds (its planSettings and contractRecords lists). */
export function createPolicyCache(client: QueryClient): PolicyCache {
  const state: { last: Computed | null; measured: Map<string, MeasuredProfessor> } = { last: null, measured: new Map() }

  /** The rules and records stored now: those of the last build while the cached lists are the same. */
  function sources() {
    // The cached lists change identity exactly when their records do (the write path patches them).
    const settings = client.getQueryData<EntityMap['planSettings'][]>(planSettingKeys.list())
    const recordList = client.getQueryData<EntityMap['contractRecords'][]>(contractRecordKeys.list())
    const { last } = state
    if (last && last.settings === settings && last.recordList === recordList) return { settings, recordList, rules: last.rules, records: last.records, same: true }
    return { settings, recordList, rules: workloadRulesOf(settings), records: packRecordsOf(recordList), same: false }
  }

  function current(index: PlanIndex | undefined): Computed {
    const { same, ...from } = sources()
    if (same && state.last!.index === index) return state.last!
    // Kept across plan changes (not across rules or records changes): per professor id.
    if (!same) state.measured = new Map()
    state.last = { ...from, index, ...build(from.rules, from.records, index, state.measured) }
    return state.last
  }

  return {
    policy: (index) => current(index).policy,
    contractAlerts: (index) => {
      const swfOf = current(index).swfOf
      return (professor, name, term, key) => {
        const swf = swfOf(professor, term)
        return swf && index ? contractAlertsOf(swf.findings, professor, name, term, key, index) : undefined
      }
    },
    measureAfter: (index) => {
      const { rules, records } = current(index)
      const byId = new Map(records.map((r) => [r.professorId, r]))
      return (professor, term, additions, replace = false) => {
        if (!index || professor.employmentType !== 'full-time') return undefined
        const replaced = new Set(replace ? additions.map((a) => a.course.id) : [])
        const held = [...(index.byProfessorTerm.get(professor.id)?.values() ?? [])].flat().filter((a) => !replaced.has(a.courseId))
        const academicYear = academicYearOfPlanningTerm(term)
        const courseById = new Map(index.courseById)
        for (const { course, sections } of additions) {
          courseById.set(course.id, course)
          for (const section of sections) {
            held.push({ id: `what-if:${course.id}:${section}`, courseId: course.id, section, professorId: professor.id, term: term.term, academicYear, weeklyHours: course.weeklyHours, assignedAt: '', assignedBy: '' })
          }
        }
        return computeSwf({ professor, term, assignments: held, courseById, settings: rules.packs['ontario-caat-a'], record: byId.get(professor.id) }).measures
      }
    },
    swfClock: (terms, professors, today, index) => {
      const term = terms.find((t) => semesterDates(t.term, t.year).classesStart >= today) ?? terms[terms.length - 1]
      if (!term) return undefined
      const { rules, records } = sources()
      const byId = new Map(records.map((r) => [r.professorId, r]))
      const periodStartsOf = index
        ? (professorId: string) =>
            swfPeriodStarts({ professorId, term, assignments: index.byProfessorTerm.get(professorId)?.get(termKey(term)) ?? [], courseById: index.courseById, record: byId.get(professorId) })
        : undefined
      const clock = swfClock({ term, professors, records, settings: rules.packs['ontario-caat-a'], today, periodStartsOf })
      return { ...clock, label: swfClockLabel(clock), counts: swfClockCounts(clock) }
    },
  }
}
