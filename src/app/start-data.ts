/**
 * Cold start, evaluated before anything else of the app (the first import of main.tsx): open
 * IndexedDB (with the one-time migrations) and start reading every entity store into the query
 * cache, while the browser is still evaluating React, the router and the screens. boot() picks
 * up the same client and promise; the route loaders then find the reads under way or done.
 */
import { ensureCoreData } from '@/data/ensure-core-data'
import { LIVE_PLAN_ID, WorkspaceRegistry } from '@/data/plan-workspace'
import { ScenarioSession } from '@/data/scenario-session'
import { provideScenarioRepository } from '@/data/scenario-repository-part'
import { openAppStorage } from '@/storage/app-storage'
import { DATABASE_VERSION } from '@/storage/db'
import { takePageReadAhead } from '@/storage/read-ahead'
import type { DataStore } from '@/storage/types'

// Marks on the page's performance timeline, so the benchmark can show where a cold start goes.
performance.mark('courseload:start')

/** The app's open plans: live, and (issue 33) a scenario beside it. */
export const workspaces = new WorkspaceRegistry()
const live = workspaces.openPlan(LIVE_PLAN_ID)
export const queryClient = live.client
/** Which plan this tab shows: live, or the what-if scenario it had open before a reload. */
export const scenarioSession = new ScenarioSession(workspaces, live)
// Compare and Promote read the scenarios through live's workspace: the session's one connection.
provideScenarioRepository(live.client, () => scenarioSession.repository())

export const storageReady: Promise<DataStore> = openAppStorage({
  readAhead: takePageReadAhead(DATABASE_VERSION),
}).then((store) => {
  performance.mark('courseload:storage')
  live.bindStore(store)
  return store
})

const dataRead = () => void performance.mark('courseload:data')
/**
 * Settles when the first reads of every entity store are done, failed or not (a failed read
 * stays in its query's state; the route loader that needs it reads again and shows the error).
 * The splash lifts then, at the latest: it never holds the data back.
 */
export const coreDataReady: Promise<void> = storageReady
  .then(() => ensureCoreData(queryClient))
  .then(dataRead, dataRead)

/**
 * Reopens the scenario this tab had open (sessionStorage) once live's store is open; resolves to
 * why it could not be reopened, or null. Nothing to wait for when the tab was on live.
 */
export const scenarioResumed: Promise<string | null> = storageReady.then(
  () => scenarioSession.resume(),
  () => null,
)

// boot() reports a failed open; without this the rejection would also be logged as unhandled.
storageReady.catch(() => {})
