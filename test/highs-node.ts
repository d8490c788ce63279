/**
 * HiGHS for the unit tests and the benchmark in Node: the WebAssembly is read from the package
 * directly, so loading works the same under jsdom (which would otherwise try to fetch it).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import loadHighs, { type Highs } from 'highs'

let loading: Promise<Highs> | null = null

export function nodeHighs(): Promise<Highs> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('highs/runtime'))
  loading ??= loadHighs({ wasmBinary: wasm })
  return loading
}
