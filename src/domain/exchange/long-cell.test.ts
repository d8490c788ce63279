// A 200,000-character cell is stored cut to 4,000 characters: the preview says so, per row,
// before anything is written (issue 30 item 8).
import { describe, expect, it } from 'vitest'
import { autoMapColumns, mappedRecords } from './spreadsheet-columns'
import { cellText, longCellNotes, MAX_CELL_LENGTH } from './spreadsheet-rows'
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
