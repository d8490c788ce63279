import { Fragment } from 'react'
import { Link } from '@tanstack/react-router'
import { DataSafetyHelp } from '@/components/help/data-safety-help'
import { InputRulesHelp } from '@/components/help/input-rules-help'
import { Kbd } from '@/components/ui/kbd'
import { SHORTCUTS } from '@/domain/kernel/keyboard-shortcuts'
import { DEFAULT_PLACEHOLDER_WEEKLY_HOURS } from '@/domain/programs/requirement-placeholders'
import { PACK_HELP } from '@/packs/pack-help'
import { ContentPage } from './content-page'
import { LoadSampleDataButton } from './load-sample-data-button'

export function HelpPage() {
  return (
    <ContentPage title="Help" intro="Getting started with CourseLoad.">
      <section>
        <h2>First steps</h2>
        <ul>
          <li>
            Import your programs from{' '}
            <Link to="/settings" className="text-primary underline">
              Settings → Program Manager
            </Link>
            : generate an AI prompt from your college's program pages, paste the JSON reply, or
            upload a file or spreadsheet. Paste the assistant&apos;s reply as it comes: a ```json
            fence or a sentence before or after the JSON is removed, and CourseLoad says what it
            removed. A program spreadsheet names its program with the optional programName and
            credential columns (without them the program is called by its programId).
          </li>
          <li>
            Rename a program, or change its code, credential or length, with{' '}
            <strong>Edit Program</strong> on{' '}
            <Link to="/programs" className="text-primary underline">
              Programs
            </Link>
            . Its courses, versions and assignments stay with it, and the change can be undone.
          </li>
          <li>
            Add your faculty on{' '}
            <Link to="/professors" className="text-primary underline">
              Professors
            </Link>
            , or import them from a JSON file or an HR spreadsheet.
          </li>
          <li>
            Assign professors to course sections on{' '}
            <Link to="/courses" className="text-primary underline">
              Courses
            </Link>{' '}
            with Manage Sections, and watch each professor's weekly hours against their cap.
          </li>
        </ul>
      </section>
      <section aria-labelledby="help-professor-import">
        <h2 id="help-professor-import">Importing professors from HR</h2>
        <p>
          A spreadsheet import matches the file's columns by their words (&ldquo;Work Email&rdquo;,
          &ldquo;Employee Group&rdquo;, &ldquo;Max Teaching Hrs/Wk&rdquo;); a match you correct by
          hand is remembered in this browser for the next file with the same headers. Employment
          types and statuses written another way (&ldquo;Full-Time Faculty&rdquo;, &ldquo;PT&rdquo;)
          are read and flagged in the preview; a value the app does not know (&ldquo;Contract
          Faculty&rdquo;, &ldquo;On Leave&rdquo;) is never guessed: you choose what it means once,
          under Values to match, and the choice applies to every row with it.
        </p>
        <p>
          <strong>Imports and the professor form follow one rule set.</strong> A row the form would
          refuse (a name, an email address, a cap its employment type does not allow, such as a
          part-time professor above 6 hours) is skipped, and the import says why, naming the
          column. What an HR file rarely holds (specializations, qualifications) does not stop a
          row: the professor is saved and marked <strong>Needs review</strong> until those are
          filled in. Editing a professor never asks you to complete fields you did not touch: to
          change a phone number you can save straight away, and what is still missing is shown as
          a warning to complete.
        </p>
        <p>
          In a JSON file, <code>active</code> (or <code>isActive</code>) may be true, 1 or yes for
          an active professor and false, 0 or no for an inactive one. Any other value (&ldquo;On
          Leave&rdquo;) skips the row with a message naming it, rather than guessing.
        </p>
      </section>
      <section aria-labelledby="help-bulk-assign">
        <h2 id="help-bulk-assign">Assigning one professor to many courses</h2>
        <p>
          In the Courses list, select courses and choose <strong>Assign professor…</strong> to
          give one professor every open section of the selection. The dialog shows, per course,
          the hours they would reach and any schedule conflict. Before saving, it asks once when
          the professor would go over their weekly cap or teach two sections at the same time,
          naming both sections of each conflict; <strong>Go back</strong> is the default answer
          and <strong>Assign anyway</strong> saves. The whole assignment is one undo step.
        </p>
      </section>
      <section aria-labelledby="help-course-needs">
        <h2 id="help-course-needs">What each course needs</h2>
        <p>
          A course can say which specializations its teacher needs, its evaluation mix (the share
          of marks from essay or project work, routine or assisted marking and in-process
          evaluation, adding up to 100%) and the students expected per section. All three are
          optional. In a program JSON file or an AI reply they are{' '}
          <code>required_specializations</code> (a list), <code>evaluation_mix</code> (for example{' '}
          <code>{'{ "essay": 60, "routine": 40, "in_process": 0 }'}</code>) and{' '}
          <code>expected_enrolment</code> (a whole number); the generated AI prompt asks for them
          when the college&apos;s pages say. Program spreadsheets use the requiredSpecializations,
          evaluationMix and expectedEnrolment columns, and the course spreadsheet the Required
          Specializations, Evaluation Mix and Expected Enrolment columns; the templates show both.
        </p>
        <p>
          In a spreadsheet cell a mix is written like &ldquo;60 essay / 40 routine&rdquo;, and a
          list may be separated by commas, semicolons, | or line breaks. A value that cannot be
          read (a mix adding up to 90%, &ldquo;thirty&rdquo; students) is never dropped quietly: a
          program import stops and names the field and course, or the row and column, and a course
          spreadsheet skips that row and says why. In the course form the mix is three percentage
          boxes with their total; leave all three empty when it is not known.
        </p>
      </section>
      <section aria-labelledby="help-terms">
        <h2 id="help-terms">How load and staffing are counted</h2>
        <ul>
          <li>
            <strong>Load is per term.</strong> A professor's weekly cap is a cap per semester: their
            hours in Fall 2026 and in Winter 2027 are never added together. Someone teaching 10
            hours in Fall and 12 in Winter with an 18-hour cap is within their cap in both terms.
          </li>
          <li>
            <strong>Every figure follows the header.</strong> The academic year and semester chosen
            at the top decide what the header, the sidebar badges, the dashboard, Professors and
            Courses count. Choosing a semester also sets its academic year; changing the academic
            year moves the chosen term to the same term of that year.
          </li>
          <li>
            <strong>A link to a year's reports</strong> (/reports/2025-2026) shows that year, and
            the term chosen on that page, in the reports only: the rest of the app stays on the
            header's year and semester, and choosing either in the header brings the reports back to
            it. A filter in an address that names something no longer stored (a removed program, a
            deleted professor) is dropped, so the screen shows what its controls say.
          </li>
          <li>
            <strong>The reports&apos; workload status</strong> is Overloaded (over the cap),
            Under-utilized (teaching, under half of it), <strong>Unassigned</strong> (no hours in
            that term, the word the dashboard and Professors use) or Normal. The spec&apos;s reports
            called a professor with nothing to teach &quot;Normal&quot;, beside a dashboard that
            listed them as underloaded. The dashboard&apos;s Workload Alerts now list them apart, as
            <strong> Unassigned professors</strong>, after the Underloaded professors (some hours, under
            half the cap): for one term the two counts are the reports&apos; unassigned and
            under-utilized counts.
          </li>
          <li>
            <strong>Load statements</strong> carry the letterhead and paper of Settings → General →
            Documents (Letter unless A4 is chosen). &quot;All professors&quot; makes one statement per
            professor who teaches in the scope (an option adds the others). A browser cannot write a
            zip of PDFs without a server, so the print window offers <strong>Print one by one</strong>:
            each professor&apos;s statement in a window of its own, named after them, to print or save
            as its own PDF. Printing the whole window gives one PDF of every statement, each
            starting on a new page under the professor&apos;s name. Those names are the only
            headings printed, so a PDF maker that turns headings into bookmarks gives one bookmark
            per professor (Chrome does when it prints from the command line with
            --generate-pdf-document-outline); the Save as PDF of Chrome&apos;s print dialog has no
            bookmark option, so its file may have none: there find a professor with the PDF
            viewer&apos;s search, or use Print one by one. A statement longer than a page repeats its
            table&apos;s header row on every page, and the signature and date lines always stay with
            the end of the table. Each statement gives the term&apos;s dates from the academic
            calendar, the day it was printed, and each section&apos;s days and times when the course
            has a schedule.
          </li>
          <li>
            <strong>Workbooks and file names</strong>: every Excel file (the load plan, the
            professors, the courses, each report) opens with its header row frozen and a filter on
            it, columns as wide as their content, numbers as numbers and hire dates as dates, and
            prints landscape, one page wide, with the header row on every page, on the paper of
            Settings → General → Documents (a report&apos;s file on the paper it was generated
            with, as its print). Each file names the
            professor by First Name, Last Name, Preferred Name and Email, and the program by its name
            and Program Code, so files can be joined (a VLOOKUP from payroll). The course list is
            saved as courses_all_… or, for the current filters, courses_{'{scope}'}_filtered_… so
            the two never share a name.
          </li>
          <li>
            <strong>Current term</strong> in Settings → General is the term saved there (the term of
            today's month until one is saved: September to January Fall, February to May Winter,
            otherwise Spring). Saving a changed year or term moves the header to that term; saving
            without a change changes nothing.
          </li>
          <li>
            <strong>All Semesters</strong> means the three terms of the chosen academic year. A
            professor's figure is then their busiest term ("12/12 · peak Winter 2027"), with every
            term listed on their card; they are overloaded when they are over the cap in at least
            one term.
          </li>
          <li>
            <strong>Assigned and unassigned count sections.</strong> A course with three sections
            needs three professors. The header's Assigned, the dashboard's Assigned and Unassigned
            Courses, the sidebar's warning badge and the Courses tiles all count sections that need
            a professor (courses marked "no professor required" are left out), so a three-section
            course with one professor counts one assigned and two open sections, not one assigned
            course as the original "courses minus assignments" arithmetic had it.
          </li>
          <li>
            <strong>Weekly Section Hours</strong> (dashboard, Courses tiles and the list&apos;s line)
            is the weekly hours of every section that needs a professor: a 4-hour course with three
            sections counts 12, as the professors&apos; loads and a budget do. The spec&apos;s sum
            of course hours counted it once; it is kept as the tile&apos;s second line (&quot;h of
            course time&quot;). A course marked &quot;no professor required&quot; shows{' '}
            <strong>No professor needed</strong> instead of an assignment status.
          </li>
          <li>
            A course without a term and year is <strong>Not scheduled</strong>: it is listed under
            its term but counted in no term until Manage Sections, saved with a professor, schedules
            it in the header&apos;s term (or Edit gives it one). A load-plan spreadsheet leaves its
            open sections out (they belong to no term yet); a row of an imported load plan that
            staffs it schedules it in that row&apos;s term, and the preview says so.
          </li>
          <li>
            On Courses, <strong>Unassigned</strong> lists the courses with at least one open section
            and <strong>Assigned</strong> the courses whose every section has a professor.{' '}
            <strong>Conflicts</strong> lists the courses in a schedule clash in the chosen scope. On
            Professors, Assigned and Available mean teaching, or not, in the chosen scope; the tiles
            and the chips count the same professors (active ones by default, following the Status
            filter).
          </li>
          <li>
            <strong>Workload alerts</strong> on the dashboard list, for the chosen scope: professors
            over their cap in a term, schedule conflicts, courses with open sections, professors
            teaching a course without a specialization it requires, and active professors under 50 %
            of their cap (in a multi-term scope, in their busiest term). Each alert links to where
            it is fixed.
          </li>
        </ul>
        <p className="mt-2" data-testid="help-course-needs">
          <strong>What each course needs.</strong> Select courses in the Courses list view, then
          under More choose <strong>Set required specializations…</strong> to add, replace or remove
          the specializations the professor picker ranks by. Its <strong>Suggest from history</strong>{' '}
          part proposes, for each selected course without requirements, the specializations held by
          every professor who taught the same course code in an earlier term (or by more than half
          of them when none is held by all); tick the ones to accept, or Accept all.{' '}
          <strong>Set evaluation mix / enrolment…</strong> sets the evaluation mix (for example
          &ldquo;60 essay / 40 routine&rdquo;) and the students expected per section. Each is one
          change and one undo step, and the course cards show what was set.
        </p>
      </section>
      <section aria-labelledby="help-semester-mapping">
        <h2 id="help-semester-mapping">How semester mapping works</h2>
        <p>
          When you import a program (or a version of one), <strong>Map Program Semesters</strong>{' '}
          pins each level to one term and year; that level&apos;s courses are then planned, staffed
          and counted in that term. The dialog says in one sentence what the mapping means and
          shows a timeline with each level under its term. Three patterns are one click each:
        </p>
        <ul>
          <li>
            <strong>Fall/Winter, every level every year</strong> (most Ontario diplomas): odd
            levels run in Fall and even levels in Winter of the academic year you choose, so Level
            2 and Level 4 are in Winter and nothing lands in Spring.
          </li>
          <li>
            <strong>Fall/Winter/Spring cohort</strong> (the default): one intake moves through the
            levels term by term from the program&apos;s start, Fall, then Winter, then Spring, then
            Fall again, so Level 3 is in Spring.
          </li>
          <li>
            <strong>Custom</strong>: choose each level&apos;s term and year yourself; changing one
            level moves every later level along the Fall, Winter, Spring sequence. Tick Not active
            to leave a level out.
          </li>
        </ul>
        <p className="mt-2">
          A requirement in a program (an elective such as &ldquo;Professional Elective&rdquo;)
          names a choice, not a course, so by default it creates no section to staff. Tick it in
          the mapping step to add it as a placeholder course the school staffs, with the weekly
          hours you give ({DEFAULT_PLACEHOLDER_WEEKLY_HOURS} unless you change it).
        </p>
      </section>
      <section aria-labelledby="help-auto-assign">
        <h2 id="help-auto-assign">How auto-assign decides</h2>
        <p>
          <strong>Auto-assign</strong> on Courses (or &ldquo;Auto-assign open sections&rdquo; in the
          command palette) proposes a professor for every open section of one term, using the HiGHS
          optimization solver in your browser; nothing leaves the device. It only ever proposes
          active professors, never puts anyone over their weekly cap in that term, never creates a
          schedule conflict, skips courses that need no professor, and, unless you switch it off,
          keeps to each professor&apos;s max courses per term and max daily hours. Existing
          assignments stay as they are unless you allow reassigning. Within those rules it first
          staffs as many sections as possible, then weighs expertise and load. Expertise: a course
          with required specializations is matched on them (with &ldquo;Qualified only&rdquo; on,
          only professors holding one of them are proposed); a course without requirements is
          matched on who taught it before, in any earlier term; with neither, the row says
          &ldquo;No basis to match&rdquo; rather than pretend. Preferred programs count too. Load:
          with &ldquo;Load full-time faculty first&rdquo; (on by default) full-time professors are
          filled toward their target first, then partial load, sessional and part-time, and loads
          are evened out within each type. Each row says why (the specialization matched, the
          term they taught it, the preferred program, a full-time professor below target) and lists
          the best alternatives with their load before and after and their match: pick one in the
          row&apos;s Professor list to swap, or choose &ldquo;Leave open&rdquo;. The rules are
          checked again on your edited proposal, sections it could not staff are listed with the
          reason (no qualified candidate, everyone qualified at their limit, conflicts), and
          accepting saves everything as one change you can undo in one step. When the time limit
          hits, you get the best proposal found so far, which never staffs fewer sections than
          assigning section by section with the Manage Sections ranking.
          {PACK_HELP.map((pack) => (
            <Fragment key={pack.id}> {pack.autoAssign}</Fragment>
          ))}
        </p>
      </section>
      {PACK_HELP.map((pack) => (
        <pack.Section key={pack.id} />
      ))}
      <InputRulesHelp />
      <section aria-labelledby="help-keyboard">
        <h2 id="help-keyboard">Keyboard</h2>
        <p>
          Everything works from the keyboard. Press <Kbd>?</Kbd> anywhere to see these shortcuts.
        </p>
        <table className="mt-2 w-full text-left">
          <tbody className="divide-y">
            {SHORTCUTS.map((s) => (
              <tr key={s.description}>
                <td className="py-1.5 pr-4">{s.description}</td>
                <td className="py-1.5 whitespace-nowrap">
                  {s.keys.map((k, i) => (
                    <Kbd key={`${k}-${i}`} className="mr-1">
                      {k === 'Mod' ? 'Ctrl/⌘' : k}
                    </Kbd>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="help-scenarios">
        <h2 id="help-scenarios">What-if scenarios</h2>
        <p>
          A <strong>scenario</strong> is a what-if copy of one term&apos;s plan (or a whole academic
          year&apos;s). Create one on <strong>Scenarios</strong>, from the live plan or from another
          scenario, and <strong>Open</strong> it: every screen then shows the scenario, with a banner
          naming it, and every tool works inside it (assigning, Manage Sections, bulk actions, copy
          plan, auto-assign, undo and redo). The live plan is never changed while a scenario is
          open; <strong>Back to live</strong> on the banner returns to it. The scenario stays open
          in this tab across a reload, while other tabs stay on live. Inside a scenario auto-assign
          offers &ldquo;Keep live assignments where possible&rdquo;: every section it gives to
          someone other than its live professor counts as a cost, so it moves only what it must.
          Compare a scenario with live, then promote it to apply its changes to live in one step. A
          promoted scenario is read-only. Backups include the scenarios; restoring an older backup
          keeps the scenarios stored here and says so (compare them to see how live differs).
        </p>
      </section>
      <section aria-labelledby="help-undo">
        <h2 id="help-undo">Undo</h2>
        <p>
          Every change to your data can be undone and redone: adding, editing and deleting
          professors and courses, assigning and unassigning sections, bulk actions, imports,
          removing a program or a version, and loading sample data. Use <strong>Undo</strong> on the
          message that confirms a change, the Undo and Redo buttons in the header (they name the
          action, for example "Undo: assign ANI1001 §2 to Maya Okafor"), or <Kbd>Ctrl/⌘</Kbd>{' '}
          <Kbd>Z</Kbd> and <Kbd>Ctrl/⌘</Kbd> <Kbd>Shift</Kbd> <Kbd>Z</Kbd> outside text fields. Each
          tab keeps its own last 100 changes until it is closed or reloaded.
        </p>
        <p className="mt-2">
          An undo never overwrites newer work: if the records a change touched were changed since,
          in this tab or another, CourseLoad refuses with "Can't undo: … — those records were
          changed since." and leaves them as they are. Restoring a backup and resetting all data
          cannot be undone; they clear the undo history.
        </p>
      </section>
      <section>
        <h2>Try it with sample data</h2>
        <p>
          Load a realistic animation, game and film school to explore. This replaces what is stored
          in this browser.
        </p>
        <div className="mt-3">
          <LoadSampleDataButton />
        </div>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          Everything stays in this browser. Export a backup from Settings before clearing browser
          data or switching computers.
        </p>
      </section>
      <DataSafetyHelp />
    </ContentPage>
  )
}
