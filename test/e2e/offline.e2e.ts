// Starting without a network (issue 30 item 7): after one visit the service worker has the app,
// so a reload, or a new tab on any /app/... route, opens it offline with the data in IndexedDB.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { preview } from 'vite'
import { axeViolations } from './axe'
import { appURL, describe, expect, screenshot, test } from './browser'
import { repoRoot } from './chromium.mjs'

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

/**
 * A deployment of its own: a copy of dist/ served by a second preview server, so this test can
 * deploy a "new version" (a changed sw.js) without touching what the other tests are served.
 */
async function ownDeployment() {
  const outDir = await mkdtemp(join(tmpdir(), 'courseload-deploy-'))
  await cp(join(repoRoot, 'dist'), outDir, { recursive: true })
  const server = await preview({
    root: repoRoot,
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('the preview server reported no port')
  return {
    url: (path: string) => `http://127.0.0.1:${address.port}/app${path}`,
    /** A new build as the browser sees it: the app shell's revision in the precache list changes. */
    async deployNewVersion() {
      const sw = join(outDir, 'sw.js')
      const text = await readFile(sw, 'utf8')
      const next = text.replace(/(url:"index\.html",revision:")([0-9a-f]+)"/, (_m, head: string, hex: string) => `${head}${[...hex].reverse().join('')}0"`)
      if (next === text) throw new Error('sw.js has no revision for index.html to change')
      await writeFile(sw, next)
    },
    async close() {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

describe('a new version', () => {
  test('is announced and waits; Reload lets it take over and reloads the page', async ({ context }) => {
    const deployment = await ownDeployment()
    try {
      const page = await context.newPage()
      await page.goto(deployment.url('/'))
      await waitForShell(page)
      await serviceWorkerControls(page)
      const banner = page.getByRole('status', { name: 'App update' })
      expect(await banner.textContent()).toBe('')

      await deployment.deployNewVersion()
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
      await banner.getByText('A new version of CourseLoad is ready.', { exact: false }).waitFor()
      // Installed, and still waiting: this page runs the version it started with.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'offline-update-banner')

      await page.evaluate(() => Object.assign(window, { startedBeforeUpdate: true }))
      const reloaded = page.waitForEvent('load')
      await banner.getByRole('button', { name: 'Reload' }).click()
      await reloaded
      await waitForShell(page)
      expect(await page.evaluate(() => 'startedBeforeUpdate' in window)).toBe(false)
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBe(null)
      expect(await banner.textContent()).toBe('')
    } finally {
      await deployment.close()
    }
  })
})
