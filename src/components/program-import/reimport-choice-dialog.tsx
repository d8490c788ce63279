/**
 * The choice offered when a program is imported again with a design number that is already
 * stored: 'Create a new version' (default; nothing stored changes), 'Replace this version' (a
 * confirmation names the assignments that would be deleted) or Cancel. Shows what a replace
 * would change: courses added, removed and changed.
 */
import { useId, useState } from 'react'
import { useConfirm } from '@/components/ui/confirm'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { REIMPORT_TEXT, type ReimportDiff, type ReimportMatch } from '@/domain/programs/program-reimport'

export type ReimportChoice = 'new-version' | 'replace'

interface ReimportChoiceDialogProps {
  reimport: { match: ReimportMatch; diff: ReimportDiff } | null
  onCancel: () => void
  onChoose: (choice: ReimportChoice) => void
}

function CourseList({ title, items, testId }: { title: string; items: readonly { code: string; title: string; fields?: string[] }[]; testId: string }) {
  if (!items.length) return null
  return (
    <div data-testid={testId}>
      <p className="font-medium">
        {title} ({items.length})
      </p>
      <ul className="text-muted-foreground max-h-28 list-disc overflow-y-auto pl-5">
        {items.map((c) => (
          <li key={c.code}>
            <span className="text-foreground font-mono text-xs">{c.code}</span> {c.title}
            {c.fields?.length ? ` (${c.fields.join(', ')})` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ReimportChoiceDialog({ reimport, onCancel, onChoose }: ReimportChoiceDialogProps) {
  return (
    <Dialog open={reimport !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-xl" data-testid="reimport-dialog">
        {reimport ? <ChoiceForm {...reimport} onCancel={onCancel} onChoose={onChoose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ChoiceForm({ match, diff, onCancel, onChoose }: { match: ReimportMatch; diff: ReimportDiff } & Omit<ReimportChoiceDialogProps, 'reimport'>) {
  const [choice, setChoice] = useState<ReimportChoice>('new-version')
  const confirm = useConfirm()
  const id = useId()
  const lost = diff.droppedAssignments

  const onSubmit = async () => {
    if (choice === 'new-version') return onChoose('new-version')
    const ok = await confirm({
      title: REIMPORT_TEXT.confirmReplaceTitle,
      description: lost ? REIMPORT_TEXT.assignmentsLost(lost, diff.droppedOn) : REIMPORT_TEXT.noAssignmentsLost,
      confirmLabel: REIMPORT_TEXT.replace,
      destructive: true,
    })
    if (ok) onChoose('replace')
  }

  const options: { value: ReimportChoice; label: string; hint: string }[] = [
    { value: 'new-version', label: REIMPORT_TEXT.createVersion, hint: REIMPORT_TEXT.createVersionHint },
    {
      value: 'replace',
      label: REIMPORT_TEXT.replace,
      hint: `${REIMPORT_TEXT.replaceHint} ${lost ? `${lost} assignment${lost === 1 ? '' : 's'} would be deleted.` : REIMPORT_TEXT.noAssignmentsLost}`,
    },
  ]

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <DialogHeader>
        <DialogTitle>{REIMPORT_TEXT.title}</DialogTitle>
        <DialogDescription>
          &ldquo;{match.programName}&rdquo;{match.designNumber ? ` with design number ${match.designNumber}` : ' without a design number'} is
          already stored as version {match.versionLabel}.
        </DialogDescription>
      </DialogHeader>
      <section aria-label="What a replace would change" className="grid gap-2 rounded-lg border p-3 text-sm">
        <p data-testid="reimport-summary">
          Compared with the stored version: {diff.added.length} added, {diff.removed.length} removed, {diff.changed.length} changed,{' '}
          {diff.unchanged} unchanged.
        </p>
        <CourseList title="Courses added" items={diff.added} testId="reimport-added" />
        <CourseList title="Courses removed" items={diff.removed} testId="reimport-removed" />
        <CourseList title="Courses changed" items={diff.changed} testId="reimport-changed" />
      </section>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">What should happen?</legend>
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className="has-[:checked]:border-primary flex cursor-pointer gap-3 rounded-lg border p-3">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-choice`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              className="accent-primary mt-1"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="text-muted-foreground block text-sm">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={choice === 'replace' ? 'destructive' : 'default'}>
          {REIMPORT_TEXT.continue}
        </Button>
      </DialogFooter>
    </form>
  )
}
