/**
 * URL Extract: two page addresses become a prompt for an outside AI assistant. Nothing is
 * fetched; the prompt is only text to copy.
 */
import { Copy, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { buildProgramPrompt, promptUrlError } from '@/domain/programs/program-prompt'
import { notify } from '@/lib/notify'

interface UrlPromptPanelProps {
  programPage: string
  coursesPage: string
  onChange: (urls: { programPage: string; coursesPage: string }) => void
}

export function UrlPromptPanel({ programPage, coursesPage, onChange }: UrlPromptPanelProps) {
  const [prompt, setPrompt] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const blank = !programPage.trim() || !coursesPage.trim()

  const generate = () => {
    const problem = promptUrlError(programPage, coursesPage)
    setError(problem)
    if (problem) {
      notify.error(problem)
      setPrompt(null)
      return
    }
    setPrompt(buildProgramPrompt(programPage, coursesPage))
    notify.success('Prompt generated! Copy it and paste into your AI assistant.')
  }
  const copy = async () => {
    if (!prompt) return
    try {
      await navigator.clipboard.writeText(prompt)
      notify.success('Prompt copied to clipboard!')
    } catch {
      notify.error('Failed to copy to clipboard')
    }
  }

  return (
    <div className="space-y-4">
      <form
        className="space-y-3"
        // The spec's own URL messages replace the browser's validation bubbles.
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!blank) generate()
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-program`}>Program page URL</Label>
            <Input
              id={`${id}-program`}
              type="url"
              placeholder="https://college.example/programs/animation"
              value={programPage}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange({ programPage: e.target.value, coursesPage })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-courses`}>Courses page URL</Label>
            <Input
              id={`${id}-courses`}
              type="url"
              placeholder="https://college.example/programs/animation/courses"
              value={coursesPage}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange({ programPage, coursesPage: e.target.value })}
            />
          </div>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={blank}>
          <Sparkles aria-hidden="true" />
          Generate AI Prompt
        </Button>
      </form>
      {prompt ? (
        <div className="space-y-3 rounded-xl border p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold" id={`${id}-prompt-title`}>
              Generated prompt
            </h3>
            <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy Prompt
            </Button>
          </div>
          <pre
            tabIndex={0}
            aria-labelledby={`${id}-prompt-title`}
            data-testid="generated-prompt"
            className="bg-muted h-48 overflow-auto rounded-md p-3 font-mono text-xs whitespace-pre-wrap"
          >
            {prompt}
          </pre>
          <div>
            <h4 className="text-sm font-medium">Next Steps</h4>
            <ol className="text-muted-foreground mt-1 list-decimal space-y-1 pl-5 text-sm">
              <li>Copy the prompt.</li>
              <li>Go to an AI assistant of your choice.</li>
              <li>Paste the prompt and send it.</li>
              <li>Copy the JSON reply.</li>
              <li>Switch to 'JSON Paste' and paste it.</li>
            </ol>
          </div>
        </div>
      ) : null}
    </div>
  )
}
