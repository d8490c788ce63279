import { describe, expect, it } from 'vitest'
import { DISCIPLINE_SKILLS, DISCIPLINE_SOFTWARE } from '@/domain/sample/sample-data-catalog'
import { PROFESSIONAL_SKILLS, SOFTWARE_EXPERIENCE, SPECIALTY_GROUPS, customSpecialtyToAdd } from './specialties'

describe('specialty lists', () => {
  it('has 37 professional skills and 23 software packages, no duplicates', () => {
    expect(PROFESSIONAL_SKILLS).toHaveLength(37)
    expect(SOFTWARE_EXPERIENCE).toHaveLength(23)
    expect(new Set([...PROFESSIONAL_SKILLS, ...SOFTWARE_EXPERIENCE]).size).toBe(60)
    for (const name of ['Maya', 'Blender', 'Houdini', 'ZBrush', 'Nuke', 'Unreal Engine'])
      expect(SOFTWARE_EXPERIENCE).toContain(name)
  })

  it('covers every skill and package of the sample data', () => {
    const listed = SPECIALTY_GROUPS.flatMap((g) => g.items)
    for (const s of Object.values(DISCIPLINE_SKILLS).flat()) expect(listed).toContain(s)
    for (const s of Object.values(DISCIPLINE_SOFTWARE).flat()) expect(listed).toContain(s)
  })
})

describe('custom specialty', () => {
  it('is trimmed, must not be blank and must not already be selected', () => {
    expect(customSpecialtyToAdd('  Puppetry  ', [])).toBe('Puppetry')
    expect(customSpecialtyToAdd('   ', [])).toBeNull()
    expect(customSpecialtyToAdd('maya', ['Maya'])).toBeNull()
    expect(customSpecialtyToAdd('Puppetry', ['Maya'])).toBe('Puppetry')
  })
})
