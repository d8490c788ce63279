/**
 * Issuing an SWF: the figures printed on it are kept with the day (caat-a-records.ts
 * `issuedSwfSchema`), and a re-issue after changes lists what differs from the last issued version,
 * line by line and in the totals, in words a coordinator can read to the professor.
 */
import { formatNumber } from '@/domain/kernel/format'
import type { IssuedSwf } from './caat-a-records'
import type { Swf } from './swf'

/** The figures of `swf` as issued on `date`. */
export function issuedSwfOf(swf: Swf, date: string): IssuedSwf {
  return {
    date,
    tch: swf.totals.tch,
    attributedHours: swf.totals.attributedHours,
    complementaryHours: swf.totals.complementaryHours,
    lines: swf.lines.map((l) => ({
      code: l.code,
      section: l.section,
      tch: l.tch,
      preparationHours: l.preparation.hours,
      evaluationHours: l.evaluation.hours,
      hours: l.hours,
    })),
  }
}

const n = formatNumber
const lineName = (l: { code: string; section: number }) => `${l.code} §${l.section}`

/** What differs from the last issued version ([] when nothing does). */
export function swfDifferences(issued: IssuedSwf, swf: Swf): string[] {
  const now = issuedSwfOf(swf, issued.date)
  const out: string[] = []
  const before = new Map(issued.lines.map((l) => [lineName(l), l]))
  const after = new Map(now.lines.map((l) => [lineName(l), l]))
  for (const [name, l] of after) {
    const was = before.get(name)
    if (!was) out.push(`${name} added: ${n(l.tch)} TCH, ${n(l.hours)} h`)
    else if (was.hours !== l.hours || was.tch !== l.tch) out.push(`${name}: ${n(was.hours)} h -> ${n(l.hours)} h`)
  }
  for (const [name, l] of before) if (!after.has(name)) out.push(`${name} removed: was ${n(l.tch)} TCH, ${n(l.hours)} h`)
  if (issued.complementaryHours !== now.complementaryHours) {
    out.push(`Complementary functions: ${n(issued.complementaryHours)} h -> ${n(now.complementaryHours)} h`)
  }
  if (issued.tch !== now.tch) out.push(`Total TCH: ${n(issued.tch)} -> ${n(now.tch)}`)
  if (issued.attributedHours !== now.attributedHours) {
    out.push(`Total attributed workload: ${n(issued.attributedHours)} h -> ${n(now.attributedHours)} h`)
  }
  return out
}
