/**
 * The professor form under the Ontario CAAT-A rules (issue 23): what the agreement limits for the
 * chosen employment type, and, for a professor already saved, their CAAT-A record: probationary
 * (no overtime at all), and per planning term the extra complementary duties with their hours and
 * the voluntary agreements recorded (overtime; more preparations or sections) with their date.
 *
 * The record is kept apart from the professor (caat-a-records.ts) and each change here is saved at
 * once (its own small value, like the other settings), so it needs no second Save and the form's
 * Save Changes still writes the professor alone. Buttons, not a nested form: this sits inside the
 * professor form.
 */
import { useId, useState } from 'react'
import { CaatVacations } from './caat-vacations'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeCheckbox } from '@/components/ui/native-checkbox'
import { NativeSelect } from '@/components/ui/native-select'
import { useScopeSelection } from '@/data/planning-scope'
import { usePackRecords, useWorkloadRules } from '@/data/workload-rules'
import { formatNumber } from '@/domain/kernel/format'
import { localIsoDate } from '@/domain/kernel/local-date'
import { planningTermLabel, termKey, termsOfAcademicYear } from '@/domain/calendar/planning-term'
import {
  caatProfessorRecordSchema,
  extraDutySchema,
  isoDaySchema,
  type CaatProfessorRecord,
  type CaatTermRecord,
} from '@/domain/policy/caat-a/caat-a-records'
import { caatRulesFor } from '@/domain/policy/caat-a/contract-limits'

