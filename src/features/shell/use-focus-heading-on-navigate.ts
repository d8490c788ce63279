/**
 * After moving to another screen, focus goes to the new page's heading, so the next Tab starts in
 * the page and a screen reader announces where the user is. Not on the first load, not for search
 * changes on the same screen, and never away from a dialog that the new screen opened itself.
 */
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

const MAX_FRAMES = 120

function focusHeading(framesLeft: number): void {
  const active = document.activeElement
  // A dialog (Manage Sections from an alert link, Add Course at /courses/new) keeps its focus, and
  // so does a control the new screen focused itself (Add Course again after its form closed).
  if (active instanceof HTMLElement && active.closest('[role="dialog"], [role="alertdialog"], main')) return
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) {
    // Some screens render behind a Suspense boundary: wait for the heading to appear.
    if (framesLeft > 0) requestAnimationFrame(() => focusHeading(framesLeft - 1))
    return
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus()
}

export function useFocusHeadingOnNavigate(): void {
  const router = useRouter()
  useEffect(
    () =>
      // 'onRendered' fires once the new screen has rendered, so the old page's heading is gone.
      router.subscribe('onRendered', (event) => {
        if (event.pathChanged && event.fromLocation) focusHeading(MAX_FRAMES)
      }),
    [router],
  )
}
