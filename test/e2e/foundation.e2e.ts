// Foundation flows: the shell in local mode, every route, redirects, the privacy dialog, sample
// data that survives a reload, cross-tab updates, and an edit followed at once by closing the tab.
import type { Page } from 'playwright-core'
import { appURL, describe, expect, screenshot, test } from './browser'

const SCREENS: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Faculty Course Loading Dashboard'],
  ['/professors', /Professor/],
  ['/courses', /Course/],
  ['/programs', 'Programs'],
  ['/reports', /Reports/],
  ['/scenarios', 'Scenarios'],
  ['/settings', /Settings|Program Manager/],
  ['/help', 'Help'],
  ['/docs', 'Documentation'],
  ['/status', 'System status'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of use'],
  ['/accessibility', 'Accessibility'],
]

async function waitForShell(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).first().waitFor()
}

const sidebarCount = (page: Page, label: RegExp) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByLabel(label).first().textContent()

describe('shell', () => {
  test('opens at /app in local mode with the splash, sidebar, header and footer', async ({ context }) => {
    // Local mode makes no network calls: every request stays on the preview server.
    const requests: string[] = []
    context.on('request', (request) => requests.push(request.url()))
    const page = await context.newPage()
    await page.goto(appURL('/'))
    await waitForShell(page)
    const origin = new URL(appURL('/')).origin
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Faculty Course Loading Dashboard')
    for (const entry of ['Dashboard', 'Professors', 'Courses', 'Programs', 'Reports', 'Settings']) {
      expect(await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: new RegExp(entry) }).count()).toBe(1)
    }
    expect(await page.getByText('Private · Local-only').isVisible()).toBe(true)
    expect(await page.getByRole('contentinfo').getByText('Contact IT').getAttribute('href')).toMatch(/^mailto:/)
    expect(await page.getByTestId('sidebar-academic-year').textContent()).toMatch(/^\d{4}-\d{4}$/)
    await screenshot(page, 'foundation-dashboard-empty')
  })

  test('every route renders its screen', async ({ openApp }) => {
    const page = await openApp('/')
    await waitForShell(page)
    for (const [path, heading] of SCREENS) {
      await page.goto(page.url().replace(/\/app\/.*$/, `/app${path}`))
      await waitForShell(page)
      const h1 = page.getByRole('heading', { level: 1 }).first()
      await h1.waitFor()
      const text = (await h1.textContent()) ?? ''
      if (typeof heading === 'string') expect(text, path).toBe(heading)
      else expect(text, path).toMatch(heading)
    }
  })

  test('unknown paths and /sign-out redirect to the dashboard', async ({ openApp }) => {
    for (const path of ['/no-such-page', '/sign-out', '/deeply/nested/unknown']) {
      const page = await openApp(path)
      await waitForShell(page)
      await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe('/app/')
      await page.close()
    }
  })

  test('the privacy badge opens the Privacy & Data Storage dialog, which links to /privacy', async ({ openApp }) => {
    const page = await openApp('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Private · Local-only' }).click()
    const dialog = page.getByRole('dialog', { name: 'Privacy & Data Storage' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('stored in this browser only')
    await screenshot(page, 'foundation-privacy-dialog')
    await dialog.getByRole('link', { name: /privacy page/i }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/privacy')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('the sidebar collapses on large screens and remembers it', async ({ openApp }) => {
    const page = await openApp('/')
    await waitForShell(page)
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    expect((await sidebar.boundingBox())!.width).toBe(256)
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64)
    await page.reload()
    await waitForShell(page)
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64)
  })

  test('on a small screen the navigation is a drawer with a backdrop', async ({ context }) => {
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(appURL('/'))
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await drawer.waitFor()
    await screenshot(page, 'foundation-mobile-drawer')
    await drawer.getByRole('link', { name: /Settings/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/settings')
    await expect.poll(() => page.getByRole('dialog', { name: 'Navigation' }).count()).toBe(0)
  })
})

describe('data', () => {
  test('sample data loads, fills the counts, and survives a reload', async ({ openApp }) => {
    const page = await openApp('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Load sample data' }).click()
    await expect.poll(() => sidebarCount(page, /active professors/)).not.toBe('0')
    const professors = await sidebarCount(page, /active professors/)
    const courses = await sidebarCount(page, /^\d+ courses in the chosen semester$/)
    // The badge counts the courses of the chosen semester; the footer counts every stored one.
    expect(Number(courses)).toBeGreaterThan(10)
    expect(Number(await page.getByTestId('footer-courses').textContent())).toBeGreaterThan(50)
    expect(await page.getByText('4 active programs').isVisible()).toBe(true)
    await screenshot(page, 'foundation-dashboard-sample')
    await page.reload()
    await waitForShell(page)
    await expect.poll(() => sidebarCount(page, /active professors/)).toBe(professors)
    expect(await sidebarCount(page, /^\d+ courses in the chosen semester$/)).toBe(courses)
  })

  test('a change made in one tab appears in another without a reload', async ({ openApp }) => {
    const first = await openApp('/')
    const second = await openApp('/')
    await waitForShell(first)
    await waitForShell(second)
    expect(await sidebarCount(second, /^\d+ courses in the chosen semester$/)).toBe('0')
    await first.getByRole('button', { name: 'Load sample data' }).click()
    await expect.poll(() => sidebarCount(second, /^\d+ courses in the chosen semester$/), { timeout: 10_000 }).not.toBe('0')
    // localStorage-backed choices travel too.
    await first.getByRole('combobox', { name: 'Academic year' }).selectOption({ index: 0 })
    const chosen = await first.getByRole('combobox', { name: 'Academic year' }).inputValue()
    await expect.poll(() => second.getByTestId('sidebar-academic-year').textContent()).toBe(chosen)
  })

  test('an edit followed immediately by closing the tab is still there on reopen', async ({ openApp, reopen }) => {
    const page = await openApp('/')
    await waitForShell(page)
    await page.getByRole('button', { name: 'Load sample data' }).click()
    // No waiting for the write: close at once, as a user closing the tab would.
    const next = await reopen(page, '/')
    await waitForShell(next)
    await expect.poll(() => sidebarCount(next, /^\d+ courses in the chosen semester$/)).not.toBe('0')
  })

  test('/status shows storage persistence and record counts', async ({ openApp }) => {
    const page = await openApp('/status')
    await waitForShell(page)
    await page.getByTestId('storage-usage').waitFor()
    expect(await page.getByTestId('storage-persistence').textContent()).toMatch(/Persistent|Best effort|Not requested/)
    expect(await page.getByText('v1.0.0').first().isVisible()).toBe(true)
  })
})
