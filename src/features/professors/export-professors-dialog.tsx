/**
 * Export Professors: all professors, or only the filtered list when a filter is active and
 * 'Export filtered only' is ticked. Downloads professors_export_{date}.json in the spec's shape, or
 * the same list as an Excel workbook or CSV whose headers the spreadsheet import matches.
 */
import { useId, useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { Professor } from '@/domain/model/professor'
import { buildProfessorExport, exportedMessage, professorExportFileName } from '@/domain/professors/professor-export'
import { professorsTable } from '@/domain/professors/professor-sheet'
import { useReportOptions } from '@/data/report-options'
import { tablesToBlob, type SheetFormat } from '@/data/spreadsheet-io'
import { datedFileName, downloadBlob } from '@/lib/download-file'
import { notify } from '@/lib/notify'
import { downloadJson } from './download-json'

const EXPORT_FAILED_MESSAGE = 'Failed to export data'

interface ExportProfessorsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  all: readonly Professor[]
  /** The filtered list, or null when no filter is active. */
  filtered: readonly Professor[] | null
}

export function ExportProfessorsDialog({ open, onOpenChange, all, filtered }: ExportProfessorsDialogProps) {
  const id = useId()
  const [filteredOnly, setFilteredOnly] = useState(true)
  const [format, setFormat] = useState<'json' | SheetFormat>('json')
  // A workbook prints on the paper of Settings → General → Documents, as the statements do.
  const [{ paperSize }] = useReportOptions()
  const useFiltered = filtered !== null && filteredOnly
  const list = useFiltered ? filtered : all
  const fileName = format === 'json' ? professorExportFileName() : datedFileName('professors_export', format)

  const onExport = async () => {
    try {
      const now = new Date()
      if (format === 'json') downloadJson(professorExportFileName(now), buildProfessorExport(list, now))
      else downloadBlob(datedFileName('professors_export', format, now), await tablesToBlob([professorsTable(list)], format, { paperSize }))
      notify.alert(exportedMessage(list.length), 'success')
      onOpenChange(false)
    } catch (error) {
      console.error('CourseLoad: professor export failed', error)
      notify.alert(EXPORT_FAILED_MESSAGE, 'error')
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export Professors</DialogTitle>
          <DialogDescription>Download the professors as a file that can be imported again.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Label htmlFor={`${id}-format`}>Format</Label>
          <NativeSelect id={`${id}-format`} wrapperClassName="w-56" value={format} onChange={(e) => setFormat(e.target.value as 'json' | SheetFormat)}>
            <option value="json">JSON (.json)</option>
            <option value="xlsx">Excel workbook (.xlsx)</option>
            <option value="csv">CSV (.csv)</option>
          </NativeSelect>
        </div>
        {filtered !== null ? (
          <div className="flex items-center gap-2">
            <Checkbox id="export-filtered-only" checked={filteredOnly} onCheckedChange={(v) => setFilteredOnly(v === true)} />
            <Label htmlFor="export-filtered-only" className="font-normal">
              Export filtered only
            </Label>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">All professors will be exported.</p>
        )}
        <p className="text-sm" aria-live="polite">
          {list.length} professor{list.length === 1 ? '' : 's'} · {fileName}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void onExport()}>
            <Download aria-hidden="true" />
            Export
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
