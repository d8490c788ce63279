// The dashboard's Workload Alerts panel: the spec's empty text only when there are no alerts;
// otherwise groups in the order given (most severe first) with their counts, each alert naming
// who or what and the figure, a link to the fix, and long groups paged with "Show more".
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AlertGroup, WorkloadAlert } from '@/domain/alerts/workload-alerts'
import { WorkloadAlertsPanel } from './workload-alerts-panel'

function renderPanel(groups: AlertGroup[]) {
  const root = createRootRoute({
    component: () => <WorkloadAlertsPanel groups={groups} scopeLabel="Fall 2026" />,
  })
  const courses = createRoute({
    getParentRoute: () => root,
    path: '/courses',
    component: () => null,
  })
  const router = createRouter({
    routeTree: root.addChildren([courses]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return render(<RouterProvider router={router} />)
}

const open = (n: number): WorkloadAlert => ({
  id: `open:c${n}`,
  type: 'course-unassigned',
  subject: `ANIM10${String(n).padStart(2, '0')} Drawing`,
  detail: `1 of 2 sections open · Fall 2026`,
  target: { kind: 'manage-sections', courseId: `c${n}` },
  action: 'Manage sections',
})

describe('WorkloadAlertsPanel', () => {
  it("says 'No workload alerts at this time.' only when there are none", async () => {
    renderPanel([])
    expect(await screen.findByText('No workload alerts at this time.')).toBeInTheDocument()
  })

  it('lists groups with counts, figures and links to the fix, paging long groups', async () => {
    const user = userEvent.setup()
    renderPanel([
      {
        type: 'workload-overload',
        label: 'Overloaded professors',
        alerts: [
          {
            id: 'overload:p1:winter-2027',
            type: 'workload-overload',
            subject: 'Maya Okafor',
            detail: '21/18 h in Winter 2027 · 3 h over the cap',
            target: { kind: 'professor-courses', professorId: 'p1' },
            action: 'View courses',
          },
        ],
      },
      {
        type: 'course-unassigned',
        label: 'Courses with open sections',
        alerts: Array.from({ length: 15 }, (_, i) => open(i + 1)),
      },
    ])
    const headings = await screen.findAllByRole('heading', { name: /\(\d+\)$/ })
    expect(headings.map((h) => h.textContent)).toEqual([
      'Overloaded professors (1)',
      'Courses with open sections (15)',
    ])
    expect(screen.queryByText('No workload alerts at this time.')).toBeNull()
    expect(screen.getByText('21/18 h in Winter 2027 · 3 h over the cap')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View courses: Maya Okafor' })).toHaveAttribute(
      'href',
      '/courses?professorId=p1',
    )
    expect(screen.getByRole('link', { name: 'Manage sections: ANIM1001 Drawing' })).toHaveAttribute(
      'href',
      '/courses?manage=c1',
    )
    expect(screen.getAllByRole('link', { name: /^Manage sections:/ })).toHaveLength(3)
    // Not "Show 2 more of 2": the button says how many it adds, and how many are left when it
    // will not show them all.
    await user.click(screen.getByRole('button', { name: 'Show 10 more (12 not shown)' }))
    expect(screen.getAllByRole('link', { name: /^Manage sections:/ })).toHaveLength(13)
    await user.click(screen.getByRole('button', { name: 'Show the other 2' }))
    expect(screen.getAllByRole('link', { name: /^Manage sections:/ })).toHaveLength(15)
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull()
  })
})
