/**
 * The screen side of the rule-pack registry (domain/policy/rule-packs.ts): what each pack adds to
 * the app's screens, loaded on demand with the pack (one line per pack below). Screens outside a
 * pack's folder ask `usePackUi()` for the chosen pack's parts (the professor form's section and
 * notes, the professor list's per-professor link and page actions, the dashboard's cards) and
 * render what they get; under the CourseLoad bands they get nothing and render nothing more.
 * The pack's own pages are named for the routes in pack-pages.ts, its help in pack-help.tsx.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useActiveRulePack } from '@/data/use-workload-policy'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { EntityMap } from '@/domain/model/change-set'
import type { Professor } from '@/domain/model/professor'
import type { RulePackId } from '@/domain/policy/rule-packs'

/** The values of the professor form a pack reads when a professor is added. */
export interface NewProfessorValues {
  employmentType?: string
  probationary?: boolean
}

export interface PackUi {
  /** Professor form (add and edit): what the pack notes and asks under the workload fields. */
  ProfessorFormNotes?: ComponentType<{
    employmentType: string | undefined
    isAdd: boolean
    /** Renders one of the form's own checkboxes (the form owns its values). */
    checkField: (name: 'probationary', id: string, label: string) => ReactNode
  }>
  /** Edit dialog: the pack's own section for a saved professor (each change saved at once). */
  ProfessorSection?: ComponentType<{ professorId: string }>
  /** The pack's record a new professor is added with (same ChangeSet), or null. */
  newProfessorRecord?(values: NewProfessorValues, professorId: string): EntityMap['contractRecords'] | null
  /** Professor list (table row and card): the pack's per-professor measure link for a term; null when it has none for them. */
  ProfessorLink?: ComponentType<{ professor: Professor; fullName: string; term: PlanningTerm; variant: 'row' | 'card' }>
  /** Professors page header: the pack's own actions (its pages). */
  ProfessorsActions?: ComponentType
  /** Dashboard: the pack's cards for the scope's terms. */
  DashboardCards?: ComponentType<{ terms: readonly PlanningTerm[]; professors: readonly Professor[] | undefined }>
}

const LOADERS: Partial<Record<RulePackId, () => Promise<PackUi>>> = {
  'ontario-caat-a': () => import('./caat-a/caat-a-ui').then((m) => m.CAAT_A_UI),
}

// Loaded code, not plan state: a module once in is the same for every plan.
const loaded = new Map<RulePackId, PackUi>()
const loading = new Map<RulePackId, Promise<PackUi | null>>()

/** Loads a pack's screen parts (once); null for a pack that adds none. Never rejects. */
export function loadPackUi(id: RulePackId): Promise<PackUi | null> {
  const load = LOADERS[id]
  if (!load) return Promise.resolve(null)
  let pending = loading.get(id)
  if (!pending) {
    pending = load().then(
      (ui) => (loaded.set(id, ui), ui),
      () => (loading.delete(id), null),
    )
    loading.set(id, pending)
  }
  return pending
}

/** The chosen pack's screen parts once loaded (boot preloads them); null under a pack without any. */
export function usePackUi(): PackUi | null {
  const { id } = useActiveRulePack()
  const packId = id as RulePackId
  const ui = loaded.get(packId) ?? null
  const [, setLoaded] = useState<PackUi | null>(ui)
  useEffect(() => {
    if (ui || !LOADERS[packId]) return
    let live = true
    void loadPackUi(packId).then((next) => live && setLoaded(next))
    return () => {
      live = false
    }
  }, [packId, ui])
  return ui
}

/** The professor list's per-professor link of the chosen pack, for one term (the header's). */
export interface PackLink {
  readonly term: PlanningTerm
  readonly Link: NonNullable<PackUi['ProfessorLink']>
}
