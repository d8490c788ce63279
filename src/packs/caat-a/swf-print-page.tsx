/**
 * The Standard Workload Form of one professor in one term (issue 23), in its own window
 * (/professors/swf?professor=<id>&term=<key>), laid out for paper like the agreement's Appendix I:
 * the courses with TCH, preparation type and hours, evaluation type, students and hours; the
 * complementary functions and extra duties; the weekly totals and the weeks of the period; the
 * contract findings; the professor's acceptance, the referral boxes and the agreement in the footer
 * (swf-form-sections.tsx). It is a draft until issued; "Issue SWF" keeps the printed figures with
 * the day, and a later re-issue (a new version) lists what changed since the last issued version.
 * Factors print at their own precision and hours at two decimals, each line rounded once and the
 * totals the sums of the printed lines (swf-arithmetic.ts), so the form checks by hand.
 * Computed here from the stored plan, the same way every screen measures the load.
 */
import { Printer } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useAssignments, useCourses, usePrograms, useProfessors } from '@/data/entity-hooks'
import { usePackRecords, useWorkloadRules } from '@/data/workload-rules'
import { EVALUATION_KIND_LABELS, formatEvaluationMix } from '@/domain/model/evaluation-mix'
import { formatNumber } from '@/domain/kernel/format'
import { localIsoDate } from '@/domain/kernel/local-date'
import {
  parseTermKey,
  planningTermLabel,
  termKey,
  type PlanningTerm,
} from '@/domain/calendar/planning-term'
import { PREPARATION_TYPE_LABELS } from '@/domain/policy/caat-a/caat-a-factors'
import { computeSwf, type Swf } from '@/domain/policy/caat-a/swf'
import { formatFactor, formatHours, sumHours } from '@/domain/policy/caat-a/swf-arithmetic'
import { issuedSwfOf, issuesOfPeriod, swfIssueStanding } from '@/domain/policy/caat-a/swf-issue'
import type { AssignmentOverride } from '@/domain/policy/caat-a/caat-a-records'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { cn } from '@/lib/utils'
import {
  SwfAcceptanceAndReferral,
  SwfEstimateNotes,
  SwfFooter,
  SwfOvertimeLine,
} from './swf-form-sections'
import { SwfLineOverrides } from './swf-line-overrides'

const n = formatNumber
const h = formatHours
const PRINT_CSS =
  '@page { size: letter; margin: 14mm; } @media print { html, body { background: #fff !important; } }'
const isoToday = () => localIsoDate()

/** Beside a figure the college estimated (its reason is under the table). */
const ESTIMATED = ' · estimated'

function evaluationType(line: Swf['lines'][number]): string {
  const { mix } = line.evaluation
  const kinds = Object.entries(mix).filter(([, share]) => share > 0)
  return kinds.length === 1
    ? EVALUATION_KIND_LABELS[kinds[0]![0] as keyof typeof EVALUATION_KIND_LABELS]
    : formatEvaluationMix(mix)
}

/** 'Animation diploma · year 1 · In class' (shared sections say so); the program's current name when stored. */
function sectionOf(line: Swf['lines'][number], programNames: ReadonlyMap<string, string>): string {
  const program = programNames.get(line.programId) || line.programName || '—'
  return [program, `year ${line.yearOfStudy}`, line.shared ? 'shared' : '', line.delivery]
    .filter(Boolean)
    .join(' · ')
}

export function SwfPrintPage() {
  const [params] = useState(() => new URLSearchParams(window.location.search))
  const professorId = params.get('professor') ?? ''
  const term = parseTermKey(params.get('term') ?? '')
  // One form per SWF period when short sections cut the term (the busiest one unless chosen).
  const periodParam = params.get('period')
  const periodIndex =
    periodParam !== null && /^\d+$/.test(periodParam) ? Number(periodParam) : undefined
  const professors = useProfessors().data
  const professor = professors?.find((p) => p.id === professorId)

  const name = professor ? professorDisplayName(professor) : ''
  const termLabel = term ? planningTermLabel(term) : ''
  useEffect(() => {
    // The window's title is the file name offered when the print is saved as a PDF.
    if (name) document.title = `SWF – ${name} – ${termLabel}`
  }, [name, termLabel])

  if (!term || (professors && !professor)) {
    return (
      <main className="mx-auto max-w-2xl p-10">
        <h1 className="text-xl font-semibold">No Standard Workload Form</h1>
        <p className="mt-2 text-muted-foreground">
          Open it from a professor&apos;s form (CAAT-A record) for a term.
        </p>
      </main>
    )
  }
  if (!professor)
    return (
      <main className="p-10" role="status">
        Loading…
      </main>
    )
  return (
    <main className="mx-auto max-w-4xl bg-white p-8 text-sm text-black print:p-0">
      <SwfForm professor={professor} term={term} periodIndex={periodIndex} />
    </main>
  )
}

