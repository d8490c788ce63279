import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { APP_VERSION_LABEL, IT_CONTACT_EMAIL, PRODUCT_NAME } from '@/domain/kernel/constants'
import type { ShellCounts } from './use-shell-counts'

const linkClass = 'text-muted-foreground hover:text-foreground hover:underline'

/** Quick navigation, support links, system overview counts, legal links, IT contact. */
function Footer({ counts }: { counts: ShellCounts }) {
  return (
    <footer className="bg-card border-t px-6 py-6 text-sm">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="mb-2 font-semibold">Quick navigation</h2>
          <ul className="space-y-1">
            <li><Link to="/" className={linkClass}>Dashboard</Link></li>
            <li><Link to="/professors" className={linkClass}>Professors</Link></li>
            <li><Link to="/courses" className={linkClass}>Courses</Link></li>
            <li><Link to="/reports" className={linkClass}>Reports</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="mb-2 font-semibold">Support</h2>
          <ul className="space-y-1">
            <li><Link to="/help" className={linkClass}>Help</Link></li>
            <li><Link to="/docs" className={linkClass}>Documentation</Link></li>
            <li><Link to="/status" className={linkClass}>System status</Link></li>
            <li><a href={`mailto:${IT_CONTACT_EMAIL}`} className={linkClass}>Contact IT ({IT_CONTACT_EMAIL})</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-overview">
          <h2 id="footer-overview" className="mb-2 font-semibold">System overview</h2>
          <dl className="text-muted-foreground grid grid-cols-[auto_auto] gap-x-4 gap-y-1">
            <dt>Professors</dt><dd className="text-foreground tabular-nums">{counts.professors}</dd>
            <dt>Courses</dt><dd className="text-foreground tabular-nums" data-testid="footer-courses">{counts.courses}</dd>
            <dt>Programs</dt><dd className="text-foreground tabular-nums">{counts.programs}</dd>
            <dt>Assignments</dt><dd className="text-foreground tabular-nums">{counts.assignments}</dd>
          </dl>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-2 font-semibold">Legal</h2>
          <ul className="space-y-1">
            <li><Link to="/privacy" className={linkClass}>Privacy</Link></li>
            <li><Link to="/terms" className={linkClass}>Terms of use</Link></li>
            <li><Link to="/accessibility" className={linkClass}>Accessibility</Link></li>
          </ul>
        </section>
      </div>
      <p className="text-muted-foreground mt-6 text-xs">
        {PRODUCT_NAME} {APP_VERSION_LABEL} · Data stays in this browser.
      </p>
    </footer>
  )
}

const FOOTER_COUNTS = ['professors', 'courses', 'programs', 'assignments'] as const

/** Rendered again only when one of its four counts changes (an edit usually changes none). */
export const AppFooter = memo(Footer, (a, b) => FOOTER_COUNTS.every((k) => a.counts[k] === b.counts[k]))
