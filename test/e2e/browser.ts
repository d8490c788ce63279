// Fixtures for browser end-to-end tests. One Chromium per test file; every test gets a fresh
// browser context, so IndexedDB and localStorage start empty. Console errors and uncaught page
// errors from any page of that context fail the test unless they match `allowedErrors`.
//
//   import { expect, test } from './browser'
//   test('…', async ({ openApp }) => { const page = await openApp('/professors') })
//
// Allow known noise for a group of tests:
//   describe('…', () => { test.override('allowedErrors', [/clerk/i]) … })
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { test as base, inject } from 'vitest'
import { launchChromium, repoRoot, viewport } from './chromium.mjs'

export { describe, expect } from 'vitest'

export const screenshotDir = join(repoRoot, 'test-results', 'screenshots')

/** Saves a PNG of the page to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await mkdir(screenshotDir, { recursive: true })
  const path = join(screenshotDir, `${fileSafe(name)}.png`)
  await page.screenshot({ path, fullPage: options.fullPage ?? false })
  return path
}

export interface PageError {
  kind: 'console.error' | 'pageerror'
  text: string
  url: string
}

function fileSafe(name: string) {
  return name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '')
}

/** URL of an app route: `appURL('/courses?professorId=p1')` -> `http://127.0.0.1:PORT/app/courses?professorId=p1`. */
export function appURL(path = '/') {
  if (!path.startsWith('/')) throw new Error(`App paths start with "/": got "${path}"`)
  return `${inject('baseURL')}/app${path}`
}

function isAllowed(error: PageError, allowed: readonly (string | RegExp)[]) {
  return allowed.some((pattern) =>
    typeof pattern === 'string' ? error.text.includes(pattern) : pattern.test(error.text),
  )
}

function describeErrors(errors: readonly PageError[]) {
  return errors.map((e) => `  [${e.kind}] ${e.text}\n    at ${e.url}`).join('\n')
}

export const test = base
  // Vitest reads fixture dependencies from the destructured first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('chromium', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium()
    onCleanup(() => browser.close())
    return browser
  })
  /** Console or page errors matching one of these (substring or RegExp) do not fail the test. */
  .extend('allowedErrors', [] as readonly (string | RegExp)[])
  .extend('pageErrors', (): PageError[] => [])
  .extend('context', async ({ chromium, allowedErrors, pageErrors, task }, { onCleanup }) => {
    // Fixed locale so formatted dates and numbers do not depend on the host.
    const context = await chromium.newContext({ viewport, locale: 'en-US' })
    context.on('page', (page) => {
      page.on('console', (message) => {
        if (message.type() === 'error') {
          pageErrors.push({ kind: 'console.error', text: message.text(), url: page.url() })
        }
      })
      page.on('pageerror', (error) => {
        pageErrors.push({ kind: 'pageerror', text: error.stack ?? error.message, url: page.url() })
      })
    })
    onCleanup(async () => {
      if (task.result?.state === 'fail') {
        await Promise.all(
          context
            .pages()
            .map((page, i) => screenshot(page, `FAILED-${task.name}-${i}`).catch(() => undefined)),
        )
      }
      await context.close()
      const unexpected = pageErrors.filter((e) => !isAllowed(e, allowedErrors))
      if (unexpected.length > 0) {
        throw new Error(
          `The page logged ${unexpected.length} unexpected error(s):\n${describeErrors(unexpected)}`,
        )
      }
    })
    return context
  })
  /**
   * Opens an app route (`'/'`, `'/professors'` …) in a NEW tab of this test's context and waits
   * for the load event. Call it twice for two tabs sharing IndexedDB, localStorage and
   * BroadcastChannel (the cross-tab case).
   */
  .extend('openApp', async ({ context }) => {
    return async (path = '/'): Promise<Page> => {
      const page = await context.newPage()
      await page.goto(appURL(path))
      return page
    }
  })
  /**
   * Closes the tab the way a user does (beforeunload and pagehide run, a "leave page?" prompt is
   * accepted), then opens the same route, or `path`, in a new tab of the same context: the
   * close-right-after-an-edit case. Storage survives because the context does.
   */
  .extend('reopen', async ({ context }) => {
    return async (page: Page, path?: string): Promise<Page> => {
      const url = path === undefined ? page.url() : appURL(path)
      page.on('dialog', (dialog) =>
        dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
      )
      const closed = new Promise<void>((resolve) => page.once('close', () => resolve()))
      await page.close({ runBeforeUnload: true })
      await closed
      const next = await context.newPage()
      await next.goto(url)
      return next
    }
  })
