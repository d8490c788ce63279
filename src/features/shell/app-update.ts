/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The service worker's side in the page (vite.config.ts builds the worker, which precaches the
 * app so it opens without a network). A new deployment's worker installs beside the running one
 * and waits: the planner is told (AppUpdateBanner) and chooses when to reload. Only then does the
 * new worker take over (Workbox's skip-waiting message) and every tab that was told reloads with
 * it, so no page runs one version's code with another version's lazily loaded chunks.
 *
 * In dev (`npm start`) vite-plugin-pwa's registerSW does nothing, and a worker left on this
 * origin by a build served here earlier is removed, so it never serves stale code over Vite's.
 */
import type { registerSW } from 'virtual:pwa-register'

type LoadRegister = () => Promise<typeof registerSW>
// A chunk of its own, like Workbox's window script: neither is part of the first screen's code.
const loadRegister: LoadRegister = () => import('virtual:pwa-register').then((m) => m.registerSW)

export interface AppUpdates {
  subscribe(listener: () => void): () => void
  /** A new version is installed and waits for the planner's go-ahead. */
  waiting(): boolean
  /** Lets the waiting version take over; the page reloads once it controls it. */
  apply(): Promise<void>
}

/** Browsers look for a new worker only on navigations: a tab left open for days asks hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

export function createAppUpdates(load: LoadRegister): AppUpdates {
  let waiting = false
  let apply: () => Promise<void> = async () => undefined
  const listeners = new Set<() => void>()
  // After the page's load event: Workbox's own script and the precaching never compete with
  // the first screen (a cold start makes no request for them).
  afterLoad(async () => {
    const register = await load()
    const update = register({
      immediate: true,
      onNeedRefresh() {
        // Whichever tab the planner chooses Reload in, every tab that was told reloads when the
        // new version takes over, so none keeps running the old code under the new worker.
        if (!waiting) navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true })
        waiting = true
        for (const listener of listeners) listener()
      },
      // The reload above replaces Workbox's own, which skips a page that was not yet controlled
      // when it registered (a first visit left open until the next deployment).
      onNeedReload() {},
      onRegisteredSW(_url, registration) {
        if (!registration) return
        setInterval(() => {
          if (navigator.onLine) registration.update().catch(() => undefined)
        }, UPDATE_CHECK_MS)
      },
      // Not an error of the app: it works as before, it only will not open offline.
      onRegisterError(error) {
        console.warn('CourseLoad: the service worker was not registered, so the app will not open offline.', error)
      },
    })
    apply = () => update(true)
  })
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    waiting: () => waiting,
    apply: () => apply(),
  }
}

function afterLoad(run: () => Promise<void>) {
  const start = () => void run()
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

let started: AppUpdates | null = null

/** Registers the service worker once per page (from boot); the banner reads what it reports. */
export function startAppUpdates(): AppUpdates {
  if (import.meta.env.DEV) void removeLeftoverWorkers()
  started ??= createAppUpdates(loadRegister)
  return started
}

export function startedAppUpdates(): AppUpdates | null {
  return started
}

async function removeLeftoverWorkers() {
  if (!('serviceWorker' in navigator)) return
  const scope = new URL(import.meta.env.BASE_URL, location.href).href
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.filter((r) => r.scope.startsWith(scope)).map((r) => r.unregister()))
}
