// Reads the app's records straight from IndexedDB in the page: the e2e tests' independent view
// of what is stored (their oracle), never through the app's own code.
import type { Page } from 'playwright-core'

const STORES = ['courses', 'assignments', 'professors'] as const

/** Every record of the courses, assignments and professors stores, as stored. */
export function readStoredRecords<T extends Record<(typeof STORES)[number], unknown[]>>(page: Page): Promise<T> {
  return page.evaluate(
    (stores) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open('courseload-app')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction([...stores], 'readonly')
          const out: Record<string, unknown[]> = {}
          for (const name of stores) {
            const req = tx.objectStore(name).getAll()
            req.onsuccess = () => (out[name] = req.result)
          }
          tx.oncomplete = () => {
            db.close()
            resolve(out as T)
          }
        }
      }),
    STORES,
  )
}

/** The fields of stored records the tests read most (a test widens them for its own needs). */
export interface StoredPlan {
  courses: { id: string; code: string; programId: string; programVersion?: string; sectionCount: number; semester?: { term: 'fall' | 'winter' | 'spring'; year: number } }[]
  assignments: { id: string; courseId: string; section: number; professorId: string }[]
  professors: { id: string; firstName: string; lastName: string; email: string; isActive: boolean }[]
}
