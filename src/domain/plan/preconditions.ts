/**
 * Preconditions of a change set: what a tab read when it computed the change, stated so storage
 * can check it again inside the write's own transaction (change-set.ts `require`). Two tabs that
 * import the same file at once both compute "section 2 is open, assign it"; the first write
 * lands and the second finds a holder where it expected none, so it is refused whole instead of
 * giving the section two professors.
 *
 * Two kinds: a record exactly as read (by id and revision, as undo checks; by content for a
 * record stored before revisions existed), and the records under one key of a lookup
 * (LOOKUP_INDEXES) exactly as read: "no professor on this section", "no professor with this
 * e-mail", "no course with this code in this program version and term".
 * The builders below name each thing for the refusal message.
 */
import { courseKey } from '@/domain/calendar/course-offering'
import { coursePlanningTerm, planningTermLabel, termKey } from '@/domain/calendar/planning-term'
import { emailKey, normaliseEmailText } from '@/domain/kernel/normalise-text'
import type { Assignment } from '@/domain/model/assignment'
import type { EntityMap, EntityStoreName, LookupName, Precondition } from '@/domain/model/change-set'
import { courseCodeKey, type Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { sameVersion } from '@/domain/model/revision-compare'

type LookupRecord = { [L in LookupName]: L extends 'professorEmail' ? Professor : L extends 'courseOffering' ? Course : Assignment }

/**
 * One offering of a course: the same code in the same program version and planning term is the
 * same course twice; the same code in another term is next year's run of it. A course without a
 * year is its own group ('').
 */
export function courseOfferingKey(course: Pick<Course, 'code' | 'programId' | 'program' | 'programVersion' | 'semester'>): string {
  const term = coursePlanningTerm(course)
  return `${courseKey(course)}|${term ? termKey(term) : ''}`
}

const sectionKey = (courseId: string, section: number) => `${courseId}#${section}`

const LOOKUP_KEYS: { [L in LookupName]: (record: LookupRecord[L]) => string } = {
  sectionHolders: (a) => sectionKey(a.courseId, a.section),
  professorEmail: (p) => emailKey(p.email),
  courseOffering: courseOfferingKey,
  professorAssignments: (a) => a.professorId,
}

/** The key a stored record has under a lookup (the rule; the index only narrows candidates). */
export function lookupKeyOf(lookup: LookupName, record: unknown): string {
  return (LOOKUP_KEYS[lookup] as (r: unknown) => string)(record)
}

const distinct = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))]

/** A record as the change read it (null: absent). */
export function recordAsRead<S extends EntityStoreName>(store: S, id: string, record: EntityMap[S] | null, what: string): Precondition {
  return { kind: 'record', store, id, record, what }
}

/** The professors holding one section are the ones the change saw (none: the section was open). */
export function sectionHoldersAsRead(course: Course, section: number, held: readonly Assignment[]): Precondition {
  const term = coursePlanningTerm(course)
  return {
    kind: 'lookup',
    lookup: 'sectionHolders',
    key: sectionKey(course.id, section),
    probes: [course.id],
    ids: held.map((a) => a.id),
    what: `section ${section} of ${course.code}${term ? ` in ${planningTermLabel(term)}` : ''}`,
  }
}

/** The professors with this e-mail are the ones the change saw (none: a new address). */
export function professorsWithEmailAsRead(email: string, holders: readonly Pick<Professor, 'id'>[]): Precondition {
  // The index holds addresses as written: read it at the address as given and in lower case.
  return {
    kind: 'lookup',
    lookup: 'professorEmail',
    key: emailKey(email),
    probes: distinct([email, normaliseEmailText(email), emailKey(email)]),
    ids: holders.map((p) => p.id),
    what: `the professor with the e-mail ${email}`,
  }
}

/** The courses of this offering (code, program version, term) are the ones the change saw. */
export function courseOfferingAsRead(course: Course, holders: readonly Pick<Course, 'id'>[]): Precondition {
  const term = coursePlanningTerm(course)
  return {
    kind: 'lookup',
    lookup: 'courseOffering',
    key: courseOfferingKey(course),
    probes: distinct([course.code, courseCodeKey(course.code), course.code.toLowerCase()]),
    ids: holders.map((c) => c.id),
    what: `course ${course.code}${term ? ` in ${planningTermLabel(term)}` : ''}`,
  }
}

/** A professor's assignments are the ones the change counted their load from. */
export function professorAssignmentsAsRead(professor: Professor, held: readonly Pick<Assignment, 'id'>[]): Precondition {
  return {
    kind: 'lookup',
    lookup: 'professorAssignments',
    key: professor.id,
    probes: [professor.id],
    ids: held.map((a) => a.id),
    what: `the assignments of ${professorDisplayName(professor)}`,
  }
}

/**
 * The loads a change computed for the professors it gives sections to: each one's assignments
 * as read, one precondition per professor however many sections they get. An assignment added
 * to (or taken from) any of them meanwhile refuses the change, since their hours were counted
 * without it.
 */
export function loadsAsRead(professors: Iterable<Professor>, assignments: readonly Pick<Assignment, 'id' | 'professorId'>[]): Precondition[] {
  const held = new Map<string, { professor: Professor; ids: Pick<Assignment, 'id'>[] }>()
  for (const professor of professors) held.set(professor.id, { professor, ids: [] })
  for (const a of assignments) held.get(a.professorId)?.ids.push(a)
  return [...held.values()].map(({ professor, ids }) => professorAssignmentsAsRead(professor, ids))
}

/** New courses: no course of the same offering is stored yet (other terms are fine). */
export function offeringsStillNew(courses: readonly Course[]): Precondition[] {
  return courses.map((c) => courseOfferingAsRead(c, []))
}

/**
 * The preconditions that no longer hold. `found` gives, per precondition, the stored record
 * (record kind: the record or null) or the stored candidates read at its probes (lookup kind:
 * parsed records, unreadable ones left out).
 */
export function unmetPreconditions(preconditions: readonly Precondition[], found: (p: Precondition, i: number) => unknown): Precondition[] {
  return preconditions.filter((p, i) => {
    const stored = found(p, i)
    if (p.kind === 'record') return !sameVersion(p.record ?? null, stored ?? null)
    const ids = new Set<string>()
    for (const record of (stored as unknown[]) ?? []) {
      if (lookupKeyOf(p.lookup, record) === p.key) ids.add((record as { id: string }).id)
    }
    return ids.size !== new Set(p.ids).size || p.ids.some((id) => !ids.has(id))
  })
}

const LISTED = 3

/** The refusal: what changed (the first few by name), that nothing was written, what to do. */
export function changedSinceMessage(unmet: readonly Precondition[]): string {
  const names = distinct(unmet.map((p) => p.what))
  const listed = names.slice(0, LISTED).join('; ')
  const more = names.length > LISTED ? ` and ${names.length - LISTED} more` : ''
  return `Changed in another tab or window since this was prepared: ${listed}${more}. Nothing was written; the lists now show the current data, so check them and try again.`
}
