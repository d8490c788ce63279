import '@/components/ui/test-polyfills'
import { useState } from 'react'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RowSelectionState, SortingState } from '@tanstack/react-table'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type DataTableProps } from '@/components/data-table/data-table'
import { createDataTableColumnHelper } from '@/components/data-table/data-table-features'
import { createSelectionColumn } from '@/components/data-table/selection-column'
import { collationKey } from '@/domain/kernel/collation'

interface Person {
  id: string
  name: string
  hours: number
  type: string
}

const helper = createDataTableColumnHelper<Person>()
const columns = helper.columns([
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('hours', { header: 'Hours', meta: { align: 'end' } }),
  helper.accessor('type', { header: 'Type', filterFn: 'arrHas' }),
])
const selectableColumns = [
  createSelectionColumn<Person>({ getRowLabel: (p) => `Select ${p.name}` }),
  ...columns,
]

const people: Person[] = [
  { id: 'p1', name: 'Carla', hours: 12, type: 'sessional' },
  { id: 'p2', name: 'Ada', hours: 40, type: 'full-time' },
  { id: 'p3', name: 'Bo', hours: 6, type: 'part-time' },
  { id: 'p4', name: 'Dev', hours: 18, type: 'full-time' },
]
const getRowId = (p: Person) => p.id

const SCROLL_HEIGHT = 400
const ROW_SIZE = 40

// jsdom has no layout: give the table's scroll container a real height so the virtualizer
// computes a deterministic window; every other element stays 0 high as usual.
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.slot === 'data-table-scroll' ? SCROLL_HEIGHT : 0
    },
  })
})
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
})

function bodyRows() {
  return screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'))
}

function names() {
  return bodyRows().map(
    (row) =>
      within(row)
        .getAllByRole('cell')
        .find((cell) => cell.textContent)?.textContent,
  )
}

function ControlledSorting(
  props: Partial<DataTableProps<Person>> & { onSorting?: (s: SortingState) => void },
) {
  const [sorting, setSorting] = useState<SortingState>([])
  return (
    <DataTable
      columns={columns}
      data={people}
      getRowId={getRowId}
      sorting={sorting}
      onSortingChange={(next) => {
        props.onSorting?.(next)
        setSorting(next)
      }}
      estimateRowSize={ROW_SIZE}
      height={SCROLL_HEIGHT}
      aria-label="Professors"
      {...props}
    />
  )
}

