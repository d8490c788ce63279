import { ContentPage } from './content-page'

export function TermsPage() {
  return (
    <ContentPage title="Terms of use" intro="CourseLoad is a planning aid for college staff.">
      <section>
        <h2>Use</h2>
        <p>CourseLoad helps you plan which professor teaches which course section and keep weekly teaching hours within each professor's cap. Plans made here are proposals: confirm assignments through your institution's official process.</p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>You are responsible for the data you enter and for keeping backups. Data lives only in this browser; it is not recoverable by anyone else if it is deleted.</p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>CourseLoad is provided as is. Check workload figures against your collective agreement before acting on them.</p>
      </section>
    </ContentPage>
  )
}
