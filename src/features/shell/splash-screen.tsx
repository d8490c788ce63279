import { BASE_PATH, PRODUCT_NAME } from '@/domain/kernel/constants'

/** Shown for the first 400 ms and while storage opens (spec: 'Loading CourseLoad…'). */
export function SplashScreen() {
  return (
    <div role="status" aria-live="polite" className="bg-background flex h-full min-h-screen flex-col items-center justify-center gap-4">
      <img src={`${BASE_PATH}/logo.svg`} alt="" className="size-14 animate-pulse" />
      <p className="text-muted-foreground text-sm font-medium">Loading {PRODUCT_NAME}…</p>
    </div>
  )
}
