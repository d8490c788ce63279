// Checks the fixtures themselves: isolation between tests, shared storage between tabs and across
// a close and reopen, and that page errors fail a test unless allowed. Uses its own probe keys so
// it does not depend on what the app stores.
import type { Page } from 'playwright-core'
import { describe, expect, test } from './browser'

const probeKey = 'e2e-harness-probe'

function readProbe(page: Page) {
  return page.evaluate(async (key) => {
    const databases = (await indexedDB.databases()).map((db) => db.name)
    return { local: localStorage.getItem(key), hasDatabase: databases.includes(key) }
  }, probeKey)
}

function writeProbe(page: Page, value: string) {
  return page.evaluate(
    ([key, v]) =>
      new Promise<void>((resolve, reject) => {
        localStorage.setItem(key, v)
        const request = indexedDB.open(key, 1)
        request.onsuccess = () => {
          request.result.close()
          resolve()
        }
        request.onerror = () => reject(request.error)
      }),
    [probeKey, value] as const,
  )
}

describe('isolation', () => {
  // The two tests run in order within this file: the second must not see the first one's data.
  test('a test writes localStorage and IndexedDB', async ({ openApp }) => {
    const page = await openApp('/')
    await writeProbe(page, 'written')
    expect(await readProbe(page)).toEqual({ local: 'written', hasDatabase: true })
  })

  test('the next test starts with neither', async ({ openApp }) => {
    const page = await openApp('/')
    expect(await readProbe(page)).toEqual({ local: null, hasDatabase: false })
  })
})

test('a second tab of the same context shares storage and receives BroadcastChannel messages', async ({
  openApp,
}) => {
  const first = await openApp('/')
  const second = await openApp('/')
  await second.evaluate(() => {
    const channel = new BroadcastChannel('e2e-harness')
    ;(window as unknown as { received: Promise<unknown> }).received = new Promise((resolve) => {
      channel.onmessage = (event) => resolve(event.data)
    })
  })

  await writeProbe(first, 'from-first-tab')
  await first.evaluate(() => new BroadcastChannel('e2e-harness').postMessage('hello'))

  expect(await readProbe(second)).toEqual({ local: 'from-first-tab', hasDatabase: true })
  expect(
    await second.evaluate(() => (window as unknown as { received: Promise<unknown> }).received),
  ).toBe('hello')
})

test('reopen closes the tab, runs its pagehide handlers and keeps storage', async ({
  openApp,
  reopen,
}) => {
  const page = await openApp('/professors')
  await page.evaluate(
    (key) =>
      window.addEventListener('pagehide', () => localStorage.setItem(`${key}-pagehide`, 'ran')),
    probeKey,
  )
  await writeProbe(page, 'before-close')

  const reopened = await reopen(page)

  expect(page.isClosed()).toBe(true)
  expect(new URL(reopened.url()).pathname).toBe('/app/professors')
  expect(await readProbe(reopened)).toEqual({ local: 'before-close', hasDatabase: true })
  expect(await reopened.evaluate((key) => localStorage.getItem(`${key}-pagehide`), probeKey)).toBe(
    'ran',
  )
})

describe('page errors', () => {
  test.fails('an uncaught page error fails the test', async ({ openApp }) => {
    const page = await openApp('/')
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e-harness uncaught')
      }),
    )
    await page.waitForTimeout(200)
  })

  test.fails('a console.error fails the test', async ({ openApp }) => {
    const page = await openApp('/')
    await page.evaluate(() => console.error('e2e-harness console error'))
  })

  describe('with an allow-list', () => {
    test.override('allowedErrors', ['e2e-harness', /^never matches$/])

    test('allowed errors are recorded but do not fail the test', async ({
      openApp,
      pageErrors,
    }) => {
      const page = await openApp('/')
      await page.evaluate(() => console.error('e2e-harness console error'))
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('e2e-harness uncaught')
        }),
      )

      await expect
        .poll(() => pageErrors.map((e) => `${e.kind}: ${e.text.split('\n')[0]}`))
        .toEqual([
          'console.error: e2e-harness console error',
          'pageerror: Error: e2e-harness uncaught',
        ])
    })
  })
})
