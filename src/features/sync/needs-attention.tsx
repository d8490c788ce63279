/**
 * "Needs attention" (issue 34): the changes the school server refused, each with what the server
 * holds, who did it and when, and three ways out: keep theirs (drop mine and take the server's
 * records), replace with mine (send mine again on the server's current records; the server
 * checks its rules again), or put mine elsewhere (keep theirs and open the section's course so
 * the professor can be placed on another section).
 */
import { useNavigate } from '@tanstack/react-router'
import { AlertTriangle } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useCourses, useProfessors } from '@/data/entity-hooks'
import { courseOfEntry, describeOutboxEntry, describeServerRecord, type NameLookup } from '@/data/sync/describe-outbox'
import { useSyncEngine, useSyncStatus } from '@/data/sync/sync-status'
import type { OutboxEntry } from '@/data/sync/sync-engine'

function useNames(): NameLookup {
  const professors = useProfessors().data
  const courses = useCourses().data
  return useMemo(() => {
    const prof = new Map((professors ?? []).map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]))
    const course = new Map((courses ?? []).map((c) => [c.id, c.code]))
    return { professor: (id) => prof.get(id), course: (id) => course.get(id) }
  }, [professors, courses])
}

export function NeedsAttention() {
  const { attention } = useSyncStatus()
  const names = useNames()
  if (!attention.length) return null
  return (
    <section aria-labelledby="needs-attention-title" className="border-destructive/40 bg-destructive/5 mb-6 rounded-lg border p-4" data-testid="needs-attention">
      <h2 id="needs-attention-title" className="flex items-center gap-2 text-base font-semibold">
        <AlertTriangle className="text-destructive size-4" aria-hidden />
        Needs attention
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">The school’s server did not take these changes: someone changed the same records first, or a rule refused them.</p>
      <ul className="mt-3 grid gap-3">
        {attention.map((entry) => (
          <RefusedChange key={entry.order} entry={entry} names={names} />
        ))}
      </ul>
    </section>
  )
}

function RefusedChange({ entry, names }: { entry: OutboxEntry; names: NameLookup }) {
  const engine = useSyncEngine()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const refusal = entry.refusal
  const course = courseOfEntry(entry)
  const mine = describeOutboxEntry(entry, names)

  async function run(action: () => Promise<unknown>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="bg-background rounded-md border p-3 text-sm" data-testid="refused-change">
      <p className="font-medium">Yours: {mine}</p>
      {refusal && <p className="text-muted-foreground mt-1">{refusal.message}</p>}
      {refusal?.conflicts.length ? (
        <ul className="mt-1 list-disc pl-5">
          {refusal.conflicts.slice(0, 5).map((held) => (
            <li key={`${held.store}/${held.id}`}>{describeServerRecord(held, names)}</li>
          ))}
        </ul>
      ) : null}
      {error && (
        <p role="alert" className="text-destructive mt-1">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy || !engine} onClick={() => void run(() => engine!.keepTheirs(entry.order))}>
          Keep theirs
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !engine}
          onClick={() =>
            void run(async () => {
              const result = await engine!.replaceWithMine(entry.order)
              if (result && result.status !== 'applied') setError(`Still refused: ${result.message}`)
            })
          }
        >
          Replace with mine
        </Button>
        {course && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy || !engine}
            onClick={() =>
              void run(async () => {
                await engine!.keepTheirs(entry.order)
                await navigate({ to: '/courses', search: { manage: course } })
              })
            }
          >
            Put mine elsewhere
          </Button>
        )}
      </div>
    </li>
  )
}
