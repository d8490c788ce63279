import { APP_VERSION_LABEL, DATABASE_NAME } from '@/domain/kernel/constants'
import { useStorageStatus } from '@/data/storage-status'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useAssignments, useCourses, useProfessors, usePrograms, useProgramVersions } from '@/data/entity-hooks'
import { ContentPage } from './content-page'

function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return 'unknown'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`
}

function persistenceText(persisted: boolean | null | undefined): string {
  if (persisted === true) return 'Persistent: the browser will not evict CourseLoad data when space runs low.'
  if (persisted === false) return 'Best effort: the browser may evict data under storage pressure. Keep backups.'
  return 'Not requested yet: CourseLoad asks after your first saved change.'
}

export function StatusPage() {
  const status = useStorageStatus()
  const counts = [
    ['Professors', useProfessors().data?.length],
    ['Courses', useCourses().data?.length],
    ['Assignments', useAssignments().data?.length],
    ['Programs', usePrograms().data?.length],
    ['Program versions', useProgramVersions().data?.length],
  ] as const
  return (
    <ContentPage title="System status" intro={`CourseLoad ${APP_VERSION_LABEL} · running in this browser`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader><CardTitle>Storage</CardTitle></CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>Database: <span className="font-mono">{DATABASE_NAME}</span> (IndexedDB)</p>
            <p data-testid="storage-usage">
              Used: {formatBytes(status.data?.usage)} of {formatBytes(status.data?.quota)} available
            </p>
            <p data-testid="storage-persistence">{persistenceText(status.data?.persisted)}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Records</CardTitle></CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              {counts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="tabular-nums">{value ?? '…'}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
      <p className="text-muted-foreground">Version {APP_VERSION_LABEL}. Online status: {typeof navigator !== 'undefined' && navigator.onLine ? 'online' : 'offline'} (CourseLoad works offline either way).</p>
    </ContentPage>
  )
}
