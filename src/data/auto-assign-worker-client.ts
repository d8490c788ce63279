/**
 * Starts one auto-assign run in its own Web Worker and hands back the proposal. Cancel (and a
 * finished run) terminates the worker, which is the only way to stop a synchronous solve.
 */
import type { AutoAssignData, AutoAssignRequest } from '@/domain/auto-assign/auto-assign-problem'
import type { Proposal } from '@/domain/auto-assign/auto-assign-proposal'

export type AutoAssignStage = 'loading' | 'solving'

export type AutoAssignWorkerMessage =
  | { type: 'progress'; stage: AutoAssignStage; seconds: number; gap: number | null }
  | { type: 'done'; proposal: Proposal }
  | { type: 'error'; message: string }

export type AutoAssignResult = { ok: true; proposal: Proposal } | { ok: false; cancelled: boolean; error: string }

export interface AutoAssignProgress {
  stage: AutoAssignStage
  seconds: number
  gap: number | null
}

export interface RunningAutoAssign {
  result: Promise<AutoAssignResult>
  cancel: () => void
}

export function startAutoAssign(
  data: AutoAssignData,
  request: AutoAssignRequest,
  onProgress: (progress: AutoAssignProgress) => void,
): RunningAutoAssign {
  const worker = new Worker(new URL('./auto-assign.worker.ts', import.meta.url), { type: 'module' })
  let settle: (result: AutoAssignResult) => void = () => undefined
  const result = new Promise<AutoAssignResult>((resolve) => {
    settle = (r) => {
      worker.terminate()
      resolve(r)
      settle = () => undefined
    }
  })
  worker.onmessage = (event: MessageEvent<AutoAssignWorkerMessage>) => {
    const message = event.data
    if (message.type === 'progress') onProgress({ stage: message.stage, seconds: message.seconds, gap: message.gap })
    else if (message.type === 'done') settle({ ok: true, proposal: message.proposal })
    else settle({ ok: false, cancelled: false, error: message.message })
  }
  worker.onerror = (event) => {
    event.preventDefault()
    settle({ ok: false, cancelled: false, error: event.message || 'The solver could not start' })
  }
  // Plain records only: the lists from the query cache are structured-cloned into the worker.
  worker.postMessage({
    data: {
      courses: data.courses,
      professors: data.professors,
      assignments: data.assignments,
      policyId: data.policyId,
      workloadRules: data.workloadRules,
      contractRecords: data.contractRecords,
    },
    request,
  })
  return { result, cancel: () => settle({ ok: false, cancelled: true, error: 'Cancelled' }) }
}
