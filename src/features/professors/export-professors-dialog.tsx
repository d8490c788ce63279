/**
 * Export Professors: all professors, or only the filtered list when a filter is active and
 * 'Export filtered only' is ticked. Downloads professors_export_{date}.json in the spec's shape.
 */
import { useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import type { Professor } from '@/domain/professor'
import { buildProfessorExport, exportedMessage, professorExportFileName } from '@/domain/professor-export'
import { notify } from '@/lib/notify'
import { downloadJson } from './download-json'

export const EXPORT_FAILED_MESSAGE = 'Failed to export data'

export interface ExportProfessorsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  all: readonly Professor[]
  /** The filtered list, or null when no filter is active. */
  filtered: readonly Professor[] | null
}

export function ExportProfessorsDialog({ open, onOpenChange, all, filtered }: ExportProfessorsDialogProps) {
  const [filteredOnly, setFilteredOnly] = useState(true)
  const useFiltered = filtered !== null && filteredOnly
  const list = useFiltered ? filtered : all

  const onExport = () => {
    try {
      const now = new Date()
      downloadJson(professorExportFileName(now), buildProfessorExport(list, now))
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
          <DialogDescription>Download the professors as a JSON file that can be imported again.</DialogDescription>
        </DialogHeader>
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
          {list.length} professor{list.length === 1 ? '' : 's'} · {professorExportFileName()}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={onExport}>
            <Download aria-hidden="true" />
            Export
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
