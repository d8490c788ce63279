/**
 * "Auto-assign" on the Courses toolbar: opens the Auto-assign dialog by adding ?autoAssign=1 to
 * the URL (the same way the command palette opens it), so the toolbar needs no new prop. A button,
 * not a link styled as one: it opens a dialog on this screen rather than going somewhere (Space
 * presses it, and a screen reader announces a button).
 */
import { useNavigate } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { parseCourseSearch } from '../course-search'

export function AutoAssignButton() {
  const navigate = useNavigate()
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        void navigate({
          to: '/courses',
          search: (prev) => ({ ...parseCourseSearch(prev), autoAssign: 1 as const }),
        })
      }
    >
      <Sparkles />
      Auto-assign
    </Button>
  )
}
