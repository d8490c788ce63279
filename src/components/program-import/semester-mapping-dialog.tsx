/**
 * 'Map Program Semesters' (spec section 4 "Semester mapping"): each level gets a term and year,
 * starting from the program's start text and following Fall -> Winter (next year) -> Spring
 * (same year); changing a level re-sequences every later level; 'Not active' levels are left
 * out. Confirm stays disabled while the mapping is invalid.
 */
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, TERM_LABELS, TERMS, type Term } from '@/domain/constants'
import { isRequirementItem, type ProgramImport, type SemesterMapping } from '@/domain/program-import-format'
import {
  buildLevelMappings,
  parseStartText,
  resequenceFrom,
  setLevelActive,
  toSavedMappings,
  validateLevelMappings,
  type LevelMappingRow,
} from '@/domain/semester-mapping'

const TERM_OPTIONS = TERMS.map((t) => ({ value: t, label: TERM_LABELS[t] }))

export interface SemesterMappingDialogProps {
  /** The program to map; the dialog is open while it is set. */
  program: ProgramImport | null
  pending?: boolean
  onCancel: () => void
  onConfirm: (mappings: Record<string, SemesterMapping>) => void
}

export function SemesterMappingDialog({ program, pending = false, onCancel, onConfirm }: SemesterMappingDialogProps) {
  return (
    <Dialog open={program !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="sm:max-w-2xl" data-testid="semester-mapping-dialog">
        {program ? <MappingForm program={program} pending={pending} onCancel={onCancel} onConfirm={onConfirm} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function initialRows(program: ProgramImport): LevelMappingRow[] {
  const year = new Date().getFullYear()
  const start = parseStartText(program.program.start, year) ?? { term: 'fall' as Term, year }
  return buildLevelMappings(Object.keys(program.courses_by_level), start)
}

function MappingForm({ program, pending, onCancel, onConfirm }: Required<Omit<SemesterMappingDialogProps, 'program'>> & { program: ProgramImport }) {
  const [rows, setRows] = useState(() => initialRows(program))
  const [yearText, setYearText] = useState(() => rows.map((r) => String(r.year)))
  const validation = useMemo(() => validateLevelMappings(rows), [rows])
  const idBase = useId()
  const courseCounts = useMemo(
    () => new Map(Object.entries(program.courses_by_level).map(([level, items]) => [level, items.filter((i) => !isRequirementItem(i)).length])),
    [program],
  )

  const applyResequence = (next: LevelMappingRow[], from: number) => {
    setRows(next)
    setYearText((texts) => texts.map((t, i) => (i > from ? String(next[i]?.year ?? '') : t)))
  }
  const changeTerm = (index: number, term: Term) => {
    const row = rows[index]
    if (row) applyResequence(resequenceFrom(rows, index, { term, year: row.year }), index)
  }
  const changeYear = (index: number, text: string) => {
    setYearText((texts) => texts.map((t, i) => (i === index ? text : t)))
    const row = rows[index]
    if (!row) return
    if (/^\d{4}$/.test(text.trim())) applyResequence(resequenceFrom(rows, index, { term: row.term, year: Number(text) }), index)
    else setRows(rows.map((r, i) => (i === index ? { ...r, year: Number.NaN } : r)))
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (validation.valid && !pending) onConfirm(toSavedMappings(rows))
      }}
    >
      <DialogHeader>
        <DialogTitle>Map Program Semesters</DialogTitle>
        <DialogDescription>
          Choose the term and year each level of <span className="font-medium">{program.program.name}</span> runs in. Later levels follow
          Fall, Winter, Spring automatically; tick 'Not active' to leave a level out.
        </DialogDescription>
      </DialogHeader>
      <div className="max-h-[50vh] overflow-y-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-muted-foreground text-left text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Level</th>
              <th scope="col" className="px-3 py-2 font-medium">Term</th>
              <th scope="col" className="px-3 py-2 font-medium">Year</th>
              <th scope="col" className="px-3 py-2 font-medium">Not active</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const id = `${idBase}-${index}`
              return (
                <tr key={row.level} className="border-t" data-testid="mapping-row">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <span className="break-words">{row.level}</span>
                    <span className="text-muted-foreground block text-xs font-normal">
                      {courseCounts.get(row.level) ?? 0} course{courseCounts.get(row.level) === 1 ? '' : 's'}
                    </span>
                  </th>
                  <td className="px-3 py-2">
                    <NativeSelect
                      aria-label={`${row.level} term`}
                      options={TERM_OPTIONS}
                      value={row.term}
                      disabled={!row.active}
                      onChange={(e) => changeTerm(index, e.target.value as Term)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`${row.level} year`}
                      type="number"
                      inputMode="numeric"
                      min={ACADEMIC_YEAR_MIN}
                      max={ACADEMIC_YEAR_MAX}
                      className="w-24"
                      value={yearText[index] ?? ''}
                      disabled={!row.active}
                      aria-invalid={row.active && !Number.isInteger(row.year) ? true : undefined}
                      onChange={(e) => changeYear(index, e.target.value)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={!row.active}
                        onCheckedChange={(checked) => setRows(setLevelActive(rows, index, checked !== true))}
                      />
                      <label htmlFor={id} className="text-muted-foreground text-xs">
                        Not active
                      </label>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {validation.errors.length > 0 ? (
        <ul role="alert" className="text-destructive space-y-1 text-sm">
          {validation.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {validation.warnings.length > 0 ? (
        <ul role="status" className="space-y-1 rounded-md bg-amber-50 p-2 text-sm text-amber-800">
          {validation.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!validation.valid || pending}>
          {pending ? 'Saving...' : 'Confirm'}
        </Button>
      </DialogFooter>
    </form>
  )
}
