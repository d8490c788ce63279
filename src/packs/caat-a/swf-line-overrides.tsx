/**
 * The coordinator's corrections to an SWF's lines (issue 23): per assignment, the preparation type
 * (derived from the assignment history, with the reason shown; Special A/B and a major revision
 * counted as New, issue 31), the students expected in the section (the course's figure unless set,
 * e.g. after the enrolment audit), whether the section is shared by several programs or years
 * (a repeat of it is Repeat A) and how it is delivered. Saved at once to the professor's CAAT-A
 * record for the term; the form recomputes. Not printed.
 */
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { NativeCheckbox } from '@/components/ui/native-checkbox'
import { NativeSelect } from '@/components/ui/native-select'
import { PREPARATION_TYPE_LABELS, PREPARATION_TYPES, type PreparationType } from '@/domain/policy/caat-a/caat-a-factors'
import type { AssignmentOverride } from '@/domain/policy/caat-a/caat-a-records'
import type { Swf } from '@/domain/policy/caat-a/swf'
import { MAX_STUDENTS } from '@/domain/kernel/number-bounds'

export function SwfLineOverrides({
  swf,
  overrides,
  onChange,
}: {
  swf: Swf
  overrides: Record<string, AssignmentOverride>
  onChange: (assignmentId: string, override: AssignmentOverride) => void
}) {
  const id = useId()
  if (!swf.lines.length) return null
  return (
    <details className="rounded border p-3 print:hidden">
      <summary className="cursor-pointer font-semibold">Adjust preparation types and students</summary>
      <p className="mt-1 text-xs text-muted-foreground">Setting a figure replaces the college&apos;s estimate: the line is no longer marked estimated.</p>
      <ul className="mt-2 space-y-3">
        {swf.lines.map((l) => {
          const own = overrides[l.assignmentId] ?? {}
          const set = (patch: AssignmentOverride) => {
            const next: AssignmentOverride = { ...own, ...patch }
            for (const key of Object.keys(next) as (keyof AssignmentOverride)[]) if (next[key] === undefined) delete next[key]
            onChange(l.assignmentId, next)
          }
          return (
            <li key={l.assignmentId} className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
              <p>
                {l.code} §{l.section}
                <span className="block text-xs text-muted-foreground">{l.preparation.reason}</span>
              </p>
              <div className="grid gap-1">
                <label htmlFor={`${id}-${l.assignmentId}-prep`} className="text-xs">
                  Preparation, {l.code} §{l.section}
                </label>
                <NativeSelect
                  id={`${id}-${l.assignmentId}-prep`}
                  value={own.preparation ?? ''}
                  onChange={(e) => set({ preparation: (e.target.value || undefined) as PreparationType | undefined })}
                >
                  <option value="">Derived: {PREPARATION_TYPE_LABELS[l.preparation.derived]}</option>
                  {PREPARATION_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {PREPARATION_TYPE_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <WholeNumberOverride
                id={`${id}-${l.assignmentId}-students`}
                label={`Students, ${l.code} §${l.section}`}
                min={0}
                max={MAX_STUDENTS}
                value={own.students}
                placeholder={String(l.evaluation.students)}
                onChange={(students) => set({ students })}
              />
              <div className="grid gap-1">
                <label htmlFor={`${id}-${l.assignmentId}-delivery`} className="text-xs">
                  Delivery, {l.code} §{l.section}
                </label>
                <Input
                  id={`${id}-${l.assignmentId}-delivery`}
                  className="w-28"
                  maxLength={60}
                  defaultValue={own.delivery ?? ''}
                  placeholder="In class"
                  onBlur={(e) => set({ delivery: e.target.value.trim() || undefined })}
                />
              </div>
              <div className="flex flex-wrap items-end gap-2 sm:col-span-4">
                {(['weeks', 'startWeek'] as const).map((field) => (
                  <WholeNumberOverride
                    key={field}
                    id={`${id}-${l.assignmentId}-${field}`}
                    label={`${field === 'weeks' ? 'Weeks it runs' : 'First week'}, ${l.code} §${l.section}`}
                    min={1}
                    max={52}
                    value={own[field]}
                    placeholder={field === 'weeks' ? 'Whole term' : '1'}
                    onChange={(value) => set({ [field]: value })}
                  />
                ))}
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs sm:col-span-4">
                <label className="flex items-center gap-1.5">
                  <NativeCheckbox checked={own.majorRevision ?? false} onChange={(e) => set({ majorRevision: e.target.checked || undefined })} />
                  Major revision, {l.code} §{l.section} (counted as New)
                </label>
                <label className="flex items-center gap-1.5">
                  <NativeCheckbox checked={own.shared ?? false} onChange={(e) => set({ shared: e.target.checked || undefined })} />
                  Shared by several programs or years, {l.code} §{l.section}
                </label>
              </div>
            </li>
          )
        })}
      </ul>
    </details>
  )
}

/** A whole number the coordinator may set or clear (empty: the derived figure); out of bounds is ignored. */
function WholeNumberOverride(props: {
  id: string
  label: string
  min: number
  max: number
  value: number | undefined
  placeholder: string
  onChange: (value: number | undefined) => void
}) {
  const { id, label, min, max, value, placeholder, onChange } = props
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        className="w-24"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        onBlur={(e) => {
          const next = e.target.value === '' ? undefined : Math.round(Number(e.target.value))
          if (next === undefined || (Number.isFinite(next) && next >= min && next <= max)) onChange(next)
        }}
      />
    </div>
  )
}
