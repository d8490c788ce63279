/**
 * `window.__courseload`: a small hook for the browser benchmark and end-to-end tests to seed
 * large data sets through the real write path. It only writes what the user could also load
 * from Help → Load sample data, so it is safe to ship.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { SampleDataOptions } from '@/domain/sample-data'
import { loadSampleData, type SampleDataSummary } from './sample-data'

declare global {
  interface Window {
    __courseload?: {
      ready: true
      seed: (options?: SampleDataOptions) => Promise<SampleDataSummary>
    }
  }
}

export function installDevHooks(client: QueryClient): void {
  if (typeof window === 'undefined') return
  window.__courseload = { ready: true, seed: (options) => loadSampleData(client, options) }
}
