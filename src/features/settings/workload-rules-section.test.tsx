// Settings > General > Workload rules (issue 23): the choice, the CAAT-A factor table (bounded,
// defaults marked), Restore defaults, and what is stored.
import { QueryClientProvider } from '@tanstack/react-query'
import { render as renderUi, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { planSettingQueries } from '@/data/entity-queries'
import { readWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeProgram } from '@test/support/test-fixtures'
import { WorkloadRulesSection } from './workload-rules-section'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore

/** Rendered once the plan's settings are read, as the app's start reads them before any screen. */
async function render(ui: ReactElement) {
  const client = createTestClient()
  await client.ensureQueryData(planSettingQueries.list())
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/** The stored rules record (the planSettings store), without its id; null when none is stored. */
async function stored() {
  const record = (await store.planSettings.list()).items[0] as Record<string, unknown> | undefined
  if (!record) return null
  const { id, ...rules } = record
  expect(id).toBe('workloadRules')
  return rules
}

function storeRules(value: unknown) {
  store = createMemoryStore({ programs: [makeProgram()], planSettings: [workloadRulesSetting(readWorkloadRules(value))] })
  bindTestStore(store)
}

beforeEach(() => {
  localStorage.clear()
  store = createMemoryStore({ programs: [makeProgram()] })
  bindTestStore(store)
})

describe('Workload rules section', () => {
  it('starts on CourseLoad bands with no factors shown and nothing to save', async () => {
    await render(<WorkloadRulesSection />)
    expect(screen.getByLabelText('Workload rules')).toHaveDisplayValue('CourseLoad bands')
    expect(screen.queryByTestId('caat-a-factors')).toBeNull()
    expect(screen.getByRole('button', { name: 'Save workload rules' })).toBeDisabled()
  })

  it('switches to Ontario CAAT-A, edits a factor within its bounds and saves the whole value', async () => {
    const user = userEvent.setup()
    await render(<WorkloadRulesSection />)
    await user.selectOptions(screen.getByLabelText('Workload rules'), 'Ontario CAAT-A (Article 11)')
    const table = screen.getByTestId('caat-a-factors')
    const attributed = within(table).getByLabelText('Maximum total attributed workload')
    expect(attributed).toHaveValue(44)
    expect(within(table).getByLabelText('Established B')).toHaveValue(0.6)
    expect(screen.getByTestId('factor-default-attributedHoursMax')).toHaveTextContent('Default')

    await user.clear(attributed)
    await user.type(attributed, '200')
    await user.click(screen.getByRole('button', { name: 'Save workload rules' }))
    expect(await screen.findByText('Enter a number from 1 to 80')).toBeInTheDocument()
    expect(attributed).toHaveAttribute('aria-invalid', 'true')
    expect(await stored()).toBeNull()

    await user.clear(attributed)
    await user.type(attributed, '45')
    expect(screen.getByTestId('factor-default-attributedHoursMax')).toHaveTextContent('Changed · default 44')
    await user.click(screen.getByRole('button', { name: 'Save workload rules' }))
    expect(await screen.findByText('Workload rules saved')).toBeInTheDocument()
    expect(await stored()).toMatchObject({ rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { attributedHoursMax: 45, preparationEstablishedB: 0.6 } } })
  })

  it('restores every factor to its Article 11 default', async () => {
    storeRules({ rules: 'ontario-caat-a', caatA: { attributedHoursMax: 40, preparationNew: 1.5 } })
    const user = userEvent.setup()
    await render(<WorkloadRulesSection />)
    expect(screen.getByLabelText('New')).toHaveValue(1.5)
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }))
    expect(screen.getByLabelText('New')).toHaveValue(1.1)
    expect(screen.getByLabelText('Maximum total attributed workload')).toHaveValue(44)
    await user.click(screen.getByRole('button', { name: 'Save workload rules' }))
    expect(await screen.findByText('Workload rules saved')).toBeInTheDocument()
    expect((await stored())?.packs).toMatchObject({ 'ontario-caat-a': { attributedHoursMax: 44, preparationNew: 1.1 } })
  })

  it('marks programs as non-post-secondary (their 20 TCH maximum), kept by Restore defaults', async () => {
    storeRules({ rules: 'ontario-caat-a' })
    const user = userEvent.setup()
    await render(<WorkloadRulesSection />)
    const programs = await screen.findByTestId('non-post-secondary-programs')
    const box = within(programs).getByRole('checkbox')
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }))
    expect(box).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Save workload rules' }))
    expect(await screen.findByText('Workload rules saved')).toBeInTheDocument()
    expect((await stored())?.packs).toMatchObject({ 'ontario-caat-a': { nonPostSecondaryProgramIds: [makeProgram().slug] } })
  })
})
