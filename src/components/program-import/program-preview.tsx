/**
 * Preview of a loaded program: its details, levels, courses and hours, shown even when the data
 * failed validation; items with errors are marked (icon, the word 'Error' and the message, not
 * colour alone). Plain text only.
 */
import { AlertTriangle, BookOpen, XCircle } from 'lucide-react'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { VirtualRows } from '@/components/virtual-rows'
import { formatNumber } from '@/domain/kernel/format'
import {
  programLengthLabel,
  type PreviewItem,
  type PreviewLevel,
  type ProgramPreviewData,
} from '@/domain/programs/program-preview'
import { cn } from '@/lib/utils'

function Issues({ errors, warnings }: { errors: readonly string[]; warnings: readonly string[] }) {
  if (!errors.length && !warnings.length) return null
  return (
    <ul className="mt-1 space-y-0.5 text-xs">
      {errors.map((message, i) => (
        <li key={`e${i}`} className="flex gap-1 text-destructive">
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
    <div
      data-testid="preview-item"
      data-error={hasError || undefined}
      className={cn(
        'ml-3 py-0.5 text-sm',
        hasError && 'my-0.5 rounded-md border border-destructive/40 bg-destructive/5 px-2 py-1',
      )}
    >
      {item.kind === 'requirement' ? (
        <span className="flex items-center gap-2">
          <Badge variant="purple">{item.category || 'Requirement'}</Badge>
          <span className="break-words">{item.title || '(no title)'}</span>
        </span>
      ) : (
        <span className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 break-words">
            <span className="font-mono text-xs font-semibold">{item.code || '(no code)'}</span>{' '}
            {item.title || (item.kind === 'invalid' ? item.title : '(no title)')}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {formatNumber(item.hours ?? 0)} h
          </span>
        </span>
      )}
      {item.needs && (
        <span className="block text-xs break-words text-muted-foreground" data-testid="preview-item-needs">
          Needs: {item.needs}
        </span>
      )}
      <Issues errors={item.errors} warnings={item.warnings} />
    </div>
  )
}

function LevelHeader({ level }: { level: PreviewLevel }) {
  return (
    <div className="mt-2 rounded-md bg-muted/60 px-2 py-1.5 first:mt-0">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium break-words">{level.level}</span>
        <span className="shrink-0 text-xs text-muted-foreground">
          {level.courses} course{level.courses === 1 ? '' : 's'} · {formatNumber(level.weeklyHours)}{' '}
          hrs/week
        </span>
      </div>
      <Issues errors={level.errors} warnings={level.warnings} />
    </div>
  )
}

/** Levels and their items as one flat list of rows, so a long program can be virtualized. */
type Row = { kind: 'level'; level: PreviewLevel } | { kind: 'item'; item: PreviewItem }

function rowsOf(levels: readonly PreviewLevel[]): Row[] {
  const rows: Row[] = []
  for (const level of levels) {
    rows.push({ kind: 'level', level })
    for (const item of level.items) rows.push({ kind: 'item', item })
  }
  return rows
}

export function ProgramPreview({ preview }: { preview: ProgramPreviewData | null }) {
  const rows = useMemo(() => rowsOf(preview?.levels ?? []), [preview])
  if (!preview) {
    return (
      <div className="flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
        <BookOpen aria-hidden="true" className="size-8" />
        <p className="font-medium">Program Preview</p>
        <p className="text-sm">Load program data to see its levels and courses here.</p>
      </div>
    )
  }
  const details = [
    preview.code,
    preview.credential,
    programLengthLabel(preview.lengthYears),
    preview.start,
    preview.designNumber ? `Design ${preview.designNumber}` : '',
  ].filter(Boolean)
  return (
    <section
      aria-label="Program preview"
      data-testid="program-preview"
      className="space-y-3 rounded-xl border p-4"
    >
      <div>
        <h3 className="text-lg font-semibold break-words">{preview.name || '(no program name)'}</h3>
        {details.length ? (
          <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>
        ) : null}
        {preview.errorCount > 0 ? (
          <p
            className="mt-1 flex items-center gap-1 text-sm font-medium text-destructive"
            data-testid="preview-error-count"
          >
            <XCircle aria-hidden="true" className="size-4" />
            Not valid yet: {preview.errorCount} error{preview.errorCount === 1 ? '' : 's'}, marked
            below.
          </p>
        ) : null}
        <Issues errors={preview.programErrors} warnings={[]} />
      </div>
      <VirtualRows
        count={rows.length}
        estimateSize={30}
        ariaLabel="Levels and courses"
        className="max-h-[28rem] pr-1"
        renderRow={(i) => {
          const row = rows[i]!
          return row.kind === 'level' ? <LevelHeader level={row.level} /> : <Item item={row.item} />
        }}
      />
    </section>
  )
}
