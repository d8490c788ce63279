/** The selected version's courses as cards, grouped by level, with their hours. */
import { BookOpen } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { HOURS_WEEKS_PER_TERM, TERM_LABELS } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseTerm } from '@/domain/model/course-placement'
import { formatNumber, weeklyHoursLabel } from '@/domain/kernel/format'

/** Cards shown per level before 'Show all': keeps a 2,500-course program quick to open. */
const CARDS_PER_LEVEL = 48

export function ProgramCourseGrid({ courses }: { courses: Course[] }) {
  const levels = useMemo(() => {
    const byLevel = new Map<number, Course[]>()
    for (const c of courses) {
      const list = byLevel.get(c.level)
      if (list) list.push(c)
      else byLevel.set(c.level, [c])
    }
    return [...byLevel.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, list]) => ({ level, list: list.sort((a, b) => a.code.localeCompare(b.code)) }))
  }, [courses])
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())

  if (courses.length === 0) {
    return <EmptyState icon={BookOpen} title="No courses found" description="This version has no courses yet." />
  }
  return (
    <div className="space-y-6">
      {levels.map(({ level, list }) => {
        const hours = list.reduce((sum, c) => sum + c.weeklyHours, 0)
        const shown = expanded.has(level) ? list : list.slice(0, CARDS_PER_LEVEL)
        return (
          <section key={level} aria-labelledby={`level-${level}`}>
            <div className="mb-2 flex items-baseline justify-between gap-2">
              <h3 id={`level-${level}`} className="font-semibold">
                Level {level}
              </h3>
              <span className="text-muted-foreground text-sm">
                {list.length} course{list.length === 1 ? '' : 's'} · {weeklyHoursLabel(hours)}
              </span>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((c) => (
                <li key={c.id} className="bg-card rounded-xl border p-3 shadow-xs" data-testid="program-course-card">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-mono text-xs font-semibold">{c.code}</span>
                    <Badge variant="outline">
                      {TERM_LABELS[courseTerm(c)]}
                      {c.semester ? ` ${c.semester.year}` : ''}
                    </Badge>
                  </div>
                  <p className="mt-1 font-medium break-words">{c.title}</p>
                  <p className="text-muted-foreground mt-1 text-xs">
                    {weeklyHoursLabel(c.weeklyHours)} · {formatNumber(c.totalHours ?? c.weeklyHours * HOURS_WEEKS_PER_TERM)} total hrs · {formatNumber(c.credits)} credits
                  </p>
                </li>
              ))}
            </ul>
            {shown.length < list.length ? (
              <Button variant="link" className="mt-2 px-0" onClick={() => setExpanded(new Set([...expanded, level]))}>
                Show all {list.length} courses of level {level}
              </Button>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}
