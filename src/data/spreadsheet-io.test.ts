import { describe, expect, it } from 'vitest'
import { HEADER_SEARCH_ROWS, MAX_IMPORT_ROWS, serialDateToIso, type SheetTable } from '@/domain/exchange/spreadsheet-columns'
import { testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'
import { planProfessorSheetImport, PROFESSOR_SHEET_FIELDS, professorsTable } from '@/domain/professors/professor-sheet'
import { autoMapColumns, mappedRecords } from '@/domain/exchange/spreadsheet-columns'
import { tablesToXlsx, tableToCsv } from './spreadsheet-io'
import { csvSeparator, parseSheetRows } from './spreadsheet-rows-parse'

const table: SheetTable = {
  name: 'Fall 2026',
  columns: [
    { header: 'Code', width: 12 },
    { header: 'Hours', width: 8 },
  ],
  rows: [
    ['ANIM1001', 4],
    ['=HYPERLINK("http://x")', 2.5],
    ['Zoë, "quoted"', 0],
  ],
}

const letter = { paperSize: 'letter' } as const

const toBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

describe('tablesToXlsx', () => {
  it('writes one sheet per table that reads back with numbers as numbers', async () => {
    const bytes = await tablesToXlsx([table, { ...table, name: 'Summary', rows: [['x', 1]] }], letter)
    const read = await parseSheetRows(toBuffer(bytes), 'plan.xlsx')
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.sheets.map((s) => s.name)).toEqual(['Fall 2026', 'Summary'])
    expect(read.sheets[0]!.rows).toEqual([['Code', 'Hours'], ...table.rows])
  })

  const sheetXml = async (bytes: Uint8Array, path = 'xl/worksheets/sheet1.xml') => {
    const XLSX = await import('xlsx')
    const zip = XLSX.CFB.read(bytes, { type: 'array' })
    const i = (zip.FullPaths as string[]).findIndex((p) => p.endsWith(path))
    return new TextDecoder().decode(zip.FileIndex[i]!.content as Uint8Array)
  }

  // Issue 26: widths now follow the content (the declared width is a least width), so the Code
  // column is as wide as its longest cell, '=HYPERLINK("http://x")' (22 characters) plus 2.
  it('freezes the header row and sets column widths from the content', async () => {
    const xml = await sheetXml(await tablesToXlsx([table], letter))
    expect(xml).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    )
    expect(xml).toMatch(/<col min="1" max="1" width="24\.\d+"/)
    expect(xml).toMatch(/<col min="2" max="2" width="8\.\d+"/)
  })

  it('caps a column of long text', async () => {
    const long: SheetTable = { name: 'Notes', columns: [{ header: 'Note' }], rows: [['x'.repeat(500)]] }
    expect(await sheetXml(await tablesToXlsx([long], letter))).toMatch(/<col min="1" max="1" width="60\.\d+"/)
  })

  it('puts an autofilter on the header and prints landscape, one page wide, header on every page', async () => {
    const bytes = await tablesToXlsx([table, { ...table, name: "Prof's load" }], letter)
    const xml = await sheetXml(bytes)
    expect(xml).toContain('<autoFilter ref="A1:B4"/>')
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<worksheet[^>]*><sheetPr><pageSetUpPr fitToPage="1"\/><\/sheetPr><dimension/)
    expect(xml).toMatch(/<pageMargins [^>]*\/><pageSetup paperSize="1" orientation="landscape" fitToWidth="1" fitToHeight="0"\/>/)
    const book = await sheetXml(bytes, 'xl/workbook.xml')
    expect(book).toContain('<definedName name="_xlnm.Print_Titles" localSheetId="0">&apos;Fall 2026&apos;!$1:$1</definedName>')
    expect(book).toContain('<definedName name="_xlnm.Print_Titles" localSheetId="1">&apos;Prof&apos;&apos;s load&apos;!$1:$1</definedName>')
  })

  // Issue 26: the paper follows Settings → General → Documents, as the printed statements do.
  it('sets every sheet to the paper it is given: code 1 for Letter, 9 for A4', async () => {
    const two = [table, { ...table, name: 'Summary' }]
    const setup = /<pageSetup paperSize="(\d+)" /
    expect((await sheetXml(await tablesToXlsx(two, letter))).match(setup)?.[1]).toBe('1')
    const a4 = await tablesToXlsx(two, { paperSize: 'a4' })
    expect((await sheetXml(a4)).match(setup)?.[1]).toBe('9')
    expect((await sheetXml(a4, 'xl/worksheets/sheet2.xml')).match(setup)?.[1]).toBe('9')
  })

  it('writes a date column as date cells that the import reads back as the same ISO date', async () => {
    const dates: SheetTable = {
      name: 'Professors',
      columns: [{ header: 'Name' }, { header: 'Hire Date', kind: 'date' }],
      rows: [['Ana', '2019-08-15'], ['Ben', ''], ['Cy', 'soon']],
    }
    const bytes = await tablesToXlsx([dates], letter)
    const XLSX = await import('xlsx')
    const sheet = XLSX.read(bytes, { type: 'array', cellNF: true }).Sheets['Professors']!
    expect(sheet.B2).toMatchObject({ t: 'n', v: 43692, z: 'yyyy-mm-dd' })
    expect(sheet.B4).toMatchObject({ t: 's', v: 'soon' })
    const read = await parseSheetRows(toBuffer(bytes), 'p.xlsx')
    expect(read.ok && read.sheets[0]!.rows[1]).toEqual(['Ana', 43692])
    expect(serialDateToIso(43692)).toBe('2019-08-15')
  })

  it("a professor export's hire date (a date cell) reads back through the app's import as the stored date", async () => {
    const ana = testProfessor({ id: 'p1', firstName: 'Ana', lastName: 'Alvarez', email: 'ana@x.edu', hireDate: '2019-08-15' })
    const read = await parseSheetRows(toBuffer(await tablesToXlsx([professorsTable([ana])], letter)), 'p.xlsx')
    if (!read.ok) throw new Error(read.error)
    const rows = read.sheets[0]!.rows
    const records = mappedRecords(rows, 0, autoMapColumns(rows[0]!, PROFESSOR_SHEET_FIELDS))
    const plan = planProfessorSheetImport(records, [], new Date('2026-11-01T12:00:00Z'))
    expect(plan.changes.put!.professors![0]).toMatchObject({ email: 'ana@x.edu', hireDate: '2019-08-15' })
  })

  it('stores text that looks like a formula as a text cell, never as a formula', async () => {
    const XLSX = await import('xlsx')
    const book = XLSX.read(await tablesToXlsx([table], letter), { type: 'array', cellFormula: true })
    const cell = book.Sheets['Fall 2026']!['A3'] as { t: string; v: unknown; f?: string }
    expect(cell).toMatchObject({ t: 's', v: '=HYPERLINK("http://x")' })
    expect(cell.f).toBeUndefined()
  })

  it('gives duplicate sheet names a number', async () => {
    const read = await parseSheetRows(toBuffer(await tablesToXlsx([table, table], letter)), 'x.xlsx')
    expect(read.ok && read.sheets.map((s) => s.name)).toEqual(['Fall 2026', 'Fall 2026 2'])
  })
})

