/**
 * The auto-assign settings: objective weights (coverage always first, shown but fixed), the
 * reassign and workload-preference switches, the time limit and the shortlist size.
 */
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import {
  COVERAGE_WEIGHT,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  WEIGHT_LABELS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type AutoAssignSettings,
  type AutoAssignWeights,
} from '@/domain/auto-assign/auto-assign-settings'
import { formatNumber } from '@/domain/format'

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min)

export function AutoAssignSettingsPanel({
  value,
  onChange,
}: {
  value: AutoAssignSettings
  onChange: (next: AutoAssignSettings) => void
}) {
  const id = useId()
  const setWeight = (key: keyof AutoAssignWeights, n: number) =>
    onChange({ ...value, weights: { ...value.weights, [key]: clamp(n, WEIGHT_MIN, WEIGHT_MAX) } })
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border p-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Settings
      </h3>
      <p className="text-muted-foreground text-xs">
        Covering sections always comes first (worth {formatNumber(COVERAGE_WEIGHT)} each); these weights choose between
        proposals that staff as many sections.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(Object.keys(WEIGHT_LABELS) as (keyof AutoAssignWeights)[]).map((key) => (
          <div key={key} className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-${key}`}>{WEIGHT_LABELS[key]}</Label>
            <Input
              id={`${id}-${key}`}
              type="number"
              min={WEIGHT_MIN}
              max={WEIGHT_MAX}
              step={1}
              className="w-20"
              value={value.weights[key]}
              onChange={(e) => setWeight(key, e.target.valueAsNumber)}
            />
          </div>
        ))}
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-time`}>Time limit (seconds)</Label>
          <Input
            id={`${id}-time`}
            type="number"
            min={TIME_LIMIT_MIN_SECONDS}
            max={TIME_LIMIT_MAX_SECONDS}
            className="w-20"
            value={value.timeLimitSeconds}
            onChange={(e) =>
              onChange({ ...value, timeLimitSeconds: clamp(e.target.valueAsNumber, TIME_LIMIT_MIN_SECONDS, TIME_LIMIT_MAX_SECONDS) })
            }
          />
        </div>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-k`}>Candidates per section</Label>
          <Input
            id={`${id}-k`}
            type="number"
            min={1}
            max={50}
            className="w-20"
            value={value.candidatesPerSection}
            onChange={(e) => onChange({ ...value, candidatesPerSection: Math.round(clamp(e.target.valueAsNumber, 1, 50)) })}
          />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-reassign`}
          checked={value.allowReassign}
          onCheckedChange={(allowReassign) => onChange({ ...value, allowReassign })}
        />
        <Label htmlFor={`${id}-reassign`}>Allow reassigning existing assignments</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-prefs`}
          checked={value.respectPreferences}
          onCheckedChange={(respectPreferences) => onChange({ ...value, respectPreferences })}
        />
        <Label htmlFor={`${id}-prefs`}>Honour max courses per term and max daily hours</Label>
      </div>
    </section>
  )
}
