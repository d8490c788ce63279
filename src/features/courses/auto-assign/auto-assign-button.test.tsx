// The toolbar's Auto-assign is a button (it opens a dialog on this screen), not a link styled as
// one; pressing it puts ?autoAssign=1 in the address, keeping the other search values.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AutoAssignButton } from './auto-assign-button'

describe('Auto-assign button', () => {
  it('is a button that opens Auto-assign through the address', async () => {
    const root = createRootRoute()
    const courses = createRoute({
      getParentRoute: () => root,
      path: '/courses',
      component: AutoAssignButton,
    })
    const router = createRouter({
      routeTree: root.addChildren([courses]),
      history: createMemoryHistory({ initialEntries: ['/courses?chip=unassigned'] }),
    })
    render(<RouterProvider router={router} />)
    const button = await screen.findByRole('button', { name: 'Auto-assign' })
    expect(screen.queryByRole('link')).toBeNull()
    await userEvent.setup().click(button)
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ chip: 'unassigned', autoAssign: 1 }),
    )
  })
})
