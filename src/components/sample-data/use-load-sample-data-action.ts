/**
 * The "load sample data" action shared by the dashboard, Help and the empty Courses screen: ask
 * first when it would replace stored data, write the sample set in one change, report the outcome.
 */
import { useCallback } from 'react'
import { useConfirm } from '@/components/ui/confirm'
import { useAssignments, useCourses, useProfessors, usePrograms } from '@/data/entity-hooks'
import { useLoadSampleData, useSampleGeneratorReady } from '@/data/sample-data'
import { errorMessage, notify } from '@/lib/notify'

/** `disabled` covers the moment the generator is still downloading as well as a running load. */
export function useLoadSampleDataAction(): { run: () => Promise<void>; isPending: boolean; disabled: boolean } {
  const load = useLoadSampleData()
  const ready = useSampleGeneratorReady()
  const confirm = useConfirm()
  const lists = [useProfessors().data, useCourses().data, useAssignments().data, usePrograms().data]
  const hasData = lists.some((list) => (list?.length ?? 0) > 0)
  const { mutateAsync } = load

  const run = useCallback(async () => {
    if (
      hasData &&
      !(await confirm({
        title: 'Replace your data with sample data?',
        description:
          'This will erase all local data (programs, courses, assignments, professors) and load the sample set.',
        confirmLabel: 'Load sample data',
        destructive: true,
      }))
    )
      return
    try {
      const summary = await mutateAsync(undefined)
      notify.success(`Sample data loaded: ${summary.professors} professors, ${summary.courses} courses`)
    } catch (error) {
      notify.error(`Failed to load sample data: ${errorMessage(error)}`)
    }
  }, [hasData, confirm, mutateAsync])

  return { run, isPending: load.isPending, disabled: !ready || load.isPending }
}
