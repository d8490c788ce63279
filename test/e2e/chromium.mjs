// Shared by the e2e harness (TypeScript, through chromium.d.mts) and the benchmark (plain Node,
// which cannot load TypeScript on Node 20): one place for the Chromium flags and for serving dist/.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { preview } from 'vite'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
export const distIndex = fileURLToPath(new URL('../../dist/index.html', import.meta.url))

// Debian's chromium rather than a Playwright download: CI installs it with apt, nothing is fetched at test time.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// No sandbox because CI runs as root; the rest keep a headless run quiet and free of network side traffic.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Why the browser run cannot start, or null when dist/ and Chromium are both there. */
export function missingPrerequisite() {
  if (!existsSync(distIndex)) {
    return `dist/index.html not found: build the app first with "npm run build".`
  }
  if (!existsSync(chromiumPath)) {
    return (
      `Chromium not found at ${chromiumPath}. Install it with ` +
      `"apt-get install -y chromium" or point CHROMIUM_PATH at a Chromium binary.`
    )
  }
  return null
}

// Fixed size so screenshots and timings do not depend on the host.
export const viewport = { width: 1280, height: 800 }

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

/**
 * Serves the production build with `vite preview` (base /app/ from vite.config.ts) on a free port
 * of 127.0.0.1, so parallel runs never collide and "localhost" resolving to ::1 cannot bite.
 */
export async function startPreview() {
  const server = await preview({
    root: repoRoot,
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') {
    await server.close()
    throw new Error(`vite preview did not report a TCP port (got ${String(address)})`)
  }
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  }
}
