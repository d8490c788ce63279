/**
 * Settings > General > Workload rules (issue 23): which rule pack measures every load, the spec's
 * CourseLoad bands (the default) or another pack of the registry, and the chosen pack's own
 * settings (its fields and "Restore defaults", from packs/pack-settings.tsx). Saved as one value,
 * each pack's settings keyed by its id; every screen follows at once (use-workload-policy.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/field'
import { NativeSelect } from '@/components/ui/native-select'
import { useWorkloadRules } from '@/data/workload-rules'
import { workloadRulesSchema, type WorkloadRules } from '@/domain/policy/workload-rules-setting'
import { RULE_PACKS } from '@/domain/policy/rule-packs'
import { useUnsavedChanges } from '@/data/unsaved-changes'
import { PACK_SETTINGS_DESCRIPTION, packSettingsUi } from '@/packs/pack-settings'
import { TimedMessage, useTimedMessage } from './timed-message'

const WORKLOAD_RULES_MESSAGES = {
  saved: 'Workload rules saved',
  failed: 'Failed to save the workload rules',
} as const

const RULE_OPTIONS = RULE_PACKS.map((pack) => ({ value: pack.id, label: pack.label }))

export function WorkloadRulesSection() {
  const id = useId()
  const [rules, saveRules] = useWorkloadRules()
  const [message, showMessage] = useTimedMessage()
  const form = useForm({ resolver: zodResolver(workloadRulesSchema), values: rules })
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    formState: { isDirty },
  } = form
  useUnsavedChanges(isDirty)
  const chosen = useWatch({ control, name: 'rules' })
  // The chosen pack's settings fields (none under the bands).
  const pack = packSettingsUi(chosen)

  const onSubmit = handleSubmit(async (next: WorkloadRules) => {
    const result = await saveRules(next)
    if (!result.ok) return showMessage(WORKLOAD_RULES_MESSAGES.failed, 'error')
    reset(next)
    showMessage(WORKLOAD_RULES_MESSAGES.saved, 'success')
  })

  const restoreDefaults = () => {
    if (!pack) return
    const current = getValues()
    reset({ ...current, packs: pack.restoreDefaults(current, rules) }, { keepDefaultValues: true })
    showMessage(pack.restoredMessage, 'success')
  }

  return (
    <Card data-testid="workload-rules-section" className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Workload rules</CardTitle>
        <CardDescription>{PACK_SETTINGS_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Workload rules" htmlFor={`${id}-rules`} className="sm:max-w-sm">
            <NativeSelect options={RULE_OPTIONS} {...register('rules')} />
          </FormField>
          {pack ? <pack.Fields form={form} id={id} /> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!isDirty}>
              Save workload rules
            </Button>
            {pack ? (
              <Button type="button" variant="outline" onClick={restoreDefaults}>
                Restore defaults
              </Button>
            ) : null}
            <TimedMessage message={message} testId="workload-rules-message" />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
