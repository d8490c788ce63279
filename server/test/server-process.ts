/**
 * The school server as a real process, for the fault tests and the sync benchmark: built once
 * the way `npm run server` builds it (Vite, server/vite.config.ts), into a folder of this run
 * under node_modules/.cache (so the bundle finds the npm packages, and two runs never share one),
 * then started with `node` and the environment a school would set. Killing it is killing a process.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** Builds server/src/main.ts; returns the entry file and a function that removes the build. */
export async function buildServer(): Promise<{ entry: string; remove: () => void }> {
  const outDir = join(REPO, 'node_modules', '.cache', `courseload-server-${process.pid}-${randomUUID().slice(0, 8)}`)
  await build({
    configFile: join(REPO, 'server', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true, sourcemap: false },
    logLevel: 'error',
  })
  return { entry: join(outDir, 'main.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) }
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** What it printed, for a failing test's message. */
  output(): string
  /** Resolves when the process has exited. */
  exited: Promise<number | null>
  kill(signal?: NodeJS.Signals): Promise<void>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Starts the built server with `env` on a free port and waits until /api/health answers. */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  let gone = false
  void exited.then(() => (gone = true))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (gone) throw new Error(`The server exited before it was ready:\n${output}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    await sleep(50)
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGTERM') {
      if (!gone) child.kill(signal)
      await exited
    },
  }
}
