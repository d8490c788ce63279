/**
 * The workload rules and the CAAT-A professor records, kept in localStorage (storage-keys.ts says
 * why). Both read tolerantly: a bad factor gets its default, an unreadable professor record is
 * dropped (and logged) without costing the others. Apart from local-storage.ts because it loads
 * zod: only the settings section, the CAAT-A screens and backups import it; the first bundle
 * reads the rules' raw text alone (domain/policy/workload-rules-id.ts).
 */
import { caatProfessorRecordSchema, type CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import { readWorkloadRules, type WorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import { plainCheck, readLocal, writeLocal, type LocalWriteResult } from './local-storage'
import { STORAGE_KEYS } from './storage-keys'

const anyValue = plainCheck((value: unknown) => value)

export function getWorkloadRules(): WorkloadRules {
  return readWorkloadRules(readLocal<unknown>(STORAGE_KEYS.workloadRules, anyValue, undefined))
}

export function setWorkloadRules(rules: WorkloadRules): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.workloadRules, rules)
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

export function getCaatRecords(): CaatProfessorRecord[] {
  return readCaatRecords(readLocal<unknown>(STORAGE_KEYS.caatRecords, anyValue, []))
}

export function setCaatRecords(records: readonly CaatProfessorRecord[]): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.caatRecords, records)
}

/** Replace one professor's record (by id), keeping the others. */
export function putCaatRecord(record: CaatProfessorRecord): LocalWriteResult {
  const others = getCaatRecords().filter((r) => r.professorId !== record.professorId)
  return setCaatRecords([...others, record])
}
