import { describe, expect, it } from 'vitest'
import { buildProgramImport } from './program-from-import'
import { diffReimport, findSameDesignNumber, REIMPORT_TEXT } from './program-reimport'
import { PROGRAM_TEMPLATE } from './program-template'
import type { ProgramImport } from '@/domain/model/program-import-format'
import { programVersionSchema } from '@/domain/model/program'

const NOW = new Date('2026-02-01T09:00:00.000Z')
const MAPPINGS = { 'Level 1': { term: 'fall' as const, year: 2026 }, 'Level 2': { term: 'winter' as const, year: 2027 } }

function template(design = '2026-01'): ProgramImport {
  const copy = structuredClone(PROGRAM_TEMPLATE)
  copy.program.design_number = design
  return copy
}

function stored() {
  const write = buildProgramImport({ data: template(), mappings: MAPPINGS, importedFrom: 'json', now: NOW }, { programs: [], programVersions: [], courses: [], assignments: [] })
  return { programs: write.changes.put!.programs!, programVersions: [], courses: write.courses }
}

describe('findSameDesignNumber', () => {
  it('finds the original version with the same design number', () => {
    expect(findSameDesignNumber(template(), stored())).toEqual({
      programId: 'exan',
      programName: 'Example Animation Diploma',
      designNumber: '2026-01',
      version: 'original',
      versionLabel: 'Original (2026-01)',
    })
  })

  it('finds a stored further version by its design number', () => {
    const version = programVersionSchema.parse({ id: 'v1', programId: 'exan', programDesignNumber: '2027-01', versionName: 'Fall intake', program: template().program })
    expect(findSameDesignNumber(template('2027-01'), { ...stored(), programVersions: [version] })).toMatchObject({ version: '2027-01', versionLabel: 'Fall intake' })
  })

  it('is null for a new program or a new design number', () => {
    expect(findSameDesignNumber(template(), { programs: [], programVersions: [] })).toBeNull()
    expect(findSameDesignNumber(template('2028-01'), stored())).toBeNull()
  })
})

describe('diffReimport', () => {
  it('lists courses added, removed and changed, and the assignments a replace would drop', () => {
    const before = stored()
    const next = template()
    const levels = next.courses_by_level as Record<string, ProgramImport['courses_by_level'][string]>
    levels['Level 1'] = [
      { code: 'EXAN1001', title: 'Drawing Fundamentals, revised', hours: 5, credits: 4 },
      { code: 'EXAN1003', title: 'New Course', hours: 3 },
    ]
    const removedId = before.courses.find((c) => c.code === 'EXAN1002')!.id
    const match = findSameDesignNumber(next, before)!
    const diff = diffReimport(next, match, {
      courses: before.courses,
      assignments: [{ courseId: removedId }, { courseId: removedId }, { courseId: before.courses[0]!.id }],
    })
    expect(diff.added).toEqual([{ code: 'EXAN1003', title: 'New Course' }])
    expect(diff.removed.map((c) => c.code)).toEqual(['EXAN1002'])
    expect(diff.changed).toEqual([{ code: 'EXAN1001', title: 'Drawing Fundamentals, revised', fields: ['title', 'weekly hours'] }])
    expect(diff.unchanged).toBe(1)
    expect(diff.droppedAssignments).toBe(2)
    expect(diff.droppedOn).toEqual(['EXAN1002'])
    expect(REIMPORT_TEXT.assignmentsLost(diff.droppedAssignments, diff.droppedOn)).toBe('2 assignments will be deleted, on EXAN1002. This cannot be undone.')
  })

  it('an identical file changes nothing', () => {
    const before = stored()
    const diff = diffReimport(template(), findSameDesignNumber(template(), before)!, { courses: before.courses, assignments: [] })
    expect(diff).toMatchObject({ added: [], removed: [], changed: [], unchanged: 3, droppedAssignments: 0 })
  })
})
