/**
 * A spreadsheet import in three steps, shared by the professor, course and load-plan imports:
 * choose a .xlsx/.csv file (parsed in the spreadsheet worker, with a progress bar), match its
 * columns to the fields (auto-matched, correctable), then a preview the caller renders from the
 * mapped rows, and Import. Nothing is written before Import, and the caller writes one change set.
 */
import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react'
import { Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FilePicker } from '@/components/ui/file-picker'
import { Progress } from '@/components/ui/progress'
import {
  mappedRecords,
  mappingProblems,
  readSheetHeader,
  MAX_IMPORT_ROWS,
  SHEET_MESSAGES,
  type ColumnMapping,
  type SheetField,
  type SheetHeader,
  type SheetRecord,
} from '@/domain/exchange/spreadsheet-columns'
import { longCellNotes } from '@/domain/exchange/spreadsheet-rows'
import { readSheetFile, SHEET_FILE_ACCEPT } from '@/data/spreadsheet-io'
import { rememberedMapping, rememberMapping } from '@/data/sheet-column-matches'
import { ColumnMappingStep } from './column-mapping-step'
import { useCancellableRead } from '../use-cancellable-read'

/** The file's column header of each mapped field, so messages can name the column the user sees. */
export interface SheetContext<K extends string> {
  headers: Partial<Record<K, string>>
}

interface SheetImportPanelProps<K extends string> {
  fields: readonly SheetField<K>[]
  /** What the mapped rows will do; shown under the mapping. */
  renderPreview: (records: SheetRecord<K>[], context: SheetContext<K>) => ReactNode
  /** Writes the import; resolves to a summary shown in place of the preview, or throws. */
  onImport: (records: SheetRecord<K>[], context: SheetContext<K>) => Promise<ReactNode>
  onClose: () => void
  fileLabel?: string
  /** False when the preview shows nothing would be written. */
  canImport?: (records: SheetRecord<K>[]) => boolean
}

type Loaded<K extends string> = {
  fileName: string
  rows: unknown[][]
  header: SheetHeader<K>
  /** Delimited text: a row with more cells than the header is refused (mappedRecords strictWidth). */
  delimited: boolean
}

