/**
 * The "number of sections" field of Manage Sections and of the bulk "Set sections" dialog: typed
 * as text (so a half-typed value is not snapped), read through the domain's normalisation, and
 * a value above the bound says so, naming the field (never a silent change).
 */
import { useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { normalizeSectionCount } from '@/domain/plan/cascades'
import { MAX_SECTION_COUNT } from '@/domain/kernel/number-bounds'

/** The typed text and the count it stands for. */
export function useSectionCountInput(initial: number) {
  const [text, setText] = useState(String(initial))
  return {
    text,
    setText,
    count: normalizeSectionCount(Number(text)),
    clamped: Number(text) > MAX_SECTION_COUNT,
  }
}

export function SectionCountField({
  id,
  label,
  input,
}: {
  id: string
  label: string
  input: ReturnType<typeof useSectionCountInput>
}) {
  return (
    <div className="grid max-w-40 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        min={1}
        step={1}
        value={input.text}
        onChange={(e) => input.setText(e.target.value)}
        onBlur={() => input.setText(String(input.count))}
        aria-describedby={input.clamped ? `${id}-note` : undefined}
      />
      {input.clamped && (
        <p id={`${id}-note`} role="status" className="text-sm text-muted-foreground">
          {label} cannot exceed {MAX_SECTION_COUNT}; {MAX_SECTION_COUNT} sections will be saved.
        </p>
      )}
    </div>
  )
}
