import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useLoadSampleDataAction } from '@/components/sample-data/use-load-sample-data-action'

/** Loads the sample data set; asks first when it would replace existing data. */
export function LoadSampleDataButton() {
  const { run, isPending, disabled } = useLoadSampleDataAction()
  return (
    <Button disabled={disabled} onClick={() => void run()}>
      <Sparkles />
      {isPending ? 'Loading sample data…' : 'Load sample data'}
    </Button>
  )
}
