/**
 * A change the school server logged (who, when, each record before and after), told for people:
 * "Sam Lee assigned Raj Patel to ANI1001 §2 at 10:42 AM". The History view lists these items and
 * the "Needs attention" list says with them who changed a record it collided with.
 *
 * A logged change is a whole ChangeSet, so one user action may touch several records: a reassign
 * deletes one assignment and puts another (an assignment's id names its professor). The records
 * are grouped into items a person recognises first (a section's holder changing, a course's
 * section count), then one item per record left, then, for a change too large to list (sharing
 * the plan, an import), one counted item.
 */
import { formatDate, formatTime } from '@/domain/kernel/date-format'
import { pluralize } from '@/domain/kernel/format'
import { localIsoDate } from '@/domain/kernel/local-date'
import type { UserPreferences } from '@/domain/kernel/user-preferences'
import { ENTITY_STORES, type EntityStoreName } from '@/domain/model/change-set'
import { describeRecordChange, NOUNS, type RecordSnapshot } from '@/domain/history/record-change'

type Data = Record<string, unknown>

/** One record of a logged change, as the server's log holds it (server/src/repositories/changes.ts). */
export interface LoggedRecord {
  store: string
  id: string
  rev?: number
  before: Data | null
  after: Data | null
}

/** One accepted change as the server's history and pull answer it. */
export interface LoggedChange {
  seq: number
  changeId?: string
  /** Who: the signed-in person's e-mail (or the token's subject). */
  author: string
  /** When, as an ISO timestamp. */
  at: string
  /** The change as sent; `{ upload: true }` for the plan being shared. */
  change?: unknown
  records: LoggedRecord[]
  /** How many records the change touched when the server sent only some of them. */
  recordCount?: number
}

/** Names of the plan's records that a change refers to by id but does not carry. */
export interface ChangeNames {
  professor?(id: string): string | undefined
  course?(id: string): string | undefined
  /** A person's name for an author (e.g. from the members list); the author as logged without it. */
  author?(author: string): string | undefined
}

export type ChangeItemKind =
  | 'assign'
  | 'unassign'
  | 'reassign'
  | 'sections'
  | 'add'
  | 'edit'
  | 'delete'
  | 'plan'
  | 'other'

/** One thing a change did, ready for a table row: what, about which record, and before -> after. */
export interface ChangeItem {
  kind: ChangeItemKind
  /** The records it stands for (store and id), so a view can filter by them. */
  records: { store: string; id: string }[]
  /** Past tense, without who or when: "assigned Raj Patel to ANI1001 §2". */
  summary: string
  /** What it is about, as a person names it: "ANI1001 §2", "Raj Patel". */
  subject: string
  /** What it was and what it became, as short text ('' for nothing). */
  before: string
  after: string
}

/** Above this many records a change is counted, not listed (sharing the plan writes thousands). */
export const LISTED_RECORDS_PER_CHANGE = 20

/** Field names as the screens label them; any other field by its own name. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  employmentType: 'Employment type',
  maxWeeklyHours: 'Max weekly hours',
  status: 'Status',
  code: 'Code',
  title: 'Title',
  weeklyHours: 'Weekly hours',
  sectionCount: 'Sections',
  semester: 'Semester',
  term: 'Term',
  level: 'Level',
  programId: 'Program',
  credits: 'Credits',
  professorNotRequired: 'Professor not required',
  name: 'Name',
}
/** Bookkeeping the write path sets: a change of these alone is no change to a person. */
const IGNORED_FIELDS: readonly string[] = ['rev', 'updatedAt', 'assignedAt', 'addedAt']

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' ? v : undefined)

function valueText(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—'
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(', ') : '—'
  const o = v as Data
  // A course's semester: "fall 2026".
  if (typeof o.term === 'string' && typeof o.year === 'number') return `${o.term} ${o.year}`
  return JSON.stringify(v)
}

/** The fields that differ, as "Title: Animation; Weekly hours: 3" on each side. */
function fieldDiff(before: Data, after: Data): { before: string; after: string; fields: string[] } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !IGNORED_FIELDS.includes(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  )
  const label = (k: string) => FIELD_LABELS[k] ?? k
  return {
    fields: keys.map(label),
    before: keys.map((k) => `${label(k)}: ${valueText(before[k])}`).join('; '),
    after: keys.map((k) => `${label(k)}: ${valueText(after[k])}`).join('; '),
  }
}

