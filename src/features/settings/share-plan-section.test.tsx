// Settings > General > Share this plan (issue 34): until a planner shares the plan nothing leaves
// the browser; an address this build may not reach, or one that would send the plan unencrypted,
// is refused in words before any request; a shared plan says where it is shared.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import { createMemoryStore } from '@test/support/memory-store'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'
import { SharePlanSection } from './share-plan-section'

function renderSection() {
  const client = createTestClient()
  return render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <SharePlanSection />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
}

let fetchSpy: ReturnType<typeof vi.fn>
beforeEach(() => {
  localStorage.clear()
  bindTestStore(createMemoryStore({}))
  fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')))
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => vi.unstubAllGlobals())

async function shareWith(address: string) {
  const user = userEvent.setup()
  renderSection()
  await user.type(screen.getByLabelText('Server address'), address)
  await user.type(screen.getByLabelText('Your e-mail'), 'ada@school.example')
  await user.click(screen.getByRole('button', { name: 'Share this plan' }))
}

describe('Share this plan', () => {
  it('sends nothing and stores nothing until asked', () => {
    renderSection()
    expect(screen.getByRole('heading', { name: 'Share this plan' })).toBeInTheDocument()
    expect(screen.getByText(/Until you do, nothing leaves this browser/)).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(localStorage.length).toBe(0)
  })

  it('refuses a server this build may not connect to (its Content-Security-Policy), before any request', async () => {
    await shareWith('courseload.school.edu')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This copy of CourseLoad may only connect to http://localhost:*, http://127.0.0.1:* (its Content-Security-Policy). Ask whoever deploys it to build it with VITE_SYNC_SERVER_ORIGINS=https://courseload.school.edu.',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(localStorage.length).toBe(0)
  })

  it('refuses plain http to another machine', async () => {
    await shareWith('http://courseload.school.edu')
    expect(await screen.findByRole('alert')).toHaveTextContent('Use https:// for a server on another machine')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('says precisely when the server cannot be reached, and leaves the plan unshared', async () => {
    await shareWith('http://127.0.0.1:9')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server at 127.0.0.1:9. Check the address and that the server is running.')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('courseload-sync')).toBeNull()
  })

  it('once shared, says where and offers to stop sharing', () => {
    localStorage.setItem('courseload-sync', JSON.stringify({ serverUrl: 'https://courseload.school.edu', planId: 'live', shared: true, email: 'ada@school.example' }))
    renderSection()
    expect(screen.getByText(/Shared with/)).toHaveTextContent('Shared with courseload.school.edu as plan live (signed in as ada@school.example).')
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeInTheDocument()
  })
})
