// Starting without a network (issue 30 item 7): after one visit the service worker has the app,
// so a reload, or a new tab on any /app/... route, opens it offline with the data in IndexedDB.
import type { Page } from 'playwright-core'
import { appURL, describe, expect, screenshot, test } from './browser'

async function waitForShell(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).first().waitFor()
}

/** Resolves once the app's service worker is active and controls this page. */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
}

/** Loads the sample data and returns the first professor's name as /professors shows it. */
async function sampleProfessorName(page: Page) {
  await waitForShell(page)
  await page.getByRole('button', { name: 'Load sample data' }).click()
  await page.getByRole('link', { name: /Professors/ }).first().click()
  const name = page.getByTestId('professor-card').first().locator('h2')
  await name.waitFor()
  return (await name.textContent())!.trim()
}

describe('offline start', () => {
  test('after one visit, a reload without a network opens the app with the sample data', async ({ context, openApp }) => {
    const page = await openApp('/')
    const name = await sampleProfessorName(page)
    await serviceWorkerControls(page)

    await context.setOffline(true)
    await page.reload()
    await waitForShell(page)
    expect(new URL(page.url()).pathname).toBe('/app/professors')
    await page.getByTestId('professor-card').filter({ hasText: name }).first().waitFor()
    expect(await page.getByTestId('connection-status').getAttribute('data-online')).toBe('false')
    await screenshot(page, 'offline-reload-professors')
  })

  test('a new tab opened offline on a deep route gets the app shell and that route', async ({ context, openApp }) => {
    const page = await openApp('/')
    const name = await sampleProfessorName(page)
    await serviceWorkerControls(page)
    await page.close()

    await context.setOffline(true)
    const lastName = name.split(' ').at(-1)!
    const deep = await context.newPage()
    await deep.goto(appURL(`/professors?q=${encodeURIComponent(lastName)}`))
    await waitForShell(deep)
    await expect.poll(() => deep.getByLabel('Search professors by name or email').inputValue()).toBe(lastName)
    await deep.getByTestId('professor-card').filter({ hasText: name }).first().waitFor()
    // A screen whose code this visit never loaded comes from the cache too.
    await deep.goto(appURL('/reports'))
    await waitForShell(deep)
    await expect.poll(() => deep.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/Reports/)
  })
})
