// WCAG 2.2 AA in Chromium (issue 14): with sample data, axe-core finds no violation on any
// screen, dialog or popover, in the light and the dark theme, on a desktop (1440x900) and a phone
// (390x844). At phone width no screen scrolls sideways and the privacy badge keeps one line. The
// reports' charts are checked once drawn, their labels and legends measured here (axe measures
// neither SVG text nor text inside role="img"). One page per viewport walks every screen and
// opens every dialog; the violations of the whole walk are listed together, so one run shows
// everything left to fix.
//
// Both themes at every stop, for the cost of one walk: a theme changes only colours (the 'dark'
// class on <html> swaps the colour tokens, and color-scheme; no component renders differently by
// theme, see src/features/shell/theme-sync.tsx). So each stop is checked in the light theme with
// every axe rule of AXE_TAGS, then the page switches to the dark theme the way another tab's
// change reaches it (the stored preference and a storage event), and the same DOM is checked
// again with axe's colour rules (those of AXE_TAGS tagged cat.color: color-contrast and
// link-in-text-block; color-contrast-enhanced is AAA, outside AXE_TAGS), the chart text contrast
// and, at phone width, the layout; then back to light for the next step. The rules that read
// structure, names and roles would give the dark theme the light theme's answer on the same DOM.
// Walking in place instead of a second walk per theme saves half the page loads, seeds, axe
// injections and dialog openings of this file.
import type { Locator, Page } from 'playwright-core'
import { axeViolations, describeViolations, settleTransitions } from './axe'
import { appURL, describe, expect, screenshot, test } from './browser'
import { addClashingCourse } from './clashing-course'

type Theme = 'light' | 'dark'
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const
type ViewportName = keyof typeof VIEWPORTS

/** A loaded screen: the app is ready, the page heading is there and no list is still loading. */
async function settled(page: Page) {
  await page.waitForFunction(() => window.__courseload?.ready === true)
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(
    () => document.querySelectorAll('main [data-slot="spinner"]').length === 0,
  )
}

async function visit(page: Page, path: string) {
  await page.goto(appURL(path))
  await settled(page)
}

const PREFERENCES_KEY = 'courseload-user-preferences'
const THEMES = ['light', 'dark'] as const satisfies readonly Theme[]

/** Opens the app at a viewport with the sample data loaded, in the light theme (the stored preference). */
async function openWithSampleData(
  openApp: (path?: string) => Promise<Page>,
  viewport: ViewportName,
) {
  const page = await openApp('/')
  await page.setViewportSize(VIEWPORTS[viewport])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await settled(page)
  await page.evaluate(() => window.__courseload!.seed())
  await page.evaluate(([key, theme]) => localStorage.setItem(key, JSON.stringify({ theme })), [
    PREFERENCES_KEY,
    'light',
  ] as const)
  return page
}

/**
 * Switches the open page's theme as a change in another tab does: the stored preference is
 * written and the app hears the storage event (src/storage/cross-tab.ts) and applies it. Resolves
 * once <html> carries the theme and the colour transitions it started have ended.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate(
    ([key, theme]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
      const newValue = JSON.stringify({ ...stored, theme })
      localStorage.setItem(key, newValue)
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      )
    },
    [PREFERENCES_KEY, theme] as const,
  )
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme)
  await settleTransitions(page)
}

/** Runs axe at each stop of a walk through the app, in both themes, and keeps every violation for one report. */
class AxeWalk {
  private readonly failures: string[] = []
  constructor(
    readonly page: Page,
    readonly viewport: ViewportName,
  ) {}

  /**
   * Checks the page as it is now in the light theme (every axe rule), then in the dark theme
   * (axe's colour rules, see the top of the file), then returns to light. `also` runs in each
   * theme after the checks (the phone layout check, a screenshot).
   */
  async check(where: string, also?: (theme: Theme) => Promise<void>) {
    for (const theme of THEMES) {
      if (theme !== 'light') await switchTheme(this.page, theme)
      const name = `${this.viewport}-${theme}`
      this.failures.push(
        ...describeViolations(
          `${name} ${where}`,
          await axeViolations(this.page, { colourRulesOnly: theme !== 'light' }),
        ),
      )
      // axe skips the charts (an SVG, inside role="img"): their labels and legends are measured here.
      this.failures.push(
        ...(await this.page.evaluate(chartTextContrastFailures)).map(
          (f) => `[${name} ${where}] chart-text-contrast: ${f}`,
        ),
      )
      await also?.(theme)
    }
    await switchTheme(this.page, 'light')
  }