export function SheetImportPanel<K extends string>(p: SheetImportPanelProps<K>) {
  const id = useId()
  const [progress, setProgress] = useState<{ percent: number; stage: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<Loaded<K> | null>(null)
  const [mapping, setMapping] = useState<ColumnMapping<K> | null>(null)
  const [done, setDone] = useState<ReactNode>(null)
  const [busy, setBusy] = useState(false)
  // Closing the dialog (unmount) or choosing another file stops the read in progress and its worker.
  const startRead = useCancellableRead()

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const signal = startRead()
    setError(null)
    setDone(null)
    // A corrected file with the same headers keeps the matches made for the first one.
    const previous = loaded && mapping ? { columns: loaded.header.columns, mapping } : null
    setLoaded(null)
    setMapping(null)
    setProgress({ percent: 0, stage: 'Reading file' })
    const result = await readSheetFile(file, (percent, stage) => setProgress({ percent, stage }), signal)
    // Stopped on purpose (closed, or replaced by a newer file): nothing to show for this one.
    if (signal.aborted) return
    setProgress(null)
    if (!result.ok) {
      setError(result.error)
      return
    }
    // The first sheet with a recognisable header (a workbook may open on a notes sheet).
    for (const sheet of result.sheets) {
      const header = readSheetHeader(sheet.rows, p.fields)
      if (header.ok) {
        // Refused whole, with the limit: importing only the first rows would drop the rest unsaid.
        if (sheet.overLimit) {
          setError(SHEET_MESSAGES.tooManyRows(sheet.overLimit.rowsWithData, MAX_IMPORT_ROWS))
          return
        }
        const delimited = sheet.delimited === true
        const columns = header.header.columns
        const same =
          previous !== null &&
          previous.columns.length === columns.length &&
          previous.columns.every((c, i) => c === columns[i])
        setLoaded({ fileName: file.name, rows: sheet.rows, header: header.header, delimited })
        setMapping(
          same
            ? previous.mapping
            : (rememberedMapping(columns, p.fields) ?? header.header.mapping),
        )
        return
      }
    }
    const first = result.sheets[0]
    const header = first ? readSheetHeader(first.rows, p.fields) : null
    setError(header && !header.ok ? header.error : 'No rows found')
  }

  const problems = mapping ? mappingProblems(mapping, p.fields) : []
  const records = useMemo(
    () =>
      loaded && mapping
        ? mappedRecords(loaded.rows, loaded.header.headerRow, mapping, { strictWidth: loaded.delimited })
        : [],
    [loaded, mapping],
  )
  const context = useMemo<SheetContext<K>>(() => {
    const headers: Partial<Record<K, string>> = {}
    if (loaded && mapping)
      for (const [key, index] of Object.entries(mapping) as [K, number | null][])
        if (index !== null && loaded.header.columns[index] !== undefined) headers[key] = loaded.header.columns[index]
    return { headers }
  }, [loaded, mapping])
  // Cells longer than an import keeps, per row, said before Import (they are stored cut).
  const longCells = useMemo(
    () =>
      records.flatMap((r) => {
        const notes = longCellNotes(r.cells, (key) => context.headers[key] ?? p.fields.find((f) => f.key === key)?.label ?? key)
        return notes.length ? [{ row: r.row, text: notes.join(', ') }] : []
      }),
    [records, context, p.fields],
  )
  const ready = loaded !== null && mapping !== null && problems.length === 0 && records.length > 0
  const importable = ready && (p.canImport?.(records) ?? true)

  const onImport = async () => {
    setBusy(true)
    setError(null)
    try {
      setDone(await p.onImport(records, context))
    } catch (e) {
      setError(`Failed to import: ${e instanceof Error ? e.message : String(e)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {p.fileLabel ?? 'Spreadsheet file (.xlsx or .csv)'}
        </label>
        <FilePicker
          id={`${id}-file`}
          accept={SHEET_FILE_ACCEPT}
          onChange={(e) => void onFile(e)}
          fileName={loaded?.fileName ?? null}
        />
        {loaded ? (
          <p className="text-xs text-muted-foreground">
            {loaded.fileName}: header on row {loaded.header.headerRow + 1}, {records.length} data
            row{records.length === 1 ? '' : 's'}
          </p>
        ) : null}
      </div>
      {progress ? (
        <div role="status" className="space-y-1">
          <Progress value={progress.percent} aria-label="Reading spreadsheet" />
          <p className="text-xs text-muted-foreground">
            {progress.stage}… {progress.percent}%
          </p>
        </div>
      ) : null}
      {loaded && mapping && done === null ? (
        <ColumnMappingStep
          fields={p.fields}
          columns={loaded.header.columns}
          mapping={mapping}
          onChange={(next) => {
            setMapping(next)
            rememberMapping(loaded.header.columns, p.fields, next)
          }}
        />
      ) : null}
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {problems.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {ready && done === null && longCells.length > 0 ? (
        <ul aria-label="Cells cut short" className="max-h-32 space-y-0.5 overflow-y-auto text-xs text-amber-700 dark:text-amber-400">
          {longCells.map((c) => (
            <li key={c.row}>
              Row {c.row}: Warning: {c.text}
            </li>
          ))}
        </ul>
      ) : null}
      {ready && done === null ? p.renderPreview(records, context) : null}
      {error ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </div>
      ) : null}
      {done !== null ? (
        <div role="status" className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          {done}
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={p.onClose}>
          {done !== null ? 'Close' : 'Cancel'}
        </Button>
        {done === null ? (
          <Button onClick={() => void onImport()} disabled={!importable || busy}>
            <Upload aria-hidden="true" />
            Import
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  )
}