describe('DataTable sorting', () => {
  it('sorts ascending then descending when a header button is clicked, reflected in aria-sort', async () => {
    const user = userEvent.setup()
    const onSorting = vi.fn()
    render(<ControlledSorting onSorting={onSorting} />)
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' })
    expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    expect(names()).toEqual(['Carla', 'Ada', 'Bo', 'Dev'])

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }))
    expect(onSorting).toHaveBeenLastCalledWith([{ id: 'name', desc: false }])
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(names()).toEqual(['Ada', 'Bo', 'Carla', 'Dev'])

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }))
    expect(onSorting).toHaveBeenLastCalledWith([{ id: 'name', desc: true }])
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    expect(names()).toEqual(['Dev', 'Carla', 'Bo', 'Ada'])
  })

  it('sorts numbers ascending first too', async () => {
    const user = userEvent.setup()
    render(<ControlledSorting />)
    await user.click(screen.getByRole('button', { name: 'Hours' }))
    expect(names()).toEqual(['Bo', 'Carla', 'Dev', 'Ada'])
  })

  it('sorts a column by its precomputed key (numbers by value, accents and case ignored), ties kept in order', async () => {
    const user = userEvent.setup()
    const titled: Person[] = [
      { id: 't1', name: 'Room 10', hours: 1, type: 'a' },
      { id: 't2', name: 'room 2', hours: 2, type: 'a' },
      { id: 't3', name: 'Élan', hours: 3, type: 'a' },
      { id: 't4', name: 'ROOM 2', hours: 4, type: 'a' },
    ]
    const keyed = helper.columns([
      helper.accessor('name', {
        header: 'Name',
        meta: { sortKey: (p: Person) => collationKey(p.name) },
      }),
    ])
    render(<ControlledSorting columns={keyed} data={titled} />)
    const button = screen.getByRole('button', { name: 'Name' })
    await user.click(button)
    expect(names()).toEqual(['Élan', 'room 2', 'ROOM 2', 'Room 10'])
    await user.click(button)
    expect(names()).toEqual(['Room 10', 'room 2', 'ROOM 2', 'Élan'])
  })

  it('applies a sort order given from outside (e.g. the URL)', () => {
    render(
      <DataTable
        columns={columns}
        data={people}
        sorting={[{ id: 'hours', desc: true }]}
        onSortingChange={() => {}}
        height={SCROLL_HEIGHT}
      />,
    )
    expect(names()).toEqual(['Ada', 'Dev', 'Carla', 'Bo'])
    expect(screen.getByRole('columnheader', { name: 'Hours' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })
})

describe('DataTable virtualization', () => {
  it('renders only a window of rows out of 10,000 and reports the full row count', async () => {
    const many: Person[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: `p${i}`,
      name: `Person ${String(i).padStart(5, '0')}`,
      hours: i % 41,
      type: 'part-time',
    }))
    render(
      <DataTable
        columns={columns}
        data={many}
        getRowId={getRowId}
        estimateRowSize={ROW_SIZE}
        height={SCROLL_HEIGHT}
        overscan={5}
      />,
    )
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    const rendered = bodyRows()
    // 400 px / 40 px = 10 rows in view, plus at most 5 overscan below (none above at the top).
    expect(rendered.length).toBeGreaterThanOrEqual(SCROLL_HEIGHT / ROW_SIZE)
    expect(rendered.length).toBeLessThanOrEqual(SCROLL_HEIGHT / ROW_SIZE + 2 * 5)
    expect(rendered[0]).toHaveTextContent('Person 00000')
    expect(screen.queryByText('Person 09999')).not.toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001')
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2')
  })

  it('shows the empty message when there are no rows', () => {
    render(
      <DataTable columns={columns} data={[]} emptyMessage="No professors match your filters" />,
    )
    expect(
      screen.getByRole('cell', { name: 'No professors match your filters' }),
    ).toBeInTheDocument()
  })
})

function ControlledSelection({
  onChange,
  globalFilter,
}: {
  onChange: (s: RowSelectionState) => void
  globalFilter?: string
}) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  return (
    <DataTable
      columns={selectableColumns}
      data={people}
      getRowId={getRowId}
      rowSelection={rowSelection}
      onRowSelectionChange={(next) => {
        onChange(next)
        setRowSelection(next)
      }}
      globalFilter={globalFilter}
      onGlobalFilterChange={() => {}}
      height={SCROLL_HEIGHT}
      footer={(table) => <p>{table.getSelectedRowIds().length} selected</p>}
    />
  )
}

describe('DataTable selection', () => {
  it('the header checkbox selects every row, then clears them', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<ControlledSelection onChange={onChange} />)
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' })
    expect(selectAll).not.toBeChecked()

    await user.click(selectAll)
    expect(onChange).toHaveBeenLastCalledWith({ p1: true, p2: true, p3: true, p4: true })
    expect(selectAll).toBeChecked()
    expect(screen.getByText('4 selected')).toBeInTheDocument()
    for (const row of bodyRows()) expect(row).toHaveAttribute('aria-selected', 'true')

    await user.click(selectAll)
    expect(onChange).toHaveBeenLastCalledWith({})
    expect(screen.getByText('0 selected')).toBeInTheDocument()
  })

  it('a row checkbox selects one row and puts the header in the mixed state', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<ControlledSelection onChange={onChange} />)
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo' }))
    expect(onChange).toHaveBeenLastCalledWith({ p3: true })
    expect(screen.getByRole('checkbox', { name: 'Select Bo' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked()
  })

  it('a row box shows its state after every click, on the box or the space around it', async () => {
    const user = userEvent.setup()
    render(<ControlledSelection onChange={vi.fn()} />)
    const box = screen.getByRole('checkbox', { name: 'Select Bo' })
    await user.click(box)
    expect(box).toBeChecked()
    await user.click(box)
    expect(box).not.toBeChecked()
    // The padded span around the box is part of its target (24 px).
    await user.click(box.closest('[data-row-select]')!)
    expect(box).toBeChecked()
    expect(screen.getByText('1 selected')).toBeInTheDocument()
  })

  it('select-all takes only the rows left by the current filter', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<ControlledSelection onChange={onChange} globalFilter="d" />)
    // 'd' (case-insensitive, any column) matches Ada and Dev only.
    expect(names()).toEqual(['Ada', 'Dev'])
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }))
    expect(onChange).toHaveBeenLastCalledWith({ p2: true, p4: true })
  })

  it('selected rows the filter hides do not put the header in the mixed state, and select-all keeps them', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    // Bo is selected behind a filter that hides him: no ticked row in sight, so no dash.
    function Filtered() {
      const [rowSelection, setRowSelection] = useState<RowSelectionState>({ p3: true })
      return (
        <DataTable
          columns={selectableColumns}
          data={people}
          getRowId={getRowId}
          rowSelection={rowSelection}
          onRowSelectionChange={(next) => {
            onChange(next)
            setRowSelection(next)
          }}
          globalFilter="d"
          onGlobalFilterChange={() => {}}
          height={SCROLL_HEIGHT}
        />
      )
    }
    render(<Filtered />)
    const header = screen.getByRole('checkbox', { name: 'Select all rows' })
    expect(header).not.toBePartiallyChecked()
    expect(header).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }))
    expect(header).toBePartiallyChecked()
    await user.click(header)
    expect(onChange).toHaveBeenLastCalledWith({ p3: true, p2: true, p4: true })
    expect(header).toBeChecked()
  })
})

