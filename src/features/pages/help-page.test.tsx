// The help page's text reads as written: words either side of an emphasised term keep their
// space (JSX drops a line break after a closing tag, which printed "Assignedthe courses").
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import { createMemoryStore } from '@test/support/memory-store'
import { HelpPage } from './help-page'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

beforeEach(() => bindTestStore(createMemoryStore()))

async function helpText(): Promise<string> {
  const root = createRootRoute({ component: HelpPage })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={createTestClient()}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { name: 'Help', level: 1 })
  return document.body.textContent ?? ''
}

describe('help page', () => {
  it('keeps the space after each emphasised term', async () => {
    const text = await helpText()
    expect(text).toContain('and Assigned the courses whose every section has a professor')
    // No emphasised word glued to the next one anywhere on the page.
    const glued = [...document.querySelectorAll('strong, em, code')].filter((el) =>
      /^[a-z]/i.test(el.nextSibling?.textContent ?? ''),
    )
    expect(
      glued.map((el) => `${el.textContent}${el.nextSibling?.textContent?.slice(0, 12)}`),
    ).toEqual([])
  })
})
