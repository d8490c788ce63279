/**
 * Says that a new version of CourseLoad is ready and offers to reload into it (app-update.ts).
 * Until the planner chooses Reload, this page keeps running the version it started with; Later
 * hides the banner for this page, and the next start asks again. The status region is always
 * there, so screen readers announce the message when it appears.
 */
import { useState, useSyncExternalStore } from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { startedAppUpdates, type AppUpdates } from './app-update'

export const APP_UPDATE_MESSAGE = 'A new version of CourseLoad is ready. Reload to use it: your data stays in this browser.'

const noUpdates = { subscribe: () => () => undefined, waiting: () => false }

export function AppUpdateBanner({ updates = startedAppUpdates() }: { updates?: AppUpdates | null }) {
  const source = updates ?? noUpdates
  const waiting = useSyncExternalStore(source.subscribe, source.waiting, source.waiting)
  const [dismissed, setDismissed] = useState(false)
  const shown = waiting && !dismissed && updates !== null
  return (
    <div role="status" aria-label="App update" data-testid="app-update">
      {shown && (
        <div className="bg-muted flex flex-wrap items-center gap-3 border-b px-4 py-2 text-sm lg:px-8">
          <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          <p className="min-w-0 flex-1">{APP_UPDATE_MESSAGE}</p>
          <Button size="sm" onClick={() => void updates.apply()}>
            Reload
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDismissed(true)}>
            Later
          </Button>
        </div>
      )}
    </div>
  )
}
