// A representative subset of the bad-input corpus (test/fixtures/bad-input, issue 14) through the
// real UI in Chromium: program paste, file upload, backup restore and professor import. Each case
// shows its message, runs no script, and leaves IndexedDB and localStorage exactly as they were.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'

const DIR = join(process.cwd(), 'test/fixtures/bad-input')
const fixture = (name: string) => readFileSync(join(DIR, name), 'utf8')

async function ready(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
}

/** Every IndexedDB store (keys and values) and every localStorage entry, as one string. */
function dumpStorage(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('courseload-app')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const names = [...db.objectStoreNames].sort()
          const tx = db.transaction(names, 'readonly')
          const out: Record<string, unknown> = {}
          for (const name of names) {
            const keys = tx.objectStore(name).getAllKeys()
            const values = tx.objectStore(name).getAll()
            tx.addEventListener('complete', () => (out[name] = [keys.result, values.result]))
          }
          tx.oncomplete = () => {
            db.close()
            const local = Object.keys(localStorage)
              .sort()
              .map((k) => [k, localStorage.getItem(k)])
            resolve(JSON.stringify({ ...out, localStorage: local }))
          }
        }
      }),
  )
}

async function programManager(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).first().click()
  await page.getByRole('heading', { name: 'Program Manager' }).waitFor()
}

async function paste(page: Page, text: string) {
  await programManager(page)
  await page.getByRole('tab', { name: 'JSON Paste' }).click()
  await page.getByLabel('Program JSON').fill(text)
  await page.getByRole('button', { name: 'Process JSON' }).click()
}

describe('bad input through the UI', () => {
  test('eight corpus cases: a message each, no script, storage unchanged', async ({ openApp }) => {
    const page = await openApp('/')
    await ready(page)
    await page.getByRole('button', { name: 'Load sample data' }).click()
    await page.getByTestId('dashboard-assigned').waitFor()
    await expect
      .poll(async () => Number(await page.getByTestId('dashboard-assigned').textContent()))
      .toBeGreaterThan(0)
    // Let the sample data's writes and the first backup-reminder bookkeeping settle.
    await expect.poll(() => dumpStorage(page)).toBe(await dumpStorage(page))

    const cases: { name: string; run: () => Promise<void>; message: string | RegExp }[] = [
      {
        name: 'program paste: __proto__ key',
        run: () => paste(page, fixture('program-proto.json')),
        message: 'Unsafe key "__proto__" is not allowed',
      },
      {
        name: 'program paste: level keys 0 and 99',
        run: () => paste(page, fixture('program-level-keys.json')),
        message: 'Level "Level 99" is outside levels 1 to 8',
      },
      {
        name: 'program paste: HTML and script payloads',
        run: () => paste(page, fixture('program-html-script.json')),
        message: 'source_last_scraped is required and must be an ISO timestamp string',
      },
      {
        name: 'program paste: invisible-only name',
        run: () => paste(page, fixture('program-zero-width-name.json')),
        message: 'Program name is required and must be a non-empty string',
      },
      {
        name: 'program upload: wrong extension',
        run: async () => {
          await programManager(page)
          await page.getByRole('tab', { name: 'File Upload' }).click()
          await page
            .getByTestId('program-file-input')
            .setInputFiles({
              name: 'program.json.exe',
              mimeType: 'application/octet-stream',
              buffer: Buffer.from(fixture('program-wrong-extension.json')),
            })
        },
        message: 'Please upload a .json file',
      },
      {
        name: 'backup restore: checksum mismatch',
        run: async () => {
          await page.getByRole('link', { name: 'Settings' }).first().click()
          await page.getByRole('tab', { name: 'General' }).click()
          await page
            .getByTestId('backup-file-input')
            .setInputFiles({
              name: 'backup.json',
              mimeType: 'application/json',
              buffer: Buffer.from(fixture('backup-bad-checksum.json')),
            })
        },
        message: 'The checksum does not match',
      },
      {
        name: 'backup restore: every record out of bounds',
        run: async () => {
          await page
            .getByTestId('backup-file-input')
            .setInputFiles({
              name: 'backup.json',
              mimeType: 'application/json',
              buffer: Buffer.from(fixture('backup-all-corrupt.json')),
            })
        },
        message: 'none of the 3 records in the file could be read',
      },
      {
        name: 'professor import: RTL override in the email',
        run: async () => {
          await page
            .getByRole('link', { name: /^Professors/ })
            .first()
            .click()
          // Settings' 'Import Backup' also matches 'Import': wait until the Professors screen shows.
          await page.getByRole('heading', { name: 'Professor Management' }).waitFor()
          await page.getByRole('button', { name: 'Import', exact: true }).click()
          const dialog = page.getByRole('dialog', { name: 'Import Professors' })
          await dialog
            .getByLabel('JSON file')
            .setInputFiles({
              name: 'professors.json',
              mimeType: 'application/json',
              buffer: Buffer.from(fixture('professor-rtl-email.json')),
            })
          await dialog.getByRole('button', { name: 'Import' }).click()
        },
        message: 'Invalid email format',
      },
    ]

    for (const c of cases) {
      const before = await dumpStorage(page)
      await c.run()
      await page.getByText(c.message).first().waitFor()
      if (c.name.startsWith('program paste: level')) await screenshot(page, 'bad-input-level-keys')
      if (c.name.startsWith('backup restore: every')) await screenshot(page, 'bad-input-backup')
      expect(await page.evaluate(() => '__pwned' in window), c.name).toBe(false)
      expect(
        await page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload]').length),
        c.name,
      ).toBe(0)
      expect(await dumpStorage(page), c.name).toBe(before)
    }
    await screenshot(page, 'bad-input-professor-import')
  })
})
