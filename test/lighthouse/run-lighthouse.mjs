// Lighthouse (accessibility, best practices, performance with CLS) against the production build
// with the sample data loaded, in Debian's Chromium. Not part of CI and not a dependency: the
// lighthouse package (with the puppeteer-core it ships with) is fetched into npm's npx cache.
//
//   npm run build && node test/lighthouse/run-lighthouse.mjs
//
// The CLI would start Chromium with an empty profile and clear the site's storage, so the Node
// API drives one browser instead: puppeteer opens the app and presses "Load sample data", then
// Lighthouse audits pages of that same browser without resetting storage.
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { preview } from 'vite'
import { chromiumArgs, chromiumPath, repoRoot } from '../e2e/chromium.mjs'

const PAGES = ['/app/', '/app/courses']
const bin = execFileSync('npm', ['exec', '--yes', '--package=lighthouse@12', '--', 'which', 'lighthouse'], { encoding: 'utf8' }).trim()
const modules = dirname(dirname(bin))
const { default: lighthouse, desktopConfig } = await import(pathToFileURL(join(modules, 'lighthouse/core/index.js')).href)
const { default: puppeteer } = await import(pathToFileURL(join(modules, 'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).href)

const server = await preview({ root: repoRoot, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } })
const origin = `http://127.0.0.1:${server.httpServer.address().port}`
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] })
try {
  const page = await browser.newPage()
  await page.goto(`${origin}/app/`)
  await page.locator('::-p-text(Load sample data)').click()
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="dashboard-assigned"]')?.textContent) > 0)

  const rows = []
  for (const [formFactor, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
    for (const path of PAGES) {
      const flags = { onlyCategories: ['accessibility', 'best-practices', 'performance'], disableStorageReset: true, logLevel: 'error' }
      const { lhr } = await lighthouse(`${origin}${path}`, flags, config, page)
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const failing = ['accessibility', 'best-practices'].flatMap((id) =>
        lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
      )
      rows.push({
        page: path,
        formFactor,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        performance: score('performance'),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        failing: failing.join(' ') || '-',
      })
    }
  }
  console.table(rows)
} finally {
  await browser.close()
  await server.close()
}
