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
import { workspaceOf, workspacePart } from './plan-workspace'

export interface SampleDataSummary {
  professors: number
  courses: number
  programs: number
  assignments: number
}

/** The generator and its catalogue load on demand: a first visit should not download them. */
type Generator = typeof SampleDataModule
/** Held by the workspace once loaded, so a click can use it without awaiting anything. */
const SAMPLE_GENERATOR = workspacePart('sample generator', () => ({ loaded: undefined as Generator | undefined }))
const generatorOf = (client: QueryClient) => workspaceOf(client).part(SAMPLE_GENERATOR)
const loadGenerator = async (client: QueryClient): Promise<Generator> => {
  const holder = generatorOf(client)
  return (holder.loaded ??= await import('@/domain/sample/sample-data'))
}

export async function sampleDataChangeSet(
  client: QueryClient,
  options: SampleDataOptions = {},
): Promise<{ changes: ChangeSet; summary: SampleDataSummary }> {
  // Synchronous once loaded, so a click issues its write in the same task as the click.
  const { generateSampleData } = generatorOf(client).loaded ?? (await loadGenerator(client))
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
  const { changes, summary } = await sampleDataChangeSet(client, options)
  await writeChanges(client, changes, { label: ACTION_LABELS.loadSampleData() })
  return summary
}

/**
 * Fetches the generator as soon as a "Load sample data" button is on screen, and says when it is
 * there: the buttons wait for it, so a click writes at once and a tab closed right after the
 * click keeps the data, as with any other edit.
 */
export function useSampleGeneratorReady(): boolean {
  const client = useQueryClient()
  const [ready, setReady] = useState(() => generatorOf(client).loaded !== undefined)
  useEffect(() => {
    if (ready) return
    let live = true
    const done = () => live && setReady(true)
    // A failed chunk load leaves the button usable too: the click retries and reports the error.
    loadGenerator(client).then(done, done)
    return () => {
      live = false
    }
  }, [client, ready])
  return ready
}

export function useLoadSampleData() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (options?: SampleDataOptions) => loadSampleData(client, options),
  })
}
