/**
 * The scenario session as screens reach it: the open plan (live or a scenario), the list of
 * scenarios and the mutations of their records. The session comes from context (the app provides
 * its one session); the list lives in live's client whichever plan is open.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { Scenario } from '@/domain/scenarios/scenario'
import type { StoredScenario } from '@/storage/scenario-repository'
import type { ScenarioDetails } from '@/storage/scenario-store'
import { withdrawToastAction } from '@/lib/toast-action'
import { SCENARIO_LIST_KEY, type OpenPlan, type ScenarioSession } from './scenario-session'

export const ScenarioSessionContext = createContext<ScenarioSession | null>(null)

/** The app's scenario session; null outside the app (a component test without one). */
export function useScenarioSession(): ScenarioSession | null {
  return useContext(ScenarioSessionContext)
}

function requireSession(session: ScenarioSession | null): ScenarioSession {
  if (!session) throw new Error('No scenario session: render inside ScenarioSessionContext')
  return session
}

const NO_SESSION = (): null => null
const noSubscription = () => () => {}

/** The open plan; without a session (tests), the live plan of the client in context. */
export function useOpenPlan(): OpenPlan {
  const session = useScenarioSession()
  const client = useQueryClient()
  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? NO_SESSION)
  return state ?? { client, scenario: null }
}

/** The open scenario, or null on live. */
export const useOpenScenario = (): StoredScenario | null => useOpenPlan().scenario

/** The live plan's client (for reading live beside an open scenario); the context's without a session. */
export function useLiveClient(): QueryClient {
  const session = useScenarioSession()
  const client = useQueryClient()
  return session?.liveClient ?? client
}

export function useScenarioList() {
  const session = requireSession(useScenarioSession())
  return useQuery(
    {
      queryKey: SCENARIO_LIST_KEY,
      queryFn: () => session.list(),
      staleTime: Infinity,
    },
    session.liveClient,
  )
}

function useScenarioMutation<V, R>(run: (session: ScenarioSession, vars: V) => Promise<R>) {
  const session = requireSession(useScenarioSession())
  return useMutation(
    {
      mutationFn: (vars: V) => {
        // A scenario's own record is not a plan change: its toast never carries an Undo.
        withdrawToastAction()
        return run(session, vars)
      },
      onSettled: () => session.liveClient.invalidateQueries({ queryKey: SCENARIO_LIST_KEY }),
    },
    session.liveClient,
  )
}

export const useCreateScenario = () => useScenarioMutation((session, scenario: Scenario) => session.create(scenario))
export const useSaveScenarioDetails = () =>
  useScenarioMutation((session, vars: { id: string; details: ScenarioDetails }) => session.saveDetails(vars.id, vars.details))
export const useDeleteScenario = () => useScenarioMutation((session, id: string) => session.remove(id))
export const useOpenScenarioCommand = () => useScenarioMutation((session, id: string) => session.open(id))
