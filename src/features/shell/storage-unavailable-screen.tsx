import { DatabaseZap } from 'lucide-react'
import { PRODUCT_NAME } from '@/domain/kernel/constants'

/** Replaces the app when IndexedDB cannot be opened: nothing could be saved, so say so plainly. */
export function StorageUnavailableScreen({ message }: { message: string }) {
  return (
    <main className="bg-background flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="bg-card max-w-lg rounded-xl border p-8 shadow-sm">
        <DatabaseZap className="text-destructive size-10" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold">{PRODUCT_NAME} cannot store data in this browser</h1>
        <p className="text-muted-foreground mt-2 text-sm">{message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="bg-primary text-primary-foreground mt-6 rounded-md px-4 py-2 text-sm font-medium"
        >
          Reload
        </button>
      </div>
    </main>
  )
}
