/**
 * The SWF's arithmetic, exact (issue 31 item 8). Every figure on the form is a product of decimals
 * a person typed (4 TCH, a 0.0092 factor, a 50/50 mix, 37 students); in binary floating point those
 * products drift (4 x 7.9 is 31.599999…, which rounds to 31.59). Here each decimal is read as an
 * integer and a power of ten, multiplied as BigInt, and rounded ONCE, half up, to the hundredth the
 * form prints; a total is the sum of the printed lines, in whole hundredths, so the form adds up.
 *
 * No zod, no React: the policy seam loads this in the first bundle.
 */

/** A decimal as digits x 10^-scale (0.0225 is 225 x 10^-4). */
interface Decimal {
  digits: bigint
  scale: number
}

/** Figures beyond this many decimals are float noise, not something a person typed. */
const MAX_SCALE = 10

/** The decimal a number was written as (its shortest round-trip form, 0.1 is 1 x 10^-1). */
function decimalOf(value: number): Decimal {
  if (!Number.isFinite(value)) return { digits: 0n, scale: 0 }
  // toFixed avoids exponent notation; the shortest form gives the digits a person typed.
  const shortest = String(value)
  const text = /e/i.test(shortest) ? value.toFixed(MAX_SCALE) : shortest
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.')
  const kept = fraction.slice(0, MAX_SCALE)
  const digits = BigInt(whole + kept)
  return { digits: negative ? -digits : digits, scale: kept.length }
}

function product(values: readonly number[]): Decimal {
  let digits = 1n
  let scale = 0
  for (const v of values) {
    const d = decimalOf(v)
    digits *= d.digits
    scale += d.scale
  }
  return { digits, scale }
}

/** Whole hundredths of a decimal, rounded half up (away from zero at .5: hours are never negative). */
function hundredthsOf(d: Decimal): bigint {
  return roundedTo(d, 2)
}

/** The decimal in units of 10^-places, rounded half up. */
function roundedTo(d: Decimal, places: number): bigint {
  if (d.scale <= places) return d.digits * 10n ** BigInt(places - d.scale)
  const divisor = 10n ** BigInt(d.scale - places)
  const negative = d.digits < 0n
  const abs = negative ? -d.digits : d.digits
  const rounded = (abs * 2n + divisor) / (divisor * 2n)
  return negative ? -rounded : rounded
}

/** The product of `values`, computed exactly, rounded half up to the hundredth (4 x 7.9 = 31.6). */
export function productHours(...values: number[]): number {
  return Number(hundredthsOf(product(values))) / 100
}

/** `percent` % of `total`, rounded half up to a whole number (80 % of 37 places is 30 students). */
export function percentOf(total: number, percent: number): number {
  const d = product([total, percent])
  return Number(roundedTo({ digits: d.digits, scale: d.scale + 2 }, 0))
}

/** Hours rounded half up to the hundredth, from their exact decimal (1.125 -> 1.13, 2.675 -> 2.68). */
export function roundHours(hours: number): number {
  return productHours(hours)
}

/** The sum of printed figures (hundredths), exact: 0.1 + 0.2 is 0.3, and the form adds up. */
export function sumHours(values: Iterable<number>): number {
  let hundredths = 0n
  for (const v of values) hundredths += hundredthsOf(decimalOf(v))
  return Number(hundredths) / 100
}

/**
 * Σ share% x factor / 100, exact, as a factor (a 50/50 essay/routine mix is 0.0225, a 60/40 one
 * 0.024): the mix's evaluation factor with no float noise.
 */
export function weightedFactor(parts: readonly { percent: number; factor: number }[]): number {
  let scale = 0
  const terms = parts.map((p) => product([p.percent, p.factor]))
  for (const t of terms) scale = Math.max(scale, t.scale)
  let digits = 0n
  for (const t of terms) digits += t.digits * 10n ** BigInt(scale - t.scale)
  // Divide by 100: two more decimals.
  return decimalToNumber({ digits, scale: scale + 2 })
}

function decimalToNumber(d: Decimal): number {
  const negative = d.digits < 0n
  const abs = (negative ? -d.digits : d.digits).toString().padStart(d.scale + 1, '0')
  const text = d.scale ? `${abs.slice(0, abs.length - d.scale)}.${abs.slice(abs.length - d.scale)}` : abs
  return Number(negative ? `-${text}` : text)
}

/**
 * A factor as the form prints it: at its own precision, at least 2 decimals and as many as it has
 * (0.03, 0.015, 0.0092, 0.0225, 1.10), so a steward recomputing a line from the form gets the
 * printed hours. Up to 4 decimals for the agreement's factors; a mix whose factor needs more (a
 * 33/67 mix) prints every decimal it has rather than a rounded one that would not recompute.
 */
export function formatFactor(factor: number): string {
  if (!Number.isFinite(factor)) return '0.00'
  const { digits, scale } = decimalOf(factor)
  const text = decimalToNumber({ digits, scale }).toFixed(Math.max(2, scale))
  return text
}

/** Hours as the form prints them: always two decimals (9.00, 0.69), so every line reads alike. */
export function formatHours(hours: number): string {
  return Number.isFinite(hours) ? hours.toFixed(2) : '0.00'
}
