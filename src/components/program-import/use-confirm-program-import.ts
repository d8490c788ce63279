/**
 * Confirming the semester mapping: one atomic write of the program (or version) and its courses,
 * then the spec's toast. Returns whether it was written, so the caller can reset or keep state.
 */
import { useImportProgram } from '@/data/program-version-mutations'
import type { LoadedProgram } from '@/data/program-file-reader'
import type { SemesterMapping } from '@/domain/model/program-import-format'
import type { RequirementPlaceholder } from '@/domain/programs/requirement-placeholders'
import { errorMessage, notify } from '@/lib/notify'

export function useConfirmProgramImport() {
  const mutation = useImportProgram()
  const confirm = async (
    loaded: LoadedProgram,
    mappings: Record<string, SemesterMapping>,
    options: {
      programId?: string
      failurePrefix?: string
      onExisting?: 'new-version' | 'replace'
      /** Requirements to staff as placeholder courses (the mapping step's choice). */
      placeholders?: readonly RequirementPlaceholder[]
    } = {},
  ): Promise<boolean> => {
    const data = loaded.validation.program
    if (!data) return false
    try {
      const result = await mutation.mutateAsync({
        data,
        mappings,
        placeholders: options.placeholders,
        importedFrom: loaded.importedFrom,
        programId: options.programId,
        onExisting: options.onExisting,
      })
      if (result.kind === 'replace-original' || result.kind === 'replace-version') {
        notify.success(`Program "${result.programName}" version ${result.version === 'original' ? 'Original' : result.version} replaced.`)
      } else {
        notify.success(`Program "${result.programName}" added successfully!`)
      }
      return true
    } catch (error) {
      notify.error(`${options.failurePrefix ?? 'Failed to add program: '}${errorMessage(error)}`)
      return false
    }
  }
  return { confirm, pending: mutation.isPending }
}
