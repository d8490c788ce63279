// The colour tokens of styles.css meet WCAG 2.2 AA in both themes: text 4.5:1 on the surfaces it
// sits on (the badge tints and the chip's count pill included), the focus ring 3:1 against every
// surface a focused control can sit on. axe checks the rendered screens; this catches a token
// edit before any screen is built, and covers pairs (a focus ring) that axe does not measure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

type Oklch = readonly [number, number, number]
type Rgb = readonly [number, number, number]

// Read from disk: the unit-test config stubs CSS imports (css: false), ?raw included.
const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8')

/** The `--name: oklch(L C H)` tokens declared in the block that starts with `selector {`. */
function tokens(selector: string): Map<string, Oklch> {
  const start = css.indexOf(`\n${selector} {`)
  const block = css.slice(start, css.indexOf('\n}', start))
  const found = new Map<string, Oklch>()
  for (const m of block.matchAll(/--([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g)) {
    found.set(m[1]!, [Number(m[2]), Number(m[3]), Number(m[4])])
  }
  return found
}

/** OKLCH to gamma-encoded sRGB (Björn Ottosson's OKLab matrices), clipped to the sRGB gamut. */
function toSrgb([L, C, H]: Oklch): Rgb {
  const a = C * Math.cos((H * Math.PI) / 180)
  const b = C * Math.sin((H * Math.PI) / 180)
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  const encode = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)
  return linear.map((v) => encode(Math.min(1, Math.max(0, v)))) as unknown as Rgb
}

/** `color` at `alpha` over `base`, composited as the browser does (in gamma-encoded sRGB). */
const over = (color: Rgb, alpha: number, base: Rgb): Rgb =>
  color.map((v, i) => v * alpha + base[i]! * (1 - alpha)) as unknown as Rgb

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) =>
    v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  ) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(x: Rgb, y: Rgb): number {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const light = tokens(':root')
const dark = new Map([...light, ...tokens('.dark')])

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme tokens', (_, theme) => {
  const color = (name: string) => {
    const value = theme.get(name)
    if (!value) throw new Error(`--${name} is not declared`)
    return toSrgb(value)
  }
  const surfaces = ['background', 'card', 'popover', 'muted', 'secondary', 'accent']

  it.each([
    ['foreground', 'background'],
    ['card-foreground', 'card'],
    ['popover-foreground', 'popover'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'card'],
    ['muted-foreground', 'muted'],
    ['primary', 'card'],
    ['primary-foreground', 'primary'],
    ['secondary-foreground', 'secondary'],
    ['accent-foreground', 'accent'],
    ['destructive', 'card'],
    ['destructive-foreground', 'destructive'],
    ['success', 'card'],
    ['warning-foreground', 'warning'],
    ['sidebar-foreground', 'sidebar'],
  ])('text --%s on --%s reaches 4.5:1', (text, surface) => {
    expect(contrast(color(text), color(surface))).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['success', 0.15],
    ['destructive', 0.15],
  ])('badge text --%s on its own %s tint over a card reaches 4.5:1', (name, alpha) => {
    expect(contrast(color(name), over(color(name), alpha, color('card')))).toBeGreaterThanOrEqual(
      4.5,
    )
  })

  it('a success badge keeps 4.5:1 on its 15 percent tint over --accent (the active option of a listbox)', () => {
    expect(
      contrast(color('success'), over(color('success'), 0.15, color('accent'))),
    ).toBeGreaterThanOrEqual(4.5)
  })

  it("a selected chip's count pill (20 % of the text colour over --primary) keeps 4.5:1", () => {
    const pill = over(color('primary-foreground'), 0.2, color('primary'))
    expect(contrast(color('primary-foreground'), pill)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(surfaces)('the focus ring reaches 3:1 against --%s', (surface) => {
    expect(contrast(color('ring'), color(surface))).toBeGreaterThanOrEqual(3)
  })

  it('the sidebar focus ring reaches 3:1 against the sidebar and its active item', () => {
    expect(contrast(color('sidebar-ring'), color('sidebar'))).toBeGreaterThanOrEqual(3)
    expect(contrast(color('sidebar-ring'), color('sidebar-accent'))).toBeGreaterThanOrEqual(3)
  })
})
