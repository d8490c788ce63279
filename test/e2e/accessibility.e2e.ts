// WCAG 2.2 AA in Chromium (issue 14): with sample data, axe-core finds no violation on any
// screen, dialog or popover, in the light and the dark theme, on a desktop (1440x900) and a phone
// (390x844). One page per viewport and theme walks every screen and opens every dialog; the
// violations of the whole walk are listed together, so one run shows everything left to fix.
import type { Locator, Page } from 'playwright-core'
import { axeViolations, describeViolations } from './axe'
import { appURL, describe, expect, screenshot, test } from './browser'

type Theme = 'light' | 'dark'
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const
type ViewportName = keyof typeof VIEWPORTS

/** A loaded screen: the app is ready, the page heading is there and no list is still loading. */
async function settled(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('main [data-slot="spinner"]').length === 0)
}

async function visit(page: Page, path: string) {
  await page.goto(appURL(path))
  await settled(page)
}

/** Opens the app at a viewport and theme with the sample data loaded (theme from the stored preference). */
async function openWithSampleData(openApp: (path?: string) => Promise<Page>, viewport: ViewportName, theme: Theme) {
  const page = await openApp('/')
  await page.setViewportSize(VIEWPORTS[viewport])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await settled(page)
  await page.evaluate(() => window.__courseload!.seed())
  await page.evaluate((t) => localStorage.setItem('courseload-user-preferences', JSON.stringify({ theme: t })), theme)
  return page
}

/** Runs axe at each stop of a walk through the app and keeps every violation for one report. */
class AxeWalk {
  private readonly failures: string[] = []
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  async check(where: string) {
    this.failures.push(...describeViolations(`${this.name} ${where}`, await axeViolations(this.page)))
  }

  /** Opens something (a dialog, a popover), checks the page with it open, then closes it with Escape. */
  async checkOpen(where: string, open: () => Promise<Locator>) {
    const opened = await open()
    await opened.waitFor()
    await this.check(where)
    await this.page.keyboard.press('Escape')
    await opened.waitFor({ state: 'detached' })
  }

  report = () => this.failures.join('\n\n')
  summary = () => `${this.failures.length} axe violation(s) in ${this.name}`
}

