/**
 * Making a new scenario as the Scenarios screen offers it (issue 33): a unique name (compared
 * after normalising, case and accents aside), notes, a scope of one planning term or a whole
 * academic year, based on live or on another scenario. A scenario based on another one starts
 * with a copy of that one's overlay: both stay overlays over live, so drift and promotion check
 * the same bases, and the two evolve apart from then on.
 */
import { z } from '@/domain/kernel/zod'
import { collationKey } from '@/domain/kernel/collation'
import { randomString, type Clock } from '@/domain/kernel/ids'
import { normalisedString, normaliseText } from '@/domain/kernel/normalise-text'
import { parseTermKey, planningTermLabel, termKey, termsOfAcademicYear } from '@/domain/calendar/planning-term'
import { createScenario, LIVE_BASE, SCENARIO_NAME_MAX, type Scenario, type ScenarioScope } from './scenario'
import { SCENARIO_MESSAGES } from './scenario-messages'

export const SCENARIO_SCREEN_MESSAGES = {
  nameTaken: 'A scenario with this name already exists. Choose another name.',
  fromLive: 'The live plan',
  baseDeleted: 'a scenario since deleted',
} as const

/** The name as duplicates are checked: normalised, spaces collapsed, case and accents ignored. */
export function scenarioNameKey(name: string): string {
  return collationKey(normaliseText(name).replace(/\s+/g, ' '))
}

/** Whether another scenario (not `exceptId`) already has this name. */
export function scenarioNameTaken(name: string, scenarios: readonly Pick<Scenario, 'id' | 'name'>[], exceptId?: string): boolean {
  const key = scenarioNameKey(name)
  return scenarios.some((s) => s.id !== exceptId && scenarioNameKey(s.name) === key)
}

/** 'Fall 2026' or 'Academic year 2026-2027'. */
export function scenarioScopeLabel(scope: ScenarioScope): string {
  return scope.kind === 'term' ? planningTermLabel({ term: scope.term, year: scope.year }) : `Academic year ${scope.academicYear}`
}

export function newScenarioId(now: Clock = Date.now(), random: () => number = Math.random): string {
  return `scenario-${typeof now === 'number' ? now : now.getTime()}-${randomString(random, 8)}`
}

export interface NewScenarioInput {
  id: string
  name: string
  notes: string
  scope: ScenarioScope
  /** The scenario it starts from; null: live. */
  from: Scenario | null
  createdAt: string
}

/** The new scenario, parsed (name normalised and checked); a copy of `from`'s overlay when given. */
export function newScenario(input: NewScenarioInput): Scenario {
  const made = createScenario({
    id: input.id,
    name: input.name,
    notes: input.notes,
    createdAt: input.createdAt,
    basedOn: input.from?.id ?? LIVE_BASE,
    scope: input.scope,
  })
  if (!input.from) return made
  return { ...made, overlay: structuredClone(input.from.overlay), sectionBase: { ...input.from.sectionBase } }
}

// ---- The form's scope field: one choice of a term or a whole academic year ------------------------

const YEAR_CHOICE = 'year:'

/** The select's value of a scope: 'fall-2026' or 'year:2026-2027'. */
export function scopeChoiceOf(scope: ScenarioScope): string {
  return scope.kind === 'term' ? termKey(scope) : `${YEAR_CHOICE}${scope.academicYear}`
}

export function parseScopeChoice(value: string): ScenarioScope | null {
  if (value.startsWith(YEAR_CHOICE)) {
    const academicYear = value.slice(YEAR_CHOICE.length)
    return termsOfAcademicYear(academicYear).length ? { kind: 'year', academicYear } : null
  }
  const term = parseTermKey(value)
  return term ? { kind: 'term', term: term.term, year: term.year } : null
}

/** Per academic year: its terms, then the whole year. */
export function scopeChoices(academicYears: readonly string[]): { academicYear: string; options: { value: string; label: string }[] }[] {
  return academicYears.map((academicYear) => ({
    academicYear,
    options: [
      ...termsOfAcademicYear(academicYear).map((t) => ({ value: termKey(t), label: planningTermLabel(t) })),
      { value: `${YEAR_CHOICE}${academicYear}`, label: `Whole academic year ${academicYear}` },
    ],
  }))
}

export const SCENARIO_FORM_MESSAGES = {
  scopeRequired: 'Choose a planning term or an academic year.',
} as const

/** The "New scenario" form: `from` is LIVE_BASE or a scenario's id; `scope` a scopeChoiceOf value. */
export const newScenarioFormSchema = z.object({
  name: normalisedString().min(1, SCENARIO_MESSAGES.nameRequired).max(SCENARIO_NAME_MAX, SCENARIO_MESSAGES.nameTooLong),
  notes: z.string(),
  from: z.string().min(1),
  scope: z.string().refine((v) => parseScopeChoice(v) !== null, SCENARIO_FORM_MESSAGES.scopeRequired),
})
export type NewScenarioForm = z.infer<typeof newScenarioFormSchema>

/** The details form of an existing scenario (its status: promoted is only ever set by promotion). */
export const EDITABLE_SCENARIO_STATUSES = ['draft', 'proposed', 'archived'] as const
export const scenarioDetailsFormSchema = z.object({
  name: newScenarioFormSchema.shape.name,
  notes: z.string(),
  status: z.enum(EDITABLE_SCENARIO_STATUSES),
})
export type ScenarioDetailsForm = z.infer<typeof scenarioDetailsFormSchema>
