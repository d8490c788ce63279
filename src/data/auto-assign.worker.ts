/**
 * Web Worker: loads the HiGHS solver (WebAssembly, emitted by the build as an asset; only this
 * worker ever imports it, so the app's bundle does not carry it) and runs auto-assign off the
 * main thread. In: one AutoAssignWorkerRequest. Out: { type: 'progress' } messages, then one
 * { type: 'done', proposal } or { type: 'error', message }. Cancel terminates the worker.
 */
import loadHighs from 'highs'
import wasmUrl from 'highs/runtime?url'
import type { AutoAssignData, AutoAssignRequest } from '@/domain/auto-assign/auto-assign-problem'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import type { AutoAssignWorkerMessage } from './auto-assign-worker-client'

export interface AutoAssignWorkerRequest {
  data: AutoAssignData
  request: AutoAssignRequest
}

const post = (message: AutoAssignWorkerMessage) => globalThis.postMessage(message)

globalThis.addEventListener('message', (event: MessageEvent<AutoAssignWorkerRequest>) => {
  void (async () => {
    try {
      post({ type: 'progress', stage: 'loading', seconds: 0, gap: null })
      const highs = await loadHighs({ locateFile: () => new URL(wasmUrl, globalThis.location.href).href })
      post({ type: 'progress', stage: 'solving', seconds: 0, gap: null })
      const run = runAutoAssign(highs, event.data.data, event.data.request, (p) => post({ type: 'progress', stage: 'solving', ...p }))
      post({ type: 'done', proposal: run.proposal })
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  })()
})
