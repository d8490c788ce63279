/**
 * 'Private · Local-only' badge: a tooltip on hover/focus, and a click opens the
 * 'Privacy & Data Storage' dialog, which links to /privacy. Once the plan is shared with the
 * school's server (issue 34) it says so instead: 'Shared with <server host>'.
 */
import { ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useOpenedOnce } from '@/components/ui/use-opened-once'
import { useSharedHost } from '@/data/sync/use-sync-settings'

// The dialog (and its focus trap) loads the first time the badge is clicked.
const PrivacyDialog = lazy(() =>
  import('./privacy-dialog').then((m) => ({ default: m.PrivacyDialog })),
)

const PRIVACY_TOOLTIP =
  'Your data is stored in this browser only. Membership is managed by the authentication provider.'

const sharedTooltip = (host: string) =>
  `This plan is shared with your school's server at ${host}: every change you make is sent there. Membership is managed by the authentication provider.`

export function PrivacyBadge() {
  const sharedHost = useSharedHost()
  const [open, setOpen] = useState(false)
  const dialogMounted = useOpenedOnce(open)
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-emerald-800 hover:bg-emerald-100"
          >
            <ShieldCheck className="size-3.5" aria-hidden />
            {sharedHost ? `Shared with ${sharedHost}` : 'Private · Local-only'}
          </button>
        </TooltipTrigger>
        <TooltipContent>{sharedHost ? sharedTooltip(sharedHost) : PRIVACY_TOOLTIP}</TooltipContent>
      </Tooltip>
      {dialogMounted && (
        <Suspense fallback={null}>
          <PrivacyDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
