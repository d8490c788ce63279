/** JSON Paste: the assistant's reply (or any program JSON) pasted and processed. */
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

export interface JsonPastePanelProps {
  text: string
  processing: boolean
  onTextChange: (text: string) => void
  onProcess: () => void
  onClear: () => void
}

export function JsonPastePanel({ text, processing, onTextChange, onProcess, onClear }: JsonPastePanelProps) {
  const id = useId()
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        if (!processing) onProcess()
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={id}>Program JSON</Label>
        <Textarea
          id={id}
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          placeholder='{ "program": { ... }, "courses_by_level": { ... } }'
          spellCheck={false}
          className="min-h-56 font-mono text-xs"
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter processes (blank text gets the spec's message); plain Enter is a new line.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault()
              if (!processing) onProcess()
            }
          }}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={!text.trim() || processing}>
          {processing ? 'Processing...' : 'Process JSON'}
        </Button>
        <Button type="button" variant="outline" onClick={onClear} disabled={processing}>
          Clear
        </Button>
      </div>
    </form>
  )
}
