/**
 * Add / edit professor dialog. The form mounts fresh each time the dialog opens; in add mode it
 * starts from the autosaved draft and saves every change to it (1 s debounce). Enter submits,
 * Escape cancels, a failed submit focuses the first invalid field in layout order.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import type { Professor } from '@/domain/model/professor'
import { readProfessorDraft, useDraftAutosaver } from '@/data/professor-draft'
import { useCreateProfessor, useUpdateProfessor } from '@/data/professor-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { ProfessorFormFields } from './professor-form'
import { usePackUi } from '@/packs/pack-ui'
import {
  FIELD_ORDER,
  formFromDraft,
  formToProfessorInput,
  editProfessorFormSchema,
  professorFormSchema,
  professorFormWarnings,
  professorToForm,
  type ProfessorFormInput,
  type ProfessorFormOutput,
} from './professor-form-schema'

interface ProfessorFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The professor to edit; omitted in add mode. */
  professor?: Professor | undefined
}

export function ProfessorFormDialog({ open, onOpenChange, professor }: ProfessorFormDialogProps) {
  const mode = professor ? 'edit' : 'add'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" aria-describedby="professor-form-description">
        <DialogHeader>
          <DialogTitle>{mode === 'add' ? 'Add New Professor' : 'Edit Professor'}</DialogTitle>
          <DialogDescription id="professor-form-description">
            {mode === 'add'
              ? 'Fields marked * are required. Your entries are kept as a draft until the professor is added.'
              : 'Fields marked * are required.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ProfessorFormBody key={professor?.id ?? 'new'} professor={professor} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function firstErrorName(errors: FieldErrors<ProfessorFormInput>): (typeof FIELD_ORDER)[number] | undefined {
  return FIELD_ORDER.find((name) => {
    let node: unknown = errors
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    return node !== undefined
  })
}

function ProfessorFormBody({ professor, onDone }: { professor: Professor | undefined; onDone: () => void }) {
  const isAdd = professor === undefined
  // The choice, not the loaded policy: the form's fields follow Settings at once.
  const packUi = usePackUi()
  const [defaults] = useState<ProfessorFormInput>(() => (professor ? professorToForm(professor) : formFromDraft(readProfessorDraft())))
  // Editing refuses only what the user changed; the stored record's gaps stay warnings.
  const [schema] = useState(() => (professor ? editProfessorFormSchema(defaults) : professorFormSchema))
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    // Errors are cleared by editing and re-checked on the next submit (spec: cleared when edited).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const create = useCreateProfessor()
  const update = useUpdateProfessor()
  const [saveError, setSaveError] = useState<string | null>(null)
  const draft = useDraftAutosaver()
  const specialtiesRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!isAdd) return
    // No React Compiler in this project, so subscribing through watch() is fine.
    // eslint-disable-next-line react-hooks/incompatible-library
    const subscription = form.watch((values) => draft.schedule(values))
    return () => subscription.unsubscribe()
  }, [form, draft, isAdd])

  const onValid = async (values: ProfessorFormOutput) => {
    setSaveError(null)
    const input = formToProfessorInput(values)
    const name = `${input.firstName} ${input.lastName}`
    try {
      if (professor) {
        await update.mutateAsync({ id: professor.id, data: input })
        notify.alert(`Professor ${name} updated successfully`, 'success')
      } else {
        // The pack's record is written in the same ChangeSet as the professor: both or neither.
        await create.mutateAsync({ ...input, contractRecordOf: (id) => packUi?.newProfessorRecord?.(values, id) ?? null })
        draft.clear()
        notify.alert(`Professor ${name} added successfully`, 'success')
      }
      onDone()
    } catch (error) {
      const message = `${isAdd ? 'Failed to add professor' : 'Failed to update professor'}: ${errorMessage(error) || 'Failed to save professor'}`
      setSaveError(message)
      notify.alert(message, 'error')
    }
  }

  const onInvalid = (errors: FieldErrors<ProfessorFormInput>) => {
    const name = firstErrorName(errors)
    if (name === 'specializations') specialtiesRef.current?.focus()
    else if (name === 'qualifications') form.setFocus('qualifications.0.value')
    else if (name) form.setFocus(name)
  }

  // Radix checkboxes swallow Enter (as ARIA says checkboxes should); Enter still submits here.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement
    if (event.key === 'Enter' && target.getAttribute('role') === 'checkbox') {
      event.preventDefault()
      formRef.current?.requestSubmit()
    }
  }

  const submitting = form.formState.isSubmitting
  const warnings = isAdd ? [] : professorFormWarnings(form.watch() as ProfessorFormOutput, defaults)
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} onKeyDown={onKeyDown} className="space-y-6">
      <ProfessorFormFields form={form} specialtiesRef={specialtiesRef} offerProbationary={isAdd} />
      {packUi?.ProfessorSection && professor ? <packUi.ProfessorSection professorId={professor.id} /> : null}
      {warnings.length > 0 ? (
        <div role="status" aria-label="To complete" className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm">
          <p className="font-medium">To complete (not needed to save this change)</p>
          <ul className="list-disc pl-5">
            {warnings.map((w) => (
              <li key={w.field}>{w.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError>{saveError}</FieldError>
      <DialogFooter className="bg-popover sticky -bottom-6 -mx-6 border-t px-6 py-4">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? <Spinner hideLabel label="Saving" iconClassName="size-4" /> : null}
          {isAdd ? 'Add Professor' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  )
}
