/**
 * 'Load from JSON File' mode of the add-course dialog: choose (or drop) a .json file holding an
 * array of course objects. The whole file is checked before anything is written; courses whose
 * code already exists are skipped and counted.
 */
import { FileJson, Upload } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { FieldError } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { MAX_UPLOAD_BYTES } from '@/domain/kernel/constants'
import { COURSE_JSON_FAILURE_PREFIX, parseCourseJson } from '@/domain/courses/course-json-import'
import { pluralize } from '@/domain/kernel/format'
import { useCreateCoursesBulk } from '@/data/course-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { cn } from '@/lib/utils'

export function CourseJsonImportPanel({ onImported }: { onImported: () => void }) {
  const id = useId()
  const bulk = useCreateCoursesBulk()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [dragging, setDragging] = useState(false)

  function fail(message: string) {
    const text = COURSE_JSON_FAILURE_PREFIX + message
    setError(text)
    notify.error(text)
  }

  async function importFile(file: File) {
    setError('')
    if (file.size > MAX_UPLOAD_BYTES) return fail('File is too large. Maximum size is 10MB.')
    setBusy(true)
    try {
      const parsed = parseCourseJson(await file.text())
      if (!parsed.ok) return fail(parsed.message)
      const { added, skipped } = await bulk.mutateAsync(parsed.courses)
      notify.success(`Imported ${pluralize(added, 'course')}, skipped ${skipped} with existing codes.`)
      onImported()
    } catch (e) {
      fail(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void importFile(file)
  }

  return (
    <div className="grid gap-3">
      <label
        htmlFor={`${id}-file`}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'hover:bg-accent/50 flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        {busy ? <Spinner /> : <FileJson className="text-primary size-8" aria-hidden="true" />}
        <span className="font-medium">Course JSON file</span>
        <span className="text-muted-foreground text-sm">
          Drop a .json file here or <span className="text-primary inline-flex items-center gap-1"><Upload className="size-3.5" aria-hidden="true" />choose a file</span>
        </span>
        <span className="text-muted-foreground text-xs">An array of course objects, e.g. [{'{'}"code": "ANIM10001", "title": "Drawing I", "weeklyHours": 3{'}'}]</span>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void importFile(file)
          }}
        />
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}
