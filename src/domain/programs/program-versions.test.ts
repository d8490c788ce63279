import { describe, expect, it } from 'vitest'
import {
  coursesOfVersion,
  deleteVersion,
  getActiveVersion,
  listVersions,
  saveVersion,
  switchActiveVersion,
  VERSION_MESSAGES,
} from './program-versions'
import { programVersionSchema, storedProgramSchema, type ProgramVersion } from '@/domain/model/program'

const program = storedProgramSchema.parse({
  slug: 'anim',
  version: 'D1',
  program: { name: 'Animation' },
  isActive: true,
})
function version(id: string, design: string, isActive = false, createdAt = `2026-01-0${id.slice(-1)}`): ProgramVersion {
  return programVersionSchema.parse({ id, programId: 'anim', programDesignNumber: design, isActive, program: { name: 'Animation' }, createdAt })
}
const other = programVersionSchema.parse({ id: 'x1', programId: 'other', programDesignNumber: 'D9', isActive: true, program: { name: 'Other' } })

describe('listVersions / getActiveVersion', () => {
  it('lists the original first, then versions by creation time, with labels', () => {
    const list = listVersions(program, [version('v3', 'D3'), other, { ...version('v2', 'D2'), versionName: 'Fall refresh' }])
    expect(list.map((v) => [v.key, v.label, v.courseVersion, v.isActive])).toEqual([
      ['original', 'Original (D1)', 'original', true],
      ['v2', 'Fall refresh', 'D2', false],
      ['v3', 'D3', 'D3', false],
    ])
    expect(listVersions({ ...program, version: '' }, [])[0]?.label).toBe('Original')
    expect(listVersions({ ...program, versionName: 'Migrated Version' }, [])[0]?.label).toBe('Migrated Version (D1)')
  })
  it('the active version, or the first when none is active', () => {
    expect(getActiveVersion({ ...program, isActive: false }, [version('v2', 'D2', true)]).key).toBe('v2')
    expect(getActiveVersion({ ...program, isActive: false }, [version('v2', 'D2')]).key).toBe('original')
  })
})

describe('saveVersion', () => {
  it('an inactive save writes only the version', () => {
    const v = version('v2', 'D2')
    expect(saveVersion(v, { program, programVersions: [] })).toEqual({ put: { programVersions: [v] } })
  })
  it('an active save deactivates the other versions of the same program, the original included', () => {
    const v = version('v2', 'D2', true)
    const changes = saveVersion(v, { program, programVersions: [version('v3', 'D3', true), other, v] })
    expect(changes.put?.programVersions?.map((x) => [x.id, x.isActive])).toEqual([
      ['v3', false],
      ['v2', true],
    ])
    expect(changes.put?.programs?.[0]?.isActive).toBe(false)
  })
})

describe('switchActiveVersion', () => {
  it('makes the chosen design number the only active one, writing only changed records', () => {
    const changes = switchActiveVersion('anim', 'D2', { program, programVersions: [version('v2', 'D2'), version('v3', 'D3'), other] })
    expect(changes.put?.programVersions?.map((x) => [x.id, x.isActive])).toEqual([['v2', true]])
    expect(changes.put?.programs?.[0]?.isActive).toBe(false)
  })
  it('switches back to the original', () => {
    const changes = switchActiveVersion('anim', 'original', { program: { ...program, isActive: false }, programVersions: [version('v2', 'D2', true)] })
    expect(changes.put?.programVersions?.map((x) => [x.id, x.isActive])).toEqual([['v2', false]])
    expect(changes.put?.programs?.[0]?.isActive).toBe(true)
  })
  it('refuses an unknown version', () => {
    expect(() => switchActiveVersion('anim', 'nope', { program, programVersions: [] })).toThrow(VERSION_MESSAGES.versionNotFound)
  })
})

describe('deleteVersion', () => {
  const courses = [
    { id: 'c-orig', programId: 'anim', program: 'anim' },
    { id: 'c-d2', programId: 'anim', program: 'anim', programVersion: 'D2' },
    { id: 'c-other-d2', programId: 'other', program: 'other', programVersion: 'D2' },
  ]
  const assignments = [{ id: 'a1', courseId: 'c-d2' }, { id: 'a2', courseId: 'c-orig' }]
  it('the original cannot be deleted', () => {
    expect(() => deleteVersion('anim', 'original', { program, programVersions: [], courses, assignments })).toThrow(
      'The original version cannot be deleted',
    )
    expect(() => deleteVersion('anim', 'D1', { program, programVersions: [], courses, assignments })).toThrow(
      VERSION_MESSAGES.originalCannotBeDeleted,
    )
  })
  it('deletes the version record, its courses and their assignments only', () => {
    const changes = deleteVersion('anim', 'D2', { program, programVersions: [version('v2', 'D2')], courses, assignments })
    expect(changes).toEqual({ delete: { courses: ['c-d2'], assignments: ['a1'], programVersions: ['v2'] } })
  })
  it('if none is left active, the first (the original) becomes active', () => {
    const changes = deleteVersion('anim', 'v2', {
      program: { ...program, isActive: false },
      programVersions: [version('v2', 'D2', true), version('v3', 'D3')],
      courses,
      assignments,
    })
    expect(changes.put?.programs?.[0]?.isActive).toBe(true)
  })
  it('keeps the active one when another version is active', () => {
    const changes = deleteVersion('anim', 'D2', {
      program: { ...program, isActive: false },
      programVersions: [version('v2', 'D2'), version('v3', 'D3', true)],
      courses,
      assignments,
    })
    expect(changes.put).toBeUndefined()
  })
})

describe('coursesOfVersion', () => {
  it('filters by program and version label', () => {
    const courses = [
      { id: '1', programId: 'anim', program: 'anim' },
      { id: '2', programId: 'anim', program: 'anim', programVersion: 'D2' },
    ]
    expect(coursesOfVersion(courses, 'anim', 'original').map((c) => c.id)).toEqual(['1'])
    expect(coursesOfVersion(courses, 'anim', 'D2').map((c) => c.id)).toEqual(['2'])
  })
})
