/**
 * "New scenario" on /scenarios: a name (required, unique once normalised), notes, what it starts
 * from (the live plan or another scenario) and its scope (one planning term or a whole academic
 * year). Creating it writes only the scenario's own record; nothing of the plan is copied (a
 * scenario is an overlay over live).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FieldError, FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { LIVE_BASE, type Scenario } from '@/domain/scenarios/scenario'
import {
  newScenario,
  newScenarioFormSchema,
  newScenarioId,
  parseScopeChoice,
  scenarioNameTaken,
  scopeChoices,
  SCENARIO_SCREEN_MESSAGES,
  type NewScenarioForm,
} from '@/domain/scenarios/scenario-new'
import { errorMessage } from '@/lib/notify'

export interface NewScenarioDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Every scenario: the names taken and the ones a new scenario can start from. */
  scenarios: readonly Scenario[]
  /** The academic years offered for the scope. */
  academicYears: readonly string[]
  /** The scope chosen at first (the header's term, when one is chosen). */
  defaultScope: string
  /** Saves the new scenario; rejects with a user-facing message. */
  onCreate: (scenario: Scenario) => Promise<unknown>
  now?: () => Date
}

export function NewScenarioDialog(props: NewScenarioDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New scenario</DialogTitle>
          <DialogDescription>
            A what-if copy of a term's plan: edit it with every tool, compare it with the live plan and promote it when it is
            agreed. The live plan does not change while you work in it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open only: each opening starts empty. */}
        {props.open ? <NewScenarioForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function NewScenarioForm({ onOpenChange, scenarios, academicYears, defaultScope, onCreate, now = () => new Date() }: NewScenarioDialogProps) {
  const id = useId()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewScenarioForm>({
    resolver: zodResolver(newScenarioFormSchema),
    defaultValues: { name: '', notes: '', from: LIVE_BASE, scope: defaultScope },
  })

  const onSubmit = handleSubmit(async (values) => {
    if (scenarioNameTaken(values.name, scenarios)) {
      setError('name', { message: SCENARIO_SCREEN_MESSAGES.nameTaken }, { shouldFocus: true })
      return
    }
    const from = values.from === LIVE_BASE ? null : (scenarios.find((s) => s.id === values.from) ?? null)
    const scope = parseScopeChoice(values.scope)
    if (!scope) return
    const at = now()
    try {
      await onCreate(newScenario({ id: newScenarioId(at), name: values.name, notes: values.notes, scope, from, createdAt: at.toISOString() }))
      onOpenChange(false)
    } catch (e) {
      setError('root', { message: `The scenario could not be created: ${errorMessage(e)}` })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Name" htmlFor={`${id}-name`} required error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Scope" htmlFor={`${id}-scope`} description="One planning term, or every term of an academic year." error={errors.scope?.message}>
        <NativeSelect {...register('scope')}>
          {scopeChoices(academicYears).map((group) => (
            <optgroup key={group.academicYear} label={group.academicYear}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Start from" htmlFor={`${id}-from`} error={errors.from?.message}>
        <NativeSelect {...register('from')}>
          <option value={LIVE_BASE}>{SCENARIO_SCREEN_MESSAGES.fromLive}</option>
          {scenarios.map((s) => (
            <option key={s.id} value={s.id}>
              Scenario: {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Notes" htmlFor={`${id}-notes`} error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          Create scenario
        </Button>
      </DialogFooter>
    </form>
  )
}
