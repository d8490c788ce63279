// Fails when package-lock.json resolves a dependency to a version on build/known-vulnerable.json.
// The registry this project builds against does not answer `npm audit`; this small, maintained
// list keeps the advisories we know of out of every install. Where the registry supports it, also
// run `npm audit --omit=dev` (see the README).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** -1, 0 or 1 comparing dotted numeric versions; pre-release tags sort before their release. */
export function compareVersions(a, b) {
  const [coreA, preA] = a.split('-', 2)
  const [coreB, preB] = b.split('-', 2)
  const pa = coreA.split('.').map(Number)
  const pb = coreB.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  if (preA && !preB) return -1
  if (!preA && preB) return 1
  return 0
}

/**
 * Every installed package of the lock file that is on the list: [{ path, name, version, advisory }].
 * The name is the real package name, so an npm alias ("xlsx": "npm:@e965/xlsx@…") is checked as
 * the package it installs.
 */
export function findKnownVulnerable(lock, list) {
  const found = []
  for (const [path, info] of Object.entries(lock.packages ?? {})) {
    if (!path || !info?.version) continue
    const name = info.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    for (const entry of list.entries) {
      if (entry.name === name && compareVersions(info.version, entry.maxVersion) <= 0) {
        found.push({ path, name, version: info.version, advisory: entry.advisory })
      }
    }
  }
  return found
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('../', import.meta.url)
  const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'))
  const list = JSON.parse(readFileSync(new URL('./known-vulnerable.json', import.meta.url), 'utf8'))
  const found = findKnownVulnerable(lock, list)
  if (found.length) {
    for (const f of found) console.error(`known-vulnerable: ${f.name}@${f.version} at ${f.path}: ${f.advisory}`)
    process.exit(1)
  }
  console.log(`known-vulnerable: none of ${list.entries.length} listed advisories match the lock file`)
}