  /** Opens something (a dialog, a popover), checks the page with it open, then closes it with Escape. */
  async checkOpen(
    where: string,
    open: () => Promise<Locator>,
    also?: (theme: Theme) => Promise<void>,
  ) {
    const opened = await open()
    await opened.waitFor()
    await this.check(where, also)
    await this.page.keyboard.press('Escape')
    await opened.waitFor({ state: 'detached' })
  }

  /** At phone width: the page never scrolls sideways, and the privacy badge stays on one line. */
  async checkPhoneLayout(theme: Theme, where: string) {
    where = `${this.viewport}-${theme} ${where}`
    const layout = await this.page.evaluate(() => {
      const badge = [...document.querySelectorAll('header button')].find((b) =>
        b.textContent?.includes('Private · Local-only'),
      )
      const style = badge && getComputedStyle(badge)
      const box =
        badge &&
        ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
          (h, k) => h - parseFloat(style![k as 'paddingTop']),
          badge.getBoundingClientRect().height,
        )
      const lines = badge ? Math.round(box! / parseFloat(style!.lineHeight)) : 0
      return {
        sideways: document.documentElement.scrollWidth - window.innerWidth,
        badgeOneLine: lines === 1,
      }
    })
    if (layout.sideways > 0)
      this.failures.push(`[${where}] layout: the page scrolls sideways by ${layout.sideways} px`)
    if (!layout.badgeOneLine) this.failures.push(`[${where}] layout: the privacy badge wraps`)
  }

  report = () => this.failures.join('\n\n')
  summary = () =>
    `${this.failures.length} problem(s) (axe, chart contrast, phone layout) in ${this.viewport}, both themes`
}

