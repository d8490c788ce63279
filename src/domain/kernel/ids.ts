/**
 * Id builders (spec section 3). Clock and randomness are parameters so callers in tests (and the
 * sample-data generator) get stable ids; the app passes nothing and gets the current time.
 *
 * Assignment ids join their parts with '_' rather than '-': course ids, professor ids and academic
 * years all contain hyphens, so an underscore keeps the parts recoverable and two different
 * assignments from ever joining to the same string.
 */
import { ORIGINAL_VERSION } from './constants'

export type Clock = Date | number

function millis(now: Clock): number {
  return typeof now === 'number' ? now : now.getTime()
}

/** Accented letters keep their base letter ('Zoë' -> 'zoe') instead of vanishing. */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

/** Lowercase; runs of anything not a-z or 0-9 become one hyphen; no hyphen at either end. */
export function sanitizeIdPart(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Letters of the name kept in a professor id. */
const PROFESSOR_ID_NAME_LETTERS = 5

/**
 * 'prof-' + up to 5 lowercase letters of first and last name + timestamp, e.g.
 * 'prof-janed-1735689600000'. Without any letters: 'prof-' + timestamp.
 */
export function professorId(firstName: string, lastName: string, now: Clock = Date.now()): string {
  const letters = foldAccents(`${firstName}${lastName}`)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, PROFESSOR_ID_NAME_LETTERS)
  return letters ? `prof-${letters}-${millis(now)}` : `prof-${millis(now)}`
}

/** A course created by hand: 'course-' + lowercased code + timestamp. */
export function manualCourseId(code: string, now: Clock = Date.now()): string {
  const part = sanitizeIdPart(code)
  return part ? `course-${part}-${millis(now)}` : `course-${millis(now)}`
}

/**
 * A course created from a program: program id, version (or 'original') and code, lowercased and
 * sanitised, e.g. 'bachelor-animation-original-anim1001'. Stable, so re-importing the same program
 * version overwrites its courses instead of duplicating them.
 */
export function programCourseId(programId: string, version: string | undefined, code: string): string {
  return [programId, version || ORIGINAL_VERSION, code].map(sanitizeIdPart).filter(Boolean).join('-')
}

/**
 * Program slug (also the program id): from the code, else the name; lowercase, non-alphanumerics
 * to hyphens, hyphens trimmed. Nothing usable left: 'program-' + timestamp.
 */
export function programSlug(
  program: { code?: string | undefined; name?: string | undefined },
  now: Clock = Date.now(),
): string {
  const fromCode = sanitizeIdPart(program.code ?? '')
  if (fromCode) return fromCode
  const fromName = sanitizeIdPart(program.name ?? '')
  return fromName || `program-${millis(now)}`
}

/**
 * Slug of a program found in migrated legacy data. Without a name it is 'program-N', N being the
 * 1-based position in the legacy list, so migrating twice gives the same ids.
 */
export function migratedProgramSlug(
  program: { code?: string | undefined; name?: string | undefined },
  position: number,
): string {
  const slug = sanitizeIdPart(program.code ?? '') || sanitizeIdPart(program.name ?? '')
  return slug || `program-${position}`
}

/** Stored migrated program id: slug + design number (just the slug when there is none). */
export function migratedProgramId(slug: string, designNumber: string | undefined): string {
  const design = sanitizeIdPart(designNumber ?? '')
  return design ? `${slug}-${design}` : slug
}

const ASSIGNMENT_ID_SEPARATOR = '_'

/** Course id, section, professor id, term and academic year joined with '_'. */
export function assignmentId(parts: {
  courseId: string
  section: number
  professorId: string
  term: string
  academicYear: string
}): string {
  return [parts.courseId, String(parts.section), parts.professorId, parts.term, parts.academicYear].join(
    ASSIGNMENT_ID_SEPARATOR,
  )
}

/** Program version id: time plus a random string, e.g. 'version-1735689600000-k3j9x2a1q'. */
export function programVersionId(now: Clock = Date.now(), random: () => number = Math.random): string {
  return `version-${millis(now)}-${randomString(random, 9)}`
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** `length` characters of [a-z0-9] drawn from `random` (values in [0, 1)). */
export function randomString(random: () => number, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) {
    const index = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length))
    out += ALPHABET.charAt(index)
  }
  return out
}

/**
 * `base` if free, else `base-2`, `base-3`, ...: for ids built from a timestamp when several
 * records are created in the same millisecond (bulk import, or two adds in one tick). The one
 * rule for a new record's id everywhere (domain imports and the data layer's adds); a `base-1`
 * left by older versions is simply skipped, never stacked into `base-1-1`.
 */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}
