/**
 * Cache & Reset (spec section 4 "Clear cache and reset"): a warning notice and a danger button.
 * The confirmation names what is lost and offers to download a backup first. Clearing removes
 * the product's data only (its database records and its localStorage keys), refreshes the
 * screens after 500 ms and offers a reload after 1.5 s.
 */
import { AlertTriangle, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useRefreshAllStores, useResetAllData } from '@/data/backup'
import { CACHE_REFRESH_MS, RELOAD_PROMPT_MS } from '@/domain/kernel/constants'
import { notify } from '@/lib/notify'
import { useDownloadBackup } from './data-backup-section'
import { RESET_RELOAD_TOAST_ID, reserveResetReloadOffer } from './reset-reload-offer'
import { TimedMessage, useTimedMessage } from './timed-message'

const RESET_MESSAGES = {
  confirm: 'This will erase all local data (programs, courses, assignments, professors). Continue?',
  cleared: 'Application cache cleared successfully!',
  failed: 'Failed to clear application cache',
  reload: 'Reload the page to start fresh?',
} as const

export function CacheResetSection({
  onRefresh = () => window.location.reload(),
}: {
  onRefresh?: () => void
}) {
  const [open, setOpen] = useState(false)
  const reset = useResetAllData()
  const refreshAll = useRefreshAllStores()
  const { download, pending: downloading } = useDownloadBackup()
  const [message, showMessage] = useTimedMessage()
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const onConfirm = async () => {
    try {
      await reset.mutateAsync()
      const offer = reserveResetReloadOffer()
      setOpen(false)
      showMessage(RESET_MESSAGES.cleared, 'success')
      notify.success(RESET_MESSAGES.cleared)
      // The screens re-read the (now empty) stores at once; the spec's refresh at 500 ms and the
      // reload offer at 1.5 s follow, so anything a screen cached meanwhile is dropped too.
      timers.current.push(
        setTimeout(() => {
          void refreshAll()
          timers.current.push(
            setTimeout(() => {
              // Not once a backup was restored meanwhile: reloading would no longer start fresh.
              if (offer.isCurrent())
                notify.sticky('info', RESET_MESSAGES.reload, RESET_RELOAD_TOAST_ID, {
                  label: 'Reload',
                  onClick: onRefresh,
                })
            }, RELOAD_PROMPT_MS - CACHE_REFRESH_MS),
          )
        }, CACHE_REFRESH_MS),
      )
    } catch (error) {
      console.error('CourseLoad: clearing the cache failed', error)
      setOpen(false)
      showMessage(RESET_MESSAGES.failed, 'error')
      notify.error(RESET_MESSAGES.failed)
    }
  }

  return (
    <Card data-testid="cache-reset-section">
      <CardHeader>
        <CardTitle>Cache & Reset</CardTitle>
        <CardDescription>Start over with an empty planner.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Warning: clearing the cache erases every program, course, assignment and professor
            stored in this browser, and your settings. Export a backup first if you may need them
            again.
          </span>
        </p>
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden="true" /> Clear Cache & Reset
          </Button>
        </div>
        <TimedMessage message={message} testId="reset-message" />
      </CardContent>
      <AlertDialog open={open} onOpenChange={(next) => !reset.isPending && setOpen(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Clear all local data?</AlertDialogTitle>
            <AlertDialogDescription>{RESET_MESSAGES.confirm}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter className="sm:flex-wrap">
            <AlertDialogCancel disabled={reset.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="outline"
              disabled={downloading || reset.isPending}
              onClick={() => void download()}
            >
              {downloading ? 'Exporting...' : 'Download a backup first'}
            </Button>
            <Button
              variant="destructive"
              disabled={reset.isPending}
              onClick={() => void onConfirm()}
            >
              {reset.isPending ? 'Clearing...' : 'Erase all data'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  )
}
