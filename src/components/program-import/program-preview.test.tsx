// The program preview lists every level and course of a small program, and virtualizes a large
// one so a 6,000-course paste does not put ~24,000 nodes in the page.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildProgramPreview } from '@/domain/program-preview'
import { VIRTUALIZE_ABOVE } from '@/components/virtual-rows'
import { ProgramPreview } from './program-preview'

function program(courses: number) {
  const levels: Record<string, object[]> = {}
  for (let i = 0; i < courses; i++) {
    ;(levels[`Level ${(i % 4) + 1}`] ??= []).push({ code: `TST${String(i).padStart(4, '0')}`, title: `Course ${i}`, hours: 3 })
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

  it('virtualizes a 6,000-course program: only a window of rows is in the page', () => {
    render(<ProgramPreview preview={buildProgramPreview(program(6000), [], [])} />)
    const list = screen.getByRole('list', { name: 'Levels and courses' })
    expect(list).toHaveAttribute('data-virtualized')
    expect(within(list).queryAllByTestId('preview-item').length).toBeLessThan(VIRTUALIZE_ABOVE)
    // The heading still counts the whole program.
    expect(screen.getByText('Test Program')).toBeInTheDocument()
  })
})
