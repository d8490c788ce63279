/**
 * Sign-in gate. With VITE_CLERK_PUBLISHABLE_KEY set, Clerk (loaded lazily, so local mode ships
 * and fetches none of it) decides between the sign-in card and the app. Without a key the app
 * opens in local mode at once. If Clerk cannot load, the app also opens in local mode with no
 * user button (spec section 1).
 */
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { AuthSlotContext } from '@/components/auth/auth-slot'
import { SplashScreen } from '@/features/shell/splash-screen'

const ClerkGate = lazy(() => import('./clerk-gate'))

const LOCAL = { mode: 'local', UserButton: null } as const

function readClerkKey(): string | undefined {
  const key = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY as string | undefined
  return key && key.trim() ? key.trim() : undefined
}

/** Falls back to local mode when the Clerk chunk or script fails to load. */
class ClerkLoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.warn('Sign-in could not be loaded; continuing in local mode.', error)
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export function AuthGate({ children, publishableKey = readClerkKey() }: { children: ReactNode; publishableKey?: string }) {
  const local = <AuthSlotContext.Provider value={LOCAL}>{children}</AuthSlotContext.Provider>
  if (!publishableKey) return local
  return (
    <ClerkLoadBoundary fallback={local}>
      <Suspense fallback={<SplashScreen />}>
        <ClerkGate publishableKey={publishableKey} localFallback={local}>
          {children}
        </ClerkGate>
      </Suspense>
    </ClerkLoadBoundary>
  )
}
