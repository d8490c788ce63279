import { ContentPage } from './content-page'

export function PrivacyPage() {
  return (
    <ContentPage title="Privacy" intro="CourseLoad keeps your planning data in this browser. Nothing you enter is uploaded unless you share the plan with your school's own server.">
      <section>
        <h2>What is stored, and where</h2>
        <ul>
          <li>Professors, courses, programs, program versions and assignments are stored in this browser's IndexedDB database named "courseload-app".</li>
          <li>Small preferences (academic year, selected semester, sidebar state, the professor-form draft) are stored in localStorage under keys starting with "courseload".</li>
          <li>CourseLoad's own program files (scripts, styles, the optimizer) are kept in this browser's Cache Storage by a service worker, so the app opens without a network after one visit. They hold none of your data; a new version replaces them when you choose Reload.</li>
          <li>No data is sent to a CourseLoad company server: there is none. Reports, exports and backups are produced in the browser and downloaded to your computer.</li>
        </ul>
      </section>
      <section>
        <h2>Sharing a plan with your school's server</h2>
        <p>Only when you choose Settings → General → Share this plan, and only to the server your school runs, at the address you enter. The header's badge then says "Shared with" and that server's name. What is sent:</p>
        <ul>
          <li>Once, when you share: every record of the plan (professors with their contact details, courses, programs, program versions, assignments, the workload rule pack's records per professor, such as contract records, and the workload rules).</li>
          <li>Afterwards: every change you make to those records, with the record as it was changed, and who you are (your sign-in's e-mail). The server keeps every change with who made it and when, so coordinators can see who changed what.</li>
          <li>Changes made while offline wait in this browser (IndexedDB, store "outbox") and are sent when the server can be reached.</li>
          <li>Not sent: your preferences, table layouts, backups, reports and exports, and what-if scenarios.</li>
          <li>Stop sharing (in the same section) stops sending; what the server already holds stays there, under your school's control.</li>
        </ul>
      </section>
      <section>
        <h2>Sign-in</h2>
        <p>When your institution enables sign-in, membership and sign-in are managed by the authentication provider. It sees your account details, never your planning data.</p>
      </section>
      <section>
        <h2>Keeping and removing your data</h2>
        <ul>
          <li>Your browser may delete site data when storage runs low unless it is marked persistent; CourseLoad asks for persistent storage after your first change. See System status.</li>
          <li>Clearing this site's data in your browser, or Settings → Cache &amp; Reset, erases everything. Export a backup first.</li>
        </ul>
      </section>
    </ContentPage>
  )
}
