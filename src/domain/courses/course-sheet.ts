/**
 * Courses from a spreadsheet (issue 13): code, title, program, level, weekly hours, sections, term
 * and year. Each row is checked with the course schema's limits; a code that already exists in the
 * same program version and term (or earlier in the file) is skipped, as the JSON import and the
 * course form do (courseOfferings): the same code in another term is that term's offering. The
 * result is the list of courses to add as ONE change set.
 */
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  COURSE_WEEKLY_HOURS_MAX,
  COURSE_WEEKLY_HOURS_MIN,
  LEVEL_MAX,
  LEVEL_MIN,
  ORIGINAL_VERSION,
  TERM_LABELS,
  TERMS,
  type Term,
} from '@/domain/kernel/constants'
import type { ChangeSet } from '@/domain/model/change-set'
import { courseSchema, type Course } from '@/domain/model/course'
import { courseTerm, courseVersion } from '@/domain/model/course-placement'
import type { StoredProgram } from '@/domain/model/program'
import { courseProgramId, courseProgramLabel, programCodes } from '@/domain/model/course-program'
import { courseCodeKey } from '@/domain/model/course'
import { readEvaluationMix, readExpectedEnrolment, readSpecializations } from '@/domain/model/course-needs'
import { formatEvaluationMix } from '@/domain/model/evaluation-mix'
import { manualCourseId, uniqueId } from '@/domain/kernel/ids'
import { MAX_SECTION_COUNT } from '@/domain/kernel/number-bounds'
import { parseTermLabel } from '@/domain/plan/load-plan'
import { courseOfferings } from '@/domain/calendar/course-offering'
import {
  readNumberCell,
  unreadableNumberMessage,
  type SheetField,
  type SheetRecord,
  type SheetTable,
} from '@/domain/exchange/spreadsheet-columns'
import { cellText } from '@/domain/exchange/spreadsheet-rows'

export const COURSE_SHEET_FIELDS = [
  { key: 'code', label: 'Course Code', required: true, aliases: ['code', 'course', 'course id'] },
  {
    key: 'title',
    label: 'Title',
    required: true,
    aliases: ['course title', 'name', 'course name'],
  },
  { key: 'program', label: 'Program', aliases: ['program id', 'program name', 'programme'] },
  {
    key: 'version',
    label: 'Version',
    aliases: ['program version', 'design number', 'programdesignnumber'],
  },
  { key: 'level', label: 'Level', aliases: ['semester level', 'lvl'] },
  { key: 'weeklyHours', label: 'Weekly Hours', aliases: ['hours', 'hours per week', 'hrs'] },
  {
    key: 'sections',
    label: 'Sections',
    aliases: ['section count', 'sectioncount', 'number of sections'],
  },
  { key: 'term', label: 'Term', aliases: ['semester', 'session'] },
  { key: 'year', label: 'Year', aliases: ['calendar year'] },
  {
    key: 'requiredSpecializations',
    label: 'Required Specializations',
    aliases: ['specializations', 'required specialisations', 'specialisations', 'requiredspecializations'],
  },
  { key: 'evaluationMix', label: 'Evaluation Mix', aliases: ['evaluation', 'evaluationmix', 'evaluation methods'] },
  {
    key: 'expectedEnrolment',
    label: 'Expected Enrolment',
    aliases: ['expected enrollment', 'expectedenrolment', 'enrolment', 'enrollment', 'students per section'],
  },
] as const satisfies readonly SheetField[]
export type CourseSheetField = (typeof COURSE_SHEET_FIELDS)[number]['key']

export const COURSE_SHEET_MESSAGES = {
  code: 'Course code is required',
  title: 'Course title is required',
  level: `Level must be a whole number from ${LEVEL_MIN} to ${LEVEL_MAX}`,
  hours: `Weekly hours must be a number of at least ${COURSE_WEEKLY_HOURS_MIN}`,
  // The spec's course rule (weekly hours 0-10), as the course form has it.
  hoursTooHigh: `Weekly hours cannot exceed ${COURSE_WEEKLY_HOURS_MAX}`,
  sections: 'Sections must be a whole number of at least 1',
  sectionsTooHigh: `Sections cannot exceed ${MAX_SECTION_COUNT}`,
  unreadable: (label: string, text: string) => `${label} is not a number: "${text.slice(0, 24)}"`,
  term: 'Term must be Fall, Winter or Spring',
  year: (year: number | string) =>
    `Year must be between ${ACADEMIC_YEAR_MIN} and ${ACADEMIC_YEAR_MAX} (this row has ${year})`,
  need: (label: string, problem: string) =>
    problem.startsWith('should') ? `${label} ${problem}` : `${label}: ${problem}`,
  exists: (code: string, term: string) => `Course code ${code} already exists in this program version in ${term}`,
} as const

