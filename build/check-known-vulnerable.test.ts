import { describe, expect, it } from 'vitest'
import { compareVersions, findKnownVulnerable } from './check-known-vulnerable.mjs'

const list = { entries: [{ name: 'xlsx', maxVersion: '0.19.2', advisory: 'prototype pollution' }] }

describe('known-vulnerable check', () => {
  it('compares dotted versions, a pre-release before its release', () => {
    expect(compareVersions('0.18.5', '0.19.2')).toBe(-1)
    expect(compareVersions('0.19.2', '0.19.2')).toBe(0)
    expect(compareVersions('0.20.3', '0.19.2')).toBe(1)
    expect(compareVersions('0.19.2-rc.1', '0.19.2')).toBe(-1)
    expect(compareVersions('1.0', '1.0.0')).toBe(0)
  })

  it('flags a listed package at or below the version, by its real name', () => {
    const lock = {
      packages: {
        '': { version: '1.0.0' },
        'node_modules/xlsx': { version: '0.18.5' },
        'node_modules/a/node_modules/xlsx': { version: '0.19.2' },
        'node_modules/other': { version: '0.1.0' },
      },
    }
    expect(findKnownVulnerable(lock, list).map((f) => f.path)).toEqual(['node_modules/xlsx', 'node_modules/a/node_modules/xlsx'])
  })

  it('passes a fixed version and an npm alias that installs another package', () => {
    const lock = {
      packages: {
        'node_modules/xlsx': { version: '0.20.3', name: '@e965/xlsx' },
        'node_modules/sheet': { version: '0.18.5', name: 'xlsx' },
      },
    }
    // The alias "xlsx" installs @e965/xlsx 0.20.3 (fine); "sheet" aliases the vulnerable xlsx 0.18.5.
    expect(findKnownVulnerable(lock, list).map((f) => f.path)).toEqual(['node_modules/sheet'])
  })
})
