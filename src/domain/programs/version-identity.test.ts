import { describe, expect, it } from 'vitest'
import { versionIdentityMismatch } from './version-identity'

const selected = { slug: 'exan', name: 'Example Animation', code: 'EXAN' }

describe('versionIdentityMismatch', () => {
  it('the same program (code and name equal after normalisation, any case) is no mismatch', () => {
    expect(versionIdentityMismatch(selected, { name: 'example animation', code: 'exan' })).toBeNull()
    expect(versionIdentityMismatch(selected, { name: 'Example\u200B Animation', code: 'EXAN\u200E' })).toBeNull()
    // A spreadsheet names the program by its id in both fields.
    expect(versionIdentityMismatch(selected, { name: 'exan', code: 'exan' })).toBeNull()
    expect(versionIdentityMismatch(selected, { name: 'Example Animation', code: '' })).toBeNull()
  })

  it('a different code names both programs', () => {
    const m = versionIdentityMismatch(selected, { name: 'Example Animation', code: 'GAME' })
    expect(m).toMatchObject({ codeDiffers: true, nameDiffers: false, title: 'This file is for a different program' })
    expect(m?.description).toBe(
      'The file\'s program code differs: it is for "Example Animation" (GAME), but the selected program is "Example Animation" (EXAN). Import it as a version of "Example Animation" (EXAN) anyway?',
    )
  })

  it('a different name and code are both named', () => {
    const m = versionIdentityMismatch(selected, { name: 'Game Development', code: 'GAME' })
    expect(m).toMatchObject({ codeDiffers: true, nameDiffers: true })
    expect(m?.description).toContain('code and name differ: it is for "Game Development" (GAME)')
  })
})
