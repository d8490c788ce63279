import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** The router's error screen (spec: 'Unexpected Application Error!'), with a way back. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <TriangleAlert className="text-destructive mx-auto size-10" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground mt-2 text-sm break-words">{detail}</p>
      <p className="text-muted-foreground mt-1 text-xs">Your stored data was not changed.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
        <Button asChild>
          <Link to="/">Back to dashboard</Link>
        </Button>
      </div>
    </div>
  )
}
