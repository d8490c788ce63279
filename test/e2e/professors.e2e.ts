// Professors screen in Chromium: add with the keyboard, edit, search and filter, table view and
// sort, delete with confirmation, export then import into a clean profile, a bad import file.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { appURL, describe, expect, screenshot, test } from './browser'
import { viewport } from './chromium.mjs'

async function ready(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.getByRole('heading', { name: 'Professor Management' }).waitFor()
}

async function seed(page: Page) {
  await page.evaluate(() => window.__courseload!.seed())
  await page.getByTestId('professor-card').first().waitFor()
}

/** Assignments stored for one professor, read straight from IndexedDB. */
/** Every stored professor, active or not (the tiles count active ones by default). */
function storedProfessorCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('courseload-app')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('professors').objectStore('professors').count()
          request.onsuccess = () => {
            resolve(request.result)
            open.result.close()
          }
        }
      }),
  )
}

function storedAssignmentsOf(page: Page, professorId: string) {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('courseload-app')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('assignments').objectStore('assignments').getAll()
          request.onsuccess = () => {
            resolve((request.result as { professorId: string }[]).filter((a) => a.professorId === id).length)
            open.result.close()
          }
        }
      }),
    professorId,
  )
}

const tile = (page: Page, label: string) =>
  page.locator('[data-slot="stat-card"]', { hasText: label }).locator('.text-2xl')