export interface CourseSheetRow {
  row: number
  course: Course | null
  errors: string[]
  /** True when skipped because the code exists (not an error in the file). */
  duplicate: boolean
}

interface CourseSheetPlan {
  rows: CourseSheetRow[]
  changes: ChangeSet
  added: number
  skipped: number
}

/**
 * `programOf` turns the Program cell (a name or an id) into a program id; unknown text is kept as
 * written so the course still lands under that label.
 */
export function planCourseSheetImport(
  records: readonly SheetRecord<CourseSheetField>[],
  existing: readonly Course[],
  programOf: (text: string) => string,
  now: Date = new Date(),
): CourseSheetPlan {
  const taken = courseOfferings(existing)
  const ids = new Set(existing.map((c) => c.id))
  const rows: CourseSheetRow[] = []
  const added: Course[] = []
  for (const r of records) {
    const { row, cells } = r
    const errors: string[] = []
    const code = courseCodeKey(cellText(cells.code))
    const title = cellText(cells.title)
    if (!code) errors.push(COURSE_SHEET_MESSAGES.code)
    if (!title) errors.push(COURSE_SHEET_MESSAGES.title)
    if (r.problem) errors.push(r.problem)
    // A cell read one way only: '3,5' is 3.5; 'ten', 'Infinity' or '1,500' (1.5 or 1500?) are named, not guessed.
    const number = (
      field: 'level' | 'weeklyHours' | 'sections' | 'year',
      label: string,
      fallback: number | undefined,
    ) => {
      const cell = readNumberCell(cells[field])
      if (cell.kind === 'number') return cell.value
      if (cell.kind === 'unreadable') errors.push(unreadableNumberMessage(label, cell))
      return cell.kind === 'blank' ? fallback : null
    }
    const level = number('level', 'Level', LEVEL_MIN)
    if (
      typeof level === 'number' &&
      (!Number.isInteger(level) || level < LEVEL_MIN || level > LEVEL_MAX)
    )
      errors.push(COURSE_SHEET_MESSAGES.level)
    const hours = number('weeklyHours', 'Weekly hours', 0) ?? 0
    if (hours < COURSE_WEEKLY_HOURS_MIN) errors.push(COURSE_SHEET_MESSAGES.hours)
    if (hours > COURSE_WEEKLY_HOURS_MAX) errors.push(COURSE_SHEET_MESSAGES.hoursTooHigh)
    const sections = number('sections', 'Sections', 1)
    if (typeof sections === 'number') {
      if (!Number.isInteger(sections) || sections < 1) errors.push(COURSE_SHEET_MESSAGES.sections)
      else if (sections > MAX_SECTION_COUNT) errors.push(COURSE_SHEET_MESSAGES.sectionsTooHigh)
    }
    const termText = cellText(cells.term)
    // 'Fall 2026' in the term column carries its own year.
    const termWithYear = parseTermLabel(termText)
    const term = (termWithYear?.term ??
      (TERMS as readonly string[]).find((t) => t === termText.toLowerCase())) as Term | undefined
    if (termText && !term) errors.push(COURSE_SHEET_MESSAGES.term)
    const yearValue = number('year', 'Year', undefined)
    const year = termWithYear?.year ?? yearValue ?? undefined
    if (
      year !== undefined &&
      (!Number.isInteger(year) || year < ACADEMIC_YEAR_MIN || year > ACADEMIC_YEAR_MAX)
    )
      errors.push(COURSE_SHEET_MESSAGES.year(year))
    // What the course needs; an unreadable cell refuses the row, never imports it without.
    const specializations = readSpecializations(cellText(cells.requiredSpecializations))
    const mix = readEvaluationMix(cellText(cells.evaluationMix))
    const enrolmentCell = cells.expectedEnrolment
    const enrolment = readExpectedEnrolment(typeof enrolmentCell === 'number' ? enrolmentCell : cellText(enrolmentCell))
    if ('error' in specializations) errors.push(COURSE_SHEET_MESSAGES.need('Required specializations', specializations.error))
    if ('error' in mix) errors.push(COURSE_SHEET_MESSAGES.need('Evaluation mix', mix.error))
    if ('error' in enrolment) errors.push(COURSE_SHEET_MESSAGES.need('Expected enrolment', enrolment.error))
    if (errors.length) {
      rows.push({ row, course: null, errors, duplicate: false })
      continue
    }
    const program = programOf(cellText(cells.program))
    const versionText = cellText(cells.version)
    const version =
      versionText && versionText.toLowerCase() !== ORIGINAL_VERSION ? versionText : undefined
    const placed = {
      code,
      program,
      programId: program,
      programVersion: version,
      term,
      semester: term && year !== undefined ? { term, year } : undefined,
    }
    const clash = taken.clash(placed)
    if (clash !== null) {
      rows.push({
        row,
        course: null,
        errors: [COURSE_SHEET_MESSAGES.exists(code, clash)],
        duplicate: true,
      })
      continue
    }
    const id = uniqueId(manualCourseId(code, now), ids)
    const parsed = courseSchema.safeParse({
      id,
      code,
      title,
      program,
      programId: program,
      ...(version && { programVersion: version }),
      level,
      weeklyHours: hours,
      sectionCount: sections,
      requiredSpecializations: ('value' in specializations && specializations.value) || [],
      ...('value' in mix && mix.value && { evaluationMix: mix.value }),
      ...('value' in enrolment && enrolment.value !== undefined && { expectedEnrolment: enrolment.value }),
      ...(term && { term }),
      ...(term && year !== undefined && { semester: { term, year } }),
      addedAt: now.toISOString(),
    })
    if (!parsed.success) {
      rows.push({
        row,
        course: null,
        errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        duplicate: false,
      })
      continue
    }
    taken.add(parsed.data)
    ids.add(id)
    added.push(parsed.data)
    rows.push({ row, course: parsed.data, errors: [], duplicate: false })
  }
  return {
    rows,
    changes: added.length ? { put: { courses: added } } : {},
    added: added.length,
    skipped: rows.length - added.length,
  }
}

