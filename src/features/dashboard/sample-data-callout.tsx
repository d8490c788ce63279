import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useLoadSampleDataAction } from '@/components/sample-data/use-load-sample-data-action'

/** Offered on an empty dashboard: fills a realistic animation-school data set in one write. */
export function SampleDataCallout() {
  const { run, isPending, disabled } = useLoadSampleDataAction()
  return (
    <div className="bg-accent/60 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-dashed p-5">
      <div>
        <p className="font-semibold">No data yet</p>
        <p className="text-muted-foreground text-sm">
          Load a sample animation, game and film school (4 programs, about 40 professors, courses and assignments) to explore CourseLoad, or start adding professors and programs.
        </p>
      </div>
      <Button onClick={() => void run()} disabled={disabled}>
        <Sparkles />
        {isPending ? 'Loading sample data…' : 'Load sample data'}
      </Button>
    </div>
  )
}
