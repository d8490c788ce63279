/**
 * Readers of the workload rules and the CAAT-A professor records in the form they had in
 * localStorage before database version 2 (and still have in backup files): the one-time move
 * into IndexedDB (migrate-contract-records.ts) and the backup reader use them. Both read
 * tolerantly: a bad factor gets its default, an unreadable professor record is dropped (and
 * logged) without costing the others. Nothing writes these keys any more.
 */
import { caatProfessorRecordSchema, type CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import { readWorkloadRules, type WorkloadRules } from '@/domain/policy/workload-rules-setting'
import { plainCheck, readLocal, readRawLocal } from '@/storage/local-storage'
import { STORAGE_KEYS } from '@/storage/storage-keys'

const anyValue = plainCheck((value: unknown) => value)

/** The rules localStorage holds, or null when it holds none. */
export function getLegacyWorkloadRules(): WorkloadRules | null {
  if (readRawLocal(STORAGE_KEYS.workloadRules) === null) return null
  return readWorkloadRules(readLocal<unknown>(STORAGE_KEYS.workloadRules, anyValue, undefined))
}

/** The records a value holds (a list, as stored and backed up), each checked; bad ones dropped. */
export function readCaatRecords(value: unknown): CaatProfessorRecord[] {
  if (!Array.isArray(value)) return []
  const out: CaatProfessorRecord[] = []
  for (const item of value) {
    const parsed = caatProfessorRecordSchema.safeParse(item)
    if (parsed.success) out.push(parsed.data)
    else console.warn('CourseLoad: a CAAT-A professor record could not be read; it is ignored', parsed.error.issues[0])
  }
  return out
}

/** The records localStorage holds, or null when it holds none. */
export function getLegacyCaatRecords(): CaatProfessorRecord[] | null {
  if (readRawLocal(STORAGE_KEYS.contractRecords) === null) return null
  return readCaatRecords(readLocal<unknown>(STORAGE_KEYS.contractRecords, anyValue, []))
}

/** One record per professor, the later winning (as the policy's lookup by id always took it). */
export function onePerProfessor(records: readonly CaatProfessorRecord[]): CaatProfessorRecord[] {
  return [...new Map(records.map((r) => [r.professorId, r])).values()]
}
