/**
 * Which school servers the app may talk to: one rule for the build's Content-Security-Policy
 * (build/content-security-policy.ts writes these into `connect-src`) and for the app, which says
 * so in words before trying a server the policy would block (the browser's own refusal is a bare
 * network error). The list is fixed when the app is built, from VITE_SYNC_SERVER_ORIGINS
 * (comma-separated origins, e.g. "https://courseload.school.edu"); unset, only servers on this
 * machine (the trial: its sign-in answers loopback callers only). No imports: the build reads it.
 */

/** The trial's servers: any port of this machine. */
export const LOOPBACK_SERVER_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'] as const

/** The connect-src sources for a build, from VITE_SYNC_SERVER_ORIGINS (unset or empty: loopback only). */
export function syncServerSources(configured: string | undefined): string[] {
  const listed = (configured ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return listed.length ? listed : [...LOOPBACK_SERVER_SOURCES]
}

/** Whether `origin` (scheme://host[:port]) matches one of the sources (a `:*` source: any port). */
export function originAllowed(origin: string, sources: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return sources.some((source) => {
    if (source.endsWith(':*')) {
      const base = source.slice(0, -2)
      return `${url.protocol}//${url.hostname}` === base
    }
    try {
      return new URL(source).origin === url.origin
    } catch {
      return false
    }
  })
}
