/**
 * Preview of a loaded program: its details, levels, courses and hours, shown even when the data
 * failed validation; items with errors are marked (icon, the word 'Error' and the message, not
 * colour alone). Plain text only.
 */
import { AlertTriangle, BookOpen, XCircle } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { formatNumber } from '@/domain/format'
import type { PreviewItem, ProgramPreviewData } from '@/domain/program-preview'
import { cn } from '@/lib/utils'

/** Items previewed per level: a file with 100,000 items must not put them all in the page. */
const MAX_PREVIEW_ITEMS = 300

function Issues({ errors, warnings }: { errors: readonly string[]; warnings: readonly string[] }) {
  if (!errors.length && !warnings.length) return null
  return (
    <ul className="mt-1 space-y-0.5 text-xs">
      {errors.map((message, i) => (
        <li key={`e${i}`} className="text-destructive flex gap-1">
          <XCircle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          <span>
            <span className="font-semibold">Error:</span> {message}
          </span>
        </li>
      ))}
      {warnings.map((message, i) => (
        <li key={`w${i}`} className="flex gap-1 text-amber-700 dark:text-amber-400">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          <span>
            <span className="font-semibold">Warning:</span> {message}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Item({ item }: { item: PreviewItem }) {
  const hasError = item.errors.length > 0
  return (
    <li data-testid="preview-item" data-error={hasError || undefined} className={cn(hasError && 'border-destructive/40 bg-destructive/5 rounded-md border px-2 py-1')}>
      {item.kind === 'requirement' ? (
        <span className="flex items-center gap-2">
          <Badge variant="purple">{item.category || 'Requirement'}</Badge>
          <span className="break-words">{item.title || '(no title)'}</span>
        </span>
      ) : (
        <span className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 break-words">
            <span className="font-mono text-xs font-semibold">{item.code || '(no code)'}</span> {item.title || (item.kind === 'invalid' ? item.title : '(no title)')}
          </span>
          <span className="text-muted-foreground shrink-0 text-xs tabular-nums">{formatNumber(item.hours ?? 0)} h</span>
        </span>
      )}
      <Issues errors={item.errors} warnings={item.warnings} />
    </li>
  )
}

export function ProgramPreview({ preview }: { preview: ProgramPreviewData | null }) {
  if (!preview) {
    return (
      <div className="text-muted-foreground flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed p-6 text-center">
        <BookOpen aria-hidden="true" className="size-8" />
        <p className="font-medium">Program Preview</p>
        <p className="text-sm">Load program data to see its levels and courses here.</p>
      </div>
    )
  }
  const details = [
    preview.code,
    preview.credential,
    preview.lengthYears ? `${formatNumber(preview.lengthYears)} year${preview.lengthYears === 1 ? '' : 's'}` : '',
    preview.start,
    preview.designNumber ? `Design ${preview.designNumber}` : '',
  ].filter(Boolean)
  return (
    <section aria-label="Program preview" data-testid="program-preview" className="space-y-3 rounded-xl border p-4">
      <div>
        <h3 className="text-lg font-semibold break-words">{preview.name || '(no program name)'}</h3>
        {details.length ? <p className="text-muted-foreground text-sm">{details.join(' · ')}</p> : null}
        {preview.errorCount > 0 ? (
          <p className="text-destructive mt-1 flex items-center gap-1 text-sm font-medium" data-testid="preview-error-count">
            <XCircle aria-hidden="true" className="size-4" />
            Not valid yet: {preview.errorCount} error{preview.errorCount === 1 ? '' : 's'}, marked below.
          </p>
        ) : null}
        <Issues errors={preview.programErrors} warnings={[]} />
      </div>
      <ul className="max-h-[28rem] space-y-3 overflow-y-auto pr-1">
        {preview.levels.map((level) => (
          <li key={level.level} className="rounded-lg border p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="font-medium break-words">{level.level}</span>
              <span className="text-muted-foreground shrink-0 text-xs">
                {level.courses} course{level.courses === 1 ? '' : 's'} · {formatNumber(level.weeklyHours)} hrs/week
              </span>
            </div>
            <Issues errors={level.errors} warnings={level.warnings} />
            <ul className="space-y-1 text-sm">
              {level.items.slice(0, MAX_PREVIEW_ITEMS).map((item, i) => (
                <Item key={i} item={item} />
              ))}
              {level.items.length > MAX_PREVIEW_ITEMS ? (
                <li className="text-muted-foreground">…and {formatNumber(level.items.length - MAX_PREVIEW_ITEMS)} more items</li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
