// The sign-in gate: local mode without a key, Clerk's signed-in / signed-out states with a key
// (Clerk mocked: no network in tests), and local mode when Clerk fails to load.
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuthSlot } from '@/components/auth/auth-slot'

const clerk = vi.hoisted(() => ({ state: 'signed-out' as 'signed-out' | 'signed-in' | 'failed' }))

vi.mock('@clerk/react', () => ({
  ClerkProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  ClerkLoading: () => null,
  ClerkFailed: ({ children }: { children: ReactNode }) => (clerk.state === 'failed' ? <>{children}</> : null),
  ClerkLoaded: ({ children }: { children: ReactNode }) => (clerk.state === 'failed' ? null : <>{children}</>),
  Show: ({ when, children }: { when: string; children: ReactNode }) => (when === clerk.state ? <>{children}</> : null),
  SignIn: () => <div>Clerk sign-in form</div>,
  UserButton: () => <button type="button">Account menu</button>,
}))

const { AuthGate } = await import('./auth-gate')

function Content() {
  const { mode, UserButton } = useAuthSlot()
  return (
    <div>
      <p>App content ({mode})</p>
      {UserButton ? <UserButton /> : <p>no user button</p>}
    </div>
  )
}

beforeEach(() => {
  clerk.state = 'signed-out'
})

describe('AuthGate', () => {
  it('without a publishable key opens the app in local mode with no user button', () => {
    render(<AuthGate publishableKey={undefined}><Content /></AuthGate>)
    expect(screen.getByText('App content (local)')).toBeInTheDocument()
    expect(screen.getByText('no user button')).toBeInTheDocument()
  })

  it('signed out: shows the sign-in card with logo, title and text, not the app', async () => {
    render(<AuthGate publishableKey="pk_test_x"><Content /></AuthGate>)
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'CourseLoad' })).toBeInTheDocument()
    expect(screen.getByText('Clerk sign-in form')).toBeInTheDocument()
    expect(screen.queryByText(/App content/)).not.toBeInTheDocument()
  })

  it("signed in: shows the app with Clerk's user button", async () => {
    clerk.state = 'signed-in'
    render(<AuthGate publishableKey="pk_test_x"><Content /></AuthGate>)
    expect(await screen.findByText('App content (clerk)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
  })

  it('when Clerk fails to load: the app opens in local mode and the user button shows nothing', async () => {
    clerk.state = 'failed'
    render(<AuthGate publishableKey="pk_test_x"><Content /></AuthGate>)
    expect(await screen.findByText('App content (local)')).toBeInTheDocument()
    expect(screen.getByText('no user button')).toBeInTheDocument()
    expect(screen.queryByText('Sign in to your account')).not.toBeInTheDocument()
  })
})