describe('tableToCsv', () => {
  it('starts with a BOM, quotes as needed and neutralises formulae', async () => {
    const csv = await tableToCsv(table)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Code,Hours',
      'ANIM1001,4',
      `"'=HYPERLINK(""http://x"")",2.5`,
      '"Zoë, ""quoted""",0',
    ])
  })

  it('reads back through the CSV path as text, BOM dropped', async () => {
    const bytes = new TextEncoder().encode(await tableToCsv(table))
    const read = await parseSheetRows(toBuffer(bytes), 'x.csv')
    expect(read.ok && read.sheets[0]!.rows[0]).toEqual(['Code', 'Hours'])
    expect(read.ok && read.sheets[0]!.rows[3]).toEqual(['Zoë, "quoted"', '0'])
  })
})

describe('parseSheetRows', () => {
  it('returns an error value for bytes that are not a spreadsheet', async () => {
    const read = await parseSheetRows(
      new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]).buffer,
      'broken.xlsx',
    )
    expect(read.ok).toBe(false)
  })
})

describe('parseSheetRows: hostile and unusual CSV files (issue 21)', () => {
  const csv = (text: string) => toBuffer(new TextEncoder().encode(text))

  it("splits a ';' file with a BOM on ';' even when its data holds more commas than semicolons", async () => {
    const text = [
      '\uFEFFTerm;Course Code;Section;Professor',
      'Fall 2026;DRAW1001;1;Okafor, Maya, Dr., PhD, RCA, MFA',
      'Fall 2026;DRAW1001;2;Berg, Lars, Prof., MA, BFA, OCAD, RGD',
    ].join('\r\n')
    const read = await parseSheetRows(csv(text), 'plan.csv')
    expect(read.ok && read.sheets[0]!.rows).toEqual([
      ['Term', 'Course Code', 'Section', 'Professor'],
      ['Fall 2026', 'DRAW1001', '1', 'Okafor, Maya, Dr., PhD, RCA, MFA'],
      ['Fall 2026', 'DRAW1001', '2', 'Berg, Lars, Prof., MA, BFA, OCAD, RGD'],
    ])
    expect(read.ok && read.sheets[0]!.delimited).toBe(true)
  })

  it("follows Excel's sep= line and ignores separators inside quotes", async () => {
    expect(csvSeparator('"a;b;c",x,y\n1;2;3;4;5')).toBe(',')
    expect(csvSeparator('\n\nA\tB\tC')).toBe('\t')
    const read = await parseSheetRows(csv('sep=|\r\nCode|Hours\r\nANIM1001|3,5'), 'x.csv')
    expect(read.ok && read.sheets[0]!.rows).toEqual([
      ['Code', 'Hours'],
      ['ANIM1001', '3,5'],
    ])
  })

  it('reads every row, and marks a sheet with more rows with data than an import takes', async () => {
    const lines = (n: number) =>
      ['Email', ...Array.from({ length: n }, (_, i) => `p${i}@x.edu`)].join('\n')
    const at = await parseSheetRows(csv(lines(MAX_IMPORT_ROWS - 1)), 'at.csv')
    expect(at.ok && at.sheets[0]!.rows.length).toBe(MAX_IMPORT_ROWS)
    expect(at.ok && at.sheets[0]!.overLimit).toBeUndefined()
    const over = await parseSheetRows(csv(`${lines(MAX_IMPORT_ROWS)}\n\n\n`), 'over.csv')
    expect(over.ok && over.sheets[0]!.overLimit).toEqual({ rowsWithData: '50,001' })
    // Only the first rows cross to the page, enough to find the header.
    expect(over.ok && over.sheets[0]!.rows.length).toBe(HEADER_SEARCH_ROWS)
  })
})
