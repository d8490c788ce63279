/**
 * The app's zod: import `z` from here, never from 'zod' (lint enforces it; `import type` is
 * free). Zod compiles object parsers with `new Function` unless told not to, and it probes for
 * eval when an object schema is created. The Content-Security-Policy forbids eval, so the probe
 * fails anyway (zod then parses without compiling), but the refused probe is a CSP violation the
 * browser reports (DevTools Issues, Lighthouse, the e2e harness). Zod is loaded on demand by
 * several chunks (stored records, forms, imports), so the setting travels with every import of
 * `z` instead of relying on one module having run first.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