/** Reads names from the change's own records first (a professor added with the assignment), then `names`. */
function namer(records: readonly LoggedRecord[], names: ChangeNames) {
  const own = (store: string, id: string) => {
    const r = records.find((x) => x.store === store && x.id === id)
    return r ? (r.after ?? r.before) : null
  }
  const professor = (id: string) => {
    const p = own('professors', id)
    const fromChange = p ? [str(p.firstName), str(p.lastName)].filter(Boolean).join(' ') : ''
    return fromChange || names.professor?.(id) || id
  }
  const course = (id: string) => str(own('courses', id)?.code) || names.course?.(id) || id
  return { professor, course }
}

type Namer = ReturnType<typeof namer>

function recordLabel(store: string, data: Data, id: string, name: Namer): string {
  switch (store) {
    case 'professors':
      return name.professor(id)
    case 'courses':
      return str(data.code) ?? id
    case 'assignments':
      return sectionLabel(data, name)
    case 'contractRecords':
      return name.professor(str(data.professorId) ?? id)
    case 'programs':
    case 'programVersions':
      return str(data.name) ?? str(data.version) ?? id
    default:
      return id
  }
}

function sectionLabel(a: Data, name: Namer) {
  return `${name.course(str(a.courseId) ?? '?')} \u00a7${num(a.section) ?? 1}`
}
const sectionKey = (a: Data) => `${str(a.courseId)}\u0000${num(a.section)}`

/** Assignments deleted and put on the same section: one reassign each; the rest assign or unassign. */
function assignmentItems(records: LoggedRecord[], name: Namer): ChangeItem[] {
  const gone = records.filter((r) => r.before && !r.after)
  const made = records.filter((r) => r.after)
  const items: ChangeItem[] = []
  const used = new Set<LoggedRecord>()
  for (const m of made) {
    const after = m.after!
    // Put on a section another assignment was deleted from in the same change: that one was replaced.
    const from = m.before ? undefined : gone.find((g) => !used.has(g) && sectionKey(g.before!) === sectionKey(after))
    if (from) used.add(from)
    const was = m.before ?? from?.before
    const section = sectionLabel(after, name)
    const to = name.professor(str(after.professorId) ?? '')
    const refs = [{ store: m.store, id: m.id }, ...(from ? [{ store: from.store, id: from.id }] : [])]
    if (!was) {
      items.push({ kind: 'assign', records: refs, summary: `assigned ${to} to ${section}`, subject: section, before: '', after: to })
      continue
    }
    const prior = name.professor(str(was.professorId) ?? '')
    // An assignment's id names its section, so `was` is on the same section: only its holder can differ.
    if (prior !== to) {
      items.push({ kind: 'reassign', records: refs, summary: `reassigned ${section} from ${prior} to ${to}`, subject: section, before: prior, after: to })
      continue
    }
    const diff = fieldDiff(was, after)
    if (!diff.fields.length) continue
    items.push({ kind: 'edit', records: refs, summary: `edited the assignment of ${to} to ${section}`, subject: section, before: diff.before, after: diff.after })
  }
  for (const g of gone) {
    if (used.has(g)) continue
    const section = sectionLabel(g.before!, name)
    const from = name.professor(str(g.before!.professorId) ?? '')
    items.push({ kind: 'unassign', records: [{ store: g.store, id: g.id }], summary: `unassigned ${from} from ${section}`, subject: section, before: from, after: '' })
  }
  return items
}

