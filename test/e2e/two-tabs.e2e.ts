// Two tabs of one browser doing the same write at the same moment (issue 30 item 8): the same load
// plan, the same professors sheet, the same "Copy plan to another term"; a bulk assign, and
// auto-assign's accepted proposal, racing a section staffed in Manage Sections. Each tab computes its
// change from what it read; the first write lands, the second finds its preconditions broken and
// is refused with a message naming what changed, and the rules one tab keeps still hold. The
// oracle is IndexedDB read straight from the page.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, screenshot, test } from './browser'
import { readStoredRecords, type StoredPlan } from './stored-records'

type Raw = StoredPlan
type RawCourse = Raw['courses'][number]

const TERM_NAMES = { fall: 'Fall', winter: 'Winter', spring: 'Spring' } as const
const REFUSED = 'Changed in another tab or window since this was prepared'
const readRaw = (page: Page) => readStoredRecords<Raw>(page)
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') })
const ready = (page: Page) => page.waitForFunction(() => window.__courseload?.ready === true)

/** Two tabs on the same sample data, the second opened after the first seeded it. */
async function twoTabs(openApp: (path?: string) => Promise<Page>, path: string): Promise<[Page, Page, Raw]> {
  const first = await openApp(path)
  await ready(first)
  await first.evaluate(() => window.__courseload!.seed())
  const raw = await readRaw(first)
  const second = await openApp(path)
  await ready(second)
  return [first, second, raw]
}

/**
 * Click a button in each tab at the same instant: each click is scheduled in its page for one
 * shared wall-clock time, so neither tab has heard of the other's write when it computes its own.
 */
async function clickTogether(buttons: readonly Locator[]): Promise<void> {
  const at = Date.now() + 400
  await Promise.all(
    buttons.map((b) => b.evaluate((el, when) => void setTimeout(() => (el as HTMLElement).click(), Math.max(0, when - Date.now())), at)),
  )
}

/** Which tab's text says it won and which says it was refused: exactly one of each. */
async function outcomes(texts: readonly (() => Promise<string>)[], won: string): Promise<{ winner: number; loser: number; refusal: string }> {
  let seen: string[] = []
  await expect
    .poll(async () => {
      seen = await Promise.all(texts.map((t) => t()))
      return seen.filter((s) => s.includes(won) || s.includes(REFUSED)).length
    })
    .toBe(2)
  const winner = seen.findIndex((s) => s.includes(won))
  const loser = seen.findIndex((s) => s.includes(REFUSED))
  expect([winner, loser].sort()).toEqual([0, 1])
  return { winner, loser, refusal: seen[loser]! }
}

const textOf = (locator: Locator) => async () => ((await locator.count()) ? ((await locator.allTextContents()).join(' ') ?? '') : '')

/** The section's holders in the stored plan: exactly one professor per section, everywhere. */
function expectOneHolderPerSection(raw: Raw): void {
  const perSection = new Map<string, number>()
  for (const x of raw.assignments) perSection.set(`${x.courseId}|${x.section}`, (perSection.get(`${x.courseId}|${x.section}`) ?? 0) + 1)
  expect([...perSection.values()].every((n) => n === 1)).toBe(true)
}

/** A first tab on the sample's half-staffed plan (its volume plan): many open sections to race for. */
async function halfStaffedTab(openApp: (path?: string) => Promise<Page>, path: string): Promise<Page> {
  const page = await openApp(path)
  await ready(page)
  await page.evaluate(() => window.__courseload!.seed({ plan: 'volume' }))
  return page
}

/** The first section of `course` nobody holds in `raw`. */
function firstOpenSection(raw: Raw, course: RawCourse): number {
  const held = new Set(raw.assignments.filter((a) => a.courseId === course.id).map((a) => a.section))
  return Array.from({ length: course.sectionCount }, (_, i) => i + 1).find((s) => !held.has(s))!
}

/**
 * A second tab with Manage Sections of `course` open and `section` given the picker's best-ranked
 * professor, ready to save: the single assign that races the other tab's write.
 */
