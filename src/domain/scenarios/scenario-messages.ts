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
  /** A scenario's section of a course live deleted since: it is left out, never written as an orphan. */
  courseGoneInLive: (what: string) => `${what} is left out: its course was deleted from the live plan after this scenario was made.`,
  /** Live's own sections of a course the scenario deletes go with the course (as deleting a course does in live). */
  cascadedFromCourse: (what: string) => `${what} is unassigned in the live plan as well: the scenario deletes its course.`,
  // The Compare and Promote screens (issue 33).
  compareTitle: (name: string) => `Compare: ${name}`,
  promoteTitle: (name: string) => `Promote: ${name}`,
  liveSide: 'Live plan',
  noChanges: 'This scenario has no changes against the live plan.',
  noSectionChangesToPromote: 'No section of the live plan changes with what is promoted now.',
  noDrift: 'Nothing this scenario changed has been changed in the live plan since it was made.',
  noDifferences: 'The two plans hold every section the same way.',
  differs: 'Differs',
  same: 'Same',
  draftMark: 'DRAFT: a what-if scenario, not the live plan',
  missingScenario: 'This scenario no longer exists. It may have been deleted in another tab.',
  nothingToPromote: 'There is nothing to promote: the live plan already holds everything this scenario changed.',
  unresolvedConflicts: (count: number) =>
    count === 1 ? '1 conflict is not resolved and will be left out.' : `${count} conflicts are not resolved and will be left out.`,
  promoteAll: (count: number) => (count === 1 ? 'Promote the 1 change' : `Promote the ${count} changes`),
  promotedDone: (count: number, name: string) =>
    `Promoted ${count === 1 ? '1 change' : `${count} changes`} of ${name} to the live plan in one step (Undo takes it back).`,
  promoteRefused: 'Nothing was promoted. Fix the problems below and try again.',
  promoteRaced: 'Nothing was promoted: the live plan changed while promoting. The conflicts below are checked again.',
  scenarioChangedMeanwhile: 'Nothing was promoted: the scenario was changed in another tab meanwhile. It has been read again.',
  promotionUndone: (reason: string) => `Nothing was promoted: the scenario could not be marked as promoted (${reason}), so the live plan was put back.`,
} as const