/** What the agreement limits for the employment type, instead of a weekly-hours cap. */
export function CaatRulesList({ employmentType }: { employmentType: string | undefined }) {
  const [rules] = useWorkloadRules()
  const lines = caatRulesFor(employmentType, rules.packs['ontario-caat-a'])
  if (!lines.length) return null
  return (
    <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm sm:col-span-2" data-testid="caat-rules">
      <p className="font-medium">Ontario CAAT-A (Article 11)</p>
      <ul className="list-disc pl-5 text-muted-foreground">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}

type AgreementKey = 'overtimeAgreement' | 'loadAgreement' | 'contactDayAgreement'
const AGREEMENTS: { key: AgreementKey; label: string }[] = [
  { key: 'overtimeAgreement', label: 'Overtime agreement' },
  { key: 'loadAgreement', label: 'Preparations / sections agreement' },
  { key: 'contactDayAgreement', label: 'Contact day over 8 h agreement' },
]

/** The two per-term lists of hours: complementary duties, and additional attributed hours (11.01 F). */
type HoursListKey = 'extraDuties' | 'additionalHours'
const HOURS_LISTS: { key: HoursListKey; title: string; item: string; placeholder: string }[] = [
  { key: 'extraDuties', title: 'Extra duties (complementary functions beyond the 4 + 2 h)', item: 'Duty', placeholder: 'e.g. Curriculum review' },
  { key: 'additionalHours', title: 'Additional attributed hours (11.01 F)', item: 'Additional hours', placeholder: 'e.g. Field placement visits' },
]

const today = () => localIsoDate()

export function CaatProfessorSection({ professorId }: { professorId: string }) {
  const id = useId()
  const [records, save] = usePackRecords()
  const { scope, academicYear } = useScopeSelection()
  const terms = termsOfAcademicYear(academicYear)
  const [key, setKey] = useState(() => (scope.kind === 'term' && scope.terms[0] ? termKey(scope.terms[0]) : termKey(terms[0]!)))
  const [dates, setDates] = useState<Record<AgreementKey, string>>({ overtimeAgreement: today(), loadAgreement: today(), contactDayAgreement: today() })
  const [entries, setEntries] = useState<Record<HoursListKey, { label: string; hours: string }>>({
    extraDuties: { label: '', hours: '' },
    additionalHours: { label: '', hours: '' },
  })
  const [message, setMessage] = useState<string | null>(null)

  const record: CaatProfessorRecord = records.find((r) => r.professorId === professorId) ?? { professorId, probationary: false, terms: {} }
  const termRecord: CaatTermRecord = record.terms[key] ?? { extraDuties: [], overrides: {} }

  const write = (next: CaatProfessorRecord, done: string) => {
    const parsed = caatProfessorRecordSchema.safeParse(next)
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.message ?? 'Could not save')
    // Shown at once (the write path shows the record at once too); a failed write says so instead.
    setMessage(done)
    void save(parsed.data).then((result) => {
      if (!result.ok) setMessage('Failed to save the CAAT-A record')
    })
  }
  const writeTerm = (patch: Partial<CaatTermRecord>, done: string) =>
    write({ ...record, terms: { ...record.terms, [key]: { ...termRecord, ...patch } } }, done)

  const recordAgreement = (agreement: AgreementKey, label: string) => {
    const date = isoDaySchema.safeParse(dates[agreement])
    if (!date.success) return setMessage(`${label}: enter a date as yyyy-mm-dd`)
    writeTerm({ [agreement]: { date: date.data, note: '' } }, `${label} recorded`)
  }
  const removeAgreement = (agreement: AgreementKey, label: string) => {
    const next = { ...termRecord }
    delete next[agreement]
    write({ ...record, terms: { ...record.terms, [key]: next } }, `${label} removed`)
  }
  const addEntry = (list: HoursListKey, item: string) => {
    const entry = entries[list]
    const parsed = extraDutySchema.safeParse({ label: entry.label, hours: entry.hours === '' ? Number.NaN : Number(entry.hours) })
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.path[0] === 'label' ? `Name the ${item.toLowerCase()}` : `Enter the hours a week, 0 to 44`)
    writeTerm({ [list]: [...(termRecord[list] ?? []), parsed.data] }, `${item} added`)
    setEntries((e) => ({ ...e, [list]: { label: '', hours: '' } }))
  }
  const termLabel = planningTermLabel(terms.find((t) => termKey(t) === key) ?? terms[0]!)

  return (
    <section className="space-y-4" aria-label="CAAT-A record" data-testid="caat-professor-section">
      <h3 className="border-b pb-2 text-sm font-semibold tracking-wide text-foreground/80 uppercase">CAAT-A record</h3>
      <p className="text-sm text-muted-foreground">Saved as you change it, apart from Save Changes.</p>
      <div className="flex items-center gap-2">
        <NativeCheckbox
          id={`${id}-probationary`}
          checked={record.probationary}
          onChange={(e) => write({ ...record, probationary: e.target.checked }, e.target.checked ? 'Marked probationary' : 'No longer probationary')}
        />
        <Label htmlFor={`${id}-probationary`}>Probationary (no overtime, even by agreement)</Label>
      </div>
      <CaatVacations record={record} onSave={write} onMessage={setMessage} />
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-term`}>Term</Label>
        <NativeSelect
          id={`${id}-term`}
          value={key}
          options={terms.map((t) => ({ value: termKey(t), label: planningTermLabel(t) }))}
          onChange={(e) => setKey(e.target.value as typeof key)}
        />
      </div>
      {AGREEMENTS.map(({ key: agreement, label }) => {
        const recorded = termRecord[agreement]
        return (
          <div key={agreement} className="flex flex-wrap items-end gap-2">
            {recorded ? (
              <>
                <p className="text-sm" data-testid={`caat-${agreement}`}>
                  {label}: recorded on {recorded.date}
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => removeAgreement(agreement, label)}>
                  Remove {label.toLowerCase()}
                </Button>
              </>
            ) : (
              <>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${agreement}`}>{label} date</Label>
                  <Input
                    id={`${id}-${agreement}`}
                    type="date"
                    value={dates[agreement]}
                    onChange={(e) => setDates((d) => ({ ...d, [agreement]: e.target.value }))}
                  />
                </div>
                <Button type="button" variant="outline" size="sm" onClick={() => recordAgreement(agreement, label)}>
                  Record {label.toLowerCase()}
                </Button>
              </>
            )}
          </div>
        )
      })}
      {HOURS_LISTS.map(({ key: list, title, item, placeholder }) => {
        const rows = termRecord[list] ?? []
        const entry = entries[list]
        const setEntry = (patch: Partial<typeof entry>) => setEntries((e) => ({ ...e, [list]: { ...e[list], ...patch } }))
        return (
          <div key={list} className="space-y-2">
            <p className="text-sm font-medium">{title}</p>
            {rows.length ? (
              <ul className="space-y-1 text-sm">
                {rows.map((d, i) => (
                  <li key={`${d.label}-${i}`} className="flex items-center gap-2">
                    <span>
                      {d.label}: {formatNumber(d.hours)} h a week
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${item.toLowerCase()} ${d.label}`}
                      onClick={() => writeTerm({ [list]: rows.filter((_, j) => j !== i) }, `${item} removed`)}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">None in {termLabel}.</p>
            )}
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${list}`}>{item}</Label>
                <Input id={`${id}-${list}`} value={entry.label} placeholder={placeholder} onChange={(e) => setEntry({ label: e.target.value })} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${list}-hours`}>{item}: hours a week</Label>
                <Input
                  id={`${id}-${list}-hours`}
                  type="number"
                  min={0}
                  max={44}
                  step="any"
                  className="w-24"
                  value={entry.hours}
                  onChange={(e) => setEntry({ hours: e.target.value })}
                />
              </div>
              <Button type="button" variant="outline" size="sm" onClick={() => addEntry(list, item)}>
                Add {item.toLowerCase()}
              </Button>
            </div>
          </div>
        )
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => window.open(`${import.meta.env.BASE_URL}professors/swf?professor=${encodeURIComponent(professorId)}&term=${key}`, `swf-${professorId}-${key}`)}
      >
        Open the SWF for {termLabel}
      </Button>
      <p role="status" className="min-h-5 text-sm" data-testid="caat-record-message">
        {message}
      </p>
    </section>
  )
}
