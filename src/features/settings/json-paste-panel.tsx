/**
 * JSON Paste: the assistant's reply (or any program JSON) pasted and processed.
 *
 * The textarea is uncontrolled: a pasted program can be megabytes (24,000 courses is ~8 MB), and
 * a controlled value would re-render the Program Manager and diff the whole string on every
 * keystroke. Only the empty/non-empty switch re-renders this panel (it enables Process); the
 * text is read from the box when Process runs. The parent keeps the panel mounted while another
 * tab shows (so the text survives) and remounts it (a new `key`) to empty it after an import.
 */
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

interface JsonPastePanelProps {
  processing: boolean
  onProcess: (text: string) => void
  onClear: () => void
}

export function JsonPastePanel({ processing, onProcess, onClear }: JsonPastePanelProps) {
  const id = useId()
  const [hasText, setHasText] = useState(false)
  const area = useRef<HTMLTextAreaElement>(null)
  const process = () => {
    if (!processing) onProcess(area.current?.value ?? '')
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        process()
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={id}>Program JSON</Label>
        <Textarea
          id={id}
          ref={area}
          // React skips the re-render when the boolean does not change.
          onChange={(e) => setHasText(e.target.value.trim() !== '')}
          placeholder='{ "program": { ... }, "courses_by_level": { ... } }'
          spellCheck={false}
          className="min-h-56 font-mono text-xs"
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter processes (blank text gets the spec's message); plain Enter is a new line.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault()
              process()
            }
          }}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={!hasText || processing}>
          {processing ? 'Processing...' : 'Process JSON'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={processing}
          onClick={() => {
            // Emptied in place (no remount), so the focus stays on this button.
            if (area.current) area.current.value = ''
            setHasText(false)
            onClear()
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  )
}
