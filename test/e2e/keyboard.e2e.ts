// Keyboard-first in Chromium: 'g' then a letter moves to a screen and puts focus on its heading,
// '/' focuses the search, 'n' adds, '?' lists the shortcuts, Ctrl+K finds a course and opens its
// Manage Sections, Enter on a focused course row opens Manage Sections, a conflict flag reached
// with Tab shows its tooltip (and keeps it on Enter), and unsaved section picks are never dropped
// by Escape.
import type { Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'

async function seeded(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  // The half-staffed plan (the sample's volume plan, the data these checks were written on): open sections and unassigned professors to act on.
  await page.evaluate(() => window.__courseload!.seed({ plan: 'volume' }))
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return {
      tag: el?.tagName ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').slice(0, 60),
    }
  })

describe('keyboard', () => {
  test('go-to keys, search, add and the shortcuts dialog', async ({ openApp }) => {
    const page = await openApp('/')
    await seeded(page)
    await page.getByRole('heading', { name: 'Faculty Course Loading Dashboard' }).waitFor()
    await page.keyboard.press('g')
    await page.keyboard.press('p')
    await page.getByRole('heading', { name: 'Professor Management' }).waitFor()
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'H1', text: 'Professor Management' })

    await page.keyboard.press('/')
    expect((await focused(page)).label).toBe('Search professors by name or email')
    // Typing in the search never triggers single-key shortcuts.
    await page.keyboard.type('gn')
    expect(new URL(page.url()).pathname).toBe('/app/professors')
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('heading', { name: 'Professor Management' }).focus()
    await page.keyboard.press('n')
    await page.getByRole('dialog', { name: 'Add New Professor' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.keyboard.press('Shift+?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await help.waitFor()
    expect(await help.textContent()).toContain('Go to Courses')
    await screenshot(page, 'keyboard-shortcuts')
  })

  test('Ctrl+K finds a course and opens its Manage Sections; Escape keeps unsaved picks', async ({
    openApp,
  }) => {
    const page = await openApp('/')
    await seeded(page)
    await page.getByRole('heading', { name: 'Faculty Course Loading Dashboard' }).waitFor()
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.waitFor()
    await page.keyboard.type('ani1001')
    await expect.poll(() => palette.getByRole('option').first().textContent()).toMatch(/^ANI1001 /)
    await screenshot(page, 'keyboard-palette')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Manage Sections - ANI1001' })
    await dialog.waitFor()

    // Change a section with the keyboard, then try to leave with Escape.
    await dialog.getByTestId('section-1-picker').focus()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('listbox').waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')
    const question = dialog.getByRole('alertdialog')
    await question.waitFor()
    await expect.poll(async () => (await focused(page)).text).toBe('Keep editing')
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'detached' })
    expect(await dialog.isVisible()).toBe(true)
  })

  test('a conflict flag reached with Tab shows what overlaps, in the grid and the list; Enter keeps it, Escape hides it', async ({
    openApp,
  }) => {
    const page = await openApp('/courses?chip=conflicts')
    await seeded(page)
    // The sample's conflicting pair is in another term of the year: every term.
    await page.getByRole('combobox', { name: 'Semester' }).selectOption('all')
    const tooltip = page.locator('[data-slot="tooltip-content"]')
    for (const view of ['Grid', 'List']) {
      await page
        .getByRole('group', { name: 'View' })
        .getByRole('button', { name: new RegExp(view) })
        .click()
      const flag = page.getByTestId('section-conflict').first()
      await flag.waitFor()
      const overlap = ((await flag.locator('.sr-only').textContent()) ?? '')
        .replace(/^: /, '')
        .split('; ')[0]!
      expect(overlap).toMatch(/^(Section \d+: )?Overlaps /)
      // Tab from the control just before the flag, as a keyboard user arrives there.
      await page
        .getByTestId('section-conflict')
        .first()
        .evaluate((el) => {
          const all = [
            ...document.querySelectorAll<HTMLElement>(
              'button, a[href], input, select, [tabindex="0"]',
            ),
          ]
          all[all.indexOf(el as HTMLElement) - 1]!.focus()
        })
      await page.keyboard.press('Tab')
      await expect.poll(() => flag.evaluate((el) => el === document.activeElement)).toBe(true)
      await tooltip.waitFor()
      expect(await tooltip.textContent()).toContain(overlap.replace(/^Section \d+: /, ''))
      await page.keyboard.press('Enter')
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await tooltip.isVisible()).toBe(true)
      if (view === 'List') await screenshot(page, 'conflict-flag-keyboard-list')
      await page.keyboard.press('Escape')
      await tooltip.waitFor({ state: 'detached' })
    }
  })

  test('Enter on a focused course row opens Manage Sections', async ({ openApp }) => {
    const page = await openApp('/courses?view=list')
    await seeded(page)
    const table = page.getByRole('table', { name: 'Courses' })
    await table.waitFor()
    const firstRow = table.locator('tbody tr[data-index="0"]')
    await firstRow.waitFor()
    const code = ((await firstRow.locator('td').first().textContent()) ?? '').trim()
    await firstRow.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: `Manage Sections - ${code}` }).waitFor()
  })

  test("focus returns to what opened a dialog: a row's Manage button, Add Course", async ({
    openApp,
  }) => {
    const page = await openApp('/courses?view=list')
    await seeded(page)
    const row = page.getByRole('table', { name: 'Courses' }).locator('tbody tr[data-index="0"]')
    await row.waitFor()
    const manage = row.getByRole('button', { name: /^Manage sections of / })
    const label = await manage.getAttribute('aria-label')
    await manage.click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(async () => (await focused(page)).label).toBe(label)

    await page.getByRole('link', { name: 'Add Course' }).click()
    await page.getByRole('dialog', { name: 'Add New Course' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(async () => (await focused(page)).text).toContain('Add Course')
  })
})
