/**
 * The selected program: name and course count, editing its name, code, credential and length,
 * the version selector (active preselected), make active, import of a further version, delete
 * version, and the course cards.
 */
import { CheckCircle2, Trash2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useDeleteVersion, useSwitchActiveVersion } from '@/data/program-version-mutations'
import type { Course } from '@/domain/model/course'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'
import { coursesOfVersion, getActiveVersion, listVersions } from '@/domain/programs/program-versions'
import { errorMessage, notify } from '@/lib/notify'
import { ProgramCourseGrid } from './program-course-grid'
import { ProgramEditDialog } from './program-edit-dialog'
import { ProgramSources } from './program-sources'
import { ProgramVersionImport } from './program-version-import'

interface ProgramDetailProps {
  program: StoredProgram
  versions: ProgramVersion[]
  /** The program's courses (all versions). */
  courses: Course[]
  /** Every program, for the edit form's duplicate-code check. */
  programs?: readonly StoredProgram[]
}

export function ProgramDetail({ program, versions, courses, programs = [program] }: ProgramDetailProps) {
  const entries = useMemo(() => listVersions(program, versions), [program, versions])
  const [chosenKey, setChosenKey] = useState<string | null>(null)
  // The active version (or the first) until the user picks one; a deleted pick falls back too.
  const selected = entries.find((e) => e.key === chosenKey) ?? getActiveVersion(program, versions)
  const shown = useMemo(() => coursesOfVersion(courses, program.slug, selected.courseVersion), [courses, program.slug, selected.courseVersion])
  const switchActive = useSwitchActiveVersion()
  const deleteVersion = useDeleteVersion()
  const confirm = useConfirm()
  const selectId = useId()

  const makeActive = async () => {
    try {
      await switchActive.mutateAsync({ programId: program.slug, version: selected.isOriginal ? 'original' : selected.key })
      notify.success(`Version "${selected.label}" is now active`)
    } catch (error) {
      notify.error(`Failed to save program version: ${errorMessage(error)}`)
    }
  }
  const remove = async () => {
    const ok = await confirm({
      title: `Delete version "${selected.label}"?`,
      description: `Its ${shown.length} course${shown.length === 1 ? '' : 's'} and their assignments are removed too.`,
      confirmLabel: 'Delete Version',
      destructive: true,
    })
    if (!ok) return
    try {
      await deleteVersion.mutateAsync({ programId: program.slug, version: selected.key })
      setChosenKey(null)
      notify.success(`Version "${selected.label}" deleted`)
    } catch (error) {
      notify.error(`Failed to delete version: ${errorMessage(error)}`)
    }
  }

  const busy = switchActive.isPending || deleteVersion.isPending
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words" data-testid="selected-program-name">
              {program.program.name}
            </h2>
            <p className="text-muted-foreground text-sm" data-testid="selected-program-course-count">
              {shown.length} course{shown.length === 1 ? '' : 's'}
              {program.program.credential ? ` · ${program.program.credential}` : ''}
              {program.program.code ? ` · ${program.program.code}` : ''}
              {program.program.length_years ? ` · ${program.program.length_years} year${program.program.length_years === 1 ? '' : 's'}` : ''}
            </p>
            <ProgramSources meta={program.program} />
          </div>
          <div className="flex flex-wrap gap-2">
            <ProgramEditDialog program={program} programs={programs} />
            <ProgramVersionImport programId={program.slug} selected={{ name: program.program.name, code: program.program.code }} />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 space-y-1.5">
            <Label htmlFor={selectId}>Version</Label>
            <NativeSelect
              id={selectId}
              value={selected.key}
              onChange={(e) => setChosenKey(e.target.value)}
              options={entries.map((e) => ({ value: e.key, label: e.isActive ? `${e.label} (active)` : e.label }))}
            />
          </div>
          {selected.isActive ? (
            <Badge variant="success" className="h-9 px-3">
              <CheckCircle2 aria-hidden="true" />
              Active version
            </Badge>
          ) : (
            <Button variant="outline" onClick={() => void makeActive()} disabled={busy}>
              Make Active
            </Button>
          )}
          <Button
            variant="outline"
            className="text-destructive"
            onClick={() => void remove()}
            disabled={busy || selected.isOriginal}
            title={selected.isOriginal ? 'The original version cannot be deleted' : undefined}
          >
            <Trash2 aria-hidden="true" />
            Delete Version
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <ProgramCourseGrid courses={shown} />
      </CardContent>
    </Card>
  )
}
