/**
 * The scenarios' repository as a part of live's workspace (issue 33): the Compare and Promote
 * screens read stored scenarios through it. The app provides its scenario session's repository
 * (one connection to the scenarios); without one (tests), it opens its own on first use and
 * closes it with the workspace. Apart from scenario-compare.ts so that the app's start-up can
 * provide it without loading the comparison's code.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ScenarioRepository } from '@/storage/scenario-repository'
import { workspaceOf, workspacePart } from './plan-workspace'

interface RepositorySlot {
  repo: Promise<ScenarioRepository> | null
  /** Where the app's repository comes from (the scenario session's one connection); null: open our own. */
  open: (() => Promise<ScenarioRepository>) | null
}
const SCENARIO_REPOSITORY = workspacePart(
  'scenario repository',
  (): RepositorySlot => ({ repo: null, open: null }),
  // A provided repository belongs to whoever provided it; only our own is closed with the workspace.
  (slot) => void (slot.open ? undefined : slot.repo?.then((r) => r.close(), () => {})),
)

/** The scenarios' repository of the plan `client` shows (live's), opened on first use. */
export function scenarioRepositoryOf(client: QueryClient): Promise<ScenarioRepository> {
  const slot = workspaceOf(client).part(SCENARIO_REPOSITORY)
  // Imported on first use, so the scenarios' code stays out of the first bundle.
  return (slot.repo ??= (slot.open ?? (() => import('@/storage/scenario-repository').then((m) => m.openScenarioRepository())))())
}

/**
 * Give live's workspace the repository to use, opened on first use (the app passes its scenario
 * session's, so the app keeps one connection to the scenarios; tests pass one already open).
 */
export function provideScenarioRepository(client: QueryClient, repo: ScenarioRepository | (() => Promise<ScenarioRepository>)): void {
  const slot = workspaceOf(client).part(SCENARIO_REPOSITORY)
  slot.open = typeof repo === 'function' ? repo : () => Promise.resolve(repo)
  slot.repo = null
}