describe('DataTable keyboard and row activation', () => {
  it('moves focus between rows with the arrow keys and activates with Enter', async () => {
    const user = userEvent.setup()
    const onRowClick = vi.fn()
    render(<ControlledSorting onRowClick={onRowClick} />)
    const rows = bodyRows()
    expect(rows[0]).toHaveAttribute('tabindex', '0')
    expect(rows[1]).toHaveAttribute('tabindex', '-1')

    rows[0]?.focus()
    await user.keyboard('{ArrowDown}')
    expect(bodyRows()[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(bodyRows()[3]).toHaveFocus()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(onRowClick).toHaveBeenCalledWith(people[2])

    await user.click(screen.getByText('Dev'))
    expect(onRowClick).toHaveBeenLastCalledWith(people[3])
  })

  it('a click on a row checkbox does not activate the row', async () => {
    const user = userEvent.setup()
    const onRowClick = vi.fn()
    render(
      <DataTable
        columns={selectableColumns}
        data={people}
        getRowId={getRowId}
        onRowClick={onRowClick}
      />,
    )
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }))
    expect(onRowClick).not.toHaveBeenCalled()
  })
})

describe('DataTable view options, as the app shows them (in the last header cell)', () => {
  function renderWithViewOptions() {
    render(<DataTable columns={columns} data={people} getRowId={getRowId} height={SCROLL_HEIGHT} viewOptionsInHeader />)
    return userEvent.setup()
  }

  it('the view options menu hides and shows a column', async () => {
    const user = renderWithViewOptions()
    await user.click(screen.getByRole('button', { name: 'Table view options' }))
    expect(screen.getAllByRole('columnheader', { hidden: true })).toHaveLength(3)
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Hours' }))
    // The menu stays open for more toggles.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Hours' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await user.keyboard('{Escape}')
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Type',
    ])

    await user.click(screen.getByRole('button', { name: 'Table view options' }))
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Hours' }))
    await user.keyboard('{Escape}')
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Hours',
      'Type',
    ])
  })
})

describe('DataTable header cells (memoized: a sort re-renders only the cells whose column changed)', () => {
  it('the View menu in the header keeps its boxes in step with the columns shown, and the sort arrow follows the sort', async () => {
    const user = userEvent.setup()
    render(<ControlledSorting viewOptionsInHeader />)
    await user.click(screen.getByRole('button', { name: 'Name' }))
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(screen.getByRole('button', { name: 'Table view options' }))
    const hours = await screen.findByRole('menuitemcheckbox', { name: 'Hours' })
    expect(hours).toHaveAttribute('aria-checked', 'true')
    await user.click(hours)
    // Still open: the box shows the change although no header cell sorted or resized.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Hours' })).toHaveAttribute('aria-checked', 'false')
    await user.keyboard('{Escape}')
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Type'])
    await user.click(screen.getByRole('button', { name: 'Name' }))
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'none')
    expect(names()).toEqual(['Dev', 'Carla', 'Bo', 'Ada'])
  })
})

