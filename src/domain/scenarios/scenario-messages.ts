/**
 * Every sentence the scenario rules show a user, in one place (as UNDO_MESSAGES in
 * history/undo-history.ts), so the screens, the tests and the spec read the same words.
 */
export const SCENARIO_MESSAGES = {
  nameRequired: 'Give the scenario a name.',
  nameTooLong: 'A scenario name has at most 80 characters.',
  noRestoreInScenario: 'A backup cannot be restored inside a scenario. Go back to the live plan to restore it.',
  emptyScope: 'This scenario covers no courses: there is nothing to compare yet.',
  promoted: 'This scenario was promoted to the live plan and is now read-only.',
  /** A conflict: live changed the record after the scenario was based on it. */
  changedInLive: (what: string) => `${what} was changed in the live plan after this scenario was made.`,
  /** A conflict: live deleted a record the scenario changed. */
  deletedInLive: (what: string) => `${what} was deleted from the live plan after this scenario was made.`,
  /** A conflict: live created a record the scenario also created. */
  createdInLive: (what: string) => `${what} was also added to the live plan after this scenario was made.`,
  keepLive: 'Keep live',
  takeScenario: "Take the scenario's",
  promoteNonConflicting: (count: number) =>
    count === 1 ? 'Promote the 1 change that does not conflict' : `Promote the ${count} changes that do not conflict`,
  overLimitAfterPromotion: (name: string, term: string, hours: string, limit: string) =>
    `${name} would be over their limit in ${term} (${hours} of ${limit} h) once promoted.`,
  breachesAfterPromotion: (term: string, count: number) =>
    count === 1 ? `Promoting would add 1 contract breach in ${term}.` : `Promoting would add ${count} contract breaches in ${term}.`,
} as const
