/**
 * The Courses screen's spreadsheet buttons: Export, Import and Copy plan to another term, each
 * opening its dialog (Radix returns focus to the button on close).
 */
import { useState } from 'react'
import { CopyPlus, FileDown, FileUp } from 'lucide-react'
import { OpenedOnce } from '@/components/ui/opened-once'
import { Button } from '@/components/ui/button'
import type { Course } from '@/domain/model/course'
import type { PlanningScope, PlanningTerm } from '@/domain/calendar/planning-term'
import { termKey } from '@/domain/calendar/planning-term'
import { CopyPlanDialog } from '../semester/copy-plan-dialog'
import { CourseExportDialog } from './course-export-dialog'
import { CourseSheetImportDialog } from './course-sheet-import-dialog'
import type { CourseScreenData } from '../use-course-screen-data'

interface CourseSpreadsheetActionsProps {
  data: CourseScreenData
  filteredCourses: readonly Course[]
  scope: PlanningScope
  /** The program filter of the screen, if any (named in the filtered export's file name). */
  programFilter?: string | undefined
  /** Show a term on the screen (after a copy, the target). */
  onShowTerm: (semesterValue: string) => void
}

export function CourseSpreadsheetActions({ data, filteredCourses, scope, programFilter, onShowTerm }: CourseSpreadsheetActionsProps) {
  const [open, setOpen] = useState<'export' | 'import' | 'copy' | null>(null)
  const toggle = (which: 'export' | 'import' | 'copy') => (next: boolean) => setOpen(next ? which : null)
  const source: PlanningTerm | undefined = scope.kind === 'term' ? scope.terms[0] : undefined
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('export')}>
        <FileDown aria-hidden="true" />
        Export
      </Button>
      <Button variant="outline" onClick={() => setOpen('import')}>
        <FileUp aria-hidden="true" />
        Import
      </Button>
      <Button variant="outline" onClick={() => setOpen('copy')}>
        <CopyPlus aria-hidden="true" />
        Copy plan to another term
      </Button>
      <OpenedOnce open={open === 'export'}>
        <CourseExportDialog
          open={open === 'export'}
          onOpenChange={toggle('export')}
          courses={data.courses}
          filteredCourses={filteredCourses}
          assignments={data.assignments}
          professors={data.professors}
          programNames={data.programNames}
          programs={data.programs}
          filterScope={{ label: scope.label, program: programFilter }}
        />
      </OpenedOnce>
      <OpenedOnce open={open === 'import'}>
        <CourseSheetImportDialog
          open={open === 'import'}
          onOpenChange={toggle('import')}
          courses={data.courses}
          assignments={data.assignments}
          professors={data.professors}
          programs={data.programs}
        />
      </OpenedOnce>
      <OpenedOnce open={open === 'copy'}>
        <CopyPlanDialog
          open={open === 'copy'}
          onOpenChange={toggle('copy')}
          courses={data.courses}
          assignments={data.assignments}
          professors={data.professors}
          defaultSource={source}
          onCopied={(target) => onShowTerm(termKey(target))}
        />
      </OpenedOnce>
    </>
  )
}