describe('professors', () => {
  test('empty state, then add a professor with the keyboard only, then edit', async ({ openApp }) => {
    const page = await openApp('/professors')
    await ready(page)
    await expect.poll(() => page.getByText('No professors available').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Please add a professor.').isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Add Professor' }).first().focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add New Professor' })
    await dialog.waitFor()
    await dialog.getByLabel('First name').focus()
    await page.keyboard.type('Ada')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lovelace')
    await dialog.getByLabel('Email').focus()
    await page.keyboard.type('ada@college.edu')
    await dialog.getByLabel('Employment type').focus()
    await page.keyboard.press('End') // Full-time, last option
    await expect.poll(() => dialog.getByLabel('Max weekly hours').inputValue()).toBe('40')
    await dialog.getByRole('combobox', { name: 'Search or add specialties' }).focus()
    await page.keyboard.type('houdini')
    await page.keyboard.press('Enter')
    await dialog.getByLabel('Qualification 1').focus()
    await page.keyboard.type('MFA in Animation')
    await page.keyboard.press('Enter')

    await page.getByText('Professor Ada Lovelace added successfully').waitFor()
    await dialog.waitFor({ state: 'detached' })
    const card = page.getByRole('article', { name: 'Ada Lovelace' })
    await expect.poll(() => card.textContent()).toContain('Available for assignment')
    expect(await card.textContent()).toContain('Full-time')
    expect(await card.textContent()).toContain('Houdini')
    await screenshot(page, 'professors-added')

    await card.getByRole('button', { name: 'Edit Ada Lovelace' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Professor' })
    await edit.getByLabel('Last name').fill('King')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Professor Ada King updated successfully').waitFor()
    await page.getByRole('article', { name: 'Ada King' }).waitFor()

    // Reload keeps it (stored in IndexedDB).
    await page.reload()
    await ready(page)
    await page.getByRole('article', { name: 'Ada King' }).waitFor()
  })

  test('search and filter, table view and sort, all in the URL', async ({ openApp }) => {
    const page = await openApp('/professors')
    await ready(page)
    await seed(page)
    const total = Number(await tile(page, 'Total Professors').textContent())
    expect(total).toBeGreaterThan(10)

    const first = await page.getByTestId('professor-card').first().locator('h2').textContent()
    const lastName = first!.split(' ').at(-1)!
    await page.getByLabel('Search professors by name or email').fill(lastName)
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(lastName)
    const cards = page.getByTestId('professor-card')
    await expect.poll(async () => (await cards.allTextContents()).every((t) => t.includes(lastName))).toBe(true)

    await page.getByLabel('Search professors by name or email').fill('zzz-nobody')
    await page.getByText('No professors match your filters').waitFor()
    await page.getByText('Try adjusting your search or filters').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).first().click()

    await page.getByLabel('Employment type').selectOption('part-time')
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('part-time')
    await expect.poll(async () => (await cards.allTextContents()).every((t) => t.includes('Part-time'))).toBe(true)
    await page.getByRole('button', { name: /^Available/ }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('show')).toBe('available')
    await page.getByRole('button', { name: 'Clear filters' }).first().click()

    await page.getByRole('button', { name: 'Table' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('table')
    const table = page.getByRole('table', { name: 'Professors' })
    await table.waitFor()
    const hoursHeader = table.getByRole('columnheader', { name: /Hours \/ Max/ })
    await hoursHeader.getByRole('button').click()
    await expect.poll(() => hoursHeader.getAttribute('aria-sort')).toBe('ascending')
    await hoursHeader.getByRole('button').click()
    await expect.poll(() => hoursHeader.getAttribute('aria-sort')).toBe('descending')
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('hours')
    const hours = async () =>
      (await table.locator('tbody tr[data-index] td:nth-child(5)').allTextContents()).map((t) => Number(t.split('/')[0]))
    await expect.poll(async () => {
      const list = await hours()
      return list.length > 3 && list.every((h, i) => i === 0 || list[i - 1]! >= h)
    }).toBe(true)
    await screenshot(page, 'professors-table-sorted')

    // The URL restores the same view.
    await page.reload()
    await ready(page)
    await table.waitFor()
    expect(await table.getByRole('columnheader', { name: /Hours \/ Max/ }).getAttribute('aria-sort')).toBe('descending')

    // Bulk delete from the table selection.
    const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all)/ })
    await rowBoxes.nth(0).click()
    await rowBoxes.nth(1).click()
    // The boxes show what is selected (a cancelled click would flip a native box back).
    expect(await rowBoxes.nth(0).isChecked()).toBe(true)
    expect(await rowBoxes.nth(1).isChecked()).toBe(true)
    expect(await rowBoxes.nth(2).isChecked()).toBe(false)
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete 2 professor(s)?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('2 professor(s) deleted successfully').waitFor()
    await expect.poll(async () => Number(await tile(page, 'Total Professors').textContent())).toBe(total - 2)
  })

  test('delete with confirmation removes the professor and their assignments', async ({ openApp }) => {
    const page = await openApp('/professors?show=assigned')
    await ready(page)
    await seed(page)
    const card = page.getByTestId('professor-card').first()
    const name = (await card.locator('h2').textContent())!
    const before = Number(await tile(page, 'Total Professors').textContent())
    const href = await card.getByRole('link', { name: `View courses of ${name}` }).getAttribute('href')
    const professorId = new URL(href!, page.url()).searchParams.get('professorId')!
    expect(await storedAssignmentsOf(page, professorId)).toBeGreaterThan(0)
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText(`Are you sure you want to delete ${name}?`).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText(`Professor ${name} deleted successfully`).waitFor()
    await expect.poll(async () => Number(await tile(page, 'Total Professors').textContent())).toBe(before - 1)
    await expect.poll(() => page.getByRole('article', { name }).count()).toBe(0)
    expect(await storedAssignmentsOf(page, professorId)).toBe(0)
  })

  test('export downloads the spec shape and re-imports identically into a clean profile; a bad file changes nothing', async ({ openApp, chromium }) => {
    const page = await openApp('/professors')
    await ready(page)
    await seed(page)
    const total = await storedProfessorCount(page)
    expect(total).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Export' }).click()
    const exportDialog = page.getByRole('dialog', { name: 'Export Professors' })
    await exportDialog.getByText('All professors will be exported.').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Export' }).click()])
    expect(download.suggestedFilename()).toMatch(/^professors_export_\d{4}-\d{2}-\d{2}\.json$/)
    await page.getByText(`Exported ${total} professors`).waitFor()
    const path = await download.path()
    const text = await readFile(path, 'utf8')
    const file = JSON.parse(text) as { version: string; count: number; exportedAt: string; $schema: string; professors: { id: string; active: unknown }[] }
    expect(file).toMatchObject({ version: '1.0.0', count: total })
    expect(file.$schema).toBeTruthy()
    expect(file.professors.every((p) => typeof p.active === 'boolean')).toBe(true)
    // A clean profile: fresh storage.
    const clean = await chromium.newContext({ viewport, locale: 'en-US' })
    try {
      const other = await clean.newPage()
      await other.goto(appURL('/professors'))
      await ready(other)
      await other.getByText('No professors available').waitFor()

      // A bad file first: the error shows in the dialog and nothing is written.
      await other.getByRole('button', { name: 'Import' }).click()
      const dialog = other.getByRole('dialog', { name: 'Import Professors' })
      expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true)
      await dialog.getByLabel('JSON file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"people": []}') })
      await dialog.getByRole('button', { name: 'Import' }).click()
      await dialog.getByRole('alert').getByText('Invalid JSON format').waitFor()
      await dialog.getByLabel('JSON file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ broken') })
      await dialog.getByRole('button', { name: 'Import' }).click()
      await expect.poll(async () => (await dialog.getByRole('alert').textContent())?.length ?? 0).toBeGreaterThan(0)
      expect(await tile(other, 'Total Professors').textContent()).toBe('0')

      await dialog.getByLabel('JSON file').setInputFiles(path)
      await dialog.getByRole('button', { name: 'Import' }).click()
      await dialog.getByText(`Imported ${total} new, updated 0, skipped 0`).waitFor()
      await other.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      // The tile counts the active professors (the default Status filter), the store all of them.
      const active = file.professors.filter((p) => p.active === true).length
      await expect.poll(async () => Number(await tile(other, 'Total Professors').textContent())).toBe(active)
      expect(await storedProfessorCount(other)).toBe(total)

      // Identical: exporting again from the clean profile gives the same professors.
      await other.getByRole('button', { name: 'Export' }).click()
      const again = other.getByRole('dialog', { name: 'Export Professors' })
      const [second] = await Promise.all([other.waitForEvent('download'), again.getByRole('button', { name: 'Export' }).click()])
      const reexported = JSON.parse(await readFile(await second.path(), 'utf8')) as typeof file
      const byId = (list: typeof file.professors) => [...list].sort((a, b) => a.id.localeCompare(b.id))
      expect(byId(reexported.professors)).toEqual(byId(file.professors))
      await screenshot(other, 'professors-imported')
    } finally {
      await clean.close()
    }
  })
})
