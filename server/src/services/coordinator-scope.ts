/**
 * What a coordinator may touch: courses of their programs (as the course was and as it will be),
 * assignments to such courses, and their programs and program versions. Professors are a school's
 * shared list, which every coordinator staffs from, so they may edit them; the workload rules
 * still hold on every professor's load.
 */
import type { Course } from '@/domain/model/course'
import type { RecordKey } from '../repositories/records'

interface ScopeInput {
  keys: readonly RecordKey[]
  before(k: RecordKey): Record<string, unknown> | null
  after(k: RecordKey): Record<string, unknown> | null
  courseBefore(id: string): Course | undefined
  courseAfter(id: string): Course | undefined
}

/** Why the change reaches outside the coordinator's programs; null when it does not. */
export function coordinatorOutOfScope(
  programs: readonly string[],
  input: ScopeInput,
): string | null {
  const mine = new Set(programs)
  const programOf = (record: Record<string, unknown> | null | undefined, field: string) =>
    record ? String(record[field] ?? '') : null
  for (const k of input.keys) {
    const sides = [input.before(k), input.after(k)]
    let programIds: (string | null)[] = []
    if (k.store === 'courses') programIds = sides.map((r) => programOf(r, 'programId'))
    else if (k.store === 'programs') programIds = [k.id]
    else if (k.store === 'programVersions') programIds = sides.map((r) => programOf(r, 'programId'))
    else if (k.store === 'assignments') {
      // An assignment belongs to its course's program; a course the server does not know is nobody's.
      programIds = sides.map((r) => {
        if (!r) return null
        const id = String(r.courseId)
        return input.courseAfter(id)?.programId ?? input.courseBefore(id)?.programId ?? ''
      })
    }
    for (const id of programIds) {
      if (id !== null && !mine.has(id)) {
        return `${k.store} ${k.id} belongs to ${id ? `program ${id}` : 'no program'}, which you do not coordinate`
      }
    }
  }
  return null
}