// Two walks per viewport and theme, so each test stays well inside the per-test time limit.
const PLANNING_SCREENS: readonly (readonly [string, string])[] = [
  ['dashboard', '/'],
  ['professors (grid)', '/professors'],
  ['professors (table)', '/professors?view=table'],
  ['courses (grid)', '/courses'],
  ['courses (list)', '/courses?view=list'],
  ['programs', '/programs'],
  ['program detail', '/programs/film-tv'],
]
const OTHER_SCREENS: readonly (readonly [string, string])[] = [
  ['reports overview', '/reports'],
  ['reports workload', '/reports?tab=workload'],
  ['reports assignments', '/reports?tab=assignments'],
  ['reports programs', '/reports?tab=programs'],
  ['reports export', '/reports?tab=export'],
  ['settings program manager', '/settings'],
  ['settings general', '/settings?tab=general'],
  ['help', '/help'],
  ['docs', '/docs'],
  ['status', '/status'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['accessibility', '/accessibility'],
]

/** Screens kept as pictures in test-results/screenshots, to look at both themes and sizes. */
const PICTURED = new Set(['dashboard', 'professors (grid)', 'professors (table)', 'courses (grid)'])

async function walkScreens(walk: AxeWalk, screens: typeof PLANNING_SCREENS) {
  const { page } = walk
  for (const [name, path] of screens) {
    await visit(page, path)
    await walk.check(name)
    if (PICTURED.has(name)) await screenshot(page, `a11y-${walk.name}-${name}`)
  }
}

async function walkPrintWindow(walk: AxeWalk) {
  // The print window renders bare, without the shell; opened directly it says there is nothing to print.
  await walk.page.goto(appURL('/reports/print'))
  await walk.page.locator('main h1').waitFor()
  await walk.check('report print window')
}

async function walkDialogs(walk: AxeWalk, viewport: ViewportName) {
  const { page } = walk
  await visit(page, '/professors')
  await walk.checkOpen('professor form, a specialty chosen', async () => {
    await page.getByRole('button', { name: 'Add Professor' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add New Professor' })
    await form.getByRole('combobox', { name: 'Search or add specialties' }).focus()
    await page.keyboard.press('Enter')
    await form.getByRole('button', { name: /^Remove / }).waitFor()
    await screenshot(page, `a11y-${walk.name}-professor-form`)
    return form
  })
  await walk.checkOpen('professor import', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    return page.getByRole('dialog')
  })
  await walk.checkOpen('professor export', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    return page.getByRole('dialog')
  })

  await visit(page, '/courses/new')
  await page.getByRole('dialog', { name: 'Add New Course' }).waitFor()
  await walk.check('course form (/courses/new)')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  await page.getByTestId('course-card').first().waitFor()
  await walk.checkOpen('semester picker', async () => {
    await page.getByRole('button', { name: /^Semester:/ }).click()
    return page.getByRole('dialog')
  })
  await walk.checkOpen('more filters', async () => {
    await page.getByRole('button', { name: /^More Filters/ }).click()
    return page.getByRole('dialog', { name: 'More Filters' })
  })
  for (const [name, button] of [
    ['course export', 'Export'],
    ['course import', 'Import'],
    ['copy plan', 'Copy plan to another term'],
  ] as const) {
    await walk.checkOpen(name, async () => {
      await page.getByRole('button', { name: button, exact: true }).click()
      return page.getByRole('dialog')
    })
  }

  await page.getByRole('button', { name: /^Manage sections of / }).first().click()
  const manage = page.getByRole('dialog', { name: /^Manage Sections - / })
  await manage.waitFor()
  await walk.check('manage sections')
  await manage.getByTestId('section-1-picker').focus()
  await page.keyboard.press('Enter')
  await page.getByRole('listbox').waitFor()
  await walk.check('manage sections, professor picker open')
  if (viewport === 'desktop') await screenshot(page, `a11y-${walk.name}-professor-picker`)
  await page.keyboard.press('Escape')
  await page.getByRole('listbox').waitFor({ state: 'detached' })
  await page.keyboard.press('Escape')
  await manage.waitFor({ state: 'detached' })

  await walk.checkOpen('command palette', async () => {
    await page.keyboard.press('Control+k')
    return page.getByRole('dialog', { name: 'Command palette' })
  })
  await page.locator('main h1').first().focus()
  await walk.checkOpen('shortcuts dialog', async () => {
    await page.keyboard.press('Shift+?')
    return page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  })

  if (viewport === 'mobile') {
    await walk.checkOpen('navigation drawer', async () => {
      await page.getByRole('button', { name: 'Open navigation' }).click()
      return page.getByRole('dialog', { name: 'Navigation' })
    })
  }
  await walk.checkOpen('privacy dialog', async () => {
    await page.getByRole('button', { name: /Private · Local-only/ }).click()
    return page.getByRole('dialog', { name: 'Privacy & Data Storage' })
  })
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
      const name = `${viewport}-${theme}`
      test(`dashboard, professors, courses and programs: ${viewport}, ${theme} theme`, async ({ openApp }) => {
        const walk = new AxeWalk(await openWithSampleData(openApp, viewport, theme), name)
        await walkScreens(walk, PLANNING_SCREENS)
        expect(walk.report(), walk.summary()).toBe('')
      })
      test(`reports, settings, help and content pages, print window: ${viewport}, ${theme} theme`, async ({ openApp }) => {
        const walk = new AxeWalk(await openWithSampleData(openApp, viewport, theme), name)
        await walkScreens(walk, OTHER_SCREENS)
        await walkPrintWindow(walk)
        expect(walk.report(), walk.summary()).toBe('')
      })
      test(`every dialog and popover: ${viewport}, ${theme} theme`, async ({ openApp }) => {
        const walk = new AxeWalk(await openWithSampleData(openApp, viewport, theme), name)
        await walkDialogs(walk, viewport)
        expect(walk.report(), walk.summary()).toBe('')
      })
    }
  }
})

/**
 * What shows that the focused element has focus: the colour of its outline or ring, and the solid
 * ring colour at that spot (a probe styled `color: var(--ring)` placed beside it, so the sidebar's
 * own ring colour applies there). Null when nothing is focused.
 */
async function focusIndicator() {
  const el = document.activeElement
  if (!(el instanceof HTMLElement) || el === document.body) return null
  // Inputs fade their ring in: read it once the transition has ended.
  await Promise.all(el.getAnimations().map((a) => a.finished))
  const probe = document.createElement('span')
  probe.style.color = 'var(--ring)'
  el.parentElement!.append(probe)
  const ring = getComputedStyle(probe).color
  probe.remove()
  const style = getComputedStyle(el)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : ''
  return { element: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`, ring, outline, shadow: style.boxShadow }
}

describe('focus indicators', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`every control along the Tab order shows the solid ring colour: courses and professors, ${viewport}`, async ({ openApp }) => {
      const page = await openWithSampleData(openApp, viewport, 'light')
      const missing: string[] = []
      for (const path of ['/courses', '/professors?view=table']) {
        await visit(page, path)
        await page.locator('main h1').first().focus()
        if (viewport === 'desktop') {
          // Start at the top of the document so the sidebar's links are visited too.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        }
        for (let stop = 0; stop < 40; stop++) {
          await page.keyboard.press('Tab')
          const seen = await page.evaluate(focusIndicator)
          if (!seen) continue
          if (seen.outline !== seen.ring && !seen.shadow.includes(seen.ring)) missing.push(`${path} ${seen.element}: ring ${seen.ring}, outline "${seen.outline}", shadow "${seen.shadow}"`)
        }
      }
      expect(missing.join('\n')).toBe('')
    })
  }
})
