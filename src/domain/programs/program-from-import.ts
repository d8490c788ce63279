/**
 * What confirming a program import writes (spec section 4 "Import of a program"): the program
 * record (first import = the original version) or a ProgramVersion beside it, plus the courses
 * of its active levels, as ONE ChangeSet.
 *
 * - A new program slug creates the StoredProgram; its courses have no programVersion.
 * - The same slug with a design number not seen before adds a ProgramVersion (isActive false),
 *   never a duplicate program.
 * - The same slug and an already known design number is a re-import. By default it becomes a
 *   NEW version beside the known one (design number 'D (2)', 'D (3)' …), so nothing stored is
 *   touched. Only `onExisting: 'replace'` (the user chose it, after seeing what is lost) replaces
 *   that version in place: its courses are rewritten under the same stable ids keeping what the
 *   user set on them (sections, flags), and courses it no longer has are removed with their
 *   assignments, so a replace never leaves orphans behind.
 */
import { academicYearFromSemester } from '@/domain/calendar/academic-year'
import type { Assignment } from '@/domain/model/assignment'
import { deleteCourses } from '@/domain/plan/cascades'
import { mergeChangeSets, type ChangeSet } from '@/domain/model/change-set'
import { HOURS_WEEKS_PER_TERM, LEVEL_MAX, LEVEL_MIN, ORIGINAL_VERSION } from '@/domain/kernel/constants'
import { courseSchema, type Course } from '@/domain/model/course'
import { courseVersion } from '@/domain/model/course-placement'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import { programCourseId, programSlug, programVersionId, uniqueId, type Clock } from '@/domain/kernel/ids'
import {
  isRequirementItem,
  type ImportCourseItem,
  type ProgramImport,
  type SemesterMapping,
} from '@/domain/model/program-import-format'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'
import { placeholderCourseItem, placeholderLookup, type RequirementPlaceholder } from './requirement-placeholders'
import { saveVersion } from './program-versions'

export interface ProgramImportInput {
  /** A program that passed validateProgramImport (its normalised output). */
  data: ProgramImport
  /** Level -> term and year, for the active levels only (toSavedMappings). */
  mappings: Record<string, SemesterMapping>
  /** Requirements the user chose to staff as placeholder courses; the others are left out. */
  placeholders?: readonly RequirementPlaceholder[] | undefined
  importedFrom: 'json' | 'excel'
  /** Import as a version of this program (the import control on /programs). */
  programId?: string | undefined
  /** A re-import of a known design number: add a new version (default) or replace that one. */
  onExisting?: 'new-version' | 'replace' | undefined
  now: Clock
  random?: () => number
}

export interface ExistingProgramData {
  programs: readonly StoredProgram[]
  programVersions: readonly ProgramVersion[]
  courses: readonly (Pick<Course, 'id' | 'programId' | 'program' | 'programVersion'> & Partial<Course>)[]
  assignments: readonly Pick<Assignment, 'id' | 'courseId'>[]
}

type ProgramImportKind = 'program' | 'version' | 'replace-original' | 'replace-version'

interface ProgramImportWrite {
  changes: ChangeSet
  kind: ProgramImportKind
  programId: string
  programName: string
  /** The version the courses belong to: a design number, or 'original'. */
  version: string
  courses: Course[]
}

/** 'Level 3' -> 3; no number: its position; always within 1-8 (the course schema's range). */
export function levelNumber(levelKey: string, position: number): number {
  const digits = /\d+/.exec(levelKey)
  const n = digits ? Number(digits[0]) : position + 1
  return Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, n))
}

function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * The weekly hours a file item gives: its hours, else its total over the term's weeks; undefined
 * when it gives neither (a sheet without those columns), so a replace keeps the stored hours.
 */
export function itemWeeklyHours(item: Pick<ImportCourseItem, 'hours' | 'total_hours'>): number | undefined {
  if (item.hours === undefined && item.total_hours === undefined) return undefined
  return nonNegative(item.hours ?? (item.total_hours ?? 0) / HOURS_WEEKS_PER_TERM)
}

/** Course fields an import item sets, each with whether the item gives it (a file column it has). */
const FILE_FIELDS: readonly [readonly (keyof Course)[], (item: ImportCourseItem) => boolean][] = [
  [['weeklyHours', 'totalHours'], (item) => itemWeeklyHours(item) !== undefined],
  [['credits'], (item) => item.credits !== undefined],
  [['prerequisites'], (item) => item.prerequisites !== undefined],
  [['corequisites'], (item) => item.corequisites !== undefined],
  [['description'], (item) => item.description !== undefined],
]

