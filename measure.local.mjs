import { launchChromium, startPreview } from './test/e2e/chromium.mjs'
const [w, h, path] = process.argv.slice(2)
const server = await startPreview()
const browser = await launchChromium()
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, locale: 'en-US' })
const page = await ctx.newPage()
await page.goto(`${server.origin}/app/`)
await page.waitForFunction(() => window.__courseload?.ready === true)
await page.evaluate(() => window.__courseload.seed())
await page.goto(`${server.origin}/app${path}`)
await page.waitForTimeout(1500)
console.log(JSON.stringify(await page.evaluate(() => {
  const s = document.querySelector('[data-slot="data-table-scroll"]')
  const ths = [...document.querySelectorAll('thead th')].map((th) => [th.textContent, Math.round(th.getBoundingClientRect().width), th.scrollWidth > th.clientWidth])
  return { client: s.clientWidth, scroll: s.scrollWidth, table: document.querySelector('table').getBoundingClientRect().width, ths }
})))
await browser.close(); await server.close()
