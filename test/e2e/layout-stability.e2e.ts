// Layout stability in Chromium (issue 14): lists that arrive after their spinner do not push what
// is already on screen (cumulative layout shift, the Web Vitals measure Lighthouse reports), and
// the sidebar and header stay in view while a long page scrolls to its end.
import type { Page } from 'playwright-core'
import { appURL, describe, expect, screenshot, test } from './browser'

interface Shift {
  value: number
  sources: string[]
}

/** Records every layout shift not caused by input, from the first paint, in every page of the context. */
const RECORD_SHIFTS = () => {
  const shifts: { value: number; sources: string[] }[] = []
  Object.assign(window, { __layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue
      const sources = (entry.sources ?? []).map((s) => {
        const node = s.node as HTMLElement | undefined
        return node ? `${node.nodeName.toLowerCase()} "${(node.textContent ?? '').slice(0, 40)}"` : '(removed node)'
      })
      shifts.push({ value: entry.value, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

async function shiftsWhileLoading(page: Page, path: string): Promise<Shift[]> {
  await page.goto(appURL(path))
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('main [data-slot="spinner"]').length === 0)
  // Layout shifts are reported after the frame that caused them: let two frames pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts)
}

const VIEWPORTS = { desktop: { width: 1350, height: 940 }, phone: { width: 390, height: 844 } } as const
// Lighthouse measured 0.75 (phone) and 0.21 (desktop) on /courses; 0.1 is "good", nothing is better.
const NO_SHIFT = 0.01

describe('layout stability', () => {
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`the dashboard, courses and professors screens load without a layout shift: ${name}`, async ({ context, openApp }) => {
      const page = await openApp('/')
      await page.setViewportSize(size)
      await page.waitForFunction(() => window.__courseload?.ready === true)
      await page.evaluate(() => window.__courseload!.seed())
      await context.addInitScript(RECORD_SHIFTS)
      for (const path of ['/', '/courses', '/courses?view=list', '/professors', '/professors?view=table', '/reports']) {
        const shifts = await shiftsWhileLoading(page, path)
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        expect(total, `${path} shifted: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(NO_SHIFT)
      }
    })
  }

  test('the sidebar and the header stay in view at the end of a long page', async ({ openApp }) => {
    const page = await openApp('/courses')
    await page.setViewportSize({ width: 1350, height: 800 })
    await page.waitForFunction(() => window.__courseload?.ready === true)
    await page.evaluate(() => window.__courseload!.seed())
    await page.getByTestId('course-card').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const box = async (selector: string) => page.locator(selector).first().boundingBox()
    await expect.poll(() => box('header')).toMatchObject({ y: 0 })
    await expect.poll(() => box('aside[aria-label="Sidebar"]')).toMatchObject({ x: 0, y: 0, height: 800 })
    expect(await page.getByRole('link', { name: /^Dashboard/ }).first().isVisible()).toBe(true)
    await screenshot(page, 'layout-scrolled-to-end')

    // A phone keeps the header (its menu button opens the navigation) at the top too.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => box('header')).toMatchObject({ y: 0 })
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(true)
  })
})