// Nine walks per viewport (four of screens, five of dialogs), each checking both themes at every
// stop, so each test stays well inside the per-test time limit.
const DASHBOARD_AND_PROFESSORS: readonly (readonly [string, string])[] = [
  ['dashboard', '/'],
  ['professors (grid)', '/professors'],
  ['professors (table)', '/professors?view=table'],
  // Under the default rules it says where to choose CAAT-A (caat-a.e2e.ts checks it under CAAT-A).
  ['standard workload forms', '/professors/swfs'],
]
const COURSES_AND_PROGRAMS: readonly (readonly [string, string])[] = [
  ['courses (grid)', '/courses'],
  ['courses (list)', '/courses?view=list'],
  ['programs', '/programs'],
  ['program detail', '/programs/film-tv'],
]
const REPORT_SCREENS: readonly (readonly [string, string])[] = [
  ['reports overview', '/reports'],
  ['reports workload', '/reports?tab=workload'],
  ['reports assignments', '/reports?tab=assignments'],
  ['reports programs', '/reports?tab=programs'],
  ['reports export', '/reports?tab=export'],
]
/** /reports/{year} scopes the reports only; a year that is not one says so above the reports. */
const REPORT_YEAR_SCREENS: readonly (readonly [string, string])[] = [
  ['reports of a year', '/reports/2026-2027'],
  ['reports, invalid year', '/reports/2026-2028'],
]
const OTHER_SCREENS: readonly (readonly [string, string])[] = [
  ['scenarios', '/scenarios'],
  ['settings program manager', '/settings'],
  ['settings general', '/settings?tab=general'],
  ['help', '/help'],
  ['docs', '/docs'],
  ['status', '/status'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['accessibility', '/accessibility'],
]

/** Screens kept as pictures in test-results/screenshots, to look at both themes and sizes. */
const PICTURED = new Set([
  'dashboard',
  'professors (grid)',
  'professors (table)',
  'courses (grid)',
  'reports overview',
])
/** Screens with a chart (loaded on demand): checked once its bars and legend are drawn. */
const CHARTED = new Set([
  'reports overview',
  'reports workload',
  'reports programs',
  'reports of a year',
  'reports, invalid year',
])

/**
 * Chart text under 4.5:1 (3:1 large) against what is drawn behind it. axe measures neither SVG
 * text nor anything inside role="img" (a chart's legend is HTML there). Behind an SVG label: the
 * last filled shape under its centre, else the background of the nearest HTML box. Colours are
 * resolved by painting them on a 1x1 canvas, so oklch() and var() come out as sRGB.
 */
function chartTextContrastFailures(): string[] {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 1
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!
  const rgba = (color: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1)
    ctx.fillStyle = '#000'
    ctx.fillStyle = color
    ctx.fillRect(0, 0, 1, 1)
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data
    return [r!, g!, b!, a! / 255]
  }
  const over = (top: number[], base: number[]) =>
    top.slice(0, 3).map((v, i) => v * top[3]! + base[i]! * (1 - top[3]!))
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) =>
      v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
    )
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const ratio = (x: number[], y: number[]) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  const pageBackground = (el: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const bg = rgba(getComputedStyle(at).backgroundColor)
      if (bg[3] > 0) return over(bg, [255, 255, 255])
    }
    return [255, 255, 255]
  }
  const failures: string[] = []
  const measure = (label: string, el: Element, behind: number[]) => {
    const style = getComputedStyle(el)
    const size = parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const value = ratio(
      over(rgba(el instanceof SVGElement ? style.fill : style.color), behind),
      behind,
    )
    if (value < (large ? 3 : 4.5)) failures.push(`"${label}" is ${value.toFixed(2)}:1`)
  }
  for (const el of document.querySelectorAll('main [role="img"] *:not(svg, svg *)')) {
    const label = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim()
    if (label && el.getBoundingClientRect().width > 0) measure(label, el, pageBackground(el))
  }
  for (const text of document.querySelectorAll<SVGTextElement>('main svg text')) {
    const label = text.textContent?.trim()
    const box = text.getBoundingClientRect()
    if (!label || box.width === 0) continue
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    const shapes = [...text.ownerSVGElement!.querySelectorAll('rect, path')].filter((shape) => {
      if (shape.compareDocumentPosition(text) !== Node.DOCUMENT_POSITION_FOLLOWING) return false
      const fill = getComputedStyle(shape).fill
      if (fill === 'none' || rgba(fill)[3] === 0) return false
      const r = shape.getBoundingClientRect()
      return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom
    })
    const base = pageBackground(text.ownerSVGElement!)
    measure(
      label,
      text,
      shapes.length ? over(rgba(getComputedStyle(shapes.at(-1)!).fill), base) : base,
    )
  }
  return failures
}

async function walkScreens(walk: AxeWalk, screens: readonly (readonly [string, string])[]) {
  const { page } = walk
  for (const [name, path] of screens) {
    await visit(page, path)
    if (CHARTED.has(name)) {
      await page.locator('main .recharts-bar-rectangle').first().waitFor()
      await page.locator('main .recharts-legend-item').first().waitFor()
    }
    if (name === 'reports, invalid year') await page.getByTestId('reports-year-invalid').waitFor()
    await walk.check(name, async (theme) => {
      if (walk.viewport === 'mobile') await walk.checkPhoneLayout(theme, name)
      if (PICTURED.has(name)) await screenshot(page, `a11y-${walk.viewport}-${theme}-${name}`)
    })
  }
}

async function walkPrintWindow(walk: AxeWalk) {
  // The print window renders bare, without the shell; opened directly it says there is nothing to print.
  await walk.page.goto(appURL('/reports/print'))
  await walk.page.locator('main h1').waitFor()
  await walk.check('report print window')
}

/** The professor form, import and export, and the course form. */
async function walkFormDialogs(walk: AxeWalk) {
  const { page } = walk
  await visit(page, '/professors')
  await walk.checkOpen(
    'professor form, a specialty chosen',
    async () => {
      await page.getByRole('button', { name: 'Add Professor' }).first().click()
      const form = page.getByRole('dialog', { name: 'Add New Professor' })
      await form.getByRole('combobox', { name: 'Search or add specialties' }).focus()
      await page.keyboard.press('Enter')
      await form.getByRole('button', { name: /^Remove / }).waitFor()
      return form
    },
    (theme) => screenshot(page, `a11y-${walk.viewport}-${theme}-professor-form`).then(() => {}),
  )
  await walk.checkOpen('professor import', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    return page.getByRole('dialog')
  })
  await walk.checkOpen('professor export', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    return page.getByRole('dialog')
  })

  await visit(page, '/courses/new')
  await page.getByRole('dialog', { name: 'Add New Course' }).waitFor()
  await walk.check('course form (/courses/new)')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** The Courses screen's semester picker, filters, export, plan copy, Auto-assign and import (both tabs). */
