/**
 * "Edit details" of a scenario on /scenarios: its name, notes and status (draft, proposed or
 * archived). A promoted scenario is read-only: promotion alone sets that status, and the dialog
 * only shows it.
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
import { isReadOnlyScenario, SCENARIO_STATUS_LABELS, type Scenario } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import {
  EDITABLE_SCENARIO_STATUSES,
  scenarioDetailsFormSchema,
  scenarioNameTaken,
  SCENARIO_SCREEN_MESSAGES,
  type ScenarioDetailsForm,
} from '@/domain/scenarios/scenario-new'
import { errorMessage } from '@/lib/notify'

export interface ScenarioDetailsDialogProps {
  /** The scenario edited; null: closed. */
  scenario: Scenario | null
  scenarios: readonly Scenario[]
  onClose: () => void
  onSave: (id: string, details: ScenarioDetailsForm) => Promise<unknown>
}

export function ScenarioDetailsDialog(props: ScenarioDetailsDialogProps) {
  const { scenario } = props
  return (
    <Dialog open={scenario !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Scenario details</DialogTitle>
          <DialogDescription>
            {scenario && isReadOnlyScenario(scenario) ? SCENARIO_MESSAGES.promoted : 'Rename the scenario, change its notes or its status.'}
          </DialogDescription>
        </DialogHeader>
        {scenario ? <DetailsForm {...props} scenario={scenario} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function DetailsForm({ scenario, scenarios, onClose, onSave }: ScenarioDetailsDialogProps & { scenario: Scenario }) {
  const id = useId()
  const readOnly = isReadOnlyScenario(scenario)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScenarioDetailsForm>({
    resolver: zodResolver(scenarioDetailsFormSchema),
    defaultValues: { name: scenario.name, notes: scenario.notes, status: readOnly ? 'draft' : (scenario.status as ScenarioDetailsForm['status']) },
  })
  const onSubmit = handleSubmit(async (values) => {
    if (scenarioNameTaken(values.name, scenarios, scenario.id)) {
      setError('name', { message: SCENARIO_SCREEN_MESSAGES.nameTaken }, { shouldFocus: true })
      return
    }
    try {
      await onSave(scenario.id, values)
      onClose()
    } catch (e) {
      setError('root', { message: `The scenario could not be saved: ${errorMessage(e)}` })
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset disabled={readOnly} className="grid gap-4">
        <FormField label="Name" htmlFor={`${id}-name`} required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        {readOnly ? (
          <p className="text-sm">Status: {SCENARIO_STATUS_LABELS.promoted}</p>
        ) : (
          <FormField label="Status" htmlFor={`${id}-status`} error={errors.status?.message}>
            <NativeSelect {...register('status')}>
              {EDITABLE_SCENARIO_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SCENARIO_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <FormField label="Notes" htmlFor={`${id}-notes`} error={errors.notes?.message}>
          <Textarea rows={3} {...register('notes')} />
        </FormField>
      </fieldset>
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
        </DialogClose>
        {!readOnly && (
          <Button type="submit" disabled={isSubmitting}>
            Save details
          </Button>
        )}
      </DialogFooter>
    </form>
  )
}
