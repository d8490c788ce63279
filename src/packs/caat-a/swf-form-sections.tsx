/**
 * The parts of the printed Standard Workload Form a professor and a steward sign or tick (issue 31
 * item 7), apart from the figures: the estimates with their reasons, the overtime line (11.01 J1),
 * the professor's acceptance or disagreement with the total workload (11.02 A3), the boxes for a
 * referral to the Workload Monitoring Group and to the Workload Resolution Arbitrator with room for
 * comments, and the footer naming the agreement and the version. Boxes and lines are drawn, not
 * inputs: they are filled in on paper.
 */
import { formatNumber } from '@/domain/kernel/format'
import { CAAT_A_AGREEMENT } from '@/domain/policy/caat-a/caat-a-factors'
import type { Swf } from '@/domain/policy/caat-a/swf'

const n = formatNumber

/**
 * How a section is named: `labelled(part)` gives its aria-labelledby (in the print-all window it
 * also names the professor) and `${uid}-part` its heading's id, unique per form on the page.
 */
interface Ids {
  labelled: (part: string) => string
  uid: string
}

/** A box to tick on paper, with its label. */
function Box({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <span aria-hidden className="mt-0.5 inline-block size-3.5 shrink-0 border border-black" />
      <span>{children}</span>
    </p>
  )
}

/** A signature line and a date line side by side. */
function SignatureAndDate({ who, compact }: { who: string; compact: boolean }) {
  return (
    <div className={compact ? 'grid grid-cols-[2fr_1fr] gap-6 pt-2' : 'grid grid-cols-[2fr_1fr] gap-6 pt-6'}>
      <div>
        <div className="h-6 border-b border-black" />
        <p>{who} signature</p>
      </div>
      <div>
        <div className="h-6 border-b border-black" />
        <p>Date</p>
      </div>
    </div>
  )
}

/** Each estimated line with its reasons: the figures hold only if these do. */
export function SwfEstimateNotes({ swf, labelled, uid }: { swf: Swf } & Ids) {
  const estimated = swf.lines.filter((l) => l.estimates.length > 0)
  if (!estimated.length) return null
  return (
    <section aria-labelledby={labelled('estimates')} data-testid="swf-estimates">
      <h2 id={`${uid}-estimates`} className="font-semibold">
        Estimated figures
      </h2>
      <p>
        Lines marked &ldquo;estimated&rdquo; use the college&apos;s planning estimates where nothing
        is recorded:
      </p>
      <ul className="list-disc pl-5">
        {estimated.map((l) => (
          <li key={l.assignmentId}>
            {l.code} §{l.section}: {l.estimates.join('; ')}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** 11.01 J1: the hours over a maximum paid as overtime; none without an agreement or when probationary. */
export function SwfOvertimeLine({ swf }: { swf: Swf }) {
  const { overtime, limits } = swf
  const text = overtime.agreement
    ? `${n(overtime.tch)} TCH and ${n(overtime.hours)} h over the maximums, paid as overtime under the voluntary agreement recorded on ${overtime.agreement.date}`
    : limits.probationary
      ? 'None: probationary faculty may not work overtime'
      : 'None: no voluntary overtime agreement recorded'
  return (
    <p data-testid="swf-overtime">
      <span className="font-semibold">Overtime (11.01 J1):</span> {text}
    </p>
  )
}

/**
 * 11.02 A3 and A4: the professor's answer, the referrals, comments. `compact` (the print-all
 * window) sets the two side by side, so each professor's form keeps to one sheet.
 */
export function SwfAcceptanceAndReferral({
  labelled,
  uid,
  compact = false,
}: Ids & { compact?: boolean }) {
  return (
    <div className={compact ? 'grid grid-cols-2 gap-6 border-t pt-3' : 'space-y-5'}>
      <section
        aria-labelledby={labelled('acceptance')}
        className={compact ? 'space-y-1' : 'space-y-1 border-t pt-3'}
      >
        <h2 id={`${uid}-acceptance`} className="font-semibold">
          Professor&apos;s acceptance of the total workload (11.02 A3)
        </h2>
        <Box>I accept the total workload assigned on this form.</Box>
        <Box>I do not accept the total workload assigned on this form.</Box>
        <SignatureAndDate who="Professor" compact={compact} />
      </section>
      <section aria-labelledby={labelled('referral-boxes')} className="space-y-1">
        <h2 id={`${uid}-referral-boxes`} className="font-semibold">
          Referral (11.02 A4)
        </h2>
        <Box>Referred to the Workload Monitoring Group</Box>
        <Box>Referred to the Workload Resolution Arbitrator</Box>
        <p>Comments</p>
        <div className={compact ? 'space-y-4 pt-1' : 'space-y-5 pt-1'} aria-hidden>
          {(compact ? [1, 2] : [1, 2, 3]).map((line) => (
            <div key={line} className="border-b border-black" />
          ))}
        </div>
      </section>
    </div>
  )
}

/** The agreement and its term, and the version of this form. */
export function SwfFooter({ version, issuedOn, compact = false }: { version: number; issuedOn: string | null; compact?: boolean }) {
  const state = version > 0 ? `Version ${version}, issued ${issuedOn}` : 'Draft: not issued'
  return (
    <footer className={compact ? 'border-t pt-1 text-xs print:text-[9px]' : 'border-t pt-2 text-xs'} data-testid="swf-footer">
      {/* On one line in the print-all window, so each form keeps to its sheet. */}
      {compact ? (
        <p>
          {CAAT_A_AGREEMENT}. {state}
        </p>
      ) : (
        <>
          <p>{CAAT_A_AGREEMENT}.</p>
          <p>{state}</p>
        </>
      )}
    </footer>
  )
}
