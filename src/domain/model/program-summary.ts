/**
 * What cards and filters show of a program: its version label and its levels (a level is one
 * semester of study: the spec's 'number of semesters'). Apart from program.ts (the schema) so the
 * first bundle can use them without loading zod.
 */
import type { ProgramVersion } from './program'

/** 'Original' when a version has no label (spec). */
export function versionLabel(v: Pick<ProgramVersion, 'versionName' | 'programDesignNumber'>): string {
  return v.versionName.trim() || v.programDesignNumber || 'Original'
}

/** Number of levels (keys of courses_by_level). */
export function levelCount(p: { courses_by_level: Record<string, unknown[]> }): number {
  return Object.keys(p.courses_by_level).length
}
