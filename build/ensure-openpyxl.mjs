// The e2e tests read the app's workbooks with openpyxl (a reader that is not the app's own SheetJS,
// issue 26). This makes sure /usr/bin/python3 can import it: when it cannot and we run as root on
// Debian, it installs Debian's python3-openpyxl with apt (as CI installs chromium); otherwise it
// says what to install. Returns null when openpyxl is there, else the message.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const python = process.env.PYTHON_PATH ?? '/usr/bin/python3'

const hasOpenpyxl = () => spawnSync(python, ['-c', 'import openpyxl'], { stdio: 'ignore' }).status === 0

const apt = (...args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    .status === 0

export function ensureOpenpyxl() {
  if (!existsSync(python)) {
    return `${python} not found: install Python 3 ("apt-get install -y python3 python3-openpyxl") or point PYTHON_PATH at it.`
  }
  if (hasOpenpyxl()) return null
  const canApt = process.getuid?.() === 0 && existsSync('/etc/debian_version')
  if (canApt) {
    console.info('e2e: installing python3-openpyxl (the tests read the exported workbooks with it)')
    // A fresh machine may have no package lists yet: update, then try again.
    if (!apt('install', '-y', '--no-install-recommends', 'python3-openpyxl')) {
      apt('update')
      apt('install', '-y', '--no-install-recommends', 'python3-openpyxl')
    }
    if (hasOpenpyxl()) return null
  }
  return (
    `openpyxl is missing for ${python}: the e2e tests read the exported workbooks with it. Install it ` +
    `with "apt-get install -y python3-openpyxl" (Debian/Ubuntu) or "${python} -m pip install openpyxl".`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = ensureOpenpyxl()
  if (problem !== null) {
    console.error(`e2e: ${problem}`)
    process.exit(1)
  }
}
