/**
 * Issue 32: nothing plan-shaped is module-level. A module's `let` or its Map cache is shared by
 * every plan open in the page (live and a scenario, two QueryClients in a test), so state lives
 * on an object a caller is given or creates. This parses every non-test .ts file under src/data
 * and src/domain (module-state.ts says what counts) and fails with file:line for each find.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleStateIn } from './module-state'

const ROOT = new URL('../..', import.meta.url).pathname
const SCANNED = ['src/data', 'src/domain']

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .sort()
}

function stateOf(path: string) {
  return moduleStateIn(path, readFileSync(join(ROOT, path), 'utf8'))
}

describe('module-level mutable state', () => {
  it('src/data and src/domain have none (besides the files being moved into the plan workspace)', () => {
    const files = SCANNED.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(100)
    const found = files
      .flatMap(stateOf)
      .map((s) => `${s.at} ${s.kind} ${s.name}`)
    expect(found).toEqual([])
  })


  it("reports a fixture's let, var and containers with file:line, and not its constants or function state", () => {
    expect(stateOf('test/unit/fixtures/module-state/module-let.ts')).toEqual([
      { at: 'test/unit/fixtures/module-state/module-let.ts:5', name: 'loaded', kind: 'let' },
      { at: 'test/unit/fixtures/module-state/module-let.ts:7', name: 'attempts', kind: 'var' },
      { at: 'test/unit/fixtures/module-state/module-let.ts:8', name: 'cache', kind: 'container' },
      { at: 'test/unit/fixtures/module-state/module-let.ts:9', name: 'seen', kind: 'container' },
    ])
  })

  it('sees through a cast and reads a declaration in any form', () => {
    const text = [
      'export let a = 1, b = 2',
      'const c = new Set() as Set<string>',
      'const d: ReadonlyMap<string, number> = new Map()',
      'const e: Map<string, number> = new Map()',
      "const f = Object.freeze(['x'])",
      'export const g = (new WeakMap<object, string>())',
      "// let h = 1 (a comment)\nconst i = 'let j = 2'",
    ].join('\n')
    expect(moduleStateIn('x.ts', text).map((s) => `${s.at} ${s.name}`)).toEqual([
      'x.ts:1 a',
      'x.ts:1 b',
      'x.ts:2 c',
      'x.ts:4 e',
      'x.ts:6 g',
    ])
  })
})
