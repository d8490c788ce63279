// The program preview lists every level and course of a small program, and virtualizes a large
// one so a 6,000-course paste does not put ~24,000 nodes in the page.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildProgramPreview } from '@/domain/programs/program-preview'
import { VIRTUALIZE_ABOVE } from '@/components/virtual-rows'
import { ProgramPreview } from './program-preview'

function program(courses: number) {
  const levels: Record<string, object[]> = {}
  for (let i = 0; i < courses; i++) {
    ;(levels[`Level ${(i % 4) + 1}`] ??= []).push({
      code: `TST${String(i).padStart(4, '0')}`,
      title: `Course ${i}`,
      hours: 3,
    })
  }
  return { program: { name: 'Test Program', code: 'TST' }, courses_by_level: levels }
}

describe('ProgramPreview', () => {
  it('shows every level and course of a small program', () => {
    render(<ProgramPreview preview={buildProgramPreview(program(12), [], [])} />)
    const list = screen.getByRole('list', { name: 'Levels and courses' })
    expect(within(list).getAllByTestId('preview-item')).toHaveLength(12)
    expect(within(list).getByText('Level 4')).toBeInTheDocument()
    expect(list).not.toHaveAttribute('data-virtualized')
  })

  it('shows a positive length in years, and no length for -1 or 0 (not "-1 years")', () => {
    const withLength = (length_years: number) => {
      const data = program(1)
      return { ...data, program: { ...data.program, length_years } }
    }
    const { unmount } = render(
      <ProgramPreview preview={buildProgramPreview(withLength(3), [], [])} />,
    )
    expect(screen.getByTestId('program-preview')).toHaveTextContent('3 years')
    unmount()
    for (const bad of [-1, 0]) {
      const view = render(<ProgramPreview preview={buildProgramPreview(withLength(bad), [], [])} />)
      expect(screen.getByTestId('program-preview')).not.toHaveTextContent(/years?\b/)
      view.unmount()
    }
  })

  it('virtualizes a 6,000-course program: only a window of rows is in the page', () => {
    render(<ProgramPreview preview={buildProgramPreview(program(6000), [], [])} />)
    const list = screen.getByRole('list', { name: 'Levels and courses' })
    expect(list).toHaveAttribute('data-virtualized')
    expect(within(list).queryAllByTestId('preview-item').length).toBeLessThan(VIRTUALIZE_ABOVE)
    // The heading still counts the whole program.
    expect(screen.getByText('Test Program')).toBeInTheDocument()
  })
})
