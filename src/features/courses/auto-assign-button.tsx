/**
 * "Auto-assign" on the Courses toolbar: opens the Auto-assign dialog by adding ?autoAssign=1 to
 * the URL (the same way the command palette opens it), so the toolbar needs no new prop.
 */
import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { parseCourseSearch } from './course-search'

export function AutoAssignButton() {
  return (
    <Button variant="outline" asChild>
      <Link to="/courses" search={(prev) => ({ ...parseCourseSearch(prev), autoAssign: 1 as const })}>
        <Sparkles />
        Auto-assign
      </Link>
    </Button>
  )
}
