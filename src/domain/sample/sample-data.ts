/**
 * Deterministic sample data: the four programs of the spec's enumeration with realistic courses,
 * a staff of professors of every employment type, and their assignments. Everything comes from a
 * seeded PRNG, so a seed (and `now`) always gives the same data set.
 *
 * Two plans (`plan`):
 *  - 'school' (the default, what "Load sample data" shows): a school run well. Each program's
 *    cohorts run its odd levels in the Fall and its even levels in the Winter of the current
 *    academic year, and every section is staffed by a qualified professor with room
 *    (school-staffing.ts), except a handful of planted, realistic problems in the first term.
 *  - 'volume' (the benchmarks' data sets): the size options scale it up (1,000 professors, 10,000
 *    courses), one term per level (or `terms`), and about `assignmentRatio` of the sections go to
 *    random professors of the discipline with room, qualified or not; one schedule conflict and up
 *    to two overloaded professors are planted. Kept as it was measured: the committed benchmark
 *    figures (test/bench) were computed on exactly these sets.
 */
import type { Assignment } from '@/domain/model/assignment'
import { academicStartYearOf } from '@/domain/calendar/academic-year'
import {
  DEFAULT_CAP_BY_EMPLOYMENT_TYPE,
  EMPLOYMENT_TYPES,
  HOURS_WEEKS_PER_TERM,
  type EmploymentType,
  type Weekday,
} from '@/domain/kernel/constants'
import type { Course, CourseSchedule } from '@/domain/model/course'
import { professorId, programCourseId, sanitizeIdPart } from '@/domain/kernel/ids'
import { DEFAULT_WORKLOAD_PREFERENCES, type Professor } from '@/domain/model/professor'
import type { ImportCourseItem } from '@/domain/model/program-import-format'
import type { StoredProgram } from '@/domain/model/program'
import {
  DISCIPLINE_PROGRAMS,
  DISCIPLINE_QUALIFICATIONS,
  DISCIPLINE_SKILLS,
  DISCIPLINE_SOFTWARE,
  EMPLOYMENT_WEIGHTS,
  FIRST_NAMES,
  FULL_TIME_SAMPLE_CAPS,
  LAST_NAMES,
  NO_PROFESSOR_TITLE,
  PREFIX_DISCIPLINE,
  SAMPLE_PROGRAMS,
  type Discipline,
  type SampleProgramDef,
} from './sample-data-catalog'
import { compareTerms, courseAssignmentTerm } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY } from '@/domain/policy/workload-policy'
import { semesterSequence } from '@/domain/calendar/semester-mapping'
import { hhmm, plantConflictPair, SampleLedger, sectionKey, type Staff } from './sample-ledger'
import { mulberry32, Rng } from './sample-rng'
import { disciplinesByDemand, staffSchool } from './school-staffing'

export { mulberry32 }

export interface SampleDataOptions {
  /** 'school' (default) or 'volume' (see the header). */
  plan?: 'school' | 'volume'
  seed?: number
  /** Number of professors (default 40). */
  professors?: number
  /** Courses in each program (default 5 per level). */
  coursesPerProgram?: number
  /** 'volume' only: share of sections to assign, 0..1 (default 0.6). */
  assignmentRatio?: number
  /**
   * Fold the levels into the first N planning terms (level i runs in term i mod N), so a large
   * set concentrates its sections in a few terms as a real planning year does (the benchmark
   * uses 3: one academic year). Default: 2 (Fall and Winter) for 'school', one term per level for
   * 'volume'.
   */
  terms?: number
  /** Clock for timestamps, ids and the starting academic year (default: the current time). */
  now?: Date
}

export interface SampleData {
  programs: StoredProgram[]
  courses: Course[]
  professors: Professor[]
  assignments: Assignment[]
}

const SAMPLE_DEFAULTS = {
  seed: 20250901,
  /** A college's two teaching terms: levels 1, 3, 5 ... in the Fall, 2, 4, 6 ... in the Winter. */
  schoolTerms: 2,
  professors: 40,
  coursesPerLevel: 5,
  assignmentRatio: 0.6,
} as const

