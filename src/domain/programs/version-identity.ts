/**
 * Importing a file as a further version of the program selected on /programs (issue 14): when
 * the file names another program (its code or name differs), the user is asked before it becomes
 * that program's version, with both named. Codes and names compare normalised and without case;
 * a spreadsheet names its program by id, so the selected program's slug also counts as a match.
 */
import { normaliseText } from '@/domain/kernel/normalise-text'
import type { ProgramMeta } from '@/domain/model/program-import-format'

export interface SelectedProgramIdentity {
  slug: string
  name: string
  code: string
}

interface VersionIdentityMismatch {
  codeDiffers: boolean
  nameDiffers: boolean
  title: string
  description: string
}

const key = (text: string | undefined) => normaliseText(text ?? '').toLowerCase()

function describe(name: string, code: string): string {
  return code ? `"${name}" (${code})` : `"${name}"`
}

/** Null when the imported program is the selected one; else what differs, in words. */
export function versionIdentityMismatch(
  selected: SelectedProgramIdentity,
  imported: Pick<ProgramMeta, 'name' | 'code'>,
): VersionIdentityMismatch | null {
  const known = new Set([key(selected.slug), key(selected.code), key(selected.name)].filter(Boolean))
  const importedCode = key(imported.code)
  const codeDiffers = importedCode !== '' && key(selected.code) !== importedCode && !known.has(importedCode)
  const nameDiffers = key(imported.name) !== key(selected.name) && !known.has(key(imported.name))
  if (!codeDiffers && !nameDiffers) return null
  const what = codeDiffers && nameDiffers ? 'code and name' : codeDiffers ? 'code' : 'name'
  return {
    codeDiffers,
    nameDiffers,
    title: `This file is for a different program`,
    description:
      `The file's program ${what} differ${what === 'code and name' ? '' : 's'}: it is for ${describe(imported.name, imported.code ?? '')}, ` +
      `but the selected program is ${describe(selected.name, selected.code)}. ` +
      `Import it as a version of ${describe(selected.name, selected.code)} anyway?`,
  }
}
