/**
 * Professor export file (spec section 3, "Export shape"): a schema reference, version '1.0.0',
 * exportedAt, count and the professors, each with `active` as a boolean (default true) and the
 * employment type lowercased with spaces as hyphens. The file re-imports unchanged
 * (professor-import.ts reads `active` back into isActive).
 */
import { PROFESSOR_EXPORT_SCHEMA, PROFESSOR_EXPORT_VERSION } from '@/domain/kernel/constants'
import type { Professor } from '@/domain/model/professor'

type ExportedProfessor = Professor & { active: boolean }

interface ProfessorExportFile {
  $schema: string
  version: string
  exportedAt: string
  count: number
  professors: ExportedProfessor[]
}

/** 'Full Time' -> 'full-time', 'Partial Load' -> 'partial-load'. */
export function normalizeEmploymentType(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-')
}

export function buildProfessorExport(professors: readonly Professor[], now: Date = new Date()): ProfessorExportFile {
  return {
    $schema: PROFESSOR_EXPORT_SCHEMA,
    version: PROFESSOR_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    count: professors.length,
    professors: professors.map((p) => ({
      ...p,
      active: p.isActive !== false,
      employmentType: normalizeEmploymentType(p.employmentType) as Professor['employmentType'],
    })),
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** professors_export_{YYYY-MM-DD}.json, with the user's local date (the day they see). */
export function professorExportFileName(now: Date = new Date()): string {
  return `professors_export_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`
}

export function exportedMessage(count: number): string {
  return `Exported ${count} professors`
}
