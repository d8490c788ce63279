/**
 * The auto-assign settings: objective weights (coverage always first, shown but fixed), full-time
 * first, qualified only, the reassign and workload-preference switches, the time limit and the
 * shortlist size.
 */
import { useId, useState } from 'react'
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
import { LIVE_REFERENCE_MESSAGES } from '@/domain/auto-assign/auto-assign-reference'
import { formatNumber } from '@/domain/kernel/format'

const CANDIDATES_MAX = 50

/**
 * A number field that keeps what is typed (an empty or half-typed value is allowed while
 * editing), takes each value inside [min, max] as it comes, and shows the value in effect again
 * when the field loses focus.
 */
function NumberSetting(props: { id: string; label: string; min: number; max: number; value: number; onCommit: (n: number) => void }) {
  const [text, setText] = useState(String(props.value))
  return (
    <div className="flex items-center justify-between gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        min={props.min}
        max={props.max}
        step={1}
        className="w-20"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          const n = e.target.valueAsNumber
          if (Number.isFinite(n) && n >= props.min && n <= props.max) props.onCommit(n)
        }}
        onBlur={() => setText(String(props.value))}
      />
    </div>
  )
}

export function AutoAssignSettingsPanel({
  value,
  onChange,
  inScenario = false,
}: {
  value: AutoAssignSettings
  onChange: (next: AutoAssignSettings) => void
  /** A what-if scenario is open: offer to keep the live plan's assignments where possible. */
  inScenario?: boolean
}) {
  const id = useId()
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
          <NumberSetting
            key={key}
            id={`${id}-${key}`}
            label={WEIGHT_LABELS[key]}
            min={WEIGHT_MIN}
            max={WEIGHT_MAX}
            value={value.weights[key]}
            onCommit={(n) => onChange({ ...value, weights: { ...value.weights, [key]: n } })}
          />
        ))}
        <NumberSetting
          id={`${id}-time`}
          label="Time limit (seconds)"
          min={TIME_LIMIT_MIN_SECONDS}
          max={TIME_LIMIT_MAX_SECONDS}
          value={value.timeLimitSeconds}
          onCommit={(timeLimitSeconds) => onChange({ ...value, timeLimitSeconds })}
        />
        <NumberSetting
          id={`${id}-k`}
          label="Candidates per section"
          min={1}
          max={CANDIDATES_MAX}
          value={value.candidatesPerSection}
          onCommit={(candidatesPerSection) => onChange({ ...value, candidatesPerSection: Math.round(candidatesPerSection) })}
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-full-time`}
          checked={value.fullTimeFirst}
          onCheckedChange={(fullTimeFirst) => onChange({ ...value, fullTimeFirst })}
        />
        <Label htmlFor={`${id}-full-time`}>Load full-time faculty first (then partial load, sessional, part-time)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-qualified`}
          checked={value.qualifiedOnly}
          onCheckedChange={(qualifiedOnly) => onChange({ ...value, qualifiedOnly })}
        />
        <Label htmlFor={`${id}-qualified`}>Qualified only: propose only professors with one of a course's required specializations</Label>
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
      {inScenario && (
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-keep-live`}
            checked={value.keepLiveAssignments}
            onCheckedChange={(keepLiveAssignments) => onChange({ ...value, keepLiveAssignments })}
          />
          <Label htmlFor={`${id}-keep-live`}>{LIVE_REFERENCE_MESSAGES.setting}</Label>
        </div>
      )}
    </section>
  )
}
