// Reads the PDFs Chromium prints, without the app's code: each page's text through poppler's
// pdftotext (installed by build/ensure-test-tools.mjs), and the document outline (bookmarks)
// from the file's own objects, which pdftotext does not show.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pdftotext } from '../../build/ensure-test-tools.mjs'

/** The text of each page, as pdftotext lays it out (-layout keeps a table row on one line). */
export function pdfPages(path: string): string[] {
  const pages: string[] = []
  for (let n = 1; ; n++) {
    let text: string
    try {
      text = execFileSync(pdftotext, ['-layout', '-f', String(n), '-l', String(n), path, '-'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch {
      break // pdftotext refuses a first page past the last one
    }
    if (text === '') break
    pages.push(text.replace(/\f$/, ''))
  }
  return pages
}

export interface OutlineItem {
  title: string
  /** 1-based number of the page the bookmark opens. */
  page: number
  children: OutlineItem[]
}

/** A PDF string: (literal) with its escapes, or <hex>, UTF-16BE when it starts with FEFF. */
function pdfString(raw: string): string {
  if (raw.startsWith('<')) {
    const hex = raw.slice(1, -1).replace(/\s+/g, '')
    const bytes = Buffer.from(hex, 'hex')
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le')
    return bytes.toString('latin1')
  }
  return raw
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/gs, (_, c: string) =>
      /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[c] ?? c),
    )
}

/**
 * The outline tree of a PDF whose objects are written plainly (Chromium's are: no object streams),
 * or null when it has none.
 */
export function pdfOutline(path: string): OutlineItem[] | null {
  const text = readFileSync(path).toString('latin1')
  const objects = new Map<string, string>()
  // Each object's dictionary: the text up to its stream's data, if it has one.
  for (const m of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj\b/g)) objects.set(m[1]!, m[2]!.split(/\bstream\r?\n/)[0]!)
  const ref = (body: string, key: string) => new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(body)?.[1]
  // Pages in order: the page tree's leaves, depth first.
  const pageOrder: string[] = []
  const walkPages = (id: string) => {
    const body = objects.get(id) ?? ''
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)
    if (!kids) return void pageOrder.push(id)
    for (const kid of kids[1]!.matchAll(/(\d+) 0 R/g)) walkPages(kid[1]!)
  }
  const catalog = [...objects.values()].find((body) => /\/Type\s*\/Catalog\b/.test(body))
  if (!catalog) return null
  walkPages(ref(catalog, 'Pages') ?? '')
  const root = ref(catalog, 'Outlines')
  if (!root) return null
  const items = (first: string | undefined): OutlineItem[] => {
    const out: OutlineItem[] = []
    for (let id = first; id; id = ref(objects.get(id) ?? '', 'Next')) {
      const body = objects.get(id) ?? ''
      const title = /\/Title\s*(\((?:\\[\s\S]|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/.exec(body)?.[1] ?? '()'
      const dest = /\/Dest\s*\[\s*(\d+) 0 R/.exec(body)?.[1] ?? ''
      out.push({ title: pdfString(title), page: pageOrder.indexOf(dest) + 1, children: items(ref(body, 'First')) })
    }
    return out
  }
  return items(ref(objects.get(root) ?? '', 'First'))
}
