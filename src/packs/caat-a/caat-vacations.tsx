/**
 * A full-time professor's vacation periods in their CAAT-A record (issue 31 item 2): 11.02 A1 counts
 * the SWF's six weeks of notice without holidays and vacations, so each professor's deadline moves
 * earlier by their vacation (swf-deadline.ts). Saved at once, like the rest of the record.
 */
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { vacationSchema, type CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'

export function CaatVacations({
  record,
  onSave,
  onMessage,
}: {
  record: CaatProfessorRecord
  onSave: (next: CaatProfessorRecord, done: string) => void
  onMessage: (message: string) => void
}) {
  const id = useId()
  const [range, setRange] = useState({ start: '', end: '' })
  const vacations = record.vacations ?? []

  const add = () => {
    const parsed = vacationSchema.safeParse(range)
    if (!parsed.success) return onMessage(parsed.error.issues[0]?.message ?? 'Enter the vacation’s first and last day')
    const next = [...vacations, parsed.data].sort((a, b) => a.start.localeCompare(b.start))
    onSave({ ...record, vacations: next }, 'Vacation added')
    setRange({ start: '', end: '' })
  }

  return (
    <div className="space-y-2" data-testid="caat-vacations">
      <p className="text-sm font-medium">Vacations (excluded from the SWF&apos;s notice period)</p>
      {vacations.length ? (
        <ul className="space-y-1 text-sm">
          {vacations.map((v, i) => (
            <li key={`${v.start}-${v.end}`} className="flex items-center gap-2">
              <span>
                {v.start} to {v.end}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove vacation ${v.start} to ${v.end}`}
                onClick={() => onSave({ ...record, vacations: vacations.filter((_, j) => j !== i) }, 'Vacation removed')}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None recorded.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-start`}>Vacation from</Label>
          <Input id={`${id}-start`} type="date" value={range.start} onChange={(e) => setRange((r) => ({ ...r, start: e.target.value }))} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-end`}>Vacation to</Label>
          <Input id={`${id}-end`} type="date" value={range.end} onChange={(e) => setRange((r) => ({ ...r, end: e.target.value }))} />
        </div>
        <Button type="button" variant="outline" size="sm" onClick={add}>
          Add vacation
        </Button>
      </div>
    </div>
  )
}