async function walkCoursesDialogs(walk: AxeWalk) {
  const { page } = walk
  await visit(page, '/courses')
  await page.getByTestId('course-card').first().waitFor()
  await walk.checkOpen('semester picker', async () => {
    await page.getByRole('button', { name: /^Semester:/ }).click()
    return page.getByRole('dialog')
  })
  await walk.checkOpen('more filters', async () => {
    await page.getByRole('button', { name: /^More Filters/ }).click()
    return page.getByRole('dialog', { name: 'More Filters' })
  })
  for (const [name, button] of [
    ['course export', 'Export'],
    ['copy plan', 'Copy plan to another term'],
    ['auto-assign', 'Auto-assign'],
  ] as const) {
    await walk.checkOpen(name, async () => {
      await page.getByRole('button', { name: button, exact: true }).click()
      return page.getByRole('dialog')
    })
  }
  // The import's two tabs in one opening: courses, then the load plan.
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const importDialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' })
  await importDialog.waitFor()
  await walk.check('course import')
  await importDialog.getByRole('tab', { name: 'Load plan' }).click()
  await walk.checkOpen('course import, load plan tab', async () => {
    await importDialog.getByRole('tab', { name: 'Load plan', selected: true }).waitFor()
    return importDialog
  })
}

/**
 * The courses list's bulk actions on one course that clashes with a section its professor already
 * teaches: bulk assign with its "Schedule conflict" question, Set term, the delete confirmation,
 * and Manage Sections' own conflict question; then the professors table's bulk bar and its
 * delete confirmation.
 */
