/**
 * The calendar day a person in front of the screen calls "today": the LOCAL date, as 'yyyy-mm-dd'.
 * `toISOString().slice(0, 10)` is the UTC date, a day ahead on an Ontario evening (after 7 pm
 * EST), so an SWF was issued with tomorrow's date (issue 30). Every "today" and every local Date
 * turned into a calendar day comes from here; date arithmetic on 'yyyy-mm-dd' strings stays in
 * UTC on purpose (academic-calendar.ts), as does Excel's serial day (spreadsheet-columns.ts).
 */
const two = (n: number) => String(n).padStart(2, '0')

export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}