/**
 * One professor's form for a term, as printed: this window's body, and one page of the print-all
 * window (swf-print-all-page.tsx), which leaves out the buttons, the period links and the line
 * adjustments (`editable` false; set a little tighter on paper so a long form keeps to its one
 * sheet). Its ids are its own, so many forms can share a page.
 */
export function SwfForm({
  professor,
  term,
  periodIndex,
  editable = true,
}: {
  professor: Professor
  term: PlanningTerm
  periodIndex?: number
  editable?: boolean
}) {
  const professorId = professor.id
  const uid = useId()
  const courses = useCourses().data
  const assignments = useAssignments().data
  const programs = usePrograms().data
  const programNames = useMemo(
    () => new Map((programs ?? []).map((p) => [p.slug, p.program.name])),
    [programs],
  )
  const [rules] = useWorkloadRules()
  const [records, saveRecord] = usePackRecords()
  const record = records.find((r) => r.professorId === professorId)

  const swf = useMemo(() => {
    if (!courses || !assignments) return null
    return computeSwf({
      professor,
      term,
      assignments,
      courseById: new Map(courses.map((c) => [c.id, c])),
      settings: rules.packs['ontario-caat-a'],
      record,
      periodIndex,
    })
  }, [professor, courses, assignments, term, rules, record, periodIndex])

  const name = professorDisplayName(professor)
  const termLabel = planningTermLabel(term)
  if (!swf) return <p role="status">Loading…</p>

  // Many forms on one page (print-all): each section's name also says whose form it is.
  const labelled = (part: string) => (editable ? `${uid}-${part}` : `${uid}-${part} ${uid}-who`)
  const key = termKey(term)
  const termRecord = record?.terms[key]
  // Every period's issues are kept on the term; this form's are its period's (issued separately).
  const termIssues = termRecord?.swfIssues ?? []
  const issues = issuesOfPeriod(termIssues, swf)
  const last = issues[issues.length - 1]
  const standing = swfIssueStanding(swf, termIssues, {
    vacations: record?.vacations,
    settings: rules.packs['ontario-caat-a'],
  })
  const { changes } = standing
  const issue = () => {
    const base = record ?? { professorId, probationary: false, terms: {} }
    const current = base.terms[key] ?? { extraDuties: [], overrides: {} }
    void saveRecord({
      ...base,
      terms: {
        ...base.terms,
        [key]: { ...current, swfIssues: [...termIssues, issuedSwfOf(swf, isoToday())] },
      },
    })
  }
  const { totals, complementary } = swf
  const setOverride = (assignmentId: string, override: AssignmentOverride) => {
    const base = record ?? { professorId, probationary: false, terms: {} }
    const current = base.terms[key] ?? { extraDuties: [], overrides: {} }
    const overrides = { ...current.overrides, [assignmentId]: override }
    if (Object.keys(override).length === 0) delete overrides[assignmentId]
    void saveRecord({ ...base, terms: { ...base.terms, [key]: { ...current, overrides } } })
  }

  return (
    <article
      className={cn('space-y-5', !editable && 'print:space-y-2 print:text-[10px]')}
      aria-label={`Standard Workload Form, ${name}, ${termLabel}`}
    >
      <style>{PRINT_CSS}</style>
      {editable ? (
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
          <Button variant="outline" onClick={issue} disabled={!!last && changes.length === 0}>
            {last ? 'Re-issue SWF' : 'Issue SWF'}
          </Button>
        </div>
      ) : null}
      <header className="space-y-1 border-b pb-3">
        <h1 className="text-xl font-semibold">Standard Workload Form</h1>
        <p id={`${uid}-who`}>
          {name} ·{' '}
          {professor.employmentType === 'full-time' ? 'Full-time' : professor.employmentType} ·{' '}
          {termLabel}
        </p>
        <p data-testid="swf-period">
          {swf.periods.length > 1
            ? `SWF period ${swf.periodIndex + 1} of ${swf.periods.length} · `
            : ''}
          Period {swf.period.start} to {swf.period.end} · {n(swf.period.weeks)} weeks
        </p>
        {editable && swf.periods.length > 1 ? (
          <nav aria-label="SWF periods" className="flex flex-wrap gap-3 print:hidden">
            {swf.periods.map((p, i) => (
              <a
                key={p.start}
                className="underline"
                aria-current={i === swf.periodIndex ? 'page' : undefined}
                href={`?professor=${encodeURIComponent(professorId)}&term=${key}&period=${i}`}
              >
                Weeks {p.fromWeek}–{p.toWeek} ({p.start} to {p.end})
              </a>
            ))}
          </nav>
        ) : null}
        <p data-testid="swf-state">
          {last
            ? `Issued on ${last.date}${issues.length > 1 ? ` (issue ${issues.length})` : ''}`
            : 'Draft: not issued'}
        </p>
        <p data-testid="swf-deadline">
          Due by {standing.deadline} ({n(rules.packs['ontario-caat-a'].swfNoticeWeeks)} working weeks before{' '}
          {(swf.periods[swf.periodIndex]?.fromWeek ?? 1) > 1 ? 'the period starts' : 'classes start'}, holidays
          {record?.vacations?.length ? ' and this professor’s vacations' : ''} excluded)
          {standing.late ? ` · Issued late: first issued on ${issues[0]!.date}` : ''}
        </p>
        {standing.needsReissue ? (
          <p data-testid="swf-reissue" className="font-semibold">
            Changed after issue: must be re-issued
          </p>
        ) : null}
        {standing.referralBy ? (
          <p data-testid="swf-referral">
            The professor may refer it to the Workload Monitoring Group until {standing.referralBy}{' '}
            ({n(rules.packs['ontario-caat-a'].referralWorkingDays)} working days).
          </p>
        ) : null}
      </header>
      {last && changes.length > 0 ? (
        <section
          aria-labelledby={labelled('changes')}
          className="rounded border border-amber-600 p-3"
        >
          <h2 id={`${uid}-changes`} className="font-semibold">
            Changed since the SWF issued on {last.date}
          </h2>
          <ul className="list-disc pl-5">
            {changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={labelled('courses')}>
        <h2 id={`${uid}-courses`} className="mb-1 font-semibold">
          Teaching
        </h2>
        <table
          className="w-full border-collapse text-left [&_td]:px-1.5 [&_td]:py-0.5 [&_th]:px-1.5 [&_th]:py-0.5"
          data-testid="swf-lines"
        >
          <thead>
            <tr className="border-b">
              <th scope="col">Course</th>
              <th scope="col">Section</th>
              <th scope="col">Program · year · delivery</th>
              <th scope="col" className="text-right">
                TCH
              </th>
              <th scope="col">Preparation</th>
              <th scope="col" className="text-right">
                Prep. h
              </th>
              <th scope="col">Evaluation</th>
              <th scope="col" className="text-right">
                Students
              </th>
              <th scope="col" className="text-right">
                Eval. h
              </th>
              <th scope="col" className="text-right">
                Total h
              </th>
            </tr>
          </thead>
          <tbody>
            {swf.lines.map((l) => (
              <tr key={l.assignmentId} className="border-b">
                <td>
                  {l.code} {l.title}
                </td>
                <td>{l.section}</td>
                <td>{sectionOf(l, programNames)}</td>
                <td className="text-right">{n(l.tch)}</td>
                <td>
                  {PREPARATION_TYPE_LABELS[l.preparation.type]} (
                  {formatFactor(l.preparation.factor)}){l.preparation.estimated ? ESTIMATED : ''}
                </td>
                <td className="text-right">{h(l.preparation.hours)}</td>
                <td>
                  {evaluationType(l)} ({formatFactor(l.evaluation.factor)})
                  {l.evaluation.assumed ? ESTIMATED : ''}
                </td>
                <td className="text-right">
                  {n(l.evaluation.students)}
                  {l.evaluation.studentsEstimated ? ESTIMATED : ''}
                </td>
                <td className="text-right">{h(l.evaluation.hours)}</td>
                <td className="text-right">{h(l.hours)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" colSpan={3}>
                Teaching totals
              </th>
              <td className="text-right">{n(totals.tch)}</td>
              <td />
              <td className="text-right">{h(totals.preparationHours)}</td>
              <td />
              <td className="text-right">{n(totals.students)}</td>
              <td className="text-right">{h(totals.evaluationHours)}</td>
              <td className="text-right" data-testid="swf-teaching-total">
                {h(sumHours(swf.lines.map((l) => l.hours)))}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      <SwfEstimateNotes swf={swf} labelled={labelled} uid={uid} />
      {editable ? (
        <SwfLineOverrides
          swf={swf}
          overrides={termRecord?.overrides ?? {}}
          onChange={setOverride}
        />
      ) : null}
      <section aria-labelledby={labelled('complementary')}>
        <h2 id={`${uid}-complementary`} className="mb-1 font-semibold">
          Complementary functions
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-6">
          {[
            ['Out-of-class assistance', complementary.outOfClassHours],
            ['Routine administration', complementary.administrationHours],
            ...complementary.extraDuties.map((d) => [d.label, d.hours] as const),
            ...(complementary.studentAllowanceArrangement !== null
              ? [
                  [
                    `${n(complementary.studentsOverThreshold)} students over ${n(rules.packs['ontario-caat-a'].studentAllowanceThreshold)}: ${complementary.studentAllowanceArrangement}`,
                    complementary.studentAllowanceHours,
                  ] as const,
                ]
              : complementary.studentAllowanceHours > 0
                ? [
                    [
                      `${n(complementary.studentsOverThreshold)} students over ${n(rules.packs['ontario-caat-a'].studentAllowanceThreshold)}`,
                      complementary.studentAllowanceHours,
                    ] as const,
                  ]
                : []),
          ].map(([label, hours], i) => (
            <div key={`${label}-${i}`} className="contents">
              <dt>{label}</dt>
              <dd className="text-right">{h(Number(hours))} h</dd>
            </div>
          ))}
          <div className="contents font-semibold">
            <dt>Complementary total</dt>
            <dd className="text-right" data-testid="swf-complementary-total">
              {h(complementary.hours)} h
            </dd>
          </div>
        </dl>
      </section>
      {swf.additional.lines.length ? (
        <section aria-labelledby={labelled('additional')}>
          <h2 id={`${uid}-additional`} className="mb-1 font-semibold">
            Additional attributed hours (11.01 F)
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6">
            {swf.additional.lines.map((l, i) => (
              <div key={`${l.label}-${i}`} className="contents">
                <dt>{l.label}</dt>
                <dd className="text-right">{h(l.hours)} h</dd>
              </div>
            ))}
            <div className="contents font-semibold">
              <dt>Additional total</dt>
              <dd className="text-right">{h(swf.additional.hours)} h</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section aria-labelledby={labelled('totals')} className="border-t pt-3">
        <h2 id={`${uid}-totals`} className="mb-1 font-semibold">
          Weekly totals
        </h2>
        <p data-testid="swf-total">
          {h(totals.attributedHours)} / {n(swf.limits.attributedHoursMax)} h total attributed
          workload · {n(totals.tch)} / {n(swf.limits.contactHoursMax)} TCH ·{' '}
          {n(totals.preparations)} preparations · {n(totals.sections)} sections · over{' '}
          {n(swf.period.weeks)} weeks
        </p>
        <SwfOvertimeLine swf={swf} />
        {swf.findings.length ? (
          <ul className="mt-2 list-disc pl-5" aria-label="Contract checks">
            {swf.findings.map((f) => (
              <li key={`${f.kind}-${f.day ?? ''}`}>{f.message}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section
        aria-label={editable ? 'Signatures' : `Signatures, ${name}`}
        className={cn('grid grid-cols-2 gap-10 pt-10', !editable && 'print:pt-2')}
      >
        <div>
          <div className={cn('h-10 border-b border-black', !editable && 'print:h-6')} />
          <p>Supervisor · signature and date</p>
        </div>
      </section>
      <SwfAcceptanceAndReferral labelled={labelled} uid={uid} compact={!editable} />
      <SwfFooter version={standing.version} issuedOn={standing.issuedOn} compact={!editable} />
    </article>
  )
}
