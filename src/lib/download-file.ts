/** Saves a Blob as a file through a temporary object URL (every download: exports, reports, backups, templates). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** 'load_plan' -> 'load_plan_2026-11-21.xlsx', with the user's local date. */
export function datedFileName(base: string, extension: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${base}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`
}
