/**
 * The actions on the selected rows of the professors table: set active or inactive, change the
 * employment type (caps follow), add a specialization, delete. Each is one change set; the result
 * is announced in a toast and the selection is cleared once the action has run (a selection kept
 * after its action came back later, behind a filter). The selection may include professors the
 * filters hide: the bar says how many before any action applies to them.
 */
import { Trash2, UserCheck, UserX } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { SelectionCount } from '@/components/data-table/selection-count'
import { hiddenSelectionNote } from '@/components/data-table/selection-scope'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '@/domain/kernel/constants'
import { pluralize } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import type { ProfessorBulkEdit } from '@/domain/professors/professor-bulk'
import { useBulkEditProfessors } from '@/data/professor-mutations'
import { errorMessage, notify } from '@/lib/notify'

export function ProfessorBulkBar({
  selected,
  hidden = 0,
  onDeleteMany,
  onDone,
  onDeselectHidden,
}: {
  /** Every selected professor, shown or hidden by the filters: what the actions apply to. */
  selected: Professor[]
  /** How many of `selected` the filters hide. */
  hidden?: number
  onDeleteMany: (professors: Professor[], hiddenNote: string) => Promise<boolean>
  /** Empties the selection after an action has run. */
  onDone: () => void
  onDeselectHidden?: () => void
}) {
  const id = useId()
  const bulk = useBulkEditProfessors()
  const [specialization, setSpecialization] = useState('')

  async function run(edit: ProfessorBulkEdit, done: string): Promise<boolean> {
    try {
      const changed = await bulk.mutateAsync({ ids: selected.map((p) => p.id), edit })
      notify.success(
        changed
          ? `${done}: ${pluralize(changed, 'professor')} updated`
          : `${done}: nothing to change`,
      )
      onDone()
      return true
    } catch (error) {
      notify.error(`Failed to update professors: ${errorMessage(error)}`)
      return false
    }
  }

  function addSpecialization(event: FormEvent) {
    event.preventDefault()
    const name = specialization.trim()
    if (!name) return
    void run({ kind: 'add-specialization', specialization: name }, `Added ${name}`).then(
      (ok) => ok && setSpecialization(''),
    )
  }

  return (
    <div
      role="region"
      aria-label="Actions on the selected professors"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-accent/40 px-3 py-2 text-sm"
    >
      <SelectionCount
        className="mr-auto"
        count={selected.length}
        hidden={hidden}
        onDeselectHidden={onDeselectHidden ?? onDone}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={bulk.isPending}
        onClick={() => void run({ kind: 'active', isActive: true }, 'Set active')}
      >
        <UserCheck aria-hidden="true" />
        Set active
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={bulk.isPending}
        onClick={() => void run({ kind: 'active', isActive: false }, 'Set inactive')}
      >
        <UserX aria-hidden="true" />
        Set inactive
      </Button>
      <NativeSelect
        aria-label="Change employment type of the selected professors"
        className="h-8 w-48"
        value=""
        disabled={bulk.isPending}
        onChange={(e) => {
          const type = e.target.value as EmploymentType
          if (type)
            void run(
              { kind: 'employment-type', employmentType: type },
              `Set to ${EMPLOYMENT_TYPE_LABELS[type]}`,
            )
        }}
        placeholder="Employment type…"
        options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
      />
      <form onSubmit={addSpecialization} className="flex items-center gap-1">
        <label htmlFor={`${id}-spec`} className="sr-only">
          Specialization to add to the selected professors
        </label>
        <Input
          id={`${id}-spec`}
          className="h-8 w-44"
          placeholder="Add specialization…"
          value={specialization}
          onChange={(e) => setSpecialization(e.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={bulk.isPending || specialization.trim() === ''}
        >
          Add
        </Button>
      </form>
      <Button
        variant="destructive"
        size="sm"
        onClick={async () => {
          if (await onDeleteMany(selected, hiddenSelectionNote(hidden))) onDone()
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete selected
      </Button>
    </div>
  )
}
