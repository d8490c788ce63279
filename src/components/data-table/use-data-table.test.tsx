import { act, renderHook } from '@testing-library/react'
import type { SortingState } from '@tanstack/react-table'
import { describe, expect, it, vi } from 'vitest'
import { createDataTableColumnHelper } from '@/components/data-table/data-table-features'
import { createSelectionColumn } from '@/components/data-table/selection-column'
import { useDataTable, type UseDataTableOptions } from '@/components/data-table/use-data-table'
import { collationKey } from '@/domain/kernel/collation'

interface Course {
  id: string
  title: string
  hours: number
  term: string
}

const courses: Course[] = [
  { id: 'c1', title: 'Room 10', hours: 3, term: 'Fall' },
  { id: 'c2', title: 'room 2', hours: 6, term: 'Winter' },
  { id: 'c3', title: 'Élan', hours: 3, term: 'Fall' },
  { id: 'c4', title: 'ROOM 2', hours: 1, term: 'Spring' },
  { id: 'c5', title: 'Animation', hours: 6, term: 'Fall' },
]

/** Columns whose title and term sort by precomputed keys (counted), and hours by TanStack's sortFn. */
function makeColumns() {
  const titleKey = vi.fn((c: Course) => collationKey(c.title))
  const termKey = vi.fn((c: Course) => collationKey(c.term))
  const helper = createDataTableColumnHelper<Course>()
  const columns = helper.columns([
    helper.accessor('title', { header: 'Title', meta: { sortKey: titleKey } }),
    helper.accessor('hours', { header: 'Hours', size: 80 }),
    helper.accessor('term', { header: 'Term', meta: { sortKey: termKey } }),
    helper.display({ id: 'actions', enableSorting: false, enableHiding: false, size: 48 }),
  ])
  return { columns, titleKey, termKey }
}

function renderTable(options: Partial<UseDataTableOptions<Course>> = {}) {
  const { columns, titleKey, termKey } = makeColumns()
  const hook = renderHook((props: Partial<UseDataTableOptions<Course>>) =>
    useDataTable<Course>({ columns, data: courses, getRowId: (c) => c.id, ...options, ...props }),
  )
  const ids = () => hook.result.current.rows.map((row) => row.id)
  const sortBy = (sorting: SortingState) => act(() => hook.result.current.table.setSorting(sorting))
  return { ...hook, ids, sortBy, titleKey, termKey }
}

describe('useDataTable: sorting by precomputed keys', () => {
  it('orders by the column key in both directions, ties (room 2 / ROOM 2) kept in their order', () => {
    const { ids, sortBy } = renderTable()
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    sortBy([{ id: 'title', desc: false }])
    expect(ids()).toEqual(['c5', 'c3', 'c2', 'c4', 'c1'])
    sortBy([{ id: 'title', desc: true }])
    expect(ids()).toEqual(['c1', 'c2', 'c4', 'c3', 'c5'])
    sortBy([])
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
  })

  it('reads each row key once per list of rows, whatever the direction or the number of sorts', () => {
    const { sortBy, titleKey, termKey, rerender } = renderTable()
    sortBy([{ id: 'title', desc: false }])
    sortBy([{ id: 'title', desc: true }])
    sortBy([{ id: 'term', desc: false }])
    sortBy([{ id: 'title', desc: false }])
    expect(titleKey).toHaveBeenCalledTimes(courses.length)
    expect(termKey).toHaveBeenCalledTimes(courses.length)

    // New data (an edit gives a new list): its keys are read again, once.
    const edited = courses.map((c) => (c.id === 'c5' ? { ...c, title: 'Zoetrope' } : c))
    rerender({ data: edited })
    expect(titleKey).toHaveBeenCalledTimes(2 * courses.length)
  })

  it('sorts by a second key column within equal first keys', () => {
    const { ids, sortBy } = renderTable()
    sortBy([
      { id: 'term', desc: false },
      { id: 'title', desc: true },
    ])
    // Fall (Room 10, Élan, Animation), Spring, Winter.
    expect(ids()).toEqual(['c1', 'c3', 'c5', 'c4', 'c2'])
  })

  it('a column without a key sorts with its sortFn, and with a key column too', () => {
    const { ids, sortBy, titleKey } = renderTable()
    sortBy([{ id: 'hours', desc: false }])
    expect(ids()).toEqual(['c4', 'c1', 'c3', 'c2', 'c5'])
    sortBy([
      { id: 'hours', desc: true },
      { id: 'title', desc: false },
    ])
    // The whole sort is TanStack's: titles compared by its sortFn (Room 10 before Élan by code
    // point), not by their keys (which put Élan first).
    expect(ids()).toEqual(['c5', 'c2', 'c1', 'c3', 'c4'])
    expect(titleKey).not.toHaveBeenCalled()
  })

  it('ignores a sort on a column that cannot be sorted or does not exist', () => {
    const { ids, sortBy } = renderTable()
    sortBy([
      { id: 'actions', desc: false },
      { id: 'gone', desc: true },
    ])
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
  })

  it('keeps the row objects and hands back the same rows while neither the sort nor the data changes', () => {
    const { result, sortBy, rerender } = renderTable()
    const unsorted = new Map(result.current.rows.map((row) => [row.id, row]))
    sortBy([{ id: 'title', desc: false }])
    const sorted = result.current.rows
    for (const row of sorted) expect(row).toBe(unsorted.get(row.id))
    // A render for another reason (a selection, a new callback) does not sort again.
    rerender({ onRowSelectionChange: () => {} })
    expect(result.current.rows).toBe(sorted)
  })
})