/** Tries per section when looking for a professor with room; keeps large sets linear. */
const PICK_ATTEMPTS = 24
const DISCIPLINES: readonly Discipline[] = ['animation', 'game', 'film', 'art']

const ROMAN = ['', ' II', ' III', ' IV', ' V']
function titleFor(def: SampleProgramDef, index: number): { prefix: string; title: string } {
  const [prefix, title] = def.titles[index % def.titles.length]!
  const round = Math.floor(index / def.titles.length)
  return { prefix, title: `${title}${ROMAN[round] ?? ` ${round + 1}`}` }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function makeSchedule(rng: Rng, weeklyHours: number): CourseSchedule {
  const twoDays = weeklyHours >= 4 && weeklyHours % 2 === 0 && rng.chance(0.5)
  const days: Weekday[] = twoDays ? rng.pick([['mon', 'wed'], ['tue', 'thu']] as Weekday[][]) : [rng.pick(['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[])]
  const length = twoDays ? weeklyHours / 2 : weeklyHours
  const start = rng.pick([8, 9, 10, 12, 13, 14, 15, 17])
  return { days, startTime: hhmm(start), endTime: hhmm(start + length) }
}

/** Spread `total` courses over `levels`, the first levels taking the remainder. */
function perLevelCounts(total: number, levels: number): number[] {
  const base = Math.floor(total / levels)
  const extra = total % levels
  return Array.from({ length: levels }, (_, i) => base + (i < extra ? 1 : 0))
}

function generatePrograms(
  rng: Rng,
  startYear: number,
  coursesPerProgram: number | undefined,
  nowIso: string,
  terms: number | undefined,
): { programs: StoredProgram[]; courses: Course[] } {
  const programs: StoredProgram[] = []
  const courses: Course[] = []
  for (const def of SAMPLE_PROGRAMS) {
    const counts = perLevelCounts(coursesPerProgram ?? def.levels * SAMPLE_DEFAULTS.coursesPerLevel, def.levels)
    const seqWidth = Math.max(...counts) > 999 ? 4 : 3
    const fold = terms && terms > 0 ? Math.min(Math.floor(terms), def.levels) : def.levels
    const sequence = semesterSequence({ term: 'fall', year: startYear }, fold)
    const semesters = Array.from({ length: def.levels }, (_, i) => sequence[i % fold]!)
    const coursesByLevel: Record<string, ImportCourseItem[]> = {}
    const mappings: StoredProgram['semester_mappings'] = {}
    let titleIndex = 0
    let previousCodes: string[] = []
    counts.forEach((count, i) => {
      const level = i + 1
      const levelKey = `Level ${level}`
      const semester = semesters[i]!
      mappings[levelKey] = semester
      const items: ImportCourseItem[] = []
      const codes: string[] = []
      for (let k = 0; k < count; k++) {
        const { prefix, title } = titleFor(def, titleIndex++)
        const code = `${prefix}${level}${pad(k + 1, seqWidth)}`
        const weeklyHours = rng.weighted([
          [2, 2],
          [3, 4],
          [4, 4],
          [5, 1],
          [6, 2],
        ] as const)
        const discipline = PREFIX_DISCIPLINE[prefix] ?? 'art'
        const prerequisites = previousCodes.length && rng.chance(0.4) ? [rng.pick(previousCodes)] : []
        const maxStudents = rng.pick([12, 15, 18, 20, 24, 25, 28, 30, 35])
        const description = `${title} for level ${level} students of the ${def.name} program.`
        const course: Course = {
          id: programCourseId(def.id, undefined, code),
          code,
          title,
          program: def.id,
          programId: def.id,
          programName: def.name,
          level,
          weeklyHours,
          totalHours: weeklyHours * HOURS_WEEKS_PER_TERM,
          credits: weeklyHours >= 4 ? 4 : 3,
          prerequisites,
          corequisites: [],
          description,
          semester,
          term: semester.term,
          requiredSpecializations: [rng.pick(DISCIPLINE_SKILLS[discipline])],
          professorNotRequired: NO_PROFESSOR_TITLE.test(title),
          sectionCount: rng.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ] as const),
          maxStudents,
          currentStudents: rng.int(Math.floor(maxStudents / 2), maxStudents),
          addedAt: nowIso,
        }
        if (rng.chance(0.45)) course.schedule = makeSchedule(rng, weeklyHours)
        courses.push(course)
        codes.push(code)
        items.push({
          code,
          title,
          hours: weeklyHours,
          total_hours: weeklyHours * HOURS_WEEKS_PER_TERM,
          weeks: HOURS_WEEKS_PER_TERM,
          credits: course.credits,
          prerequisites,
          corequisites: [],
          description,
          semester,
        })
      }
      coursesByLevel[levelKey] = items
      previousCodes = codes
    })
    programs.push({
      slug: def.id,
      version: def.designNumber,
      program: {
        name: def.name,
        code: def.code,
        credential: def.credential,
        length_years: def.lengthYears,
        delivery: 'On-campus',
        campus: 'Main Campus',
        start: `September ${startYear}`,
        description: def.description,
        contact: { name: 'Program Office', email: `${def.id}@courseload.local` },
        source_last_scraped: nowIso,
        design_number: def.designNumber,
      },
      courses_by_level: coursesByLevel,
      semester_mappings: mappings,
      isActive: true,
      addedAt: nowIso,
    })
  }
  return { programs, courses }
}

/** Which discipline the i-th professor teaches in; 'volume' takes them in turn. */
type DisciplineChooser = (i: number, employmentType: EmploymentType) => Discipline
const inTurn: DisciplineChooser = (i) => DISCIPLINES[i % DISCIPLINES.length]!

function generateProfessors(rng: Rng, count: number, nowMs: number, nowIso: string, disciplineOf: DisciplineChooser): Staff[] {
  const staff: Staff[] = []
  const emails = new Set<string>()
  for (let i = 0; i < count; i++) {
    const firstName = rng.pick(FIRST_NAMES)
    const lastName = rng.pick(LAST_NAMES)
    // The first few cover every employment type; the rest follow the weights.
    const employmentType: EmploymentType = EMPLOYMENT_TYPES[i] ?? rng.weighted(EMPLOYMENT_WEIGHTS)
    const discipline = disciplineOf(i, employmentType)
    const local = `${sanitizeIdPart(firstName)}.${sanitizeIdPart(lastName)}`.replace(/-/g, '')
    let email = `${local}@courseload.local`
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@courseload.local`
    emails.add(email)
    const isCoordinator = employmentType === 'full-time' && rng.chance(0.2)
    const officeNA = rng.chance(0.2)
    const skills = rng.sample(DISCIPLINE_SKILLS[discipline], rng.int(2, 3))
    const software = rng.sample(DISCIPLINE_SOFTWARE[discipline], rng.int(1, 3))
    const preferredPrograms = rng.sample(DISCIPLINE_PROGRAMS[discipline], rng.int(1, 2))
    const hireYear = rng.int(2005, 2024)
    staff.push({
      discipline,
      professor: {
        id: professorId(firstName, lastName, nowMs + i),
        firstName,
        lastName,
        preferredName: '',
        email,
        phone: `(416) 555-${pad(rng.int(100, 199), 4)}`,
        office: officeNA ? '' : `${rng.pick(['A', 'B', 'C'])}${rng.int(100, 399)}`,
        officeNA,
        employmentType,
        maxWeeklyHours:
          employmentType === 'full-time' ? rng.pick(FULL_TIME_SAMPLE_CAPS) : DEFAULT_CAP_BY_EMPLOYMENT_TYPE[employmentType],
        // Keep the first four active so every employment type can be assigned.
        isActive: i < EMPLOYMENT_TYPES.length || !rng.chance(0.05),
        isCoordinator,
        coordinatorRole: isCoordinator ? `Program Coordinator, ${rng.pick(preferredPrograms)}` : '',
        coordinatorHoursPerWeek: isCoordinator ? 3 : 0,
        hireDate: `${hireYear}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
        specializations: [...skills, ...software],
        preferredPrograms,
        qualifications: rng.sample(DISCIPLINE_QUALIFICATIONS[discipline], rng.int(1, 2)),
        bio: `${firstName} ${lastName} teaches ${skills.join(' and ').toLowerCase()} and works with ${software.join(', ')}.`,
        notes: '',
        workloadPreferences: {
          ...DEFAULT_WORKLOAD_PREFERENCES,
          preferredDays: rng.sample(['mon', 'tue', 'wed', 'thu', 'fri'], rng.int(2, 4)),
        },
        createdAt: nowIso,
        updatedAt: nowIso,
        lastUpdated: nowIso,
      },
    })
  }
  return staff
}

