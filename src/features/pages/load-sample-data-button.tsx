import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/alert-dialog'
import { useHasData } from './use-has-data'
import { useLoadSampleData } from '@/data/sample-data'
import { errorMessage, notify } from '@/lib/notify'

/** Loads the sample data set; asks first when it would replace existing data. */
export function LoadSampleDataButton() {
  const load = useLoadSampleData()
  const confirm = useConfirm()
  const hasData = useHasData()
  return (
    <Button
      disabled={load.isPending}
      onClick={async () => {
        if (hasData && !(await confirm({
          title: 'Replace your data with sample data?',
          description: 'This will erase all local data (programs, courses, assignments, professors) and load the sample set.',
          confirmLabel: 'Load sample data',
          destructive: true,
        }))) return
        load.mutate(undefined, {
          onSuccess: (s) => notify.success(`Sample data loaded: ${s.professors} professors, ${s.courses} courses`),
          onError: (error) => notify.error(`Failed to load sample data: ${errorMessage(error)}`),
        })
      }}
    >
      <Sparkles />
      {load.isPending ? 'Loading sample data…' : 'Load sample data'}
    </Button>
  )
}
