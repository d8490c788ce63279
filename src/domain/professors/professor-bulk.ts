/**
 * Bulk edits of selected professors (one ChangeSet, so one transaction and, later, one undo
 * step): set active or inactive, change the employment type (the cap follows the type's default,
 * as on the form), add a specialization. Professors already in the wanted state are not written.
 */
import type { ChangeSet } from '@/domain/model/change-set'
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@/domain/kernel/constants'
import { pluralize } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { defaultCapForEmploymentType } from '@/domain/model/workload'

export type ProfessorBulkEdit =
  | { kind: 'active'; isActive: boolean }
  | { kind: 'employment-type'; employmentType: EmploymentType }
  | { kind: 'add-specialization'; specialization: string }

function edited(p: Professor, edit: ProfessorBulkEdit): Professor | null {
  switch (edit.kind) {
    case 'active':
      return p.isActive === edit.isActive ? null : { ...p, isActive: edit.isActive }
    case 'employment-type': {
      const cap = defaultCapForEmploymentType(edit.employmentType)
      return p.employmentType === edit.employmentType && p.maxWeeklyHours === cap
        ? null
        : { ...p, employmentType: edit.employmentType, maxWeeklyHours: cap }
    }
    case 'add-specialization': {
      const name = edit.specialization.normalize('NFC').trim()
      if (!name) return null
      const has = p.specializations.some((s) => s.trim().toLowerCase() === name.toLowerCase())
      return has ? null : { ...p, specializations: [...p.specializations, name] }
    }
  }
}

/** The undo history's name for a bulk edit of `count` professors ("set 3 professors inactive"). */
export function professorBulkLabel(edit: ProfessorBulkEdit, count: number): string {
  const who = pluralize(count, 'professor')
  switch (edit.kind) {
    case 'active':
      return `set ${who} ${edit.isActive ? 'active' : 'inactive'}`
    case 'employment-type':
      return `set ${who} to ${EMPLOYMENT_TYPE_LABELS[edit.employmentType]}`
    case 'add-specialization':
      return `add ${edit.specialization.normalize('NFC').trim()} to ${who}`
  }
}

export function bulkEditProfessors(
  professors: readonly Professor[],
  ids: readonly string[],
  edit: ProfessorBulkEdit,
  now: Date,
): { changes: ChangeSet; changed: number; label: string } {
  const wanted = new Set(ids)
  const stamp = now.toISOString()
  const put: Professor[] = []
  for (const p of professors) {
    if (!wanted.has(p.id)) continue
    const next = edited(p, edit)
    if (next) put.push({ ...next, updatedAt: stamp, lastUpdated: stamp })
  }
  return { changes: put.length ? { put: { professors: put } } : {}, changed: put.length, label: professorBulkLabel(edit, put.length) }
}