function recordItem(r: LoggedRecord, name: Namer): ChangeItem | null {
  const noun = NOUNS[r.store as EntityStoreName] ?? r.store
  const data = (r.after ?? r.before ?? {}) as Data
  const subject = recordLabel(r.store, data, r.id, name)
  const refs = [{ store: r.store, id: r.id }]
  const possessive = r.store === 'contractRecords'
  const what = possessive ? `the contract record of ${subject}` : `${noun} ${subject}`
  if (!r.before && r.after) return { kind: 'add', records: refs, summary: `added ${what}`, subject, before: '', after: subject }
  if (r.before && !r.after) return { kind: 'delete', records: refs, summary: `deleted ${what}`, subject, before: subject, after: '' }
  if (!r.before || !r.after) return null
  const diff = fieldDiff(r.before, r.after)
  if (!diff.fields.length) return null
  if (r.store === 'courses' && diff.fields.length === 1 && diff.fields[0] === FIELD_LABELS.sectionCount) {
    const [b, a] = [num(r.before.sectionCount) ?? 1, num(r.after.sectionCount) ?? 1]
    return {
      kind: 'sections',
      records: refs,
      summary: `${a > b ? 'added' : 'removed'} ${pluralize(Math.abs(a - b), 'section')} of ${subject} (${b} to ${a})`,
      subject,
      before: pluralize(b, 'section'),
      after: pluralize(a, 'section'),
    }
  }
  return { kind: 'edit', records: refs, summary: `edited ${what} (${diff.fields.join(', ')})`, subject, before: diff.before, after: diff.after }
}

/** describeRecordChange's counts ("add 2 courses, delete 1 professor"), in the past tense. */
function countedSummary(records: readonly LoggedRecord[]): string {
  const before: RecordSnapshot = {}
  const after: RecordSnapshot = {}
  for (const r of records) {
    if (!ENTITY_STORES.includes(r.store as EntityStoreName)) continue
    const s = r.store as EntityStoreName
    ;((before[s] ??= {}) as Data)[r.id] = r.before
    ;((after[s] ??= {}) as Data)[r.id] = r.after
  }
  return describeRecordChange({ before, after, whole: [] }).replace(/(^|, )(add|change|delete) /g, (_, lead: string, verb: string) => `${lead}${verb === 'add' ? 'added' : `${verb}d`} `)
}

const isUpload = (change: unknown) => typeof change === 'object' && change !== null && (change as { upload?: unknown }).upload === true

/** What a logged change did, item by item. */
export function describeChangeItems(change: Pick<LoggedChange, 'records' | 'change' | 'recordCount'>, names: ChangeNames = {}): ChangeItem[] {
  const count = change.recordCount ?? change.records.length
  const refs = change.records.map((r) => ({ store: r.store, id: r.id }))
  if (isUpload(change.change)) {
    return [{ kind: 'plan', records: refs, summary: `shared the plan (${pluralize(count, 'record')})`, subject: 'The plan', before: '', after: pluralize(count, 'record') }]
  }
  if (count > LISTED_RECORDS_PER_CHANGE || count > change.records.length) {
    const summary = countedSummary(change.records)
    return [{ kind: 'other', records: refs, summary: count > change.records.length ? `changed ${pluralize(count, 'record')}` : summary, subject: pluralize(count, 'record'), before: '', after: '' }]
  }
  const name = namer(change.records, names)
  const items = assignmentItems(change.records.filter((r) => r.store === 'assignments'), name)
  for (const r of change.records) {
    if (r.store === 'assignments') continue
    const item = recordItem(r, name)
    if (item) items.push(item)
  }
  return items
}

export type TimeFormats = Pick<UserPreferences, 'dateFormat' | 'timeFormat'>

/** "at 10:42 AM" today, "on 09/14/2026 at 10:42 AM" another day (local time). */
export function whenText(at: string, formats: TimeFormats, now: Date = new Date()): string {
  const time = formatTime(at, formats)
  if (!time) return ''
  return localIsoDate(new Date(at)) === localIsoDate(now) ? `at ${time}` : `on ${formatDate(at, formats)} at ${time}`
}

export function authorName(author: string, names: ChangeNames = {}): string {
  return names.author?.(author) || author
}

/** "Sam Lee assigned Raj Patel to ANI1001 §2 at 10:42 AM": who, what and when, in one sentence. */
export function describeChange(change: LoggedChange, formats: TimeFormats, names: ChangeNames = {}, now: Date = new Date()): string {
  const items = describeChangeItems(change, names)
  const what = items.length ? items.map((i) => i.summary).join('; ') : 'changed nothing'
  return `${authorName(change.author, names)} ${what} ${whenText(change.at, formats, now)}`.trim()
}
