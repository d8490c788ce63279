/**
 * The rule packs' settings in Settings > General > Workload rules
 * (features/settings/workload-rules-section.tsx), one line per pack with settings: its fields
 * (given the rules form; each pack's settings sit under `packs.<pack id>`), its "Restore
 * defaults" and what that says, and the section's description naming the packs. Static imports:
 * the Settings page loads on demand already, and its fields must show as soon as a pack is chosen.
 */
import type { ComponentType } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { CAAT_A_AGREEMENT } from '@/domain/policy/caat-a/caat-a-factors'
import type { WorkloadRules, WorkloadRulesInput } from '@/domain/policy/workload-rules-setting'
import { CaatASettingsFields, restoreCaatASettings } from './caat-a/caat-a-settings-fields'

/** What the rules form hands a pack's fields. */
export interface PackSettingsFieldsProps {
  form: UseFormReturn<WorkloadRulesInput, unknown, WorkloadRules>
  /** The form's id prefix (useId), for the fields' ids. */
  id: string
}

export interface PackSettingsUi {
  Fields: ComponentType<PackSettingsFieldsProps>
  /** The `packs` value with this pack's settings at their defaults (what the form holds now kept otherwise). */
  restoreDefaults(current: WorkloadRulesInput | undefined, stored: WorkloadRules): WorkloadRules['packs']
  /** What Settings says after a restore. */
  restoredMessage: string
}

const PACK_SETTINGS_UI: Record<string, PackSettingsUi> = {
  'ontario-caat-a': {
    Fields: CaatASettingsFields,
    restoreDefaults: restoreCaatASettings,
    restoredMessage: 'Article 11 defaults restored: save to keep them',
  },
}

/** The chosen pack's settings parts; undefined for a pack without settings (the bands). */
export function packSettingsUi(id: string | undefined): PackSettingsUi | undefined {
  return id ? PACK_SETTINGS_UI[id] : undefined
}

/** The Workload rules section's description: the packs to choose from. */
export const PACK_SETTINGS_DESCRIPTION = (
  <>
    How every load is measured: the CourseLoad bands, or the Ontario CAAT-A collective agreement (Article 11) with
    the Standard Workload Form. The defaults come from the {CAAT_A_AGREEMENT}; every factor is editable for your
    college&apos;s own agreement.
  </>
)
