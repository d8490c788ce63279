// The e2e tests check the app's files with tools that are not the app's own code (issue 26):
// openpyxl reads the exported workbooks (not SheetJS), poppler's pdftotext reads the printed PDFs
// page by page. This makes sure both are there: what is missing, run as root on Debian, is
// installed with apt from Debian's packages (as CI installs chromium); otherwise it says what to
// install. Returns null when every tool is there, else the message.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const python = process.env.PYTHON_PATH ?? '/usr/bin/python3'
/** poppler-utils' text extractor, from PATH unless PDFTOTEXT_PATH names it. */
export const pdftotext = process.env.PDFTOTEXT_PATH ?? 'pdftotext'

const runs = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0

/** Each tool: whether it works, its Debian package, why the tests need it, how to get it elsewhere. */
const TOOLS = [
  {
    name: 'openpyxl',
    present: () => existsSync(python) && runs(python, ['-c', 'import openpyxl']),
    debian: existsSync(python) ? ['python3-openpyxl'] : ['python3', 'python3-openpyxl'],
    why: 'the tests read the exported workbooks with it',
    otherwise: () =>
      existsSync(python)
        ? `"${python} -m pip install openpyxl"`
        : `Python 3 with openpyxl, or point PYTHON_PATH at a Python that has it`,
  },
  {
    name: 'pdftotext',
    present: () => runs(pdftotext, ['-v']),
    debian: ['poppler-utils'],
    why: 'the tests read the printed PDFs page by page with it',
    otherwise: () => `poppler's utilities (Homebrew: "brew install poppler"), or point PDFTOTEXT_PATH at pdftotext`,
  },
]

const apt = (...args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    .status === 0

export function ensureTestTools() {
  let missing = TOOLS.filter((tool) => !tool.present())
  if (missing.length === 0) return null
  const packages = [...new Set(missing.flatMap((tool) => tool.debian))]
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.info(`e2e: installing ${packages.join(' ')} (${missing.map((t) => t.why).join('; ')})`)
    // A fresh machine may have no package lists yet: update, then try again.
    if (!apt('install', '-y', '--no-install-recommends', ...packages)) {
      apt('update')
      apt('install', '-y', '--no-install-recommends', ...packages)
    }
    missing = missing.filter((tool) => !tool.present())
    if (missing.length === 0) return null
  }
  return missing
    .map(
      (tool) =>
        `${tool.name} is missing: ${tool.why}. Install it with "apt-get install -y ${tool.debian.join(' ')}" ` +
        `(Debian/Ubuntu) or ${tool.otherwise()}.`,
    )
    .join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = ensureTestTools()
  if (problem !== null) {
    console.error(`e2e: ${problem}`)
    process.exit(1)
  }
}
