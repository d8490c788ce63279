/** Preview of a loaded program: its details, levels, courses and hours (plain text only). */
import { BookOpen } from 'lucide-react'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { formatNumber } from '@/domain/format'
import { isRequirementItem, type ProgramImport } from '@/domain/program-import-format'

export function ProgramPreview({ program }: { program: ProgramImport | null }) {
  const levels = useMemo(
    () =>
      program
        ? Object.entries(program.courses_by_level).map(([level, items]) => {
            const courses = items.filter((i) => !isRequirementItem(i))
            const hours = courses.reduce((sum, c) => sum + ('hours' in c ? (c.hours ?? 0) : 0), 0)
            return { level, items, courses: courses.length, hours }
          })
        : [],
    [program],
  )
  if (!program) {
    return (
      <div className="text-muted-foreground flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed p-6 text-center">
        <BookOpen aria-hidden="true" className="size-8" />
        <p className="font-medium">Program Preview</p>
        <p className="text-sm">Load valid program data to see its levels and courses here.</p>
      </div>
    )
  }
  const meta = program.program
  return (
    <section aria-label="Program preview" data-testid="program-preview" className="space-y-3 rounded-xl border p-4">
      <div>
        <h3 className="text-lg font-semibold break-words">{meta.name}</h3>
        <p className="text-muted-foreground text-sm">
          {[meta.code, meta.credential, meta.length_years ? `${formatNumber(meta.length_years)} year${meta.length_years === 1 ? '' : 's'}` : '', meta.start, meta.design_number ? `Design ${meta.design_number}` : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <ul className="max-h-[28rem] space-y-3 overflow-y-auto pr-1">
        {levels.map(({ level, items, courses, hours }) => (
          <li key={level} className="rounded-lg border p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="font-medium break-words">{level}</span>
              <span className="text-muted-foreground shrink-0 text-xs">
                {courses} course{courses === 1 ? '' : 's'} · {formatNumber(hours)} hrs/week
              </span>
            </div>
            <ul className="space-y-1 text-sm">
              {items.map((item, i) =>
                isRequirementItem(item) ? (
                  <li key={i} className="flex items-center gap-2">
                    <Badge variant="purple">{item.category || 'Requirement'}</Badge>
                    <span className="break-words">{item.title}</span>
                  </li>
                ) : (
                  <li key={i} className="flex items-baseline justify-between gap-2">
                    <span className="min-w-0 break-words">
                      <span className="font-mono text-xs font-semibold">{item.code}</span> {item.title}
                    </span>
                    <span className="text-muted-foreground shrink-0 text-xs tabular-nums">{formatNumber(item.hours ?? 0)} h</span>
                  </li>
                ),
              )}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
