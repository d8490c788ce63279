/**
 * The Ontario CAAT-A pack's help, shown on the Help page (features/pages/help-page.tsx) through
 * the registry's help list (packs/pack-help.tsx): what the pack adds to auto-assign, and its own
 * section on the workload rules and the Standard Workload Form.
 */

/** Follows the auto-assign help's paragraph: what the solver does under the pack. */
export const caatAAutoAssignHelp = (
  <>
    Under the Ontario CAAT-A
    rules the solver caps teaching contact hours; a full-time professor&apos;s Standard
    Workload Form (44 h attributed) is then measured on the proposal, and any row that would
    put them over it starts as &ldquo;Leave open&rdquo;, so the proposal never overloads
    anyone; accepting such a row anyway is refused with their SWF figure.
  </>
)

export function CaatAHelpSection() {
  return (
    <section aria-labelledby="help-caat-a">
      <h2 id="help-caat-a">Ontario CAAT-A workload rules</h2>
      <p>
        Settings &rsaquo; General &rsaquo; <strong>Workload rules</strong> switches every load
        figure from the CourseLoad bands to the <strong>Ontario CAAT-A (Article 11)</strong> rule
        pack. A course&apos;s weekly hours then count as teaching contact hours (TCH), measured
        against the employment type&apos;s maximum (part-time 6, partial load 12, sessional and
        full-time 18). A full-time professor&apos;s load is their Standard Workload Form: TCH plus
        preparation (TCH &times; the New, Established or Repeat factor, derived from what they
        taught before), evaluation (TCH &times; the course&apos;s evaluation mix &times; students)
        and complementary functions (4 + 2 h, listed extra duties, and an allowance above 260
        students), shown as &ldquo;41.30 / 44 h attributed &middot; 15 / 18 TCH&rdquo; on cards,
        tables, Manage Sections, bulk assign, alerts and reports. Alerts add the agreement&apos;s
        checks (over 44 h or the TCH maximum, more than 4 preparations or 6 sections without a
        recorded agreement, contact days over 8 h, less than 12 h of rest, sessional months), each
        linking to the fix; the professor form records probationary status, agreements with their
        date and extra duties per term and opens the printable SWF (draft, issued, re-issued with the
        changes listed), and the dashboard shows the SWF issue deadline. Manage Sections and bulk
        assign show each full-time professor&apos;s SWF after the change, exactly.
        The defaults are those of Article 11 as amended by the 2025 award, in force to September
        2027 (the Ontario CAAT-Academic collective agreement): <strong>every factor is editable</strong>{' '}
        in the factor table for your college&apos;s own agreement, and &ldquo;Restore
        defaults&rdquo; brings these values back.
      </p>
      <p>
        The printed SWF shows each factor at its own precision (0.015, 0.0092, a 50/50 mix&apos;s
        0.0225) and each line&apos;s hours rounded once, half up, to the hundredth; the totals are the
        sums of the printed lines, so the form adds up by hand. Where nothing is recorded the SWF
        uses the college&apos;s planning estimates from Settings (the preparation type of a course
        with no teaching history, the evaluation type of a course without a mix, the students as a
        percentage of capacity) and marks each such figure &ldquo;estimated&rdquo; with its reason;
        a 44 h breach that exists only through estimates reads &ldquo;over 44 h if the estimates
        hold&rdquo; and ranks below real breaches. The form has Special A and B preparation (11.01
        D3 vii&ndash;viii, chosen per section under &ldquo;Adjust preparation types and
        students&rdquo; and printed with their factor; their defaults, 0.60 and 0.35 h per TCH,
        are the least sure of the table: check them against your agreement), major revisions
        counted as New, additional attributed hours, the allowance above 260 students failing
        another recorded arrangement, the overtime line, the professor&apos;s acceptance or
        disagreement with date lines, the referral boxes, the agreement in its footer and its
        version number when re-issued. Each section&apos;s line names its program and year of
        study (from the course: its program, and its level, two levels a year) and its delivery; a
        section marked as shared by several programs or years is Repeat A, never Repeat B.
      </p>
      <p>
        Each professor&apos;s deadline is six working weeks before classes start, weekends,
        holidays and their recorded vacations excluded; the form says when it was issued late or
        changed after issue and must be re-issued. Courses of 7 or 11 weeks (their weeks and first
        week recorded on the section) cut the term into <strong>SWF periods</strong>: the
        professor gets one SWF per period, listed and printed separately, each due six working
        weeks before its own period starts, issued on its own and re-issued with its own version
        number when it changes; the dashboard&apos;s SWF clock then counts forms. A sessional
        appointment may run up to 12 months in any 24, counted in calendar months from the
        terms&apos; dates.
      </p>
    </section>
  )
}
