/**
 * The Clerk-backed gate, in its own chunk. Signed-out users see the sign-in card; signed-in users
 * see the app with Clerk's user button. ClerkFailed (script blocked or unreachable) opens the app
 * in local mode with no user button.
 */
import type { ReactNode } from 'react'
import { ClerkFailed, ClerkLoaded, ClerkLoading, ClerkProvider, Show, SignIn, UserButton } from '@clerk/react'
import { AuthSlotContext } from '@/components/auth/auth-slot'
import { BASE_PATH, PRODUCT_NAME } from '@/domain/kernel/constants'
import { SplashScreen } from '@/features/shell/splash-screen'

const CLERK_SLOT = { mode: 'clerk', UserButton: () => <UserButton /> } as const

export default function ClerkGate({
  publishableKey,
  children,
  localFallback,
}: {
  publishableKey: string
  children: ReactNode
  localFallback: ReactNode
}) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      afterSignOutUrl={`${BASE_PATH}/sign-in`}
      signInForceRedirectUrl={BASE_PATH}
      signUpForceRedirectUrl={BASE_PATH}
    >
      <ClerkLoading>
        <SplashScreen />
      </ClerkLoading>
      <ClerkFailed>{localFallback}</ClerkFailed>
      <ClerkLoaded>
        <Show when="signed-in">
          <AuthSlotContext.Provider value={CLERK_SLOT}>{children}</AuthSlotContext.Provider>
        </Show>
        <Show when="signed-out">
          <SignInCard />
        </Show>
      </ClerkLoaded>
    </ClerkProvider>
  )
}

function SignInCard() {
  return (
    <main className="bg-background flex min-h-full items-center justify-center p-6">
      <div className="bg-card w-full max-w-md rounded-xl border p-8 text-center shadow-sm">
        <img src={`${BASE_PATH}/logo.svg`} alt="" className="mx-auto size-12" />
        <h1 className="mt-4 text-2xl font-semibold">{PRODUCT_NAME}</h1>
        <p className="text-muted-foreground mt-1">Sign in to your account</p>
        <div className="mt-6 flex justify-center">
          <SignIn routing="hash" forceRedirectUrl={BASE_PATH} />
        </div>
      </div>
    </main>
  )
}
