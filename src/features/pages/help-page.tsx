import { Link } from '@tanstack/react-router'
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
      <section>
        <h2>Try it with sample data</h2>
        <p>Load a realistic animation, game and film school to explore. This replaces what is stored in this browser.</p>
        <div className="mt-3"><LoadSampleDataButton /></div>
      </section>
      <section>
        <h2>Your data</h2>
        <p>Everything stays in this browser. Export a backup from Settings before clearing browser data or switching computers.</p>
      </section>
    </ContentPage>
  )
}
