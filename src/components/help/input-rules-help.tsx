/**
 * Help page section: what CourseLoad does with what you type or import (issue 14): the bounds of
 * every number (from domain/kernel/number-bounds.ts, so the page cannot drift from the rules), text
 * normalisation, and which addresses become links.
 */
import { DOCUMENTED_BOUNDS } from '@/domain/kernel/number-bounds'

export function InputRulesHelp() {
  return (
    <section aria-labelledby="help-input-rules">
      <h2 id="help-input-rules">What CourseLoad accepts</h2>
      <p>
        Every form, JSON file, spreadsheet and backup goes through the same checks. A number outside its range is refused (or, in a
        program import, ignored with a warning naming the field); it is never stored as it came. Program levels must be Level 1 to
        Level 8.
      </p>
      <table className="mt-2 w-full text-left" data-testid="help-bounds">
        <thead>
          <tr>
            <th className="py-1.5 pr-4">Field</th>
            <th className="py-1.5">Accepted</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {DOCUMENTED_BOUNDS.map((b) => (
            <tr key={b.field}>
              <td className="py-1.5 pr-4">{b.field}</td>
              <td className="py-1.5">{b.range}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3">
        <li>
          <strong>Names, codes and emails are cleaned first.</strong> Invisible characters (zero-width spaces, soft hyphens) and
          text-direction controls are removed and accents are stored in one form, so ANI1001 with a hidden character counts as a
          duplicate of ANI1001, and a name of only invisible characters is reported as required. An email containing a
          text-direction control is refused as invalid.
        </li>
        <li>
          <strong>Links from imported data</strong> (program pages, contact emails) are links only when they start with http://,
          https:// or mailto:; anything else is shown as plain text.
        </li>
        <li>
          <strong>Importing a version on Programs</strong> asks first when the file names a different program (code or name).
        </li>
      </ul>
    </section>
  )
}
