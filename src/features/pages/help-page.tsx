import { Link } from '@tanstack/react-router'
import { DataSafetyHelp } from '@/components/help/data-safety-help'
import { InputRulesHelp } from '@/components/help/input-rules-help'
import { Kbd } from '@/components/ui/kbd'
import { SHORTCUTS } from '@/domain/keyboard-shortcuts'
import { ContentPage } from './content-page'
import { LoadSampleDataButton } from './load-sample-data-button'

export function HelpPage() {
  return (
    <ContentPage title="Help" intro="Getting started with CourseLoad.">
      <section>
        <h2>First steps</h2>
        <ul>
          <li>Import your programs from <Link to="/settings" className="text-primary underline">Settings → Program Manager</Link>: generate an AI prompt from your college's program pages, paste the JSON reply, or upload a file or spreadsheet.</li>
          <li>Add your faculty on <Link to="/professors" className="text-primary underline">Professors</Link>, or import them from a JSON file.</li>
          <li>Assign professors to course sections on <Link to="/courses" className="text-primary underline">Courses</Link> with Manage Sections, and watch each professor's weekly hours against their cap.</li>
        </ul>
      </section>
      <section aria-labelledby="help-terms">
        <h2 id="help-terms">How load and staffing are counted</h2>
        <ul>
          <li>
            <strong>Load is per term.</strong> A professor's weekly cap is a cap per semester: their hours in Fall 2026 and in
            Winter 2027 are never added together. Someone teaching 10 hours in Fall and 12 in Winter with an 18-hour cap
            is within their cap in both terms.
          </li>
          <li>
            <strong>Every figure follows the header.</strong> The academic year and semester chosen at the top decide what the
            header, the sidebar badges, the dashboard, Professors and Courses count. Choosing a semester also sets its
            academic year; changing the academic year moves the chosen term to the same term of that year.
          </li>
          <li>
            <strong>All Semesters</strong> means the three terms of the chosen academic year. A professor's figure is then
            their busiest term ("12/12 · peak Winter 2027"), with every term listed on their card; they are overloaded when
            they are over the cap in at least one term.
          </li>
          <li>
            <strong>Assigned and unassigned count sections.</strong> A course with three sections needs three professors. The
            header's Assigned, the dashboard's Assigned and Unassigned Courses, the sidebar's warning badge and the Courses
            tiles all count sections that need a professor (courses marked "no professor required" are left out), so a
            three-section course with one professor counts one assigned and two open sections, not one assigned course as
            the original "courses minus assignments" arithmetic had it.
          </li>
          <li>
            On Courses, <strong>Unassigned</strong> lists the courses with at least one open section and <strong>Assigned</strong>
            the courses whose every section has a professor. <strong>Conflicts</strong> lists the courses in a schedule
            clash in the chosen scope. On Professors, Assigned and Available mean teaching, or not, in the chosen scope; the
            tiles and the chips count the same professors (active ones by default, following the Status filter).
          </li>
          <li>
            <strong>Workload alerts</strong> on the dashboard list, for the chosen scope: professors over their cap in a term,
            schedule conflicts, courses with open sections, professors teaching a course without a specialization it
            requires, and active professors under 50 % of their cap (in a multi-term scope, in their busiest term). Each
            alert links to where it is fixed.
          </li>
        </ul>
      </section>
      <InputRulesHelp />
      <section aria-labelledby="help-keyboard">
        <h2 id="help-keyboard">Keyboard</h2>
        <p>Everything works from the keyboard. Press <Kbd>?</Kbd> anywhere to see these shortcuts.</p>
        <table className="mt-2 w-full text-left">
          <tbody className="divide-y">
            {SHORTCUTS.map((s) => (
              <tr key={s.description}>
                <td className="py-1.5 pr-4">{s.description}</td>
                <td className="py-1.5 whitespace-nowrap">
                  {s.keys.map((k, i) => (
                    <Kbd key={`${k}-${i}`} className="mr-1">{k === 'Mod' ? 'Ctrl/⌘' : k}</Kbd>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h2>Try it with sample data</h2>
        <p>Load a realistic animation, game and film school to explore. This replaces what is stored in this browser.</p>
        <div className="mt-3"><LoadSampleDataButton /></div>
      </section>
      <section>
        <h2>Your data</h2>
        <p>Everything stays in this browser. Export a backup from Settings before clearing browser data or switching computers.</p>
      </section>
      <DataSafetyHelp />
    </ContentPage>
  )
}
