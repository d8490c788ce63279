import { describe, expect, it } from 'vitest'
import { PROFESSOR_EXPORT_SCHEMA } from '@/domain/kernel/constants'
import { professorSchema } from '@/domain/model/professor'
import { buildProfessorExport, exportedMessage, normalizeEmploymentType, professorExportFileName } from './professor-export'

describe('professor export', () => {
  const p = professorSchema.parse({ id: 'p1', firstName: 'A', lastName: 'B', email: 'a@b.co', employmentType: 'part-time', isActive: false })

  it('has the spec shape: schema, version 1.0.0, exportedAt, count, professors with active', () => {
    const now = new Date('2025-03-04T05:06:07Z')
    const file = buildProfessorExport([p], now)
    expect(file).toMatchObject({ $schema: PROFESSOR_EXPORT_SCHEMA, version: '1.0.0', exportedAt: now.toISOString(), count: 1 })
    expect(file.professors[0]).toMatchObject({ id: 'p1', active: false, employmentType: 'part-time' })
  })

  it('lowercases employment types and turns spaces into hyphens', () => {
    expect(normalizeEmploymentType('Partial Load')).toBe('partial-load')
    expect(normalizeEmploymentType(' Full  Time ')).toBe('full-time')
  })

  it('names the file with the local date and says how many were exported', () => {
    expect(professorExportFileName(new Date(2025, 0, 9, 23, 30))).toBe('professors_export_2025-01-09.json')
    expect(exportedMessage(3)).toBe('Exported 3 professors')
  })
})