async function walkBulkDialogs(walk: AxeWalk) {
  const { page } = walk
  await visit(page, '/courses?view=list')
  const { teacher } = await addClashingCourse(page, 'zz-a11y-clash', 'ZZAX1001')
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('ZZAX1001')
  const row = page.getByRole('table', { name: 'Courses' }).locator('tbody tr[data-index="0"]')
  await row.filter({ hasText: 'ZZAX1001' }).waitFor()
  await row.focus()
  await page.keyboard.press('Space')
  const bar = page.getByRole('region', { name: 'Actions on the selected courses' })
  await walk.checkOpen('course bulk assign, schedule conflict question', async () => {
    await bar.getByRole('button', { name: 'Assign professor…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Assign a professor to 1 course' })
    await dialog.getByRole('combobox', { name: 'Professor' }).fill(teacher.email)
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: /^Assign .+ to 1 section$/ }).click()
    await dialog.getByRole('alertdialog', { name: /^Schedule conflict for / }).waitFor()
    return dialog
  })
  await walk.checkOpen('course bulk set term', async () => {
    await bar.getByRole('button', { name: 'Set term…' }).click()
    return page.getByRole('dialog', { name: 'Set the term of 1 course' })
  })
  await walk.checkOpen('course bulk delete confirmation', async () => {
    await bar.getByRole('button', { name: 'Delete…' }).click()
    return page.getByRole('alertdialog', { name: 'Delete 1 course?' })
  })
  await row.focus()
  await page.keyboard.press('Enter')
  const manage = page.getByRole('dialog', { name: 'Manage Sections - ZZAX1001' })
  await manage.getByTestId('section-1-picker').click()
  await page.keyboard.type(teacher.email)
  await page.keyboard.press('Enter')
  await page.getByRole('alertdialog', { name: /^Schedule conflict for / }).waitFor()
  await walk.check('manage sections, schedule conflict question')
  // Back in the picker's list, then out of it and out of the dialog.
  await page.getByRole('button', { name: 'Choose someone else' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('listbox').waitFor({ state: 'detached' })
  await page.keyboard.press('Escape')
  await manage.waitFor({ state: 'detached' })

  await visit(page, '/professors?view=table')
  const professors = page.getByRole('table', { name: 'Professors' })
  for (const index of [0, 1]) {
    await professors.locator(`tbody tr[data-index="${index}"]`).focus()
    await page.keyboard.press('Space')
  }
  await walk.checkOpen('professor bulk bar, delete confirmation', async () => {
    await page
      .getByRole('region', { name: 'Actions on the selected professors' })
      .getByRole('button', { name: 'Delete selected' })
      .click()
    return page.getByRole('alertdialog')
  })
}

/** Settings' program help, restore and reset questions, and a program version's import mapping. */
async function walkSettingsDialogs(walk: AxeWalk) {
  const { page } = walk
  await visit(page, '/settings')
  await walk.checkOpen('program help dialog', async () => {
    await page.getByRole('button', { name: 'Help & Tips' }).click()
    return page.getByRole('dialog', { name: 'Program import: help & tips' })
  })
  await page.getByRole('tab', { name: 'General' }).click()
  // A backup of this browser's data, chosen again: the question before anything is replaced.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Backup' }).click()
  const backup = await (await downloading).path()
  await walk.checkOpen('restore backup confirmation', async () => {
    await page.getByTestId('backup-file-input').setInputFiles(backup)
    return page.getByRole('alertdialog', { name: 'Restore this backup?' })
  })
  await walk.checkOpen('reset confirmation', async () => {
    await page.getByRole('button', { name: 'Clear Cache & Reset' }).click()
    return page.getByRole('alertdialog', { name: 'Clear all local data?' })
  })

  // A new version of Film & TV: the semester mapping step of the import.
  await visit(page, '/programs/film-tv')
  const version = {
    program: {
      name: 'Film & TV',
      code: 'FTV',
      credential: 'Diploma',
      length_years: 2,
      start: 'September 2099',
      source_last_scraped: '2026-01-15T10:00:00.000Z',
      design_number: '2099-01',
    },
    courses_by_level: {
      'Level 1': [
        { code: 'FILM1901', title: 'Screen Stories', hours: 3, total_hours: 42, credits: 3 },
      ],
      'Level 2': [
        { code: 'FILM2901', title: 'Editing Studio', hours: 4, total_hours: 56, credits: 4 },
      ],
    },
  }
  await walk.checkOpen('program version import, semester mapping', async () => {
    await page.getByTestId('version-file-input').setInputFiles({
      name: 'film-tv-2099.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(version)),
    })
    return page.getByRole('dialog', { name: 'Map Program Semesters' })
  })
}

/** Manage sections with its professor picker, the command palette, shortcuts, navigation and privacy. */
async function walkOtherDialogs(walk: AxeWalk) {
  const { page, viewport } = walk
  await visit(page, '/courses')
  await page.getByTestId('course-card').first().waitFor()
  await page
    .getByRole('button', { name: /^Manage sections of / })
    .first()
    .click()
  const manage = page.getByRole('dialog', { name: /^Manage Sections - / })
  await manage.waitFor()
  await walk.check('manage sections')
  await manage.getByTestId('section-1-picker').focus()
  await page.keyboard.press('Enter')
  await page.getByRole('listbox').waitFor()
  // The best-ranked professor made the active option: its "Best match" badge on the active tint.
  await page.keyboard.press('ArrowDown')
  await page.locator('[role="option"][data-active]', { hasText: 'Best match' }).waitFor()
  await walk.check('manage sections, professor picker open, best match active', async (theme) => {
    if (viewport === 'desktop')
      await screenshot(page, `a11y-${walk.viewport}-${theme}-professor-picker`)
  })
  await page.keyboard.press('Escape')
  await page.getByRole('listbox').waitFor({ state: 'detached' })
  await page.keyboard.press('Escape')
  await manage.waitFor({ state: 'detached' })

  await walk.checkOpen('command palette', async () => {
    await page.keyboard.press('Control+k')
    return page.getByRole('dialog', { name: 'Command palette' })
  })
  await page.locator('main h1').first().focus()
  await walk.checkOpen('shortcuts dialog', async () => {
    await page.keyboard.press('Shift+?')
    return page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  })

  if (viewport === 'mobile') {
    await walk.checkOpen('navigation drawer', async () => {
      await page.getByRole('button', { name: 'Open navigation' }).click()
      return page.getByRole('dialog', { name: 'Navigation' })
    })
  }
  await walk.checkOpen('privacy dialog', async () => {
    await page.getByRole('button', { name: /Private · Local-only/ }).click()
    return page.getByRole('dialog', { name: 'Privacy & Data Storage' })
  })
}

describe('accessibility (axe-core, WCAG 2.2 AA), light and dark theme at every stop', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    const walkIn = async (
      openApp: (path?: string) => Promise<Page>,
      walkThrough: (walk: AxeWalk) => Promise<void>,
    ) => {
      const walk = new AxeWalk(await openWithSampleData(openApp, viewport), viewport)
      await walkThrough(walk)
      expect(walk.report(), walk.summary()).toBe('')
    }
    test(`dashboard and professors: ${viewport}`, ({ openApp }) =>
      walkIn(openApp, (walk) => walkScreens(walk, DASHBOARD_AND_PROFESSORS)))
    test(`courses and programs: ${viewport}`, ({ openApp }) =>
      walkIn(openApp, (walk) => walkScreens(walk, COURSES_AND_PROGRAMS)))
    test(`reports with their charts drawn, print window: ${viewport}`, ({ openApp }) =>
      walkIn(openApp, async (walk) => {
        await walkScreens(walk, REPORT_SCREENS)
        await walkPrintWindow(walk)
      }))
    test(`settings, help and content pages: ${viewport}`, ({ openApp }) =>
      walkIn(openApp, (walk) => walkScreens(walk, OTHER_SCREENS)))
    test(`professor and course forms, professor import and export: ${viewport}`, ({ openApp }) =>
      walkIn(openApp, walkFormDialogs))
    test(`courses' semester picker, filters, export, import (both tabs), plan copy, Auto-assign: ${viewport}`, ({
      openApp,
    }) => walkIn(openApp, walkCoursesDialogs))
    test(`manage sections, palette, shortcuts, navigation and privacy dialogs: ${viewport}`, ({
      openApp,
    }) => walkIn(openApp, walkOtherDialogs))
    test(`bulk actions on courses and professors, schedule-conflict questions: ${viewport}`, ({
      openApp,
    }) => walkIn(openApp, walkBulkDialogs))
    test(`reports of a year, settings' help, restore and reset, version import: ${viewport}`, ({
      openApp,
    }) =>
      walkIn(openApp, async (walk) => {
        await walkScreens(walk, REPORT_YEAR_SCREENS)
        await walkSettingsDialogs(walk)
      }))
  }
})

