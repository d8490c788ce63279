/**
 * The Courses screen's chips, in a module of their own: the URL's search check needs them before
 * the screen (and its filters) load.
 *
 * Chips: every course; 'Unassigned', the courses that need a professor and have at least one open
 * section; 'Assigned', the courses whose every section is staffed (a course is assigned only when
 * fully assigned; courses that need no professor are in neither); 'Conflicts', the courses in a
 * schedule conflict in the scope.
 */
export const COURSE_CHIPS = ['all', 'unassigned', 'assigned', 'conflicts'] as const
export type CourseChip = (typeof COURSE_CHIPS)[number]
