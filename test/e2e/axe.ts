// axe-core in the page under test, for the accessibility browser test. The built app's
// Content-Security-Policy refuses inline scripts, so axe is not added as a <script>: its source
// is evaluated through the DevTools protocol (page.evaluate of a string), which the policy does
// not govern. Nothing here changes the app or its policy.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { AxeResults, Result } from 'axe-core'
import type { Page } from 'playwright-core'

declare global {
  interface Window {
    axe?: {
      run: (context: Document, options: object) => Promise<AxeResults>
      getRules: (tags: string[]) => { ruleId: string; tags: string[] }[]
    }
  }
}

/** WCAG 2.0, 2.1 and 2.2 A/AA, plus axe's best practices (issue 14). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const

const require = createRequire(import.meta.url)
let axeSource: Promise<string> | undefined

/**
 * Runs axe on the whole document (open dialogs and popovers included) and returns its violations.
 * With `colourRulesOnly`, only the rules of AXE_TAGS that axe files under colour (cat.color:
 * color-contrast, link-in-text-block): for a second look at the same DOM in another theme.
 */
export async function axeViolations(
  page: Page,
  { colourRulesOnly = false }: { colourRulesOnly?: boolean } = {},
): Promise<Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
    await page.evaluate(await axeSource)
  }
  return page.evaluate(
    async ({ tags, colourRulesOnly }) => {
      const axe = window.axe!
      const runOnly = colourRulesOnly
        ? {
            type: 'rule',
            values: axe
              .getRules(tags)
              .filter((rule) => rule.tags.includes('cat.color'))
              .map((rule) => rule.ruleId),
          }
        : { type: 'tag', values: tags }
      const results = await axe.run(document, { runOnly, resultTypes: ['violations'] })
      return results.violations
    },
    { tags: AXE_TAGS as unknown as string[], colourRulesOnly },
  )
}

const NODES_SHOWN = 4

/** One readable block per violation: where, which rule, why, and the first few elements. */
export function describeViolations(where: string, violations: readonly Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, NODES_SHOWN).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim()
      return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`
    })
    const more = v.nodes.length > NODES_SHOWN ? [`    … and ${v.nodes.length - NODES_SHOWN} more`] : []
    return [`[${where}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`, ...nodes, ...more].join('\n')
  })
}

/**
 * Resolves once the page's CSS transitions have ended (a theme switched by hand starts colour
 * transitions; axe reading colours mid-way reports contrasts of colours never meant to be seen).
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The app stops transitions while the theme flips (theme-sync.tsx). Anything else still
    // running (a hover, a ring) is awaited after a style and layout update of the whole document,
    // and bounded: a finished promise that never settled once hung a walk until its timeout.
    const until = Date.now() + 3000
    for (let round = 0; round < 20 && Date.now() < until; round++) {
      void document.body.offsetHeight
      const running = document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition && a.playState !== 'finished')
      if (running.length === 0) break
      await Promise.race([
        Promise.allSettled(running.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()))),
      ])
    }
  })
}
