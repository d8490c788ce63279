/**
 * What cards and filters show of a program: its version label, levels and semesters. Apart from
 * program.ts (the schema) so the first bundle can use them without loading zod.
 */
import type { ProgramVersion, StoredProgram } from './program'

/** 'Original' when a version has no label (spec). */
export function versionLabel(v: Pick<ProgramVersion, 'versionName' | 'programDesignNumber'>): string {
  return v.versionName.trim() || v.programDesignNumber || 'Original'
}

/** Number of levels (keys of courses_by_level). */
export function levelCount(p: { courses_by_level: Record<string, unknown[]> }): number {
  return Object.keys(p.courses_by_level).length
}

/** Number of semesters shown on program cards: the levels, or 2 per year of length. */
export function semesterCount(p: StoredProgram): number {
  const levels = levelCount(p)
  if (levels > 0) return levels
  return Math.max(0, Math.round((p.program.length_years ?? 0) * 2))
}
