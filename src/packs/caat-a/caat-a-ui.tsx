/**
 * The Ontario CAAT-A pack's screen parts, as the registry's screen side asks for them
 * (pack-ui.tsx): the professor form's agreement notes and probationary flag, the edit dialog's
 * CAAT-A section, the SWF link of a full-time professor on the professor list, the Standard
 * Workload Forms page action, and the dashboard's SWF clock. Loaded on demand with the pack.
 */
import { FileText } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { useSwfClock } from '@/data/use-workload-policy'
import { planningTermLabel } from '@/domain/calendar/planning-term'
import { hasSwf } from '@/domain/policy/caat-a/swf-status'
import type { PackUi } from '@/packs/pack-ui'
import { CaatProfessorSection, CaatRulesList } from './caat-professor-section'
import { newProfessorCaatRecord } from './new-professor-record'
import { SwfClockCard } from './swf-clock-card'
import { SwfLink } from './swf-links'

export const CAAT_A_UI: PackUi = {
  ProfessorFormNotes: ({ employmentType, isAdd, checkField }) => (
    <>
      <CaatRulesList employmentType={employmentType} />
      {isAdd && employmentType === 'full-time' ? (
        <div className="sm:col-span-2">{checkField('probationary', 'prof-probationary', 'Probationary (no overtime, even by agreement)')}</div>
      ) : null}
    </>
  ),
  ProfessorSection: CaatProfessorSection,
  newProfessorRecord: newProfessorCaatRecord,
  ProfessorLink: ({ professor, fullName, term, variant }) => {
    if (!hasSwf(professor)) return null
    return variant === 'card' ? (
      <Button variant="outline" size="sm" asChild>
        <SwfLink professorId={professor.id} term={term} aria-label={`SWF of ${fullName} for ${planningTermLabel(term)}`}>
          <FileText aria-hidden="true" />
          SWF
        </SwfLink>
      </Button>
    ) : (
      <Button variant="ghost" size="icon" className="size-7 in-data-[density=compact]:size-6" asChild>
        <SwfLink
          professorId={professor.id}
          term={term}
          aria-label={`SWF of ${fullName} for ${planningTermLabel(term)}`}
          title={`SWF for ${planningTermLabel(term)}`}
        >
          <FileText aria-hidden="true" />
        </SwfLink>
      </Button>
    )
  },
  ProfessorsActions: () => (
    <Button variant="outline" asChild>
      <Link to="/professors/swfs">
        <FileText aria-hidden="true" />
        Standard Workload Forms
      </Link>
    </Button>
  ),
  DashboardCards: function SwfClockCards({ terms, professors }) {
    const clock = useSwfClock(terms, professors)
    return clock ? <SwfClockCard clock={clock} /> : null
  },
}