/** Courses as a table for export: the same columns the import reads. */
/** 'Sep 1, 2026 – Jan 31, 2027' -> 'sep-1-2026-jan-31-2027': safe in a file name on every system. */
function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The course export's file name before its date (issue 26: the filtered and the full list had one
 * name): 'courses_all', or the filtered list's scope and program, 'courses_fall-2026_game_filtered'.
 */
export function courseExportBaseName(what: 'all' | 'filtered', scopeLabel: string, program?: string): string {
  if (what === 'all') return 'courses_all'
  const parts = [fileNamePart(scopeLabel), program ? fileNamePart(program) : ''].filter(Boolean)
  return ['courses', ...parts, 'filtered'].join('_')
}

export function coursesTable(courses: readonly Course[], programs: readonly StoredProgram[] = []): SheetTable {
  // The program's name (which the import reads back, as it reads a code or an id) and its code,
  // never the slug alone (issue 26).
  const names = new Map(programs.map((p) => [p.slug, p.program.name]))
  const codes = programCodes(programs)
  return {
    name: 'Courses',
    columns: [
      { header: 'Course Code', width: 12 },
      { header: 'Title', width: 34 },
      { header: 'Program', width: 22 },
      { header: 'Program Code', width: 8 },
      { header: 'Version', width: 10 },
      { header: 'Level', width: 6 },
      { header: 'Weekly Hours', width: 12 },
      { header: 'Sections', width: 9 },
      { header: 'Term', width: 8 },
      { header: 'Year', width: 6 },
      { header: 'Required Specializations', width: 30 },
      { header: 'Evaluation Mix', width: 24 },
      { header: 'Expected Enrolment', width: 10 },
    ],
    rows: courses.map((c) => [
      c.code,
      c.title,
      courseProgramLabel(c, names),
      codes.get(courseProgramId(c)) ?? '',
      courseVersion(c),
      c.level,
      c.weeklyHours,
      c.sectionCount,
      TERM_LABELS[courseTerm(c)],
      c.semester?.year ?? '',
      c.requiredSpecializations.join(', '),
      c.evaluationMix ? formatEvaluationMix(c.evaluationMix) : '',
      c.expectedEnrolment ?? '',
    ]),
  }
}
