/**
 * Number display (spec section 9): integers as they are, anything else with 2 decimals, so
 * hours like 4.5 read '4.50' and float noise (0.1 + 0.2) never reaches the screen.
 */

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0'
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}

/** '3 hrs/week' as on course and professor cards. */
export function weeklyHoursLabel(hours: number): string {
  return `${formatNumber(hours)} hrs/week`
}

/** 'N course(s)' style plurals: '1 course', '2 courses'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}
