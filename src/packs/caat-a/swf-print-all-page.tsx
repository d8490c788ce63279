/**
 * Every SWF of a term not yet issued (drafts and late ones, caat-a/swf-status.ts), in one print
 * window (/professors/swf/all?term=<key>), one page per professor (per SWF period when short
 * sections cut their term): each page is the professor's own form (SwfForm of swf-print-page.tsx)
 * without its buttons. Opened from the list of forms.
 */
import { Printer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { parseTermKey, planningTermLabel } from '@/domain/calendar/planning-term'
import { pluralize } from '@/domain/kernel/format'
import { notYetIssued } from '@/domain/policy/caat-a/swf-status'
import { cn } from '@/lib/utils'
import { SwfForm } from './swf-print-page'
import { useTermSwfs } from './use-term-swfs'

const PRINT_ALL_CSS = '@page { size: letter; margin: 10mm 12mm; }'
export function SwfPrintAllPage() {
  const [term] = useState(() => parseTermKey(new URLSearchParams(window.location.search).get('term') ?? ''))
  const swfs = useTermSwfs(term)
  const label = term ? planningTermLabel(term) : ''
  useEffect(() => {
    // The window's title is the file name offered when the print is saved as a PDF.
    if (label) document.title = `SWFs not yet issued – ${label}`
  }, [label])

  if (!term) {
    return (
      <main className="mx-auto max-w-2xl p-10">
        <h1 className="text-xl font-semibold">No Standard Workload Forms</h1>
        <p className="mt-2 text-muted-foreground">Open this window from Professors, Standard Workload Forms.</p>
      </main>
    )
  }
  if (!swfs) return <main className="p-10" role="status">Loading…</main>
  const pending = swfs.filter((s) => notYetIssued(s.status))

  return (
    <main className="mx-auto max-w-4xl bg-white p-8 text-sm text-black print:p-0">
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <Button onClick={() => window.print()} disabled={pending.length === 0}>
          <Printer aria-hidden />
          Print
        </Button>
        <p role="status" data-testid="swf-print-all-count">
          {pending.length
            ? `${pluralize(pending.length, 'form')} not yet issued for ${label}, one page each`
            : `Every SWF for ${label} has been issued.`}
        </p>
      </div>
      {pending.map((s, i) => (
        // A page per form (per professor, and per SWF period when short sections cut the term): each starts on a new sheet.
        <div key={`${s.professor.id}-${s.swf.periodIndex}`} className={cn('mb-12 print:mb-0', i < pending.length - 1 && 'break-after-page')}>
          <SwfForm professor={s.professor} term={term} periodIndex={s.swf.periodIndex} editable={false} />
        </div>
      ))}
      {/* Narrower margins than one form's window (after the forms' own rule, so this one applies): each form keeps to its sheet. */}
      <style>{PRINT_ALL_CSS}</style>
    </main>
  )
}
