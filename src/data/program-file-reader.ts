/**
 * Reading a chosen or dropped program file (spec section 5 "Program import (JSON)" and
 * "Program import (spreadsheet)"). Returns a value, never throws: either a refusal with the
 * spec's message, or one or more programs with their validation results. Nothing is stored here.
 */
import { extractJsonFromReply } from '@/domain/exchange/ai-reply-json'
import { MAX_UPLOAD_BYTES } from '@/domain/kernel/constants'
import { SIGNATURE_BYTES, sheetFileMismatch } from '@/domain/exchange/file-signature'
import { parseProgramJson, validateProgramImport, type ProgramValidationResult } from '@/domain/programs/program-validation'
import type { ProgressFn, SpreadsheetParseResult } from './program-spreadsheet-parse'
import { runSpreadsheetWorker } from './spreadsheet-worker-client'

export const FILE_MESSAGES = {
  wrongType: 'Please upload a .json file',
  tooLarge: 'File is too large. Maximum size is 10MB.',
  unreadable: 'Failed to read file',
} as const

export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const
export const ACCEPTED_PROGRAM_FILES = ['.json', ...SPREADSHEET_EXTENSIONS].join(',')

export interface LoadedProgram {
  /** Distinguishes several programs of one spreadsheet. */
  key: string
  label: string
  importedFrom: 'json' | 'excel'
  validation: ProgramValidationResult
}

export type ProgramFileResult =
  | {
      ok: true
      programs: LoadedProgram[]
      kind: 'json' | 'excel'
      elapsedMs: number
      /** What was removed around the JSON of a pasted AI reply (a ```json fence, a sentence), if anything. */
      removed?: string | null
    }
  | { ok: false; error: string; kind: 'refused' | 'json' | 'excel' }

export function fileKind(name: string): 'json' | 'excel' | null {
  const lower = name.toLowerCase()
  if (lower.endsWith('.json')) return 'json'
  if (SPREADSHEET_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'excel'
  return null
}

/** Checks done before any byte is read. */
export function refuseFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!fileKind(file.name)) return FILE_MESSAGES.wrongType
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.tooLarge
  return null
}

/**
 * Validates pasted or read JSON text. An AI reply is taken as it comes: the JSON object is found
 * inside a ```json fence or between sentences, and `removed` says what was left out.
 */
export function loadProgramJson(text: string, label: string): ProgramFileResult {
  const started = performance.now()
  const extracted = extractJsonFromReply(text)
  if (!extracted.ok) return { ok: false, error: extracted.message, kind: 'json' }
  const parsed = 'value' in extracted ? { ok: true as const, value: extracted.value } : parseProgramJson(extracted.json)
  if (!parsed.ok) {
    // The parser's position refers to the extracted JSON: say it was extracted.
    const error = extracted.removed ? `${parsed.message} (${extracted.removed})` : parsed.message
    return { ok: false, error, kind: 'json' }
  }
  const validation = validateProgramImport(parsed.value)
  return {
    ok: true,
    kind: 'json',
    programs: [{ key: 'json', label, importedFrom: 'json', validation }],
    elapsedMs: Math.round(performance.now() - started),
    removed: extracted.removed,
  }
}

/** `signal`: abort to stop reading a spreadsheet (the worker is terminated). */
export async function readProgramFile(file: File, onProgress: ProgressFn = () => {}, signal?: AbortSignal): Promise<ProgramFileResult> {
  const refused = refuseFile(file)
  if (refused) return { ok: false, error: refused, kind: 'refused' }
  const kind = fileKind(file.name)!
  try {
    if (kind === 'json') {
      const result = loadProgramJson(await file.text(), file.name)
      // The spec words a bad uploaded file 'Invalid JSON file: …'.
      return result.ok ? result : { ...result, error: result.error.replace(/^Invalid JSON: /, 'Invalid JSON file: ') }
    }
    const buffer = await file.arrayBuffer()
    // A file that is not what its name says is refused at once, before any parser sees it.
    const mismatch = sheetFileMismatch(file.name, new Uint8Array(buffer, 0, Math.min(buffer.byteLength, SIGNATURE_BYTES)))
    if (mismatch) return { ok: false, error: mismatch, kind: 'excel' }
    const parsed = await parseInWorker(buffer, new Date().toISOString(), onProgress, signal)
    if (!parsed.ok) return { ok: false, error: parsed.error, kind: 'excel' }
    return {
      ok: true,
      kind: 'excel',
      elapsedMs: parsed.elapsedMs,
      programs: parsed.programs.map((p) => {
        // A programName column names the group; the id stays beside it to tell groups apart.
        const name = p.validation.program?.program.name
        const program = name && name !== p.programId ? `${name} (${p.programId})` : p.programId
        return {
          key: p.key,
          label: p.designNumber ? `${program} · ${p.designNumber}` : program,
          importedFrom: 'excel' as const,
          validation: p.validation,
        }
      }),
    }
  } catch {
    return { ok: false, error: FILE_MESSAGES.unreadable, kind }
  }
}

/** Runs the parse in a Web Worker; falls back to the main thread where workers do not exist. */
export function parseInWorker(buffer: ArrayBuffer, scrapedAt: string, onProgress: ProgressFn, signal?: AbortSignal): Promise<SpreadsheetParseResult> {
  if (typeof Worker === 'undefined') {
    return import('./program-spreadsheet-parse').then((m) => m.parseSpreadsheetBuffer(buffer, scrapedAt, onProgress))
  }
  return runSpreadsheetWorker<SpreadsheetParseResult>({ buffer, scrapedAt }, onProgress, signal)
}
