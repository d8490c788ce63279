// What-if scenarios in Chromium (issue 33), on the sample data: create a scenario of Fall 2026 on
// the Scenarios screen, open it (the banner names it on every screen, a reload keeps it open),
// reassign three sections with Manage Sections, auto-assign the rest with "Keep live assignments
// where possible" (the header's undo and redo take it back and redo it, in the scenario), go back
// to live and find live unchanged (the stored records, the header's figures and a reassigned
// section's professor), then reopen the scenario and find its edits.
// axe checks the Scenarios screen and the banner in both themes.
//
// The oracle is the live stores read straight from IndexedDB, never through the app's code.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import * as XLSX from 'xlsx'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { axeViolations, describeViolations, settleTransitions } from './axe'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords } from './stored-records'

/** An assignment with the fields load is counted from (per planning term). */
interface Fall {
  professorId: string
  term: string
  academicYear: string
  weeklyHours: number
}

interface Raw {
  courses: { id: string; code: string; sectionCount: number; semester?: { term: string; year: number } }[]
  assignments: { id: string; courseId: string; section: number; professorId: string }[]
  professors: { id: string; firstName: string; lastName: string }[]
}

const card = (page: Page, code: string) => page.locator(`[data-testid="course-card"][data-course-code="${code}"]`)
const headerAssigned = async (page: Page) => Number(await page.getByTestId('header-assigned').textContent())
const banner = (page: Page) => page.getByRole('region', { name: 'Open scenario' })

async function expectNoAxeViolations(page: Page, where: string) {
  // The screen itself, not a confirmation toast caught half faded out.
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0)
  const light = await axeViolations(page)
  expect(describeViolations(`${where} light`, light)).toEqual([])
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  // The colours fade to the dark theme's: axe reads them once they are there.
  await settleTransitions(page)
  await screenshot(page, `${where}-dark`)
  const dark = await axeViolations(page, { colourRulesOnly: true })
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  expect(describeViolations(`${where} dark`, dark)).toEqual([])
}

/** Through the sidebar, so the app stays loaded (an in-app navigation, not a reload). */
async function go(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click()
}

/** Manage Sections of `code`: give `section` to the first professor offered who is not `avoid` and not overloaded. */
async function reassign(page: Page, code: string, section: number, avoid: string): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(code)
  await card(page, code).getByRole('button', { name: `Manage sections of ${code}` }).click()
  const dialog = page.getByRole('dialog', { name: `Manage Sections - ${code}` })
  await dialog.waitFor()
  await page.getByTestId(`section-${section}-picker`).focus()
  await page.keyboard.press('Enter')
  const options = page.getByRole('listbox').getByRole('option')
  await options.nth(1).waitFor()
  const nameOf = (text: string) => text.split(/Best match|\d/)[0]!.trim()
  let texts: string[] = []
  const pick = () => texts.slice(1).find((t) => !t.includes('Overload') && !t.includes('Inactive') && nameOf(t) !== avoid)
  await expect
    .poll(async () => {
      texts = await options.allTextContents()
      return pick() !== undefined
    })
    .toBe(true)
  const name = nameOf(pick()!)
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect.poll(() => page.getByTestId(`section-${section}-picker`).textContent()).toContain(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Course assigned successfully').first().waitFor()
  await dialog.waitFor({ state: 'detached' })
  return name
}

