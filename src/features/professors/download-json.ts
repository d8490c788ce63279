import { downloadBlob } from '@/lib/download-file'

/** Saves a value as a pretty-printed JSON file through a temporary object URL. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }))
}