function generateAssignments(rng: Rng, courses: Course[], staff: Staff[], ratio: number, now: Date): Assignment[] {
  const active = staff.filter((s) => s.professor.isActive)
  if (active.length === 0) return []
  const byDiscipline = new Map<Discipline, Staff[]>(DISCIPLINES.map((d) => [d, active.filter((s) => s.discipline === d)]))
  const ledger = new SampleLedger(now)
  const { assignments, taken } = ledger

  // The planted conflict: one professor teaches both clashing courses.
  const pair = plantConflictPair(courses)
  if (pair) {
    const prof = active.find((s) => s.professor.employmentType === 'full-time')?.professor ?? active[0]!.professor
    ledger.bookConflictPair(pair, prof, courses)
  }

  const sections: [Course, number][] = []
  for (const c of courses) {
    if (c.professorNotRequired) continue
    for (let s = 1; s <= c.sectionCount; s++) sections.push([c, s])
  }
  rng.shuffle(sections)
  const target = Math.round(sections.length * Math.min(1, Math.max(0, ratio)))
  const leftovers: [Course, number][] = []
  for (const [course, section] of sections) {
    if (taken.has(sectionKey(course, section))) continue
    if (assignments.length >= target) {
      leftovers.push([course, section])
      continue
    }
    const pool = byDiscipline.get(PREFIX_DISCIPLINE[course.code.replace(/\d+$/, '')] ?? 'art') ?? []
    let chosen: Professor | null = null
    for (let attempt = 0; attempt < PICK_ATTEMPTS && !chosen; attempt++) {
      const candidate = (pool.length && rng.chance(0.75) ? rng.pick(pool) : rng.pick(active)).professor
      if (ledger.fits(course, candidate)) chosen = candidate
    }
    if (chosen) ledger.book(course, section, chosen)
    else leftovers.push([course, section])
  }

  // Planted overloads: up to two professors already teaching in a term get one section too many
  // there, in the earliest terms first so the first academic year shows them.
  leftovers.sort(([a], [b]) => compareTerms(courseAssignmentTerm(a), courseAssignmentTerm(b)))
  let overloads = 0
  for (const s of active) {
    if (overloads >= 2) break
    const prof = s.professor
    const index = leftovers.findIndex(([c]) => {
      const current = ledger.hoursIn(prof, c)
      return current > 0 && DEFAULT_WORKLOAD_POLICY.assess(prof, courseAssignmentTerm(c), current + c.weeklyHours).overloaded && !c.schedule
    })
    if (index < 0) continue
    const [course, section] = leftovers.splice(index, 1)[0]!
    ledger.book(course, section, prof)
    overloads++
  }
  return assignments
}

export function generateSampleData(options: SampleDataOptions = {}): SampleData {
  const now = options.now ?? new Date()
  const nowIso = now.toISOString()
  const rng = new Rng(mulberry32(options.seed ?? SAMPLE_DEFAULTS.seed))
  const school = (options.plan ?? 'school') === 'school'
  const terms = options.terms ?? (school ? SAMPLE_DEFAULTS.schoolTerms : undefined)
  const { programs, courses } = generatePrograms(rng, academicStartYearOf(now), options.coursesPerProgram, nowIso, terms)
  const disciplineOf = school ? disciplinesByDemand(courses) : inTurn
  const staff = generateProfessors(rng, options.professors ?? SAMPLE_DEFAULTS.professors, now.getTime(), nowIso, disciplineOf)
  const assignments = school
    ? staffSchool(rng, courses, staff, now)
    : generateAssignments(rng, courses, staff, options.assignmentRatio ?? SAMPLE_DEFAULTS.assignmentRatio, now)
  return { programs, courses, professors: staff.map((s) => s.professor), assignments }
}
