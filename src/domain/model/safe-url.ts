/**
 * Which text from imported data may become a link (issue 14). Program pages, course pages and
 * contact emails come from files and AI replies: a `javascript:` or `data:` address, or one
 * hidden behind a bidi override, must never reach an href. Only absolute http, https and
 * mailto addresses are links; everything else is shown as plain text by SafeLink.
 */
import { hasBidiControl, normaliseEmailText } from '@/domain/kernel/normalise-text'
import { EMAIL_PATTERN } from './professor-store-validation'

const SAFE_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:'])

/** Control and invisible characters: browsers drop some of them while parsing an address. */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u

/** The href to use for `raw`, or null when it must stay plain text. */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  if (text === '' || CONTROL_OR_FORMAT.test(text) || hasBidiControl(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (!SAFE_LINK_PROTOCOLS.has(url.protocol)) return null
  if (url.protocol === 'mailto:') return mailtoHref(decodeURIComponent(url.pathname))
  return url.href
}

/** 'mailto:' plus the address when it is a valid email, else null. */
export function mailtoHref(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const address = normaliseEmailText(email)
  if (!EMAIL_PATTERN.test(address)) return null
  return `mailto:${address}`
}