/** The stored values of the fields `item` does not give: a column the file does not have changes nothing. */
function storedFieldsNotInFile(item: ImportCourseItem, before: Partial<Course> | undefined): Partial<Course> {
  const kept: Partial<Course> = {}
  if (!before) return kept
  for (const [fields, gives] of FILE_FIELDS) {
    if (gives(item)) continue
    for (const field of fields) if (before[field] !== undefined) Object.assign(kept, { [field]: before[field] })
  }
  return kept
}

/** Courses of the active levels, ids from program id, version and code (unique within the set). */
export function buildProgramCourses(args: {
  data: ProgramImport
  mappings: Record<string, SemesterMapping>
  placeholders?: readonly RequirementPlaceholder[] | undefined
  programId: string
  /** Design number of a further version; undefined for the original. */
  version: string | undefined
  addedAt: string
  /** The stored courses a replace rewrites, by id: fields the file does not give keep their values. */
  stored?: ReadonlyMap<string, Partial<Course>> | undefined
}): Course[] {
  const { data, mappings, programId, version, addedAt } = args
  const placeholder = placeholderLookup(args.placeholders)
  const courses: Course[] = []
  const taken = new Set<string>()
  Object.entries(data.courses_by_level).forEach(([levelKey, items], position) => {
    const semester = Object.hasOwn(mappings, levelKey) ? mappings[levelKey] : undefined
    if (!semester) return
    items.forEach((item, index) => {
      let course: ImportCourseItem
      if (isRequirementItem(item)) {
        const chosen = placeholder(levelKey, index)
        if (!chosen) return
        course = placeholderCourseItem(item, { level: levelKey, position, index, weeklyHours: chosen.weeklyHours })
      } else course = item
      const weeklyHours = itemWeeklyHours(course) ?? 0
      const id = uniqueId(programCourseId(programId, version, course.code), taken)
      taken.add(id)
      courses.push(
        courseSchema.parse({
          id,
          code: course.code,
          title: course.title,
          program: programId,
          programId,
          programName: data.program.name,
          ...(version && { programVersion: version }),
          level: levelNumber(levelKey, position),
          weeklyHours,
          totalHours: nonNegative(course.total_hours ?? weeklyHours * HOURS_WEEKS_PER_TERM),
          credits: nonNegative(course.credits),
          prerequisites: course.prerequisites ?? [],
          corequisites: course.corequisites ?? [],
          description: course.description ?? '',
          requiredSpecializations: course.required_specializations ?? [],
          ...(course.evaluation_mix && {
            evaluationMix: { essay: course.evaluation_mix.essay, routine: course.evaluation_mix.routine, inProcess: course.evaluation_mix.in_process },
          }),
          ...(course.expected_enrolment !== undefined && { expectedEnrolment: course.expected_enrolment }),
          semester,
          term: semester.term,
          addedAt,
          ...storedFieldsNotInFile(course, args.stored?.get(id)),
        }),
      )
    })
  })
  return courses
}

/** Courses of one version of a program that the new set no longer has, with their assignments. */
function staleCourses(
  existing: ExistingProgramData,
  programId: string,
  version: string,
  keep: readonly Course[],
): ChangeSet {
  const keepIds = new Set(keep.map((c) => c.id))
  const stale = existing.courses
    .filter((c) => courseBelongsToProgram(c, programId) && courseVersion(c) === version)
    .filter((c) => !keepIds.has(c.id))
    .map((c) => c.id)
  return stale.length ? deleteCourses(stale, existing.assignments) : {}
}

/** What the user set on a course (not part of the import file) survives a replace. */
const USER_COURSE_FIELDS = ['sectionCount', 'professorNotRequired', 'maxStudents', 'currentStudents', 'schedule'] as const
/** What a course needs: the file's value when it gives one, else what the user had set. */
const NEEDS_FIELDS = ['requiredSpecializations', 'evaluationMix', 'expectedEnrolment'] as const

function keepUserFields(courses: Course[], existing: ExistingProgramData['courses']): Course[] {
  const byId = new Map(existing.map((c) => [c.id, c]))
  return courses.map((course) => {
    const before = byId.get(course.id)
    if (!before) return course
    const kept: Partial<Course> = {}
    for (const field of USER_COURSE_FIELDS) if (before[field] !== undefined) Object.assign(kept, { [field]: before[field] })
    for (const field of NEEDS_FIELDS) {
      const given = field === 'requiredSpecializations' ? course.requiredSpecializations.length > 0 : course[field] !== undefined
      if (!given && before[field] !== undefined) Object.assign(kept, { [field]: before[field] })
    }
    return { ...course, ...kept }
  })
}

