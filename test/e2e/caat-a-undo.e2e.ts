// The CAAT-A record goes through the one write path (issue 32 item 2): in Chromium, marking a
// professor probationary in their CAAT-A record is an undo step named by the action, Ctrl+Z takes
// it back, the header's Redo puts it back again, and a second tab of the same browser shows each
// change as it happens (the change crosses tabs like any record's). The stored record, read
// straight from IndexedDB, is the oracle.
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'

const jane = { id: 'caat-jane', firstName: 'Jane', lastName: 'Caat', email: 'jane.caat@example.edu', employmentType: 'full-time', maxWeeklyHours: 40, isActive: true }

/** The contractRecords store as stored (empty before any record). */
function storedRecords(page: Page): Promise<{ professorId: string; probationary: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('courseload-app')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const req = db.transaction('contractRecords', 'readonly').objectStore('contractRecords').getAll()
          req.onsuccess = () => {
            db.close()
            resolve(req.result)
          }
          req.onerror = () => reject(req.error)
        }
      }),
  )
}

/** The professors screen with Jane's Edit Professor form open, its CAAT-A record section shown. */
async function janesForm(page: Page) {
  await page.getByRole('searchbox', { name: 'Search professors by name or email' }).fill(jane.email)
  await page.getByRole('button', { name: 'Edit Jane Caat' }).first().click()
  const form = page.getByRole('dialog', { name: /Edit Professor/ })
  await form.waitFor()
  const section = form.getByTestId('caat-professor-section')
  await section.waitFor()
  return { form, flag: section.getByLabel('Probationary (no overtime, even by agreement)') }
}

const undoButton = (page: Page) => page.getByRole('group', { name: 'Undo history' }).getByRole('button').first()
const redoButton = (page: Page) => page.getByRole('group', { name: 'Undo history' }).getByRole('button').nth(1)

describe('a CAAT-A record edit is undone, and other tabs follow', () => {
  test('probationary marked, undone with Ctrl+Z and redone, each change seen in a second tab', async ({ openApp }) => {
    const page = await openApp('/settings?tab=general')
    await page.waitForFunction(() => window.__courseload?.ready === true)
    // Jane, and the CAAT-A rules chosen: both records of the plan, written through the write path.
    await page.evaluate(
      (professor) => window.__courseload!.write({ put: { professors: [professor], planSettings: [{ id: 'workloadRules', rules: 'ontario-caat-a' }] } as never }),
      jane,
    )
    await page.goto(page.url().replace(/\/app\/.*$/, '/app/professors'))
    const other = await openApp('/professors')
    const mine = await janesForm(page)
    const theirs = await janesForm(other)
    expect(await mine.flag.isChecked()).toBe(false)
    expect(await theirs.flag.isChecked()).toBe(false)

    await mine.flag.click()
    await expect.poll(() => storedRecords(page)).toEqual([{ professorId: 'caat-jane', probationary: true, terms: {}, rev: 1 }])
    // The other tab shows it without a reload.
    await expect.poll(() => theirs.flag.isChecked()).toBe(true)
    await mine.form.getByRole('button', { name: 'Cancel' }).click()
    await mine.form.waitFor({ state: 'detached' })

    // One undo step, named by what it did; Ctrl+Z (outside text fields) takes it back.
    await expect.poll(() => undoButton(page).getAttribute('aria-label')).toBe('Undo: change the CAAT-A record of Jane Caat')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+z')
    await expect.poll(() => storedRecords(page)).toEqual([])
    await expect.poll(() => theirs.flag.isChecked()).toBe(false)
    await screenshot(other, 'caat-a-undo-second-tab')

    // The header's Redo puts it back, here and there.
    await expect.poll(() => redoButton(page).getAttribute('aria-label')).toBe('Redo: change the CAAT-A record of Jane Caat')
    await redoButton(page).click()
    await expect.poll(() => storedRecords(page)).toEqual([{ professorId: 'caat-jane', probationary: true, terms: {}, rev: 1 }])
    await expect.poll(() => theirs.flag.isChecked()).toBe(true)
  })
})
