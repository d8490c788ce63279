/**
 * Data Migration: converts programs kept by an older version of the app (the legacy programs key
 * and the old entity keys) into stored programs, with their courses built from the levels as an
 * import would. The same code path as the automatic start-up migration; running it again only
 * adds what is missing, so a second run changes nothing.
 */
import { ArrowRightLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useRunLegacyMigration } from '@/data/legacy-migration'
import { errorMessage } from '@/lib/notify'
import { TimedMessage, useTimedMessage } from './timed-message'

const MIGRATION_MESSAGES = {
  running: 'Migrating...',
  done: (n: number) => `Migrated ${n} program(s).`,
  nothing: 'No data from an older version was found in this browser.',
  failed: (reason: string) => `Migration failed: ${reason}`,
  fallback: 'The local database could not be written: your older data stays in browser storage, untouched, and the migration will be tried again at the next start.',
} as const

export function DataMigrationSection() {
  const migrate = useRunLegacyMigration()
  const [message, showMessage] = useTimedMessage()
  const [warning, showWarning] = useTimedMessage()

  const run = async () => {
    showWarning('', 'warning', null)
    try {
      const result = await migrate.mutateAsync()
      if (result.status === 'migrated') {
        const extra = result.written.courses ? ` ${result.written.courses} course(s) created.` : ''
        showMessage(`${MIGRATION_MESSAGES.done(result.written.programs)}${extra}`, 'success', null)
      } else {
        showMessage(MIGRATION_MESSAGES.nothing, 'success', null)
      }
    } catch (error) {
      showMessage(MIGRATION_MESSAGES.failed(errorMessage(error)), 'error', null)
      showWarning(MIGRATION_MESSAGES.fallback, 'warning', null)
    }
  }

  return (
    <Card data-testid="data-migration-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ArrowRightLeft aria-hidden="true" className="size-4" /> Data Migration
        </CardTitle>
        <CardDescription>
          Bring programs saved by an older version of the app into the current format, with their courses. This runs by itself at
          start-up; run it again here at any time: it only adds what is missing.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          <Button variant="outline" onClick={() => void run()} disabled={migrate.isPending}>
            {migrate.isPending ? MIGRATION_MESSAGES.running : 'Migrate Legacy Data'}
          </Button>
        </div>
        <TimedMessage message={message} testId="migration-message" />
        <TimedMessage message={warning} />
      </CardContent>
    </Card>
  )
}
