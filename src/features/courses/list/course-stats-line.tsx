/** The stat tiles' figures as one short line, for the list view's compact bar (its heading counts the courses). */
import { formatNumber } from '@/domain/kernel/format'
import { WEEKLY_SECTION_HOURS_LABEL, type StaffingFigures } from '@/domain/plan/staffing'

export function CourseStatsLine({ stats }: { stats: StaffingFigures }) {
  const figures = [
    ['Assigned', formatNumber(stats.staffedSections), `/ ${formatNumber(stats.requiredSections)} assigned (${stats.percentComplete}%)`],
    ['Unassigned sections', formatNumber(stats.openSections), 'open'],
    [WEEKLY_SECTION_HOURS_LABEL, formatNumber(stats.requiredSectionHours), 'section h/wk'],
  ] as const
  return (
    <section aria-label="Course statistics" className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      {figures.map(([label, value, unit]) => (
        <span key={label} title={label}>
          <strong className="text-foreground font-semibold tabular-nums">{value}</strong> {unit}
        </span>
      ))}
    </section>
  )
}
