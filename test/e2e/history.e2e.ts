// The History screen (issue 34) in the built app: /app/history renders in the app's shell, says
// the plan is not shared while there is no school server (the sync client wires the connection
// in features/history/history-source.ts), and axe finds no violation in either theme.
import { axeViolations, describeViolations } from './axe'
import { expect, screenshot, test } from './browser'

test('/app/history says the plan is not shared, in both themes without an axe violation', async ({ openApp }) => {
  const page = await openApp('/history')
  await page.getByRole('heading', { level: 1, name: 'History' }).waitFor()
  await page.getByRole('status').filter({ hasText: 'This plan is not shared' }).waitFor()
  const found: string[] = []
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme)
    await screenshot(page, `history-not-shared-${theme}`)
    found.push(...describeViolations(`/history ${theme}`, await axeViolations(page, { colourRulesOnly: theme === 'dark' })))
  }
  expect(found, found.join('\n')).toEqual([])
})
