/**
 * Text normalisation of names, codes and emails, applied before validation and duplicate checks
 * on every entry point (forms, JSON and spreadsheet imports, backup restore, via the entity
 * schemas). Without it `ANI\u200B1001` would pass as a new course beside `ANI1001`, a name made
 * only of invisible characters would count as filled in, and a right-to-left override could make
 * an address read differently from what it is.
 *
 * - Unicode NFC, so 'é' typed as e + combining accent equals the precomposed 'é'.
 * - Invisible characters removed: zero-width space, non-joiner and joiner (U+200B-U+200D), word
 *   joiner (U+2060), byte-order mark / zero-width no-break space (U+FEFF), soft hyphen (U+00AD).
 * - Bidirectional controls removed from names and codes: LRM/RLM (U+200E, U+200F), embeddings
 *   and overrides (U+202A-U+202E), isolates (U+2066-U+2069), Arabic letter mark (U+061C).
 *   Emails keep them, so the email rule can refuse the address instead of silently changing it.
 * - Leading and trailing white space trimmed.
 */
import { z } from './zod'

const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g

/** True when the text holds a bidirectional control character (an attack in an address). */
export function hasBidiControl(text: string): boolean {
  BIDI_CONTROLS.lastIndex = 0
  return BIDI_CONTROLS.test(text)
}

/**
 * Printable ASCII with no space at either end: already normal (NFC leaves ASCII as it is, and it
 * holds no invisible or bidi character). Nearly every stored name and code is, and every record
 * read at start-up is checked against this (storage/shape-check.ts).
 */
const PLAIN_ASCII = /^(?:[!-~](?:[ -~]*[!-~])?)?$/

/** NFC, invisible and bidi-control characters removed, trimmed: for names, titles and codes. */
export function normaliseText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text
  return text.normalize('NFC').replace(INVISIBLE_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim()
}

/**
 * NFC, invisible characters removed, trimmed; bidi controls KEPT so validation refuses the
 * address (see hasBidiControl). Case is left to the caller (the form stores emails lowercased).
 */
export function normaliseEmailText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE_CHARACTERS, '').trim()
}

/**
 * An address as compared and stored: normalised as above and in lower case, so 'Ada@X.edu ', its
 * NFD spelling and 'ada@x.edu' are one address. Every match of a professor by e-mail uses it.
 */
export function emailKey(text: string): string {
  return normaliseEmailText(text).toLowerCase()
}

/** A string field normalised before its own checks (zod runs `overwrite` in order). */
export const normalisedString = () => z.string().overwrite(normaliseText)
export const normalisedEmailString = () => z.string().overwrite(normaliseEmailText)
