/**
 * 'Edit Program' on /programs: name or rename the program and edit its code, credential and
 * length. The program's id stays, so its courses, versions and links are untouched; the save is
 * one write and one undo step (useEditProgram).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { Pencil } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FieldError, FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useEditProgram } from '@/data/program-mutations'
import { MAX_PROGRAM_LENGTH_YEARS } from '@/domain/kernel/number-bounds'
import type { StoredProgram } from '@/domain/model/program'
import {
  CREDENTIAL_SUGGESTIONS,
  duplicateProgramCodeMessage,
  programEditSchema,
  programEditValues,
} from '@/domain/programs/program-edit'
import { errorMessage, notify } from '@/lib/notify'

interface ProgramEditDialogProps {
  program: StoredProgram
  /** Every program, to refuse a code another program already uses. */
  programs: readonly StoredProgram[]
}

export function ProgramEditDialog({ program, programs }: ProgramEditDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          Edit Program
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Program</DialogTitle>
          <DialogDescription>
            Its id <span className="font-mono">{program.slug}</span> stays the same, so its versions, courses and assignments are kept.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open only: each opening starts from the program as stored. */}
        {open ? <ProgramEditForm program={program} programs={programs} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ProgramEditForm({ program, programs, onDone }: ProgramEditDialogProps & { onDone: () => void }) {
  const id = useId()
  const edit = useEditProgram()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(programEditSchema), defaultValues: programEditValues(program) })

  const onSubmit = handleSubmit(async (values) => {
    const duplicate = duplicateProgramCodeMessage(values.code, programs, program.slug)
    if (duplicate) {
      setError('code', { message: duplicate }, { shouldFocus: true })
      return
    }
    try {
      const changed = await edit.mutateAsync({ programId: program.slug, edit: values })
      if (changed) notify.success(`Program "${values.name}" saved`)
      onDone()
    } catch (e) {
      const message = `Failed to save program: ${errorMessage(e)}`
      setError('root', { message })
      notify.error(message)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Program name" htmlFor={`${id}-name`} required error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Program code" htmlFor={`${id}-code`} error={errors.code?.message}>
          <Input autoComplete="off" {...register('code')} />
        </FormField>
        <FormField label="Credential" htmlFor={`${id}-credential`} error={errors.credential?.message}>
          <Input autoComplete="off" list={`${id}-credentials`} {...register('credential')} />
        </FormField>
      </div>
      <datalist id={`${id}-credentials`}>
        {CREDENTIAL_SUGGESTIONS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormField
        label="Length (years)"
        htmlFor={`${id}-length`}
        description={`Blank when not known; at most ${MAX_PROGRAM_LENGTH_YEARS}.`}
        error={errors.lengthYears?.message}
      >
        <Input inputMode="decimal" autoComplete="off" className="w-32" {...register('lengthYears')} />
      </FormField>
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  )
}