async function sectionPickedInSecondTab(openApp: (path?: string) => Promise<Page>, course: RawCourse, section: number) {
  const page = await openApp(`/courses?manage=${course.id}`)
  await ready(page)
  const dialog = page.getByRole('dialog', { name: `Manage Sections - ${course.code}` })
  await dialog.waitFor()
  await dialog.getByTestId(`section-${section}-picker`).click()
  // Option 0 is "Unassigned"; the next is the best-ranked professor.
  await page.getByRole('listbox').getByRole('option').nth(1).click()
  await dialog.getByTestId(`section-${section}-summary`).waitFor()
  return { page, dialog }
}

/** A tab's outcome in words: its toasts and its dialog's error. */
const toastsAnd = (page: Page, dialog: Locator) => {
  const toasts = textOf(page.locator('[data-sonner-toast]'))
  const errors = textOf(dialog.locator('[role="alert"]'))
  return async () => `${await toasts()} ${await errors()}`
}

/**
 * Click `write` in tab A and Save in tab B's Manage Sections at one instant: exactly one lands (A's
 * toast matches `landedA`, or B's 'Course assigned successfully'), the other is refused naming the
 * section with nothing written, and every section still has one professor. Returns the stored plan.
 */
async function raceWithManageSections(race: {
  a: Page
  dialogA: Locator
  write: Locator
  landedA: RegExp
  b: { page: Page; dialog: Locator }
  course: RawCourse
  section: number
  shot: string
}): Promise<{ loser: number; after: Raw }> {
  const { a, b, course, section } = race
  await clickTogether([race.write, b.dialog.getByRole('button', { name: 'Save' })])
  const landed = (pattern: RegExp) => (text: string) => (pattern.test(text) ? `${text} LANDED` : text)
  const texts = [
    [toastsAnd(a, race.dialogA), landed(race.landedA)],
    [toastsAnd(b.page, b.dialog), landed(/Course assigned successfully/)],
  ] as const
  const { loser, refusal } = await outcomes(
    texts.map(([text, mark]) => async () => mark(await text())),
    'LANDED',
  )
  expect(refusal).toContain(`section ${section} of ${course.code} in ${TERM_NAMES[course.semester!.term]} ${course.semester!.year}`)
  expect(refusal).toContain('Nothing was written')
  await screenshot([a, b.page][loser]!, race.shot)
  const after = await readRaw(a)
  expectOneHolderPerSection(after)
  return { loser, after }
}

