// The scenario overlay (domain/scenarios) keys records without the storage layer: its table must
// be the stores' own, or a scenario would lose track of programs (keyed by slug).
import { describe, expect, it } from 'vitest'
import { RECORD_KEY_FIELDS } from '@/domain/scenarios/record-keys'
import { ENTITY_KEY_PATHS } from './entity-keys'

describe('record keys', () => {
  it('of the scenario overlay are the stores’ key paths', () => {
    expect(RECORD_KEY_FIELDS).toEqual(ENTITY_KEY_PATHS)
  })
})
