/**
 * Structural equality of JSON-like records, the one comparison used wherever a stored record is
 * checked against another copy of it: the write path (did the store normalise what we sent?) and
 * undo (is the record still the one this step wrote?). A key holding undefined counts as absent,
 * as it does once a record has been through IndexedDB's structured clone and the schema parse.
 */
const definedKeys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined)

export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = definedKeys(a)
  if (ka.length !== definedKeys(b).length) return false
  for (const k of ka) {
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}
