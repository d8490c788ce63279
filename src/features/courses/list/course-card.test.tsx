// The course card shows what a course needs (issue 24): its required specializations, and its
// evaluation mix and expected enrolment when set; nothing for a course without them.
import '@/components/ui/test-polyfills'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { IndexedCourse } from '@/domain/courses/course-filters'
import { makeCourse } from '@test/support/test-fixtures'
import { CourseCard } from './course-card'

function renderCard(over: Parameters<typeof makeCourse>[0]) {
  const course = makeCourse({ code: 'ANI1001', semester: { term: 'fall', year: 2026 }, term: 'fall', ...over })
  const row = { course, version: 'original', assignedSections: 0, openSections: 1, status: 'unassigned' } as IndexedCourse
  render(
    <TooltipProvider>
      <CourseCard
        row={row}
        assignments={[]}
        conflicts={new Map()}
        professorNames={new Map()}
        programName=""
        actions={{ onEdit: vi.fn(), onDelete: vi.fn(), onManage: vi.fn() }}
      />
    </TooltipProvider>,
  )
  return screen.getByTestId('course-card')
}

describe('course card needs', () => {
  it('lists the required specializations, the evaluation mix and the expected enrolment', () => {
    const card = renderCard({
      requiredSpecializations: ['Maya', 'Rigging'],
      evaluationMix: { essay: 60, routine: 40, inProcess: 0 },
      expectedEnrolment: 28,
    })
    expect(within(card).getByTestId('course-required-specializations')).toHaveTextContent('RequiresMayaRigging')
    expect(card).toHaveTextContent('Evaluation60 essay / 40 routine')
    expect(card).toHaveTextContent('Expected28 students per section')
  })

  it('draws nothing for a course without needs', () => {
    const card = renderCard({ requiredSpecializations: [] })
    expect(within(card).queryByTestId('course-required-specializations')).toBeNull()
    expect(card).not.toHaveTextContent('Requires')
  })
})

describe('a course that needs no professor (issue 26)', () => {
  it('says "No professor needed" in its status and its sections, never a red "Unassigned"', () => {
    const card = renderCard({ professorNotRequired: true, sectionCount: 2 })
    expect(within(card).getByTestId('course-status')).toHaveTextContent('No professor needed')
    expect(card).not.toHaveTextContent('Unassigned')
    expect(within(card).getAllByText('No professor needed')).toHaveLength(3)
  })

  it('a course that needs one still shows its sections as unassigned', () => {
    const card = renderCard({ sectionCount: 1 })
    expect(within(card).getByTestId('course-status')).toHaveTextContent('Unassigned')
    expect(card).not.toHaveTextContent('No professor needed')
  })
})
