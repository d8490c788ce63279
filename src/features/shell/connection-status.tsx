/**
 * Online/offline indicator of the shell. CourseLoad needs no network (everything is stored in
 * this browser), so offline is news, not an error: it says the app keeps working.
 */
import { Wifi, WifiOff } from 'lucide-react'
import { useOnlineStatus } from '@/data/online-status'

const OFFLINE_MESSAGE = 'You are offline. CourseLoad keeps working: your changes are saved in this browser.'

export function ConnectionStatus() {
  const online = useOnlineStatus()
  return (
    <div role="status" data-testid="connection-status" data-online={online}>
      {online ? (
        <span className="sr-only">
          <Wifi aria-hidden="true" /> Online
        </span>
      ) : (
        <p className="flex items-center gap-2 border-b bg-muted px-4 py-2 text-sm lg:px-8">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="font-semibold">Offline.</span> {OFFLINE_MESSAGE.replace('You are offline. ', '')}
          </span>
        </p>
      )}
    </div>
  )
}
