/**
 * Re-importing a program whose design number is already stored (spec sections 4 and 8; found
 * tried as a new user would: it used to overwrite that version and drop its assignments without
 * asking). Detected before the semester mapping, with what a replace would change, so the user
 * can choose 'Create a new version' (the default, nothing stored is touched), 'Replace this
 * version' (after a confirmation naming the assignments lost) or Cancel.
 */
import type { Assignment } from '@/domain/model/assignment'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import { ORIGINAL_VERSION } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseVersion } from '@/domain/model/course-placement'
import { programSlug, type Clock } from '@/domain/kernel/ids'
import { itemWeeklyHours, levelNumber } from './program-from-import'
import { isRequirementItem, type ProgramImport } from '@/domain/model/program-import-format'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'

export const REIMPORT_TEXT = {
  title: 'This design number is already imported',
  createVersion: 'Create a new version',
  createVersionHint: 'Keeps the stored version, its courses and their assignments as they are.',
  replace: 'Replace this version',
  replaceHint: 'Rewrites the stored version with this file.',
  continue: 'Continue to semester mapping',
  confirmReplaceTitle: 'Replace this version?',
  noAssignmentsLost: 'No assignments will be lost.',
  assignmentsLost: (n: number, courses: readonly string[]) =>
    `${n} assignment${n === 1 ? '' : 's'} will be deleted, on ${courses.join(', ')}. This cannot be undone.`,
} as const

export interface ReimportMatch {
  programId: string
  programName: string
  designNumber: string
  /** The stored version's key for courses: 'original' or the design number. */
  version: string
  /** How the stored version is shown ('Original (D-1)', 'D-2'). */
  versionLabel: string
}

interface ChangedCourse {
  code: string
  title: string
  /** Field names that differ: title, weekly hours, credits, level. */
  fields: string[]
}

export interface ReimportDiff {
  added: { code: string; title: string }[]
  removed: { code: string; title: string }[]
  changed: ChangedCourse[]
  unchanged: number
  /** Assignments a replace would delete (on the removed courses). */
  droppedAssignments: number
  /** Codes of the courses those assignments are on. */
  droppedOn: string[]
}

/** The stored version this import has the same design number as, or null (a new program or version). */
export function findSameDesignNumber(
  data: ProgramImport,
  existing: { programs: readonly StoredProgram[]; programVersions: readonly ProgramVersion[] },
  options: { programId?: string | undefined; now?: Clock } = {},
): ReimportMatch | null {
  const programId = options.programId || programSlug(data.program, options.now ?? Date.now())
  const current = existing.programs.find((p) => p.slug === programId)
  if (!current) return null
  const design = data.program.design_number?.trim() ?? ''
  const base = { programId, programName: current.program.name, designNumber: design }
  if (current.version === design) {
    return { ...base, version: ORIGINAL_VERSION, versionLabel: design ? `Original (${design})` : 'Original' }
  }
  // A blank design number never matches a version: it gets the next free 'vN'.
  if (!design) return null
  const version = existing.programVersions.find((v) => v.programId === programId && v.programDesignNumber === design)
  return version ? { ...base, version: design, versionLabel: version.versionName.trim() || design } : null
}

const norm = (code: string) => code.trim().toUpperCase()

/** What replacing `match` with `data` would change, by course code over all levels of the file. */
export function diffReimport(
  data: ProgramImport,
  match: ReimportMatch,
  existing: { courses: readonly Course[]; assignments: readonly Pick<Assignment, 'courseId'>[] },
): ReimportDiff {
  const stored = existing.courses.filter((c) => courseBelongsToProgram(c, match.programId) && courseVersion(c) === match.version)
  const storedByCode = new Map(stored.map((c) => [norm(c.code), c]))
  // Hours or credits the file does not give (no such column) are kept by a replace: not a change.
  const incoming = new Map<string, { code: string; title: string; hours: number | undefined; credits: number | undefined; level: number }>()
  for (const [position, [levelKey, items]] of Object.entries(data.courses_by_level).entries()) {
    const level = levelNumber(levelKey, position)
    for (const item of items) {
      if (isRequirementItem(item)) continue
      if (!incoming.has(norm(item.code))) {
        const credits = item.credits === undefined ? undefined : Math.max(0, item.credits)
        incoming.set(norm(item.code), { code: item.code, title: item.title, hours: itemWeeklyHours(item), credits, level })
      }
    }
  }
  const diff: ReimportDiff = { added: [], removed: [], changed: [], unchanged: 0, droppedAssignments: 0, droppedOn: [] }
  for (const [key, course] of incoming) {
    const before = storedByCode.get(key)
    if (!before) {
      diff.added.push({ code: course.code, title: course.title })
      continue
    }
    const fields: string[] = []
    if (before.title !== course.title) fields.push('title')
    if (course.hours !== undefined && Math.abs(before.weeklyHours - course.hours) > 1e-9) fields.push('weekly hours')
    if (course.credits !== undefined && Math.abs(before.credits - course.credits) > 1e-9) fields.push('credits')
    if (before.level !== course.level) fields.push('level')
    if (fields.length) diff.changed.push({ code: course.code, title: course.title, fields })
    else diff.unchanged++
  }
  const countByCourse = new Map<string, number>()
  for (const a of existing.assignments) countByCourse.set(a.courseId, (countByCourse.get(a.courseId) ?? 0) + 1)
  for (const [key, before] of storedByCode) {
    if (incoming.has(key)) continue
    diff.removed.push({ code: before.code, title: before.title })
    const n = countByCourse.get(before.id) ?? 0
    if (n > 0) {
      diff.droppedAssignments += n
      diff.droppedOn.push(before.code)
    }
  }
  return diff
}
