import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PREVIEW_ROWS, ReportPreview } from './report-preview'

describe('report preview (issue 26: Generate Report shows what it made)', () => {
  it('shows the report table with its columns and first rows, numbers formatted, and says how many are left out', () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Prof ${i + 1}`, i === 0 ? 1234.5 : i])
    render(<ReportPreview table={{ title: 'Workload Summary', columns: ['Professor', 'Weekly Hours'], rows }} />)
    const region = screen.getByRole('region', { name: 'Preview of Workload Summary' })
    expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Professor', 'Weekly Hours'])
    const bodyRows = within(region).getAllByRole('row').slice(1)
    expect(bodyRows).toHaveLength(PREVIEW_ROWS)
    expect(bodyRows[0]).toHaveTextContent('Prof 11234.50')
    expect(screen.getByText(/First 50 of 120 rows/)).toBeInTheDocument()
  })

  it('says so when the report has no rows', () => {
    render(<ReportPreview table={{ title: 'Course Assignments', columns: ['Course'], rows: [] }} />)
    expect(screen.getByText('The report has no rows.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Preview of Course Assignments' })).toBeNull()
  })
})
