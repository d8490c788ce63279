/**
 * Program-store operations of spec section 7 and the rules of section 4 "Program versions", as
 * pure functions over the current records. Writes come back as ChangeSets (applied in one
 * transaction by the data layer); reads are plain lists.
 *
 * The original version lives on the StoredProgram itself (its `version` is the design number,
 * its `isActive` flag says whether it is the active one); further versions are ProgramVersion
 * records. Exactly one of them is active at a time.
 */
import type { Assignment } from '@/domain/model/assignment'
import { deleteCourses } from '@/domain/plan/cascades'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import type { ChangeSet } from '@/domain/model/change-set'
import { ORIGINAL_VERSION } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseVersion } from '@/domain/model/course-placement'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'

/** One entry of a program's version list, the original first. */
interface ProgramVersionEntry {
  /** 'original' or the version record's id. */
  key: string
  /** The version label courses carry: 'original' or the design number. */
  courseVersion: string
  designNumber: string
  label: string
  isActive: boolean
  isOriginal: boolean
}

export const VERSION_MESSAGES = {
  originalCannotBeDeleted: 'The original version cannot be deleted',
  versionNotFound: 'Version not found',
  programNotFound: 'Program not found',
} as const

function versionsOf(programId: string, versions: readonly ProgramVersion[]): ProgramVersion[] {
  return versions
    .filter((v) => v.programId === programId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
}

/** List the versions of a program: the original, then the others by creation time. */
export function listVersions(program: StoredProgram, versions: readonly ProgramVersion[]): ProgramVersionEntry[] {
  return [
    {
      key: ORIGINAL_VERSION,
      courseVersion: ORIGINAL_VERSION,
      designNumber: program.version,
      label: program.versionName?.trim()
        ? `${program.versionName.trim()}${program.version ? ` (${program.version})` : ''}`
        : program.version
          ? `Original (${program.version})`
          : 'Original',
      isActive: program.isActive,
      isOriginal: true,
    },
    ...versionsOf(program.slug, versions).map((v) => ({
      key: v.id,
      courseVersion: v.programDesignNumber,
      designNumber: v.programDesignNumber,
      label: v.versionName.trim() || v.programDesignNumber || 'Original',
      isActive: v.isActive,
      isOriginal: false,
    })),
  ]
}

/** The active version, or the first when none is marked active. */
export function getActiveVersion(program: StoredProgram, versions: readonly ProgramVersion[]): ProgramVersionEntry {
  const list = listVersions(program, versions)
  return list.find((v) => v.isActive) ?? list[0]!
}

/**
 * Save a version record. Saving an active version deactivates every other version of the same
 * program, the original included.
 */
export function saveVersion(
  version: ProgramVersion,
  data: { program?: StoredProgram | undefined; programVersions: readonly ProgramVersion[] },
): ChangeSet {
  if (!version.isActive) return { put: { programVersions: [version] } }
  const others = data.programVersions
    .filter((v) => v.programId === version.programId && v.id !== version.id && v.isActive)
    .map((v) => ({ ...v, isActive: false }))
  return {
    put: {
      programVersions: [...others, version],
      ...(data.program?.isActive && { programs: [{ ...data.program, isActive: false }] }),
    },
  }
}

/**
 * Switch the active version: the chosen one (by design number, version id, or 'original')
 * becomes the only active one. Only records whose flag changes are written.
 */
export function switchActiveVersion(
  programId: string,
  target: string,
  data: { program: StoredProgram; programVersions: readonly ProgramVersion[]; now?: string },
): ChangeSet {
  const versions = versionsOf(programId, data.programVersions)
  const chosen = versions.find((v) => v.id === target || v.programDesignNumber === target)
  const originalChosen = !chosen && (target === ORIGINAL_VERSION || target === data.program.version)
  if (!chosen && !originalChosen) throw new Error(VERSION_MESSAGES.versionNotFound)
  const changedVersions = versions
    .filter((v) => v.isActive !== (v === chosen))
    .map((v) => ({ ...v, isActive: v === chosen, ...(data.now && { updatedAt: data.now }) }))
  const put: NonNullable<ChangeSet['put']> = {}
  if (changedVersions.length) put.programVersions = changedVersions
  if (data.program.isActive !== originalChosen) put.programs = [{ ...data.program, isActive: originalChosen }]
  return { put }
}

/**
 * Delete a version (by design number or id) with its courses and their assignments. The original
 * cannot be deleted. If no version is left active, the first remaining one (the original) becomes
 * active.
 */
export function deleteVersion(
  programId: string,
  target: string,
  data: {
    program: StoredProgram
    programVersions: readonly ProgramVersion[]
    courses: readonly Pick<Course, 'id' | 'programId' | 'program' | 'programVersion'>[]
    assignments: readonly Pick<Assignment, 'id' | 'courseId'>[]
  },
): ChangeSet {
  if (target === ORIGINAL_VERSION) throw new Error(VERSION_MESSAGES.originalCannotBeDeleted)
  const versions = versionsOf(programId, data.programVersions)
  const removed = versions.find((v) => v.id === target || v.programDesignNumber === target)
  if (!removed) {
    if (target === data.program.version) throw new Error(VERSION_MESSAGES.originalCannotBeDeleted)
    throw new Error(VERSION_MESSAGES.versionNotFound)
  }
  const courseIds = data.courses
    .filter((c) => courseBelongsToProgram(c, programId) && courseVersion(c) === removed.programDesignNumber)
    .map((c) => c.id)
  const changes = deleteCourses(courseIds, data.assignments)
  changes.delete!.programVersions = [removed.id]
  const activeLeft = data.program.isActive || versions.some((v) => v !== removed && v.isActive)
  if (!activeLeft) changes.put = { programs: [{ ...data.program, isActive: true }] }
  return changes
}

/** Courses of one version of a program (the version label as courses carry it). */
export function coursesOfVersion<C extends Pick<Course, 'programId' | 'program' | 'programVersion'>>(
  courses: readonly C[],
  programId: string,
  version: string,
): C[] {
  return courses.filter((c) => courseBelongsToProgram(c, programId) && courseVersion(c) === version)
}
