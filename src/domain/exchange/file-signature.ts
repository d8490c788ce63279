/**
 * Is a spreadsheet file what its name says? Checked on its first bytes before any parsing: an
 * .xlsx is a zip ("PK\x03\x04"), an .xls an OLE compound file (D0 CF 11 E0), a .csv text. A CSV
 * renamed .xlsx used to reach the workbook parser, which never finished and never said why.
 */
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]

/** The bytes a signature check needs from the start of a file. */
export const SIGNATURE_BYTES = 8

type Content = 'zip' | 'ole' | 'text' | 'binary' | 'empty'

const startsWith = (head: Uint8Array, magic: readonly number[]) => magic.every((b, i) => head[i] === b)

function contentOf(head: Uint8Array): Content {
  if (head.length === 0) return 'empty'
  if (startsWith(head, ZIP)) return 'zip'
  if (startsWith(head, OLE)) return 'ole'
  // Text: no NUL and no control bytes other than tab, line ends and form feed (UTF-8 and a BOM pass).
  return head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x0c) ? 'text' : 'binary'
}

const WHAT_IT_HOLDS: Record<Content, string> = {
  zip: 'an .xlsx workbook',
  ole: 'an old Excel (.xls) workbook',
  text: 'plain text (such as CSV)',
  binary: 'neither a workbook nor text',
  empty: 'nothing (it is empty)',
}

const EXPECTED: Record<string, { content: Content; says: string }> = {
  xlsx: { content: 'zip', says: 'an .xlsx workbook' },
  xls: { content: 'ole', says: 'an Excel .xls workbook' },
  csv: { content: 'text', says: 'CSV text' },
}

const RENAME_TO: Partial<Record<Content, string>> = { zip: '.xlsx', ole: '.xls', text: '.csv' }

export const FILE_SIGNATURE_MESSAGES = {
  mismatch: (name: string, says: string, holds: string, rename: string | undefined) =>
    `${name} is named as ${says} but holds ${holds}. ${rename ? `Rename it to ${rename}, or save it again as ${says} from your spreadsheet program.` : 'Choose the file again, or save it again from your spreadsheet program.'}`,
} as const

/**
 * Null when the file's first bytes fit its extension (.xlsx, .xls, .csv), else the message that
 * says what the file really holds. Other extensions are not judged here.
 */
export function sheetFileMismatch(fileName: string, head: Uint8Array): string | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''
  const expected = EXPECTED[ext]
  if (!expected) return null
  const content = contentOf(head.subarray(0, SIGNATURE_BYTES))
  // A CSV starting with non-ASCII text (UTF-16 without a BOM is rare) still reads as text above.
  if (content === expected.content) return null
  return FILE_SIGNATURE_MESSAGES.mismatch(fileName, expected.says, WHAT_IT_HOLDS[content], RENAME_TO[content])
}
