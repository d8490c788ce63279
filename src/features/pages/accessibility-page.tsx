import { ContentPage } from './content-page'

export function AccessibilityPage() {
  return (
    <ContentPage title="Accessibility" intro="CourseLoad aims to meet WCAG 2.2 level AA.">
      <section>
        <h2>Keyboard</h2>
        <ul>
          <li>Every action can be reached with Tab and Shift+Tab; a visible focus ring shows where you are.</li>
          <li>Enter submits forms; Escape closes dialogs and returns focus to the control that opened them.</li>
          <li>Sortable list headers are buttons: press Enter or Space to change the sort.</li>
          <li>
            A list's column widths, like their order, can be changed from its columns menu (Column width: Narrower and
            Wider for each shown column) as well as by dragging a header's edge.
          </li>
        </ul>
      </section>
      <section>
        <h2>Screen readers</h2>
        <ul>
          <li>Form fields have visible labels; errors are announced and linked to their field.</li>
          <li>Status changes (saved, imported, failed) are announced as notifications.</li>
          <li>Workload colours always come with a text label, never colour alone.</li>
        </ul>
      </section>
      <section>
        <h2>Feedback</h2>
        <p>If something is hard to use, contact your IT team through the link in the footer.</p>
      </section>
    </ContentPage>
  )
}
