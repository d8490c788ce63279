// The built app's Content-Security-Policy in Chromium: the page loads and works with it (the
// harness fails a test on any console error, CSP violations included), and a script injected
// inline (what an XSS payload in imported data would try) is refused.
import type { Page } from 'playwright-core'
import { describe, expect, test } from './browser'

async function ready(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
}

describe('content security policy', () => {
  test('the app loads and loads sample data under its policy', async ({ openApp }) => {
    const page = await openApp('/')
    await ready(page)
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // The one inline script, the read-ahead, is allowed by its hash and has run.
    expect(await page.evaluate(() => performance.getEntriesByName('courseload:read-ahead').length)).toBe(1)
    await page.getByRole('button', { name: 'Load sample data' }).click()
    await page.getByTestId('dashboard-assigned').waitFor()
    await expect.poll(async () => Number(await page.getByTestId('dashboard-assigned').textContent())).toBeGreaterThan(0)
  })

  describe('blocking', () => {
    test.override('allowedErrors', [/Content Security Policy/])

    test('an injected inline script does not run and is reported as a violation', async ({ openApp, pageErrors }) => {
      const page = await openApp('/')
      await ready(page)
      const result = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; violated: string }>((resolve) => {
            document.addEventListener('securitypolicyviolation', (e) => resolve({ ran: 'pwned' in window, violated: e.violatedDirective }), { once: true })
            const script = document.createElement('script')
            script.textContent = 'window.pwned = true'
            document.body.append(script)
          }),
      )
      expect(result.ran).toBe(false)
      expect(result.violated).toMatch(/^script-src/)
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
      expect(pageErrors.some((e) => /Content Security Policy/.test(e.text))).toBe(true)
    })
  })
})
