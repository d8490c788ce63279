/**
 * Where a program's data came from, as the import file says: its program and courses pages and
 * a contact. These are untrusted text, so each goes through SafeLink: http, https and mailto
 * become links, anything else (a javascript: url) stays plain text.
 */
import { SafeLink } from '@/components/safe-link'
import type { ProgramMeta } from '@/domain/model/program-import-format'

const linkClass = 'underline underline-offset-2 break-all'

export function ProgramSources({ meta }: { meta: ProgramMeta }) {
  const { program_page, courses_page } = meta.urls ?? {}
  const contact = meta.contact
  if (!program_page && !courses_page && !contact?.email && !contact?.name) return null
  return (
    <ul className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Program sources" data-testid="program-sources">
      {program_page ? (
        <li>
          Program page: <SafeLink href={program_page} className={linkClass} />
        </li>
      ) : null}
      {courses_page ? (
        <li>
          Courses page: <SafeLink href={courses_page} className={linkClass} />
        </li>
      ) : null}
      {contact?.name || contact?.email ? (
        <li>
          Contact: {contact.name ? `${contact.name} ` : ''}
          {contact.email ? <SafeLink email={contact.email} className={linkClass} /> : null}
        </li>
      ) : null}
    </ul>
  )
}
