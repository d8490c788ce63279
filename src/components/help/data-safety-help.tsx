/**
 * Help text for Settings → General (backup, restore, reset, migration, preferences, offline),
 * meant for the Help page's "Your data" section. Plain sections styled by ContentPage.
 */
import { Link } from '@tanstack/react-router'

const general = { to: '/settings', search: { tab: 'general' } } as const

export function DataSafetyHelp() {
  return (
    <>
      <section>
        <h2>Back up your data</h2>
        <p>
          The only copy of your plan lives in this browser. In{' '}
          <Link {...general} className="text-primary underline">
            Settings → General
          </Link>
          , Export Backup downloads a file named CourseLoad-backup-… .json with every professor,
          course, assignment and program (all versions), your academic year and your preferences. It
          carries a format version and a checksum, so a damaged or edited file is refused instead of
          half-read. CourseLoad reminds you when you have changes and no backup for 7 days.
        </p>
      </section>
      <section>
        <h2>Restore a backup</h2>
        <ul>
          <li>
            Import Backup reads the file in the background, with a progress bar and Cancel, and
            shows what it holds (records per kind, the date it was made, any record that cannot be
            restored and why) before anything changes.
          </li>
          <li>
            Replace all data swaps everything in one step: if anything fails, your current data
            stays exactly as it was.
          </li>
          <li>
            Backups from older exports (the stored-keys file and the version 2.0 export) are
            accepted too.
          </li>
        </ul>
      </section>
      <section>
        <h2>Start over</h2>
        <p>
          Cache &amp; Reset erases CourseLoad's data in this browser (programs, courses,
          assignments, professors and settings) after a confirmation that offers to download a
          backup first. Other sites' data is not touched.
        </p>
      </section>
      <section>
        <h2>Importing a program again</h2>
        <p>
          If a program with the same design number is already stored, CourseLoad asks first: create
          a new version (the default, nothing stored changes) or replace the stored version, after
          telling you which assignments would be deleted.
        </p>
      </section>
      <section>
        <h2>Preferences and offline use</h2>
        <p>
          Choose a light, dark or system theme and your date and time formats in Settings → General.
          CourseLoad needs no network: once opened in this browser it also starts offline, and when
          you are offline it says so and keeps working, saving in this browser. When a new version
          is published, a banner offers to reload into it; until you do, the version you opened
          keeps running.
        </p>
      </section>
    </>
  )
}
