// Compare and Promote of a what-if scenario (issue 33) in Chromium, on the sample data. The
// scenario is made and edited through the app's own paths (window.__courseload.scenarios: the
// scenario repository, and the scenario's workspace with the one write path), not through the
// Scenarios screens, which another change builds. Then Compare shows the moves and every moved
// professor's hours before -> after; Promote writes them to live in one step. The second test
// changes live after the scenario was made: one conflict resolved, one left out.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import * as XLSX from 'xlsx'
import { UNDO_MESSAGES } from '@/domain/history/undo-history'
import { assignmentId } from '@/domain/kernel/ids'
import type { Assignment } from '@/domain/model/assignment'
import type { ChangeSet } from '@/domain/model/change-set'
import type { Professor } from '@/domain/model/professor'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { axeViolations, describeViolations } from './axe'
import { appURL, describe, expect, screenshot, test } from './browser'

const FALL = { kind: 'term', term: 'fall', year: 2026 } as const
const IN_FALL = (a: Assignment) => a.term === 'fall' && a.academicYear === '2026-2027'
const PREFERENCES_KEY = 'courseload-user-preferences'

async function seeded(openApp: (path?: string) => Promise<Page>) {
  const page = await openApp('/')
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.evaluate(() => window.__courseload!.seed())
  return page
}

const liveList = <T,>(page: Page, store: 'assignments' | 'professors') => page.evaluate((s) => window.__courseload!.list(s), store) as Promise<T[]>

/** Moves each section to another professor: the old holder's assignment goes, the new one's comes. */
function moves(list: { from: Assignment; to: string }[]): ChangeSet {
  return {
    delete: { assignments: list.map((m) => m.from.id) },
    put: {
      assignments: list.map(({ from, to }) => {
        const { rev: _rev, ...rest } = from as Assignment & { rev?: number }
        return { ...rest, professorId: to, id: assignmentId({ ...from, professorId: to }) }
      }),
    },
  }
}

/**
 * Fall 2026 sections on distinct courses, each moved to another active professor with room for it
 * in Fall 2026 (the most room first, each taking one), so Promote's re-check of the caps passes.
 */
async function plannedMoves(page: Page, count: number) {
  const assignments = await liveList<Assignment>(page, 'assignments')
  const professors = await liveList<Professor>(page, 'professors')
  const fall = assignments.filter(IN_FALL)
  const hours = (id: string) => fall.filter((a) => a.professorId === id).reduce((sum, a) => sum + a.weeklyHours, 0)
  const byRoom = professors.filter((p) => p.isActive).sort((x, y) => y.maxWeeklyHours - hours(y.id) - (x.maxWeeklyHours - hours(x.id)))
  const seen = new Set<string>()
  const picked = fall.filter((a) => !seen.has(a.courseId) && seen.add(a.courseId)).slice(0, count)
  const holders = new Set(picked.map((a) => a.professorId))
  const free = byRoom.filter((p) => !holders.has(p.id)).slice(0, count)
  picked.forEach((a, i) => expect(hours(free[i]!.id) + a.weeklyHours).toBeLessThanOrEqual(free[i]!.maxWeeklyHours))
  const nameOf = (id: string) => {
    const p = professors.find((x) => x.id === id)!
    return `${p.firstName} ${p.lastName}`
  }
  return picked.map((from, i) => ({ from, to: free[i]!.id, fromName: nameOf(from.professorId), toName: nameOf(free[i]!.id) }))
}

const stripRev = (records: unknown[]) =>
  records.map((r) => {
    const { rev: _rev, ...rest } = r as Record<string, unknown>
    return rest
  }).sort((a, b) => String(a.id).localeCompare(String(b.id)))

async function axeBothThemes(page: Page, where: string) {
  const failures = describeViolations(`${where} light`, await axeViolations(page))
  await screenshot(page, `${where}-light`, { fullPage: true })
  await page.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify({ theme: 'dark' })), [PREFERENCES_KEY])
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
  await page.getByRole('heading', { level: 1 }).waitFor()
  failures.push(...describeViolations(`${where} dark`, await axeViolations(page, { colourRulesOnly: true })))
  await screenshot(page, `${where}-dark`, { fullPage: true })
  await page.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify({ theme: 'light' })), [PREFERENCES_KEY])
  expect(failures).toEqual([])
}

