import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { Course } from '@/domain/model/course'
import { courseProgramId } from '@/domain/model/course-program'
import { pluralize } from '@/domain/kernel/format'
import type { StoredProgram } from '@/domain/model/program'
import { levelCount } from '@/domain/model/program-summary'

/**
 * Each active program: name, number of its courses taught in the chosen scope, levels (or N/A),
 * and View Details.
 */
export function ProgramOverview({
  programs,
  courses,
  scopeLabel,
  className,
}: {
  programs: StoredProgram[]
  /** Courses of the scope only. */
  courses: Course[]
  scopeLabel: string
  className?: string
}) {
  // StoredProgram.isActive says which version is active, not whether the program is: every
  // stored program is an active program here.
  const active = programs
  const courseCounts = useMemo(() => {
    const counts = new Map<string, number>()
    for (const c of courses) {
      const id = courseProgramId(c)
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    return counts
  }, [courses])
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Program Overview</CardTitle>
        <CardDescription>Courses taught in {scopeLabel}</CardDescription>
      </CardHeader>
      <CardContent>
        {active.length === 0 ? (
          <p className="text-muted-foreground text-sm">No programs yet. Import one from Settings.</p>
        ) : (
          <ul className="divide-y">
            {active.map((p) => {
              const levels = levelCount(p)
              return (
                <li key={p.slug} className="flex items-center justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{p.program.name}</p>
                    <p className="text-muted-foreground text-sm">
                      {pluralize(courseCounts.get(p.slug) ?? 0, 'course')} · {levels > 0 ? `${levels} levels` : 'N/A'}
                    </p>
                  </div>
                  <Link to="/programs/$programId" params={{ programId: p.slug }} className="text-primary shrink-0 text-sm font-medium hover:underline">
                    View Details
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