describe('two tabs at once', () => {
  test('the same load plan imported in two tabs: one lands, the other is refused, no section gets two professors', async ({ openApp }) => {
    const [a, b, raw] = await twoTabs(openApp, '/courses')
    const held = new Set(raw.assignments.map((x) => `${x.courseId}|${x.section}`))
    const open = raw.courses
      .filter((c) => c.semester)
      .flatMap((c) => Array.from({ length: c.sectionCount }, (_, i) => ({ course: c, section: i + 1 })))
      .filter((s) => !held.has(`${s.course.id}|${s.section}`))
      .slice(0, 3)
    expect(open).toHaveLength(3)
    const professor = raw.professors.find((p) => p.isActive)!
    const term = (c: RawCourse) => `${TERM_NAMES[c.semester!.term]} ${c.semester!.year}`
    const lines = [
      'Term,Program,Course Code,Section,Email',
      ...open.map((s) => [term(s.course), s.course.programId, s.course.code, s.section, professor.email].join(',')),
    ]
    const dialogs = []
    for (const page of [a, b]) {
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' })
      await dialog.getByRole('tab', { name: 'Load plan' }).click()
      await dialog.getByLabel('Spreadsheet file (.xlsx or .csv)').setInputFiles(csvFile('plan.csv', lines.join('\n')))
      await expect.poll(() => dialog.getByRole('region', { name: 'Preview' }).locator('p').first().textContent()).toContain('3 added')
      dialogs.push(dialog)
    }
    await clickTogether(dialogs.map((d) => d.getByRole('button', { name: 'Import' })))
    const { loser, refusal } = await outcomes(
      dialogs.map((d) => textOf(d.locator('[role="status"], [role="alert"]'))),
      '3 added, 0 changed, 0 removed',
    )
    expect(refusal).toContain(`section ${open[0]!.section} of ${open[0]!.course.code} in ${term(open[0]!.course)}`)
    expect(refusal).toContain('Nothing was written')
    await screenshot([a, b][loser]!, 'two-tabs-load-plan-refused')

    const after = await readRaw(a)
    expectOneHolderPerSection(after)
    expect(after.assignments).toHaveLength(raw.assignments.length + 3)
  })

  test('the same professors sheet imported in two tabs: one lands, the other is refused, no e-mail twice', async ({ openApp }) => {
    const [a, b, raw] = await twoTabs(openApp, '/professors')
    const lines = [
      'First Name,Last Name,Email,Type',
      'Imani,Okafor,imani.okafor@twotabs.example.edu,Full Time',
      'Noor,Haddad,noor.haddad@twotabs.example.edu,Sessional',
      'Lea,Martin,lea.martin@twotabs.example.edu,Part Time',
    ]
    const dialogs = []
    for (const page of [a, b]) {
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Import Professors' })
      await dialog.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }).click()
      await dialog.getByLabel('Spreadsheet file (.xlsx or .csv)').setInputFiles(csvFile('people.csv', lines.join('\n')))
      await expect.poll(() => dialog.getByRole('region', { name: 'Preview' }).textContent()).toContain('3 rows to import')
      dialogs.push(dialog)
    }
    await clickTogether(dialogs.map((d) => d.getByRole('button', { name: 'Import' })))
    const { refusal } = await outcomes(
      dialogs.map((d) => textOf(d.locator('[role="status"], [role="alert"]'))),
      'Imported 3 new, updated 0, skipped 0',
    )
    expect(refusal).toContain('the professor with the e-mail imani.okafor@twotabs.example.edu')

    const after = await readRaw(a)
    const emails = after.professors.map((p) => p.email.toLowerCase())
    expect(new Set(emails).size).toBe(emails.length)
    expect(after.professors).toHaveLength(raw.professors.length + 3)
  })

  test('"Copy plan to another term" in two tabs: one copies, the other is refused, no course twice in the target term', async ({ openApp }) => {
    const [a, b, raw] = await twoTabs(openApp, '/courses')
    const dialogs = []
    for (const page of [a, b]) {
      await page.getByRole('button', { name: 'Copy plan to another term' }).click()
      const dialog = page.getByRole('dialog', { name: 'Copy plan to another term' })
      await expect.poll(() => dialog.getByRole('region', { name: 'Preview' }).locator('p').first().textContent()).toMatch(/to create/)
      dialogs.push(dialog)
    }
    const target = await dialogs[0]!.getByLabel('Target term', { exact: true }).inputValue()
    expect(await dialogs[1]!.getByLabel('Target term', { exact: true }).inputValue()).toBe(target)
    await clickTogether(dialogs.map((d) => d.getByRole('button', { name: 'Copy plan' })))
    const { loser, refusal } = await outcomes(
      dialogs.map((d) => textOf(d.locator('[role="status"], [role="alert"]'))),
      'Copied ',
    )
    expect(refusal).toMatch(/course \S+ in (Fall|Winter|Spring) \d{4}/)
    await screenshot([a, b][loser]!, 'two-tabs-rollover-refused')

    const after = await readRaw(a)
    const offering = (c: RawCourse) => `${c.programId}|${c.programVersion || 'original'}|${c.code.toUpperCase()}|${c.semester?.term}-${c.semester?.year}`
    const inTarget = after.courses.filter((c) => c.semester && `${c.semester.term}-${c.semester.year}` === target)
    expect(inTarget.length).toBeGreaterThan(raw.courses.filter((c) => c.semester && `${c.semester.term}-${c.semester.year}` === target).length)
    expect(new Set(inTarget.map(offering)).size).toBe(inTarget.length)
    expectOneHolderPerSection(after)
  })

  test('bulk assign racing a section staffed in Manage Sections in another tab: one lands, the other is refused, the section has one professor', async ({
    openApp,
  }) => {
    const a = await halfStaffedTab(openApp, '/courses?view=list&chip=unassigned')
    const table = a.getByRole('table', { name: 'Courses' })
    await table.locator('tbody tr[data-index="0"]').waitFor()
    const raw = await readRaw(a)
    const code = ((await table.locator('tbody tr[data-index="0"] td').nth(1).textContent()) ?? '').trim()
    const course = raw.courses.find((c) => c.code === code)!
    const section = firstOpenSection(raw, course)

    // Tab A: the course selected, its best-ranked professor chosen for all its open sections.
    await table.locator('tbody tr[data-index="0"]').focus()
    await a.keyboard.press('Space')
    await a.getByRole('region', { name: 'Actions on the selected courses' }).getByRole('button', { name: 'Assign professor…' }).click()
    const bulk = a.getByRole('dialog', { name: 'Assign a professor to 1 course' })
    await bulk.getByRole('option').first().waitFor()
    await a.keyboard.press('Enter')
    const assign = bulk.getByRole('button', { name: /^Assign .+ to \d+ sections?$/ })
    await assign.waitFor()
    // Tab B: the same course's open section given to a professor in Manage Sections.
    const b = await sectionPickedInSecondTab(openApp, course, section)

    const { after } = await raceWithManageSections({
      a,
      dialogA: bulk,
      write: assign,
      landedA: / assigned to \d+ sections? in 1 course/,
      b,
      course,
      section,
      shot: 'two-tabs-bulk-assign-refused',
    })
    expect(after.assignments.filter((x) => x.courseId === course.id && x.section === section)).toHaveLength(1)
    // The refused write left nothing: only the winner's sections were added.
    const added = after.assignments.filter((x) => !raw.assignments.some((y) => y.id === x.id))
    expect(new Set(added.map((x) => x.professorId)).size).toBe(1)
  })

  test("auto-assign's accepted proposal racing a section staffed in Manage Sections in another tab: one lands, the other is refused", async ({
    openApp,
  }) => {
    const a = await halfStaffedTab(openApp, '/courses')
    await a.getByRole('button', { name: 'Auto-assign', exact: true }).click()
    const auto = a.getByRole('dialog', { name: 'Auto-assign open sections' })
    await auto.getByRole('button', { name: 'Find proposal' }).click()
    await auto.getByRole('heading', { name: /^Proposed assignments \(\d+\)$/ }).waitFor({ timeout: 60_000 })
    const rowIds = await auto.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')!))
    expect(rowIds.length).toBeGreaterThan(0)
    const raw = await readRaw(a)
    const [courseId, sectionText] = rowIds[0]!.split('#')
    const course = raw.courses.find((c) => c.id === courseId)!
    const section = Number(sectionText)
    const acceptAll = auto.getByRole('button', { name: /^Accept all \(\d+\)$/ })
    // Tab B: the first proposed section given to a professor in Manage Sections.
    const b = await sectionPickedInSecondTab(openApp, course, section)

    const { loser, after } = await raceWithManageSections({
      a,
      dialogA: auto,
      write: acceptAll,
      landedA: /Auto-assign: \d+ sections? updated/,
      b,
      course,
      section,
      shot: 'two-tabs-auto-assign-refused',
    })
    const added = after.assignments.filter((x) => !raw.assignments.some((y) => y.id === x.id))
    // Either the whole proposal (accepted) or the one section (Manage Sections), never both.
    if (loser === 0) expect(added.map((x) => `${x.courseId}#${x.section}`)).toEqual([rowIds[0]])
    else expect(added).toHaveLength(rowIds.length)
  })
})
