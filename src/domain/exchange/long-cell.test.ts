// A 200,000-character cell is stored cut to 4,000 characters: the preview says so, per row,
// before anything is written (issue 30 item 8).
import { describe, expect, it } from 'vitest'
import { autoMapColumns, mappedRecords } from './spreadsheet-columns'
import { cellText, longCellNotes, MAX_CELL_LENGTH, rowsToPrograms } from './spreadsheet-rows'
import { validateProgramImport, withLongCellWarnings } from '@/domain/programs/program-validation'
import { PROFESSOR_SHEET_FIELDS } from '@/domain/professors/professor-sheet'

describe('longCellNotes', () => {
  const rows = [
    ['First Name', 'Last Name', 'Email', 'Type', 'Notes'],
    ['Ada', 'Lovelace', 'ada@x.edu', 'Full Time', 'x'.repeat(200_000)],
    ['Bea', 'Nova', 'bea@x.edu', 'Part Time', 'y'.repeat(MAX_CELL_LENGTH)],
  ]
  const records = mappedRecords(rows, 0, autoMapColumns(rows[0]!, PROFESSOR_SHEET_FIELDS))
  const label = (key: string) => (key === 'notes' ? 'Notes' : key)

  it('names the cell of a row that will be cut, with its length and what is kept', () => {
    expect(longCellNotes(records[0]!.cells, label)).toEqual(['Notes has 200,000 characters; only the first 4,000 are kept'])
    // What the import then stores is indeed the first 4,000.
    expect(cellText(records[0]!.cells.notes)).toHaveLength(MAX_CELL_LENGTH)
  })

  it('says nothing for a cell within the limit', () => {
    expect(longCellNotes(records[1]!.cells, label)).toEqual([])
  })
})

describe('program sheet long cells', () => {
  const rows = [
    ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName', 'weeklyHours', 'Description'],
    ['anim', 'D1', 1, 'AN101', 'Drawing', 4, 'z'.repeat(200_000)],
    ['anim', 'D1', 2, 'AN201', 'Motion', 4, 'Short'],
  ]

  it('says, per row and before anything is written, which cell is cut and what is kept', () => {
    const parsed = rowsToPrograms(rows, '2026-01-15T10:00:00.000Z')
    if (!parsed.ok) throw new Error(parsed.error)
    const [program] = parsed.programs
    expect(program!.longCells).toEqual([
      { row: 2, level: 'Level 1', code: 'AN101', notes: ['Description has 200,000 characters; only the first 4,000 are kept'] },
    ])
    const checked = withLongCellWarnings(validateProgramImport(program!.data), program!.longCells)
    expect(checked.isValid).toBe(true)
    expect(checked.warnings).toContainEqual({
      severity: 'warning',
      message: 'Row 2: Description has 200,000 characters; only the first 4,000 are kept',
      level: 'Level 1',
      item: 'AN101',
      path: 'row 2',
    })
    // What the import then stores is indeed the first 4,000.
    expect(checked.program!.courses_by_level['Level 1']![0]).toMatchObject({ description: 'z'.repeat(MAX_CELL_LENGTH) })
  })
})