describe('useDataTable: controlled and kept state', () => {
  it('a controlled sort follows its prop and reports changes as plain values', () => {
    const onSortingChange = vi.fn()
    const { ids, result, rerender } = renderTable({ sorting: [], onSortingChange })
    act(() => result.current.table.getColumn('title')?.toggleSorting())
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'title', desc: false }])
    // Not applied until the owner passes it back (e.g. through the URL).
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    rerender({ sorting: [{ id: 'title', desc: false }], onSortingChange })
    expect(ids()).toEqual(['c5', 'c3', 'c2', 'c4', 'c1'])
  })

  it('starts numbers ascending too on the first toggle', () => {
    const { ids, result } = renderTable()
    act(() => result.current.table.getColumn('hours')?.toggleSorting())
    expect(ids()).toEqual(['c4', 'c1', 'c3', 'c2', 'c5'])
  })

  it('a selection it keeps itself is given to the table and back', () => {
    const { result } = renderTable()
    act(() => result.current.table.getRow('c2').toggleSelected(true))
    expect(result.current.rowSelection).toEqual({ c2: true })
    expect(result.current.table.getRow('c2').getIsSelected()).toBe(true)
  })

  it('the global filter narrows the rows, and the rows before sorting stay put under a sort', () => {
    const { result, ids, sortBy } = renderTable({ globalFilter: 'room' })
    expect(ids()).toEqual(['c1', 'c2', 'c4'])
    const filtered = result.current.filteredRows
    sortBy([{ id: 'title', desc: false }])
    expect(ids()).toEqual(['c2', 'c4', 'c1'])
    expect(result.current.filteredRows).toBe(filtered)
  })
})

describe('useDataTable: columns and rows to draw', () => {
  it('gives a width to the columns whose definition has one; the others share the rest', () => {
    const { result } = renderTable()
    const width = (id: string) => result.current.columnWidth(result.current.table.getColumn(id)!)
    expect(width('hours')).toBe(80)
    expect(width('actions')).toBe(48)
    expect(width('title')).toBeUndefined()
  })

  it('lists the visible columns, and a hidden one drops out', () => {
    const { result } = renderTable()
    expect(result.current.visibleColumnIds).toBe('title hours term actions')
    expect(result.current.visibleColumnCount).toBe(4)
    expect(result.current.selectable).toBe(false)
    act(() => result.current.table.getColumn('term')?.toggleVisibility(false))
    expect(result.current.visibleColumnIds).toBe('title hours actions')
  })

  it('knows when the selection column is shown', () => {
    const { columns } = makeColumns()
    const { result } = renderHook(() =>
      useDataTable<Course>({ columns: [createSelectionColumn<Course>(), ...columns], data: courses }),
    )
    expect(result.current.selectable).toBe(true)
  })

  it('rows are comfortable (44 px) without a stored layout, or the height asked for', () => {
    expect(renderTable().result.current).toMatchObject({ density: 'comfortable', rowSize: 44 })
    expect(renderTable({ estimateRowSize: 40 }).result.current.rowSize).toBe(40)
  })
})
