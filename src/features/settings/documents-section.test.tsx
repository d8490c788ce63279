// Settings → General → Documents (issue 26): the letterhead and paper of printed statements.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useReportOptions } from '@/data/report-options'
import type { ReportSettings } from '@/domain/reports/report'
import { DocumentsSection } from './documents-section'

/** Shows the stored report options as every other screen (and the print window) reads them. */
function Probe() {
  const [options] = useReportOptions()
  return <output data-testid="stored">{JSON.stringify(options)}</output>
}
const getReportOptions = (): ReportSettings => JSON.parse(screen.getByTestId('stored').textContent ?? '{}')

describe('Documents settings', () => {
  it('saves the letterhead lines and the paper with the report options (Letter by default)', async () => {
    const user = userEvent.setup()
    render(<><DocumentsSection /><Probe /></>)
    expect(screen.getByLabelText('Paper size')).toHaveValue('letter')
    expect(screen.getByRole('button', { name: 'Save documents' })).toBeDisabled()
    await user.type(screen.getByLabelText('College'), '  Northbrook College  ')
    await user.type(screen.getByLabelText('Department'), 'Animation')
    await user.selectOptions(screen.getByLabelText('Paper size'), 'a4')
    await user.click(screen.getByRole('button', { name: 'Save documents' }))
    expect(await screen.findByText('Document settings saved')).toBeInTheDocument()
    const stored = getReportOptions()
    expect(stored.paperSize).toBe('a4')
    expect(stored.letterhead).toEqual({ college: 'Northbrook College', school: '', department: 'Animation', contact: '' })
  })

  it('refuses a line over 120 characters with a message, and stores nothing', async () => {
    const user = userEvent.setup()
    render(<><DocumentsSection /><Probe /></>)
    const field = screen.getByLabelText('Contact')
    await user.click(field)
    await user.paste('x'.repeat(121))
    await user.click(screen.getByRole('button', { name: 'Save documents' }))
    expect(await screen.findByText('At most 120 characters')).toBeInTheDocument()
    expect(getReportOptions().letterhead.contact).toBe('')
  })
})
