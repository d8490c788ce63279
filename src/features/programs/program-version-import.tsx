/**
 * The import control on /programs: a JSON file or spreadsheet becomes a further version of the
 * selected program (after validation and semester mapping). Invalid files show their errors and
 * write nothing. A file naming another program (code or name) asks first, naming both; a design
 * number already stored asks too: a new version (default) or replace.
 */
import { Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useConfirm } from '@/components/ui/confirm'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ProgramValidationPanel } from '@/components/program-import/program-validation-panel'
import { ReimportChoiceDialog, type ReimportChoice } from '@/components/program-import/reimport-choice-dialog'
import { useReimportCheck, type ReimportCheck } from '@/components/program-import/use-reimport-check'
import { SemesterMappingDialog } from '@/components/program-import/semester-mapping-dialog'
import { useConfirmProgramImport } from '@/components/program-import/use-confirm-program-import'
import { ACCEPTED_PROGRAM_FILES, readProgramFile, type LoadedProgram } from '@/data/program-file-reader'
import { versionIdentityMismatch, type SelectedProgramIdentity } from '@/domain/programs/version-identity'
import { notify } from '@/lib/notify'
import { useCancellableRead } from '@/components/use-cancellable-read'

interface ProgramVersionImportProps {
  programId: string
  /** The selected program's name and code, to notice a file made for another program. */
  selected?: Omit<SelectedProgramIdentity, 'slug'>
}

export function ProgramVersionImport({ programId, selected }: ProgramVersionImportProps) {
  const confirmDialog = useConfirm()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [invalid, setInvalid] = useState<LoadedProgram | null>(null)
  const [mapping, setMapping] = useState<{ program: LoadedProgram; onExisting: ReimportChoice } | null>(null)
  const [reimport, setReimport] = useState<(ReimportCheck & { program: LoadedProgram }) | null>(null)
  const { confirm, pending } = useConfirmProgramImport()
  const { check } = useReimportCheck()
  const startRead = useCancellableRead()

  const onFile = async (file: File) => {
    setBusy(true)
    try {
      const signal = startRead()
      const result = await readProgramFile(file, undefined, signal)
      // Stopped on purpose (closed, or another file chosen): nothing to show for this one.
      if (signal.aborted) return
      if (!result.ok) {
        notify.error(result.error)
        return
      }
      const first = result.programs.find((p) => p.validation.isValid)
      if (!first) {
        notify.error('Program data has validation errors (from file)')
        setInvalid(result.programs[0] ?? null)
        return
      }
      notify.success('Program data loaded successfully from file!')
      const mismatch = selected && first.validation.program
        ? versionIdentityMismatch({ slug: programId, ...selected }, first.validation.program.program)
        : null
      if (mismatch) {
        const proceed = await confirmDialog({
          title: mismatch.title,
          description: mismatch.description,
          confirmLabel: 'Import as a version',
          cancelLabel: 'Cancel',
        })
        if (!proceed) return
      }
      const found = check(first, programId)
      if (found) setReimport({ program: first, ...found })
      else setMapping({ program: first, onExisting: 'new-version' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_PROGRAM_FILES}
        className="sr-only"
        tabIndex={-1}
        aria-label="Version file"
        data-testid="version-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void onFile(file)
        }}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy || pending}>
        <Upload aria-hidden="true" />
        {busy ? 'Processing file...' : 'Import Version'}
      </Button>
      <Dialog open={invalid !== null} onOpenChange={(open) => !open && setInvalid(null)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Import Version</DialogTitle>
            <DialogDescription>The file was not imported. Nothing was changed.</DialogDescription>
          </DialogHeader>
          {invalid ? <ProgramValidationPanel result={invalid.validation} /> : null}
          <DialogFooter className="items-center">
            <p className="text-muted-foreground mr-auto text-sm">Resolve validation issues to proceed to semester mapping.</p>
            <Button disabled>Fix Errors First</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ReimportChoiceDialog
        reimport={reimport}
        onCancel={() => setReimport(null)}
        onChoose={(choice) => {
          if (reimport) setMapping({ program: reimport.program, onExisting: choice })
          setReimport(null)
        }}
      />
      <SemesterMappingDialog
        program={mapping?.program.validation.program ?? null}
        pending={pending}
        onCancel={() => setMapping(null)}
        onConfirm={(mappings, { placeholders }) => {
          if (!mapping) return
          void confirm(mapping.program, mappings, {
            programId,
            placeholders,
            onExisting: mapping.onExisting,
            failurePrefix: 'Failed to save program version: ',
          }).then((ok) => ok && setMapping(null))
        }}
      />
    </>
  )
}
