/**
 * File Upload: drag and drop or 'Choose File' (.json up to 10MB, or a spreadsheet). While a
 * file is processed a progress bar shows; then its name and size and 'Upload Different File'.
 */
import { FileUp, FileText } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { ACCEPTED_PROGRAM_FILES } from '@/data/program-file-reader'
import { cn } from '@/lib/utils'

interface FileUploadPanelProps {
  file: { name: string; size: number } | null
  processing: boolean
  progress: { percent: number; stage: string } | null
  onFile: (file: File) => void
}

export function FileUploadPanel({ file, processing, progress, onFile }: FileUploadPanelProps) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const choose = () => input.current?.click()

  const picker = (
    <input
      ref={input}
      type="file"
      accept={ACCEPTED_PROGRAM_FILES}
      className="sr-only"
      tabIndex={-1}
      aria-label="Program file"
      data-testid="program-file-input"
      onChange={(e) => {
        const chosen = e.target.files?.[0]
        // Cleared so choosing the same file again still fires a change.
        e.target.value = ''
        if (chosen) onFile(chosen)
      }}
    />
  )

  if (processing) {
    return (
      <div className="space-y-2 rounded-xl border p-6" role="status">
        <p className="font-medium">Processing file...</p>
        <Progress value={progress?.percent ?? 5} aria-label="File processing progress" />
        {progress ? <p className="text-muted-foreground text-xs">{progress.stage}</p> : null}
        {picker}
      </div>
    )
  }
  if (file) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
        <div className="flex min-w-0 items-center gap-3">
          <FileText aria-hidden="true" className="text-primary size-8 shrink-0" />
          <div className="min-w-0">
            <p className="truncate font-medium" data-testid="uploaded-file-name">
              {file.name}
            </p>
            <p className="text-muted-foreground text-sm">{(file.size / 1024).toFixed(2)} KB</p>
          </div>
        </div>
        {/* Opens the chooser first; the current file stays until a new one is chosen and processed. */}
        <Button type="button" variant="outline" onClick={choose}>
          Upload Different File
        </Button>
        {picker}
      </div>
    )
  }
  return (
    <div
      data-testid="program-drop-zone"
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault()
        setDragging(false)
        const dropped = e.dataTransfer.files[0]
        if (dropped) onFile(dropped)
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <FileUp aria-hidden="true" className="text-muted-foreground size-10" />
      <div>
        <p className="font-medium">Drag and drop a program file here</p>
        <p className="text-muted-foreground text-sm">.json up to 10MB, or a spreadsheet (.xlsx, .xls, .csv)</p>
      </div>
      <Button type="button" variant="outline" onClick={choose}>
        Choose File
      </Button>
      {picker}
    </div>
  )
}
