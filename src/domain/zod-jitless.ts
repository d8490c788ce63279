/**
 * Zod compiles object parsers with `new Function` unless told not to. The app's
 * Content-Security-Policy forbids eval, so the feature probe fails anyway (zod then parses without
 * compiling), but the refused probe is a CSP violation the browser reports (DevTools Issues,
 * Lighthouse best practices). Saying so up front skips the probe. Imported first by main.tsx and
 * by the modules that parse while they load (bundled chunks run before main's own body).
 */
import { z } from 'zod'

z.config({ jitless: true })