describe('scenario compare and promote', () => {
  test('moves in a scenario show in Compare and promote to live in one step', async ({ openApp }) => {
    const page = await seeded(openApp)
    await page.evaluate(async (scope) => (await window.__courseload!.scenarios()).create({ id: 'studio', name: 'Studio swap', scope }), FALL)
    const planned = await plannedMoves(page, 3)
    await page.evaluate(async ([changes]) => (await window.__courseload!.scenarios()).write('studio', changes!), [moves(planned)] as const)

    // Live is unchanged while the scenario holds the moves.
    const live = await liveList<Assignment>(page, 'assignments')
    for (const m of planned) expect(live.some((a) => a.id === m.from.id)).toBe(true)

    await page.goto(appURL('/scenarios/studio/compare'))
    await page.getByRole('heading', { name: SCENARIO_MESSAGES.compareTitle('Studio swap') }).waitFor()
    const sections = page.getByRole('table', { name: 'Section changes' })
    for (const m of planned) await sections.getByText(`${m.fromName} -> ${m.toName}`).first().waitFor()
    const professors = page.getByRole('table', { name: 'Professor changes' })
    for (const m of planned) {
      await professors.getByRole('row').filter({ hasText: m.toName }).filter({ hasText: /\d+(\.\d+)? h -> \d+(\.\d+)? h/ }).first().waitFor()
      await professors.getByRole('row').filter({ hasText: m.fromName }).first().waitFor()
    }
    await expect.poll(() => page.getByTestId('side-by-side-count').textContent()).toMatch(/^3 of \d+ sections differ$/)
    await axeBothThemes(page, 'scenario-compare')

    // The comparison as a workbook: the app's writer, a DRAFT sheet first.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export workbook' }).click()])
    expect(download.suggestedFilename()).toMatch(/^scenario_Studio_swap_comparison_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = XLSX.read(await readFile(await download.path()))
    expect(book.SheetNames).toEqual(['About', 'Terms', 'Professors', 'Sections', 'Drift of live', 'Side by side'])
    expect(XLSX.utils.sheet_to_json(book.Sheets.About!, { header: 1 })[1]).toEqual(['Status', SCENARIO_MESSAGES.draftMark])
    expect(XLSX.utils.sheet_to_json(book.Sheets.Sections!)).toHaveLength(3)

    await page.goto(appURL('/scenarios/studio/compare/print'))
    await page.getByTestId('draft-mark').getByText(SCENARIO_MESSAGES.draftMark).waitFor()
    await screenshot(page, 'scenario-compare-print', { fullPage: true })

    await page.goto(appURL('/scenarios/studio/promote'))
    await page.getByRole('heading', { name: SCENARIO_MESSAGES.promoteTitle('Studio swap') }).waitFor()
    await axeBothThemes(page, 'scenario-promote')
    await page.getByRole('button', { name: SCENARIO_MESSAGES.promoteAll(6) }).click()
    await page.getByTestId('promote-outcome').getByText(SCENARIO_MESSAGES.promotedDone(6, 'Studio swap')).waitFor()

    // Live now holds what the scenario holds; the scenario is promoted and read-only.
    const scenarioView = await page.evaluate(async () => (await window.__courseload!.scenarios()).list('studio', 'assignments'))
    expect(stripRev(await liveList(page, 'assignments'))).toEqual(stripRev(scenarioView))
    expect((await page.evaluate(async () => (await window.__courseload!.scenarios()).get('studio')))?.status).toBe('promoted')

    // One undo step on live (the header's, in this tab) takes the whole promotion back.
    await page.getByRole('button', { name: UNDO_MESSAGES.button('undo', 'promote the scenario "Studio swap"') }).click()
    await expect.poll(async () => stripRev(await liveList(page, 'assignments'))).toEqual(stripRev(live))
    await page.reload()
    await page.getByText(SCENARIO_MESSAGES.promoted).waitFor()
  })

  test('live changed since the scenario was made: one conflict resolved, one left out, the rest promoted', async ({ openApp }) => {
    const page = await seeded(openApp)
    await page.evaluate(async (scope) => (await window.__courseload!.scenarios()).create({ id: 'drift', name: 'Drifted', scope }), FALL)
    const [a, b, c] = await plannedMoves(page, 3)
    await page.evaluate(async ([changes]) => (await window.__courseload!.scenarios()).write('drift', changes!), [moves([a!, b!, c!])] as const)
    // Live reassigns A and C after the scenario was made, each to another professor than the scenario chose.
    const liveMoves = [
      { from: a!.from, to: c!.to },
      { from: c!.from, to: a!.to },
    ]
    await page.evaluate(([changes]) => window.__courseload!.write(changes!), [moves(liveMoves)] as const)

    await page.goto(appURL('/scenarios/drift/compare'))
    const drift = page.getByTestId('compare-drift')
    await drift.getByRole('listitem').nth(1).waitFor()
    expect(await drift.getByRole('listitem').count()).toBe(2)

    await page.goto(appURL('/scenarios/drift/promote'))
    const conflicts = page.getByTestId('promote-conflicts')
    await conflicts.getByRole('listitem').nth(1).waitFor()
    // Resolve the first by taking the scenario's; leave the other unresolved (live's stays).
    const first = conflicts.getByRole('listitem').first()
    await first.getByRole('radio', { name: SCENARIO_MESSAGES.takeScenario }).check()
    await page.getByText(SCENARIO_MESSAGES.unresolvedConflicts(1)).waitFor()
    await page.getByRole('button', { name: SCENARIO_MESSAGES.promoteNonConflicting(4) }).click()
    await page.getByTestId('promote-outcome').getByText(SCENARIO_MESSAGES.promotedDone(4, 'Drifted')).waitFor()
    await screenshot(page, 'scenario-promote-partial')

    const live = await liveList<Assignment>(page, 'assignments')
    const holders = (m: { from: Assignment }) => live.filter((x) => x.courseId === m.from.courseId && x.section === m.from.section).map((x) => x.professorId)
    // B (no conflict) and the resolved one take the scenario's; the other keeps live's.
    expect(holders(b!)).toEqual([b!.to])
    const resolved = [a!, c!].filter((m) => holders(m)[0] === m.to)
    const kept = [
      { m: a!, live: c!.to },
      { m: c!, live: a!.to },
    ].filter(({ m, live }) => holders(m)[0] === live)
    expect(resolved.length).toBe(1)
    expect(kept.length).toBe(1)
  })
})
