/**
 * Program Manager (spec "Settings"): three ways in (AI prompt, JSON paste, file upload), the
 * validation result (errors and warnings) and the preview first, then an explicit 'Continue to
 * semester mapping'. Invalid data is shown with its errors marked but never advances. A program
 * whose design number is already stored asks first: new version (default), replace, or cancel.
 * Cancelling the mapping goes back to the preview; nothing loaded is thrown away unasked.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ProgramPreview } from '@/components/program-import/program-preview'
import { ProgramValidationPanel } from '@/components/program-import/program-validation-panel'
import { SemesterMappingDialog, type MappingChoices } from '@/components/program-import/semester-mapping-dialog'
import { ReimportChoiceDialog, type ReimportChoice } from '@/components/program-import/reimport-choice-dialog'
import { useConfirmProgramImport } from '@/components/program-import/use-confirm-program-import'
import { useReimportCheck } from '@/components/program-import/use-reimport-check'
import { useUnsavedChanges } from '@/data/unsaved-changes'
import { useCancellableRead } from '@/components/use-cancellable-read'
import { loadProgramJson, readProgramFile, type LoadedProgram, type ProgramFileResult } from '@/data/program-file-reader'
import { EXAMPLE_PROGRAM_URLS } from '@/domain/programs/program-prompt'
import { REIMPORT_TEXT, type ReimportDiff, type ReimportMatch } from '@/domain/programs/program-reimport'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { CurrentProgramsList } from './current-programs-list'
import { FileUploadPanel } from './file-upload-panel'
import { JsonPastePanel } from './json-paste-panel'
import { ProgramManagerToolbar } from './program-manager-toolbar'
import { UrlPromptPanel } from './url-prompt-panel'

type Mode = 'url' | 'paste' | 'upload'
type Source = 'file' | 'paste'

interface Loaded {
  source: Source
  programs: LoadedProgram[]
  selectedKey: string
}

/** Lets React paint 'Processing...' before synchronous work on a large paste. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function ProgramManager() {
  const [mode, setMode] = useState<Mode>('url')
  const [urls, setUrls] = useState({ programPage: '', coursesPage: '' })
  // The pasted text stays in the (uncontrolled) box, see JsonPastePanel; a new key empties it.
  const [pasteKey, setPasteKey] = useState(0)
  const clearPaste = () => setPasteKey((k) => k + 1)
  const [processing, setProcessing] = useState(false)
  // Leaving the page (or choosing another file) stops the read in progress and its worker.
  const startRead = useCancellableRead()
  const [progress, setProgress] = useState<{ percent: number; stage: string } | null>(null)
  const [file, setFile] = useState<{ name: string; size: number } | null>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  // What was cut from around a pasted AI reply's JSON (a ```json fence, a sentence), to check.
  const [removedNote, setRemovedNote] = useState<string | null>(null)
  const [mapping, setMapping] = useState<{ program: LoadedProgram; onExisting: ReimportChoice } | null>(null)
  const [reimport, setReimport] = useState<{ program: LoadedProgram; match: ReimportMatch; diff: ReimportDiff } | null>(null)
  const { confirm, pending } = useConfirmProgramImport()
  const { matchOf, check } = useReimportCheck()
  // Loaded but not yet imported counts as unsaved work (leave-page prompt).
  useUnsavedChanges(loaded !== null)

  const selected = loaded?.programs.find((p) => p.key === loaded.selectedKey) ?? null
  const selectedMatch = matchOf(selected)

  const continueToMapping = (program: LoadedProgram) => {
    const found = check(program)
    if (found) setReimport({ program, ...found })
    else setMapping({ program, onExisting: 'new-version' })
  }

  const reset = () => {
    setLoaded(null)
    setLoadError(null)
    setRemovedNote(null)
    setFile(null)
    setProgress(null)
    setMapping(null)
    setReimport(null)
  }

  const accept = (result: ProgramFileResult, source: Source) => {
    if (!result.ok) {
      setLoaded(null)
      setRemovedNote(null)
      setLoadError(result.error)
      notify.error(result.error)
      return
    }
    setLoadError(null)
    setRemovedNote(result.removed ?? null)
    const first = result.programs.find((p) => p.validation.isValid) ?? result.programs[0]!
    setLoaded({ source, programs: result.programs, selectedKey: first.key })
    const from = source === 'file' ? 'file' : 'paste'
    if (result.programs.every((p) => p.validation.isValid)) {
      notify.success(`Program data loaded successfully from ${from}!`)
    } else {
      notify.error(`Program data has validation errors (from ${from})`)
    }
    // The validation result and preview come first; the user moves on with 'Continue to semester mapping'.
  }

  const processPaste = async (pasteText: string) => {
    if (!pasteText.trim()) {
      setLoadError('Please paste some JSON content')
      notify.error('Please paste some JSON content')
      return
    }
    setProcessing(true)
    setFile(null)
    await nextFrame()
    try {
      accept(loadProgramJson(pasteText, 'Pasted JSON'), 'paste')
    } finally {
      setProcessing(false)
    }
  }

  const processFile = async (chosen: File) => {
    setMode('upload')
    reset()
    setProcessing(true)
    setProgress({ percent: 5, stage: 'Reading file' })
    try {
      const signal = startRead()
      const result = await readProgramFile(chosen, (percent, stage) => setProgress({ percent, stage }), signal)
      // Stopped on purpose (the page left, or another file chosen): nothing to show for this one.
      if (signal.aborted) return
      if (result.ok || result.kind !== 'refused') setFile({ name: chosen.name, size: chosen.size })
      accept(result, 'file')
    } finally {
      setProcessing(false)
      setProgress(null)
    }
  }

  const onConfirmMapping = async (mappings: Parameters<typeof confirm>[1], choices: MappingChoices) => {
    if (!mapping || !loaded) return
    const ok = await confirm(mapping.program, mappings, { onExisting: mapping.onExisting, placeholders: choices.placeholders })
    if (!ok) return
    const remaining = loaded.programs.filter((p) => p.key !== mapping.program.key)
    setMapping(null)
    if (remaining.length === 0) {
      reset()
      if (loaded.source === 'paste') clearPaste()
    } else {
      setLoaded({ ...loaded, programs: remaining, selectedKey: remaining[0]!.key })
    }
  }

  const onCancelMapping = () => {
    // Back to the validation result and preview: warnings and the loaded data stay.
    setMapping(null)
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle className="text-lg">Program Manager</CardTitle>
            <CardDescription>Add a program from an AI assistant's reply, a JSON file or a spreadsheet.</CardDescription>
          </div>
          <ProgramManagerToolbar
            onFillExamples={() => {
              setUrls({ programPage: EXAMPLE_PROGRAM_URLS.programPage, coursesPage: EXAMPLE_PROGRAM_URLS.coursesPage })
              setMode('url')
            }}
          />
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-5">
          <div className="min-w-0 space-y-4 lg:col-span-3">
            <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
              <TabsList>
                <TabsTrigger value="url">URL Extract</TabsTrigger>
                <TabsTrigger value="paste">JSON Paste</TabsTrigger>
                <TabsTrigger value="upload">File Upload</TabsTrigger>
              </TabsList>
              <TabsContent value="url" className="mt-3">
                <UrlPromptPanel programPage={urls.programPage} coursesPage={urls.coursesPage} onChange={setUrls} />
              </TabsContent>
              {/* Kept mounted while hidden: the pasted text lives in its uncontrolled box. */}
              <TabsContent value="paste" forceMount className="mt-3 data-[state=inactive]:hidden">
                <JsonPastePanel
                  key={pasteKey}
                  processing={processing}
                  onProcess={(text) => void processPaste(text)}
                  onClear={reset}
                />
              </TabsContent>
              <TabsContent value="upload" className="mt-3">
                <FileUploadPanel file={file} processing={processing} progress={progress} onFile={(f) => void processFile(f)} />
              </TabsContent>
            </Tabs>

            {loadError ? (
              <p role="alert" className="border-destructive/30 bg-destructive/5 text-destructive rounded-lg border p-3 text-sm break-words whitespace-pre-line">
                {loadError}
              </p>
            ) : null}

            {removedNote && loaded ? (
              <p role="status" className="text-muted-foreground rounded-lg border p-3 text-sm" data-testid="json-removed-note">
                {removedNote} Check the preview to be sure the whole program is there.
              </p>
            ) : null}

            {loaded && loaded.programs.length > 1 ? (
              <div className="space-y-2">
                <p className="text-sm font-medium">Programs in this file ({loaded.programs.length})</p>
                <div className="flex flex-wrap gap-2" role="group" aria-label="Programs in this file">
                  {loaded.programs.map((p) => (
                    <Button
                      key={p.key}
                      data-testid="program-group-choice"
                      size="sm"
                      variant={p.key === loaded.selectedKey ? 'default' : 'outline'}
                      aria-pressed={p.key === loaded.selectedKey}
                      onClick={() => setLoaded({ ...loaded, selectedKey: p.key })}
                      className={cn(!p.validation.isValid && 'border-destructive')}
                    >
                      {p.label}
                    </Button>
                  ))}
                </div>
              </div>
            ) : null}

            {selected ? (
              <>
                <ProgramValidationPanel result={selected.validation} />
                {selectedMatch ? (
                  <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="reimport-notice">
                    {REIMPORT_TEXT.title}: &ldquo;{selectedMatch.programName}&rdquo; version {selectedMatch.versionLabel}. You will choose to create a
                    new version or replace it before anything is saved.
                  </p>
                ) : null}
                {selected.validation.isValid ? (
                  <div className="flex gap-2">
                    <Button onClick={() => continueToMapping(selected)}>{REIMPORT_TEXT.continue}</Button>
                    <Button variant="outline" onClick={reset}>
                      Discard
                    </Button>
                  </div>
                ) : (
                  <div className="space-y-1">
                    <Button disabled>Fix Errors First</Button>
                    <p className="text-muted-foreground text-sm">Resolve validation issues to proceed to semester mapping.</p>
                  </div>
                )}
              </>
            ) : null}
          </div>
          <div className="min-w-0 lg:col-span-2">
            <ProgramPreview preview={selected?.validation.preview ?? null} />
          </div>
        </CardContent>
      </Card>

      <CurrentProgramsList />

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
        onCancel={onCancelMapping}
        onConfirm={(m, choices) => void onConfirmMapping(m, choices)}
      />
    </div>
  )
}