describe('what-if scenarios', () => {
  test('a scenario of Fall 2026: reassign three sections and auto-assign inside it, live stays as it was; compare and promote it from its row', async ({ openApp }) => {
    const page = await openApp('/')
    await page.waitForFunction(() => window.__courseload?.ready === true)
    // The half-staffed sample plan: auto-assign has open sections to staff.
    await page.evaluate(() => window.__courseload!.seed({ plan: 'volume' }))
    await page.getByRole('combobox', { name: 'Academic year' }).selectOption('2026-2027')
    await page.getByRole('combobox', { name: 'Semester' }).selectOption('fall-2026')
    const live = await readStoredRecords<Raw>(page)
    await expect.poll(() => headerAssigned(page)).toBeGreaterThan(0)
    const liveAssigned = await headerAssigned(page)

    // Three Fall 2026 sections held by one professor each, in three courses.
    const fall = live.courses.filter((c) => c.semester?.term === 'fall' && c.semester.year === 2026)
    const nameOf = (id: string) => {
      const p = live.professors.find((x) => x.id === id)!
      return `${p.firstName} ${p.lastName}`
    }
    const held = fall
      .map((c) => ({ course: c, holders: live.assignments.filter((a) => a.courseId === c.id && a.section === 1) }))
      .filter((x) => x.holders.length === 1)
      .slice(0, 3)
    expect(held).toHaveLength(3)

    // Create the scenario.
    await go(page, 'Scenarios')
    await page.getByRole('heading', { name: 'Scenarios', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'New scenario' }).click()
    const create = page.getByRole('dialog', { name: 'New scenario' })
    await create.getByRole('button', { name: 'Create scenario' }).click()
    await expect.poll(() => create.getByText('Give the scenario a name.').isVisible()).toBe(true)
    await create.getByLabel('Name').fill('Fall 2026 what-if')
    await create.getByLabel('Scope').selectOption('fall-2026')
    await create.getByLabel('Notes').fill('Dana takes the studio courses')
    await create.getByRole('button', { name: 'Create scenario' }).click()
    await create.waitFor({ state: 'detached' })
    const row = page.getByTestId('scenario-row').filter({ hasText: 'Fall 2026 what-if' })
    await expect.poll(() => row.textContent()).toContain('Fall 2026')
    expect(await row.textContent()).toContain('Draft')
    expect(await row.textContent()).toContain('The live plan')
    await screenshot(page, 'scenarios-list')
    await expectNoAxeViolations(page, 'scenarios-list')

    // Open it: the banner names it; a reload keeps it open in this tab.
    await row.getByRole('button', { name: 'Open Fall 2026 what-if' }).click()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    expect(await banner(page).getByRole('status').textContent()).toContain('Fall 2026 what-if (Fall 2026, status: Draft)')
    await page.reload()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await screenshot(page, 'scenario-banner-dashboard')
    await expectNoAxeViolations(page, 'scenario-banner')

    // Reassign three sections inside the scenario.
    await go(page, 'Courses')
    await page.getByRole('heading', { name: 'Course Management' }).waitFor()
    const moved: { code: string; from: string; to: string }[] = []
    for (const { course, holders } of held) {
      const from = nameOf(holders[0]!.professorId)
      moved.push({ code: course.code, from, to: await reassign(page, course.code, 1, from) })
    }
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('')
    expect(await banner(page).isVisible()).toBe(true)

    // Auto-assign the rest, keeping live's assignments where possible.
    await page.getByRole('button', { name: 'Auto-assign', exact: true }).click()
    const auto = page.getByRole('dialog', { name: 'Auto-assign open sections' })
    await auto.getByRole('switch', { name: /^Keep live assignments where possible/ }).click()
    await auto.getByRole('button', { name: 'Find proposal' }).click()
    await auto.getByRole('heading', { name: /^Proposed assignments \(\d+\)$/ }).waitFor({ timeout: 60_000 })
    expect(await auto.getByRole('status').first().textContent()).toMatch(/(No section moves|\d+ sections? moves?) from (its|their) live professors?/)
    await auto.getByRole('button', { name: /^Accept all \(\d+\)$/ }).click()
    await auto.waitFor({ state: 'detached' })
    await expect.poll(() => headerAssigned(page)).toBeGreaterThan(liveAssigned)
    const scenarioAssigned = await headerAssigned(page)

    // Undo and redo are the scenario's own: the header takes back the auto-assign, then redoes it.
    const history = page.getByRole('group', { name: 'Undo history' })
    await expect.poll(() => history.getByRole('button').first().getAttribute('aria-label')).toMatch(/^Undo: auto-assign \d+ sections?$/)
    await history.getByRole('button').first().click()
    await expect.poll(() => headerAssigned(page)).toBe(liveAssigned)
    await history.getByRole('button').nth(1).click()
    await expect.poll(() => headerAssigned(page)).toBe(scenarioAssigned)

    // Live's stores never changed.
    const after = await readStoredRecords<Raw>(page)
    expect(after.assignments).toEqual(live.assignments)
    expect(after.courses).toEqual(live.courses)

    // Back to live: the header's figures and the sections' professors are live's.
    await banner(page).getByRole('button', { name: 'Back to live' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    await expect.poll(() => headerAssigned(page)).toBe(liveAssigned)
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(moved[0]!.code)
    await expect.poll(() => card(page, moved[0]!.code).textContent()).toContain(moved[0]!.from)
    expect(await card(page, moved[0]!.code).textContent()).not.toContain(moved[0]!.to)
    await screenshot(page, 'scenario-back-to-live')

    // Reopen the scenario: its edits are there.
    await go(page, 'Scenarios')
    await page.getByTestId('scenario-row').filter({ hasText: 'Fall 2026 what-if' }).getByRole('button', { name: 'Open Fall 2026 what-if' }).click()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await expect.poll(() => headerAssigned(page)).toBe(scenarioAssigned)
    await go(page, 'Courses')
    for (const m of moved) {
      await page.getByRole('searchbox', { name: 'Search courses' }).fill(m.code)
      await expect.poll(() => card(page, m.code).textContent()).toContain(m.to)
    }
    await screenshot(page, 'scenario-reopened-courses')

    // Compare, from the scenario's row: the workbook lists the three moves as professor A -> B,
    // and every professor whose Fall 2026 hours change, before -> after.
    await go(page, 'Scenarios')
    await page.getByTestId('scenario-row').filter({ hasText: 'Fall 2026 what-if' }).getByRole('link', { name: 'Compare Fall 2026 what-if' }).click()
    await page.getByRole('heading', { name: SCENARIO_MESSAGES.compareTitle('Fall 2026 what-if') }).waitFor()
    const scenarioId = decodeURIComponent(/\/scenarios\/([^/]+)\/compare/.exec(page.url())![1]!)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export workbook' }).click()])
    const book = XLSX.read(await readFile(await download.path()))
    const sectionRows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Sections!)
    for (const m of moved) {
      expect(sectionRows.some((r) => String(r.Section).startsWith(`${m.code} §1`) && r.Professors === `${m.from} -> ${m.to}`)).toBe(true)
    }
    // Every professor whose Fall 2026 hours differ between live and the scenario has a row, before -> after.
    const scenarioNow = (await page.evaluate(async (id) => (await window.__courseload!.scenarios()).list(id, 'assignments'), scenarioId)) as Fall[]
    const hoursBy = (list: Fall[]) => {
      const out = new Map<string, number>()
      for (const a of list) if (a.term === 'fall' && a.academicYear === '2026-2027') out.set(a.professorId, (out.get(a.professorId) ?? 0) + a.weeklyHours)
      return out
    }
    const [hoursLive, hoursScenario] = [hoursBy(live.assignments as unknown as Fall[]), hoursBy(scenarioNow)]
    const changed = [...new Set([...hoursLive.keys(), ...hoursScenario.keys()])].filter((id) => (hoursLive.get(id) ?? 0) !== (hoursScenario.get(id) ?? 0))
    expect(changed.length).toBeGreaterThan(0)
    const professorRows = XLSX.utils.sheet_to_json<Record<string, string | number>>(book.Sheets.Professors!)
    for (const id of changed) {
      const row = professorRows.find((r) => r.Professor === nameOf(id))
      expect(row, nameOf(id)).toBeDefined()
      expect([Number(row!['Hours before']), Number(row!['Hours after'])]).toEqual([hoursLive.get(id) ?? 0, hoursScenario.get(id) ?? 0])
    }

    // Promote: everything the scenario changed goes to live in one step; live then equals the scenario.
    await page.getByRole('link', { name: 'Promote…' }).or(page.getByRole('button', { name: 'Promote…' })).first().click()
    await page.getByRole('heading', { name: SCENARIO_MESSAGES.promoteTitle('Fall 2026 what-if') }).waitFor()
    await page.getByRole('button', { name: /^Promote the \d+ changes?$/ }).click()
    await page.getByTestId('promote-outcome').waitFor()
    const scenarioView = await page.evaluate(async (id) => (await window.__courseload!.scenarios()).list(id, 'assignments'), scenarioId)
    const withoutRev = (list: unknown[]) =>
      list
        .map((r) => {
          const { rev: _rev, ...rest } = r as Record<string, unknown>
          return rest
        })
        .sort((a, b) => String(a.id).localeCompare(String(b.id)))
    expect(withoutRev((await readStoredRecords<Raw>(page)).assignments)).toEqual(withoutRev(scenarioView))
  })
})
