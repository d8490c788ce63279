/**
 * The SWF's figure of an assessment, as cards, tables and dialogs show it. Its own module, free of
 * the CAAT-A pack, so the screens that show it keep the pack out of the first bundle (the pack
 * loads on demand when Settings choose it: data/use-workload-policy.ts).
 */
import { formatNumber } from '@/domain/kernel/format'
import type { WorkloadAssessment } from './workload-policy'

/**
 * '41.3 / 44 h attributed · 15 / 18 TCH': the SWF's figure of an assessment that measured the
 * total attributed workload (a full-time professor under CAAT-A); null for any other.
 */
export function attributedFigure(a: WorkloadAssessment): string | null {
  const attributed = a.checks.find((c) => c.measure === 'attributedHours')
  const n = formatNumber
  return attributed ? `${n(attributed.load)} / ${n(attributed.max)} h attributed · ${n(a.hours)} / ${n(a.limit)} TCH` : null
}
