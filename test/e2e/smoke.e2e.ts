import { expect, screenshot, test } from './browser'

test('the app at /app/ loads with the title CourseLoad and logs no errors', async ({ openApp }) => {
  const page = await openApp('/')

  expect(new URL(page.url()).pathname).toBe('/app/')
  expect(await page.title()).toBe('CourseLoad')
  // The bundle must actually run: React mounts into #root (an empty root means a broken build).
  await expect.poll(() => page.locator('#root > *').count()).toBeGreaterThan(0)
  await screenshot(page, 'smoke-home')
  // Unexpected console or page errors fail the test in the context fixture's teardown.
})
