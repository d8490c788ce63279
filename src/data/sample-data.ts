/**
 * Loading the sample data set: one atomic write that replaces every entity store, so a failure
 * leaves the previous data exactly as it was.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import { ENTITY_STORES, type ChangeSet } from '@/domain/model/change-set'
import type * as SampleDataModule from '@/domain/sample/sample-data'
import type { SampleDataOptions } from '@/domain/sample/sample-data'
import { writeChanges } from './apply-changes'

export interface SampleDataSummary {
  professors: number
  courses: number
  programs: number
  assignments: number
}

/** The generator and its catalogue load on demand: a first visit should not download them. */
type Generator = typeof SampleDataModule
let loaded: Generator | undefined
const loadGenerator = async (): Promise<Generator> => (loaded ??= await import('@/domain/sample/sample-data'))

export async function sampleDataChangeSet(
  options: SampleDataOptions = {},
): Promise<{ changes: ChangeSet; summary: SampleDataSummary }> {
  // Synchronous once loaded, so a click issues its write in the same task as the click.
  const { generateSampleData } = loaded ?? (await loadGenerator())
  const data = generateSampleData(options)
  return {
    changes: {
      // The workload rules and the CAAT-A records stay, as before they were records (issue 32).
      clear: ENTITY_STORES.filter((store) => store !== 'planSettings' && store !== 'contractRecords'),
      put: {
        professors: data.professors,
        courses: data.courses,
        programs: data.programs,
        assignments: data.assignments,
      },
    },
    summary: {
      professors: data.professors.length,
      courses: data.courses.length,
      programs: data.programs.length,
      assignments: data.assignments.length,
    },
  }
}

export async function loadSampleData(client: QueryClient, options: SampleDataOptions = {}): Promise<SampleDataSummary> {
  const { changes, summary } = await sampleDataChangeSet(options)
  await writeChanges(client, changes, { label: ACTION_LABELS.loadSampleData() })
  return summary
}

/**
 * Fetches the generator as soon as a "Load sample data" button is on screen, and says when it is
 * there: the buttons wait for it, so a click writes at once and a tab closed right after the
 * click keeps the data, as with any other edit.
 */
export function useSampleGeneratorReady(): boolean {
  const [ready, setReady] = useState(loaded !== undefined)
  useEffect(() => {
    if (ready) return
    let live = true
    const done = () => live && setReady(true)
    // A failed chunk load leaves the button usable too: the click retries and reports the error.
    loadGenerator().then(done, done)
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

export function useLoadSampleData() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (options?: SampleDataOptions) => loadSampleData(client, options),
  })
}
