/**
 * Import Professors: JSON (a file or pasted text) or a spreadsheet (.xlsx/.csv, with a column
 * mapping step and a preview of the first rows with each row's errors). The whole import is planned first (every row
 * checked with the store rules) and written as ONE change set, so it lands completely or not at
 * all; a bad file shows its error here and changes nothing.
 */
import { useId, useState, type ChangeEvent } from 'react'
import { Upload } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FilePicker } from '@/components/ui/file-picker'
import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { MAX_UPLOAD_BYTES } from '@/domain/kernel/constants'
import { isEmptyChangeSet } from '@/domain/model/change-set'
import {
  importSummary,
  parseProfessorImport,
  planProfessorImport,
  type ProfessorImportPlan,
} from '@/domain/professors/professor-import'
import { currentList } from '@/data/apply-changes'
import { useApplyChangeSet } from '@/data/program-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { ImportOutcome, ProfessorSheetImport } from './professor-sheet-import'

const READ_FAILED_MESSAGE = 'Failed to read file'
const FILE_TOO_LARGE_MESSAGE = 'File is larger than 10MB'

type Outcome = { kind: 'error'; message: string } | { kind: 'done'; plan: ProfessorImportPlan }

export function ImportProfessorsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import Professors</DialogTitle>
          <DialogDescription>
            Existing professors (same id, else same email) are updated; new ones are added. Rows
            with errors are skipped.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Tabs defaultValue="json">
            <TabsList aria-label="File type">
              <TabsTrigger value="json">JSON</TabsTrigger>
              <TabsTrigger value="sheet">Spreadsheet (.xlsx, .csv)</TabsTrigger>
            </TabsList>
            <TabsContent value="json" className="pt-3">
              <p className="mb-3 text-sm text-muted-foreground">
                Choose a .json file or paste JSON: an array of professors or an object with a
                professors array.
              </p>
              <ImportBody onClose={() => onOpenChange(false)} />
            </TabsContent>
            <TabsContent value="sheet" className="pt-3">
              <ProfessorSheetImport onClose={() => onOpenChange(false)} />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ImportBody({ onClose }: { onClose: () => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const client = useQueryClient()
  const apply = useApplyChangeSet()

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setOutcome(null)
    if (file.size > MAX_UPLOAD_BYTES) {
      setOutcome({ kind: 'error', message: FILE_TOO_LARGE_MESSAGE })
      return
    }
    try {
      setText(await file.text())
      setFileName(file.name)
    } catch {
      setOutcome({ kind: 'error', message: READ_FAILED_MESSAGE })
    }
  }

  const onImport = async () => {
    const parsed = parseProfessorImport(text)
    if (!parsed.ok) {
      setOutcome({ kind: 'error', message: parsed.error })
      return
    }
    try {
      // The freshest list (another tab may have written since this screen rendered).
      const existing = await currentList(client, 'professors')
      const plan = planProfessorImport(parsed.rows, existing)
      if (!isEmptyChangeSet(plan.changes)) await apply.mutateAsync(plan.changes)
      setOutcome({ kind: 'done', plan })
      notify.alert(importSummary(plan), plan.skipped > 0 ? 'warning' : 'success')
    } catch (error) {
      setOutcome({ kind: 'error', message: `Failed to import: ${errorMessage(error)}` })
    }
  }

  const busy = apply.isPending
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={`${id}-file`}>JSON file</Label>
        <FilePicker
          id={`${id}-file`}
          accept=".json,application/json"
          onChange={(e) => void onFile(e)}
          fileName={fileName}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-text`}>Or paste JSON</Label>
        <Textarea
          id={`${id}-text`}
          rows={8}
          className="font-mono text-xs"
          placeholder='[{ "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.edu", "employmentType": "full-time" }]'
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOutcome(null)
          }}
        />
      </div>

      {outcome?.kind === 'error' ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {outcome.message}
        </div>
      ) : null}
      {outcome?.kind === 'done' ? (
        <div role="status" className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <ImportOutcome plan={outcome.plan} />
        </div>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {outcome?.kind === 'done' ? 'Close' : 'Cancel'}
        </Button>
        <Button onClick={onImport} disabled={text.trim() === '' || busy}>
          <Upload aria-hidden="true" />
          Import
        </Button>
      </DialogFooter>
    </div>
  )
}
