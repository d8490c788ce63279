import { DEFAULT_CAP_BY_EMPLOYMENT_TYPE, EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, FULL_AT_PERCENT, HOURS_WEEKS_PER_TERM, UNDERUTILIZED_BELOW_PERCENT } from '@/domain/kernel/constants'
import { ContentPage } from './content-page'

export function DocsPage() {
  return (
    <ContentPage title="Documentation" intro="How CourseLoad models your teaching plan.">
      <section>
        <h2>Workload bands</h2>
        <p>Weekly teaching hours fall into bands: part-time up to 6, partial load 7 to 12, sessional 13 to 17, full-time 18 and above. Default caps when an employment type is chosen:</p>
        <ul>
          {EMPLOYMENT_TYPES.map((t) => (
            <li key={t}>{EMPLOYMENT_TYPE_LABELS[t]}: {DEFAULT_CAP_BY_EMPLOYMENT_TYPE[t]} hours per week</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Workload status</h2>
        <ul>
          <li>Overloaded: assigned hours above the professor's maximum.</li>
          <li>Unassigned: no hours assigned.</li>
          <li>Underutilized: below {UNDERUTILIZED_BELOW_PERCENT}% of the maximum.</li>
          <li>Full: {FULL_AT_PERCENT}% of the maximum or more.</li>
          <li>Partial: anything in between.</li>
        </ul>
      </section>
      <section>
        <h2>Courses, sections and assignments</h2>
        <p>A course has one or more sections. Each section can be assigned to one professor. A course is Fully Assigned when every section has a professor, Partially Assigned when some do, Unassigned otherwise. Semester hours are weekly hours × {HOURS_WEEKS_PER_TERM} weeks.</p>
      </section>
      <section>
        <h2>Programs and versions</h2>
        <p>A program is imported once (its original version) and can gain later versions, one per program design number. Exactly one version is active. The original version cannot be deleted.</p>
      </section>
    </ContentPage>
  )
}
