/**
 * The actions on the selected rows of the professors table: set active or inactive, change the
 * employment type (caps follow), add a specialization, delete. Each is one change set; the result
 * is announced in a toast and the selection stays so several edits can follow.
 */
import { Trash2, UserCheck, UserX } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '@/domain/constants'
import { pluralize } from '@/domain/format'
import type { Professor } from '@/domain/professor'
import type { ProfessorBulkEdit } from '@/domain/professor-bulk'
import { useBulkEditProfessors } from '@/data/professor-mutations'
import { errorMessage, notify } from '@/lib/notify'

export function ProfessorBulkBar({
  selected,
  onDeleteMany,
  onDeleted,
}: {
  selected: Professor[]
  onDeleteMany: (professors: Professor[]) => Promise<boolean>
  onDeleted: () => void
}) {
  const id = useId()
  const bulk = useBulkEditProfessors()
  const [specialization, setSpecialization] = useState('')

  async function run(edit: ProfessorBulkEdit, done: string) {
    try {
      const changed = await bulk.mutateAsync({ ids: selected.map((p) => p.id), edit })
      notify.success(changed ? `${done}: ${pluralize(changed, 'professor')} updated` : `${done}: nothing to change`)
    } catch (error) {
      notify.error(`Failed to update professors: ${errorMessage(error)}`)
    }
  }

  function addSpecialization(event: FormEvent) {
    event.preventDefault()
    const name = specialization.trim()
    if (!name) return
    void run({ kind: 'add-specialization', specialization: name }, `Added ${name}`).then(() => setSpecialization(''))
  }

  return (
    <div
      role="region"
      aria-label="Actions on the selected professors"
      className="bg-accent/40 flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm"
    >
      <span className="mr-auto font-medium" aria-live="polite">
        {selected.length} selected
      </span>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => void run({ kind: 'active', isActive: true }, 'Set active')}>
        <UserCheck aria-hidden="true" />
        Set active
      </Button>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => void run({ kind: 'active', isActive: false }, 'Set inactive')}>
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
          if (type) void run({ kind: 'employment-type', employmentType: type }, `Set to ${EMPLOYMENT_TYPE_LABELS[type]}`)
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
        <Button type="submit" variant="outline" size="sm" disabled={bulk.isPending || specialization.trim() === ''}>
          Add
        </Button>
      </form>
      <Button
        variant="destructive"
        size="sm"
        onClick={async () => {
          if (await onDeleteMany(selected)) onDeleted()
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete selected
      </Button>
    </div>
  )
}