/**
 * What shows that the focused element has focus: the colour of its outline or ring, and the solid
 * ring colour at that spot (a probe styled `color: var(--ring)` placed beside it, so the sidebar's
 * own ring colour applies there). Null when nothing is focused.
 */
async function focusIndicator() {
  const el = document.activeElement
  if (!(el instanceof HTMLElement) || el === document.body) return null
  // Inputs fade their ring in: read it once the transition has ended.
  await Promise.all(el.getAnimations().map((a) => a.finished))
  const probe = document.createElement('span')
  probe.style.color = 'var(--ring)'
  el.parentElement!.append(probe)
  const ring = getComputedStyle(probe).color
  probe.remove()
  const style = getComputedStyle(el)
  const outline =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : ''
  return {
    element: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
    ring,
    outline,
    shadow: style.boxShadow,
  }
}

describe('focus indicators', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`every control along the Tab order shows the solid ring colour: courses and professors, ${viewport}`, async ({
      openApp,
    }) => {
      const page = await openWithSampleData(openApp, viewport)
      const missing: string[] = []
      for (const path of ['/courses', '/professors?view=table']) {
        await visit(page, path)
        await page.locator('main h1').first().focus()
        if (viewport === 'desktop') {
          // Start at the top of the document so the sidebar's links are visited too.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        }
        for (let stop = 0; stop < 40; stop++) {
          await page.keyboard.press('Tab')
          const seen = await page.evaluate(focusIndicator)
          if (!seen) continue
          if (seen.outline !== seen.ring && !seen.shadow.includes(seen.ring))
            missing.push(
              `${path} ${seen.element}: ring ${seen.ring}, outline "${seen.outline}", shadow "${seen.shadow}"`,
            )
        }
      }
      expect(missing.join('\n')).toBe('')
    })
  }
})
