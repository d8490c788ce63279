/** The stat tiles' figures as one line, for the list view's compact bar. */
import { formatNumber, pluralize } from '@/domain/format'
import type { StaffingFigures } from '@/domain/staffing'

export function CourseStatsLine({ stats }: { stats: StaffingFigures }) {
  const figures = [
    ['Total Courses', formatNumber(stats.courses), pluralize(stats.courses, 'course').replace(/^\S+ /, '')],
    ['Assigned', formatNumber(stats.staffedSections), `of ${pluralize(stats.requiredSections, 'section')} assigned (${stats.percentComplete}%)`],
    ['Unassigned', formatNumber(stats.openSections), 'open'],
    ['Weekly Hours', formatNumber(stats.weeklyHours), 'h/week'],
  ] as const
  return (
    <section aria-label="Course statistics" className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {figures.map(([label, value, unit]) => (
        <span key={label} title={label}>
          <strong className="text-foreground font-semibold tabular-nums">{value}</strong> {unit}
        </span>
      ))}
    </section>
  )
}
