/**
 * The SWF clock (issue 23), on the dashboard under the Ontario CAAT-A rules: the day by which the
 * term's Standard Workload Forms must be issued, the days left, and how many full-time professors
 * have theirs issued and how many are pending. The term is the header's (the first term of a
 * wider scope whose classes have not started, else its last). The figures come from the CAAT-A
 * code loaded on demand (useSwfClock); this card is markup only, so the bands carry nothing more.
 */
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { PackClock } from '@/data/packs/pack-policy-loaders'

export function SwfClockCard({ clock }: { clock: PackClock }) {
  return (
    <Card data-testid="swf-clock">
      <CardHeader>
        <CardTitle>SWF clock</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <p data-testid="swf-deadline">{clock.label}</p>
        <p className="text-muted-foreground" data-testid="swf-counts">
          {clock.counts} · classes start {clock.termStart}
        </p>
      </CardContent>
    </Card>
  )
}
