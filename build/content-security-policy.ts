/**
 * The Content-Security-Policy of the built app, shipped as a <meta> tag in dist/index.html (the
 * header form for hosts that serve the app is in docs/deployment.md). Everything the app loads is its
 * own: scripts, workers and styles come from 'self'; the one inline script (the read-ahead) is
 * allowed by its hash, so no other inline script runs. Clerk's hosts are
 * allowed only when a publishable key is configured at build time.
 *
 *  - script-src 'wasm-unsafe-eval': WebAssembly (the optimizer) compiles without allowing eval.
 *  - style-src 'unsafe-inline': libraries (toasts, popover positioning) insert <style> elements
 *    and style attributes; styles cannot run code, scripts stay strict.
 *  - worker-src 'self' blob:: the spreadsheet parser runs in a module worker of our own origin.
 *  - img-src data: blob:: icons as data URLs, previews of generated files.
 *  - connect-src: the app itself, Clerk when configured, and the school servers a plan may be
 *    shared with (issue 34). The server is entered at runtime, but a policy cannot be widened at
 *    runtime (a <meta> added later only narrows it), so the allowed servers are fixed at build time:
 *    VITE_SYNC_SERVER_ORIGINS (comma-separated origins); unset, only this machine's ports (the
 *    trial server, whose sign-in answers loopback callers only). This is what actually constrains
 *    fetch; the app checks the same list (src/data/sync/server-origins.ts) to say so in words.
 * frame-ancestors and report-uri have no effect in a <meta> tag; set them in the header form.
 */
import { createHash } from 'node:crypto'
import { syncServerSources } from '../src/data/sync/server-origins.ts'

/** The Clerk Frontend API host encoded in a publishable key ('pk_test_<base64 of "host$">'). */
export function clerkFrontendHost(publishableKey: string | undefined): string | null {
  const match = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey?.trim() ?? '')
  if (!match) return null
  try {
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8').replace(/\$$/, '')
    return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(decoded) ? decoded : null
  } catch {
    return null
  }
}

/** The CSP source that allows exactly this inline script ('sha256-' and its base64 digest). */
export function inlineScriptSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export function contentSecurityPolicy(
  options: { clerkPublishableKey?: string | undefined; inlineScripts?: readonly string[]; syncServerOrigins?: string | undefined } = {},
): string {
  const clerk = clerkFrontendHost(options.clerkPublishableKey)
  const inline = (options.inlineScripts ?? []).map(inlineScriptSource)
  const clerkHosts = clerk ? [`https://${clerk}`, 'https://*.clerk.accounts.dev', 'https://*.clerk.com'] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, "'wasm-unsafe-eval'", ...clerkHosts, ...(clerk ? ['https://challenges.cloudflare.com'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(clerk ? ['https://img.clerk.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...clerkHosts, ...syncServerSources(options.syncServerOrigins)],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': clerk ? ['https://challenges.cloudflare.com', ...clerkHosts] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}