describe('DataTable range selection with the keyboard and Shift', () => {
  it('Shift+click on a row checkbox selects every row from the last one clicked', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<ControlledSelection onChange={onChange} />)
    await user.click(screen.getByRole('checkbox', { name: 'Select Carla' }))
    await user.keyboard('{Shift>}')
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo' }))
    await user.keyboard('{/Shift}')
    expect(onChange).toHaveBeenLastCalledWith({ p1: true, p2: true, p3: true })
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Bo' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Dev' })).not.toBeChecked()
  })

  it('Space toggles the focused row; Shift+Space extends the range', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<ControlledSelection onChange={onChange} />)
    bodyRows()[1]?.focus()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith({ p2: true })
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}')
    expect(onChange).toHaveBeenLastCalledWith({ p2: true, p3: true, p4: true })
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith({ p2: true, p3: true })
  })
})

describe('DataTable layout kept per browser', () => {
  afterEach(() => localStorage.clear())

  function WithLayout() {
    return (
      <DataTable
        columns={columns}
        data={people}
        getRowId={getRowId}
        height={SCROLL_HEIGHT}
        layoutId="people"
        defaultHiddenColumns={['type']}
        viewOptionsInHeader
      />
    )
  }
  const headers = () =>
    screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent)

  it('starts with the default hidden columns, and keeps what the user shows, the order and the density', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<WithLayout />)
    expect(headers()).toEqual(['Name', 'Hours'])
    expect(document.querySelector('[data-density]')).toHaveAttribute('data-density', 'compact')

    await user.click(screen.getByRole('button', { name: 'Table view options' }))
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Type' }))
    // Type is shown last, so the menu moved to its header cell: opened again there.
    await user.click(screen.getByRole('button', { name: 'Table view options' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Comfortable' }))
    screen.getByRole('menuitem', { name: 'Column order' }).focus()
    await user.keyboard('{ArrowRight}')
    ;(await screen.findByRole('menuitem', { name: 'Move Type earlier' })).focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}{Escape}')
    expect(headers()).toEqual(['Name', 'Type', 'Hours'])

    unmount()
    render(<WithLayout />)
    expect(headers()).toEqual(['Name', 'Type', 'Hours'])
    expect(document.querySelector('[data-density]')).toHaveAttribute('data-density', 'comfortable')
    expect(JSON.parse(localStorage.getItem('courseload-table-layouts') ?? '{}')).toMatchObject({
      people: {
        visibility: { type: true },
        order: ['name', 'type', 'hours'],
        density: 'comfortable',
      },
    })
  })

  it('a dragged header grip sets the column width, and the width is kept', () => {
    render(<WithLayout />)
    const grip = document.querySelector('[data-slot="column-resize-handle"]')!
    // jsdom has no layout: the cell measures 0 px wide, so a 100 px drag makes it 100 px.
    fireEvent.pointerDown(grip, { clientX: 10, pointerId: 1 })
    fireEvent.pointerUp(grip, { clientX: 110, pointerId: 1 })
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ width: '100px' })
    expect(
      JSON.parse(localStorage.getItem('courseload-table-layouts') ?? '{}').people.sizing,
    ).toEqual({ name: 100 })
  })

  it('Narrower and Wider in the menu resize a column from the keyboard, from its shown width', async () => {
    const user = userEvent.setup()
    render(<WithLayout />)
    // jsdom has no layout: the Name cell is said to be 180 px wide as shown.
    const name = screen.getByRole('columnheader', { name: 'Name' })
    vi.spyOn(name, 'getBoundingClientRect').mockReturnValue({ width: 180 } as DOMRect)
    await user.click(screen.getByRole('button', { name: 'Table view options' }))
    screen.getByRole('menuitem', { name: 'Column width' }).focus()
    await user.keyboard('{ArrowRight}')
    ;(await screen.findByRole('menuitem', { name: 'Make Name wider' })).focus()
    await user.keyboard('{Enter}')
    expect(name).toHaveStyle({ width: '212px' })
    vi.spyOn(name, 'getBoundingClientRect').mockReturnValue({ width: 212 } as DOMRect)
    ;(await screen.findByRole('menuitem', { name: 'Make Name narrower' })).focus()
    await user.keyboard('{Enter}{Enter}')
    expect(
      JSON.parse(localStorage.getItem('courseload-table-layouts') ?? '{}').people.sizing,
    ).toEqual({ name: 180 })
  })
})
