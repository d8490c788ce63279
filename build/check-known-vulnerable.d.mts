export interface KnownVulnerableList {
  entries: { name: string; maxVersion: string; advisory: string }[]
}
export interface LockFile {
  packages?: Record<string, { version?: string; name?: string } | undefined>
}
export function compareVersions(a: string, b: string): -1 | 0 | 1
export function findKnownVulnerable(
  lock: LockFile,
  list: KnownVulnerableList,
): { path: string; name: string; version: string; advisory: string }[]
