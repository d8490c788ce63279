#!/usr/bin/env node
/**
 * A throwaway PostgreSQL cluster for the server tests: initdb into a temporary folder, start on a
 * free loopback port, stop and delete it afterwards. Run as root (CI), the cluster belongs to the
 * `postgres` user (PostgreSQL refuses to run as root); otherwise to whoever runs it. It uses
 * Debian's binaries (/usr/lib/postgresql/<version>/bin) or any initdb on PATH.
 *
 *   node server/scripts/throwaway-postgres.mjs start   prints {"url": ..., "dir": ...}
 *   node server/scripts/throwaway-postgres.mjs stop DIR
 *
 * The test setup (server/test/global-setup.ts) imports startCluster/stopCluster directly.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The bin folder of the newest Debian PostgreSQL, else '' (initdb and pg_ctl from PATH), else null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions.length) return join(root, versions[0], 'bin')
  }
  try {
    execFileSync('initdb', ['--version'], { stdio: 'ignore' })
    return ''
  } catch {
    return null
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function postgresUid() {
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim()
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function run(bin, args) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Starts a cluster; null (with the reason) when no PostgreSQL is installed. */
export async function startCluster() {
  const bin = postgresBinDir()
  if (bin === null) return { url: null, dir: null, reason: 'no PostgreSQL binaries (initdb) found' }
  const tool = (name) => (bin ? join(bin, name) : name)
  const dir = mkdtempSync(join(tmpdir(), 'courseload-pg-'))
  if (isRoot()) {
    const { uid, gid } = postgresUid()
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  try {
    run(tool('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
    run(tool('pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const stderr = error?.stderr?.toString?.() ?? ''
    return { url: null, dir: null, reason: `could not start PostgreSQL: ${stderr || error}` }
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir }
}

/** Restarts a started cluster (fast shutdown: open connections are cut), for the fault tests. */
export function restartCluster(dir) {
  const bin = postgresBinDir()
  run(bin ? join(bin, 'pg_ctl') : 'pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-m', 'fast', '-w', '-t', '60', 'restart'])
}

export function stopCluster(dir) {
  if (!dir) return
  const bin = postgresBinDir()
  try {
    run(bin ? join(bin, 'pg_ctl') : 'pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-m',
      'immediate',
      '-w',
      'stop',
    ])
  } catch {
    // Already stopped: only the folder is left to remove.
  }
  rmSync(dir, { recursive: true, force: true })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2)
  if (command === 'start') {
    const cluster = await startCluster()
    console.log(JSON.stringify(cluster))
    if (!cluster.url) process.exit(1)
  } else if (command === 'stop') stopCluster(dir)
  else {
    console.error('usage: throwaway-postgres.mjs start | stop DIR')
    process.exit(2)
  }
}
