// `npm run test:e2e`: checks the prerequisites with a clear message, then runs the e2e vitest
// project. Extra arguments go to vitest (e.g. `npm run test:e2e -- smoke`).
import { spawn } from 'node:child_process'
import { ensureTestTools } from '../../build/ensure-test-tools.mjs'
import { missingPrerequisite, repoRoot } from './chromium.mjs'

const problem = missingPrerequisite() ?? ensureTestTools()
if (problem !== null) {
  console.error(`e2e: ${problem}`)
  process.exit(1)
}

const child = spawn(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('error', (error) => {
  console.error(`e2e: could not start vitest: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})
