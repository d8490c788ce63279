/**
 * 'Private · Local-only' badge: a tooltip on hover/focus, and a click opens the
 * 'Privacy & Data Storage' dialog, which links to /privacy.
 */
import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

export const PRIVACY_TOOLTIP =
  'Your data is stored in this browser only. Membership is managed by the authentication provider.'

export function PrivacyBadge() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 hover:bg-emerald-100"
          >
            <ShieldCheck className="size-3.5" aria-hidden />
            Private · Local-only
          </button>
        </TooltipTrigger>
        <TooltipContent>{PRIVACY_TOOLTIP}</TooltipContent>
      </Tooltip>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Privacy &amp; Data Storage</DialogTitle>
            <DialogDescription>
              Everything you enter in CourseLoad (professors, programs, courses and assignments) is stored in
              this browser only, in IndexedDB and localStorage. Nothing is uploaded to a server.
            </DialogDescription>
          </DialogHeader>
          <ul className="text-muted-foreground list-disc space-y-1 pl-5 text-sm">
            <li>Clearing this site's data in the browser deletes your planning data: export a backup first.</li>
            <li>Sign-in and membership, when enabled, are managed by the authentication provider.</li>
            <li>Another browser or computer does not see this data unless you import a backup there.</li>
          </ul>
          <DialogFooter>
            <Button variant="outline" asChild>
              <Link to="/privacy" onClick={() => setOpen(false)}>
                Read the privacy page
              </Link>
            </Button>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
