/** The report options (spec "Reports"), kept per browser; shown in the toolbar popover and on Export & Print. */
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { DEFAULT_REPORT_CREATOR, type ReportSettings } from '@/domain/reports/report'

type Flag = { [K in keyof ReportSettings]: ReportSettings[K] extends boolean ? K : never }[keyof ReportSettings]

const FLAGS: { key: Flag; label: string }[] = [
  { key: 'includeInactive', label: 'Include inactive professors' },
  { key: 'includeUnassigned', label: 'Include unassigned courses' },
  { key: 'groupByProgram', label: 'Group by program' },
  { key: 'showWorkloadDetails', label: 'Show workload details' },
  { key: 'proposalNote', label: "Add the note 'Proposal for reference only'" },
  { key: 'includeIdleProfessors', label: 'Load statements for professors with no sections too' },
]

export function ReportOptionsFields({
  idPrefix,
  settings,
  onChange,
}: {
  idPrefix: string
  settings: ReportSettings
  onChange: (patch: Partial<ReportSettings>) => void
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">Report options</legend>
      {FLAGS.map(({ key, label }) => (
        <div key={key} className="flex items-center gap-2">
          <Checkbox
            id={`${idPrefix}-${key}`}
            checked={settings[key]}
            onCheckedChange={(checked) => onChange({ [key]: checked === true })}
          />
          <Label htmlFor={`${idPrefix}-${key}`} className="font-normal">{label}</Label>
        </div>
      ))}
      <div className="space-y-1 pt-1">
        <Label htmlFor={`${idPrefix}-createdBy`}>Report creator</Label>
        <Input
          id={`${idPrefix}-createdBy`}
          value={settings.createdBy}
          placeholder={DEFAULT_REPORT_CREATOR}
          onChange={(e) => onChange({ createdBy: e.target.value })}
        />
      </div>
    </fieldset>
  )
}
