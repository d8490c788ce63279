/**
 * A file input that shows the name of the file it read. The native control says "No file chosen"
 * again as soon as its value is cleared (done so the same file can be chosen twice), which is
 * right after the file was read. Here the input is visually hidden (its label still opens it) and
 * a button and the file name stand in for it.
 */
import { Upload } from 'lucide-react'
import { useRef, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/button'

export function FilePicker({
  id,
  accept,
  onChange,
  fileName,
  disabled,
}: {
  /** The input's id, for the field's <label htmlFor>. */
  id: string
  accept: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** The file last read, or null. */
  fileName: string | null
  disabled?: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={onChange}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-describedby={`${id}-name`}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        Choose file
      </Button>
      <span
        id={`${id}-name`}
        className="min-w-0 truncate text-sm text-muted-foreground"
        data-testid="file-picker-name"
      >
        {fileName ?? 'No file chosen'}
      </span>
    </div>
  )
}
