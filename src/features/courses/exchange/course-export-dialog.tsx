/**
 * Export from the Courses screen: the load plan (one sheet per term plus a per-professor summary;
 * in CSV one table with the term on every row) or the course list (the current filters or all),
 * as an Excel workbook or CSV.
 */
import { useId, useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { programCodes } from '@/domain/model/course-program'
import { courseExportBaseName, coursesTable } from '@/domain/courses/course-sheet'
import { pluralize } from '@/domain/kernel/format'
import { loadPlanWorkbook } from '@/domain/plan/load-plan'
import type { Professor } from '@/domain/model/professor'
import type { StoredProgram } from '@/domain/model/program'
import { useReportOptions } from '@/data/report-options'
import { tablesToBlob, type SheetFormat } from '@/data/spreadsheet-io'
import { datedFileName, downloadBlob } from '@/lib/download-file'
import { errorMessage, notify } from '@/lib/notify'
import { useWorkloadPolicy } from '@/data/use-workload-policy'

type What = 'plan' | 'filtered' | 'all'

interface CourseExportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  courses: readonly Course[]
  filteredCourses: readonly Course[]
  assignments: readonly Assignment[]
  professors: readonly Professor[]
  programNames: ReadonlyMap<string, string>
  /** The stored programs: their codes go beside their names in every file. */
  programs: readonly StoredProgram[]
  /** What the current filters cover, for the filtered list's file name: 'Fall 2026', a program id. */
  filterScope: { label: string; program?: string | undefined }
}

export function CourseExportDialog(p: CourseExportDialogProps) {
  const id = useId()
  const [what, setWhat] = useState<What>('plan')
  const [format, setFormat] = useState<SheetFormat>('xlsx')
  // A workbook prints on the paper of Settings → General → Documents, as the statements do.
  const [{ paperSize }] = useReportOptions()
  const policy = useWorkloadPolicy()
  const base = what === 'plan' ? 'load_plan' : courseExportBaseName(what, p.filterScope.label, p.filterScope.program)
  const fileName = datedFileName(base, format)

  const onExport = async () => {
    try {
      const tables =
        what === 'plan'
          ? loadPlanWorkbook({
              courses: p.courses,
              assignments: p.assignments,
              professors: p.professors,
              programNames: p.programNames,
              programCodes: programCodes(p.programs),
              policy,
            })
          : [coursesTable(what === 'all' ? p.courses : p.filteredCourses, p.programs)]
      // CSV holds one table: the load plan's term sheets (the summary is workbook-only).
      downloadBlob(fileName, await tablesToBlob(format === 'csv' && what === 'plan' ? tables.slice(0, -1) : tables, format, { paperSize }))
      notify.alert(`Exported ${fileName}`, 'success')
      p.onOpenChange(false)
    } catch (error) {
      notify.alert(`Failed to export data: ${errorMessage(error)}`, 'error')
    }
  }

  return (
    <Dialog open={p.open} onOpenChange={p.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export</DialogTitle>
          <DialogDescription>Download the load plan or the course list as a spreadsheet.</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-[auto_1fr] items-center gap-3">
          <Label htmlFor={`${id}-what`}>Export</Label>
          <NativeSelect id={`${id}-what`} value={what} onChange={(e) => setWhat(e.target.value as What)}>
            <option value="plan">Load plan (every section, by term)</option>
            <option value="filtered">Courses: current filters ({pluralize(p.filteredCourses.length, 'course')})</option>
            <option value="all">Courses: all ({pluralize(p.courses.length, 'course')})</option>
          </NativeSelect>
          <Label htmlFor={`${id}-format`}>Format</Label>
          <NativeSelect id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as SheetFormat)}>
            <option value="xlsx">Excel workbook (.xlsx)</option>
            <option value="csv">CSV (.csv)</option>
          </NativeSelect>
        </div>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {fileName}
          {what === 'plan' && format === 'xlsx' ? ' · one sheet per term and a professor summary' : ''}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => p.onOpenChange(false)}>
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