/** 'D (2)', 'D (3)' … the first label no version of the program uses; 'vN' without a design number. */
function freeDesignNumber(design: string, taken: ReadonlySet<string>, versions: readonly ProgramVersion[]): string {
  if (!design) return nextVersionLabel(versions)
  let n = 2
  while (taken.has(`${design} (${n})`)) n++
  return `${design} (${n})`
}

export function buildProgramImport(input: ProgramImportInput, existing: ExistingProgramData): ProgramImportWrite {
  const nowDate = new Date(typeof input.now === 'number' ? input.now : input.now.getTime())
  const iso = nowDate.toISOString()
  const programId = input.programId || programSlug(input.data.program, nowDate)
  const designNumber = input.data.program.design_number?.trim() ?? ''
  const current = existing.programs.find((p) => p.slug === programId)
  const firstSemester = Object.values(input.mappings)[0]
  const programName = current?.program.name ?? input.data.program.name
  const replace = input.onExisting === 'replace'
  const ofProgram = existing.programVersions.filter((v) => v.programId === programId)
  const taken = new Set([current?.version ?? '', ...ofProgram.map((v) => v.programDesignNumber)])

  if (!current || (current.version === designNumber && replace)) {
    const stored = new Map(existing.courses.map((c) => [c.id, c]))
    const courses = keepUserFields(buildProgramCourses({ ...input, programId, version: undefined, addedAt: iso, stored }), existing.courses)
    const program: StoredProgram = {
      slug: programId,
      version: designNumber,
      program: input.data.program,
      courses_by_level: input.data.courses_by_level,
      semester_mappings: input.mappings,
      isActive: current?.isActive ?? true,
      addedAt: current?.addedAt || iso,
    }
    const write: ChangeSet = { put: { programs: [program], courses } }
    return {
      changes: current ? mergeChangeSets(staleCourses(existing, programId, ORIGINAL_VERSION, courses), write) : write,
      kind: current ? 'replace-original' : 'program',
      programId,
      programName: current ? programName : program.program.name,
      version: ORIGINAL_VERSION,
      courses,
    }
  }

  // A design number is needed to tell versions apart; a missing one gets the next free 'vN'.
  // A known one is replaced only when the user chose to; otherwise it gets a free label.
  const wanted = designNumber || nextVersionLabel(ofProgram)
  const known = taken.has(wanted)
  const number = known && !replace ? freeDesignNumber(designNumber, taken, ofProgram) : wanted
  const previous = replace ? ofProgram.find((v) => v.programDesignNumber === number) : undefined
  const stored = previous ? new Map(existing.courses.map((c) => [c.id, c])) : undefined
  const courses = keepUserFields(buildProgramCourses({ ...input, programId, version: number, addedAt: iso, stored }), previous ? existing.courses : [])
  const version: ProgramVersion = {
    id: previous?.id ?? programVersionId(nowDate, input.random),
    programId,
    programDesignNumber: number,
    versionName: previous?.versionName ?? '',
    isActive: previous?.isActive ?? false,
    academicYear: firstSemester ? academicYearFromSemester(firstSemester) : '',
    ...(firstSemester && { academicTerm: firstSemester.term }),
    program: input.data.program,
    courses_by_level: input.data.courses_by_level,
    semester_mappings: input.mappings,
    importedFrom: input.importedFrom,
    createdAt: previous?.createdAt || iso,
    updatedAt: iso,
  }
  // Written as the spec saves a version: an active one (a replace keeps the flag) is the only one.
  const saved = saveVersion(version, { program: current, programVersions: ofProgram })
  const write: ChangeSet = { put: { ...saved.put, courses } }
  return {
    changes: previous ? mergeChangeSets(staleCourses(existing, programId, number, courses), write) : write,
    kind: previous ? 'replace-version' : 'version',
    programId,
    programName,
    version: number,
    courses,
  }
}

function nextVersionLabel(versions: readonly ProgramVersion[]): string {
  const taken = new Set(versions.map((v) => v.programDesignNumber))
  let n = versions.length + 2
  while (taken.has(`v${n}`)) n++
  return `v${n}`
}
