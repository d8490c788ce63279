// A file that is not what its name says is refused at once with a clear message (issue 30 item
// 8: a CSV named .xlsx hung at "Reading workbook… 30%"), and a read nobody waits for any more
// terminates its worker.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sheetFileMismatch } from '@/domain/exchange/file-signature'
import { readProgramFile } from './program-file-reader'
import { readSheetFile } from './spreadsheet-io'
import { READ_CANCELLED, runSpreadsheetWorker } from './spreadsheet-worker-client'

const CSV = 'First Name,Last Name,Email,Type\nAda,Lovelace,ada@x.edu,Full Time\n'
const bytes = (...b: number[]) => new Uint8Array(b)
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0)
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)
const text = (s: string) => new TextEncoder().encode(s)

describe('sheetFileMismatch', () => {
  it('accepts files whose first bytes fit their name', () => {
    expect(sheetFileMismatch('plan.xlsx', ZIP)).toBeNull()
    expect(sheetFileMismatch('old.XLS', OLE)).toBeNull()
    expect(sheetFileMismatch('plan.csv', text(CSV))).toBeNull()
    expect(sheetFileMismatch('plan.csv', text('\uFEFFTerme;Code\nÉté 2026;ANI1001'))).toBeNull()
  })

  it('names what a mislabelled file really holds and how to fix it', () => {
    expect(sheetFileMismatch('people.xlsx', text(CSV))).toBe(
      'people.xlsx is named as an .xlsx workbook but holds plain text (such as CSV). Rename it to .csv, or save it again as an .xlsx workbook from your spreadsheet program.',
    )
    expect(sheetFileMismatch('people.csv', ZIP)).toMatch(/^people\.csv is named as CSV text but holds an \.xlsx workbook\. Rename it to \.xlsx/)
    expect(sheetFileMismatch('people.xls', ZIP)).toMatch(/holds an \.xlsx workbook\. Rename it to \.xlsx/)
    expect(sheetFileMismatch('people.xlsx', OLE)).toMatch(/holds an old Excel \(\.xls\) workbook\. Rename it to \.xls/)
    expect(sheetFileMismatch('photo.xlsx', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toMatch(/holds neither a workbook nor text/)
    expect(sheetFileMismatch('empty.xlsx', bytes())).toMatch(/holds nothing \(it is empty\)/)
  })
})

describe('reading a mislabelled file', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('the sheet import refuses a CSV named .xlsx before any parser or worker starts', async () => {
    const worker = vi.fn()
    vi.stubGlobal('Worker', worker)
    const result = await readSheetFile(new File([CSV], 'people.xlsx'))
    expect(result).toEqual({ ok: false, error: expect.stringContaining('people.xlsx is named as an .xlsx workbook but holds plain text'), elapsedMs: 0 })
    expect(worker).not.toHaveBeenCalled()
  })

  it('the program import refuses it the same way', async () => {
    const worker = vi.fn()
    vi.stubGlobal('Worker', worker)
    const result = await readProgramFile(new File([CSV], 'program.xlsx'))
    expect(result).toMatchObject({ ok: false, kind: 'excel', error: expect.stringContaining('holds plain text (such as CSV)') })
    expect(worker).not.toHaveBeenCalled()
  })
})

describe('runSpreadsheetWorker', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('aborting the read terminates the worker and resolves to a cancellation', async () => {
    const terminated: boolean[] = []
    class StuckWorker {
      onmessage: unknown = null
      onerror: unknown = null
      postMessage() {}
      terminate() {
        terminated.push(true)
      }
    }
    vi.stubGlobal('Worker', StuckWorker)
    const controller = new AbortController()
    const reading = runSpreadsheetWorker({ buffer: new ArrayBuffer(8) }, () => {}, controller.signal)
    expect(terminated).toEqual([])
    controller.abort()
    await expect(reading).resolves.toEqual({ ok: false, error: READ_CANCELLED, elapsedMs: 0 })
    expect(terminated).toEqual([true])
  })
})
