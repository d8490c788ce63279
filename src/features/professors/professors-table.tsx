/**
 * The table view: the same filtered, sorted rows as the grid, virtualized, with bulk actions. The
 * column layout and density are kept per browser; the table fills the window's height.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { RowSelectionState, SortingState } from '@tanstack/react-table'
import { DataTable } from '@/components/data-table/data-table'
import { selectionScope, withoutHidden } from '@/components/data-table/selection-scope'
import { useSortingShownFirst } from '@/components/data-table/use-sorting-shown-first'
import type { Professor } from '@/domain/model/professor'
import type { ProfessorRow, ProfessorSortKey } from '@/domain/professors/professor-list'
import { ProfessorBulkBar } from './professor-bulk-bar'
import type { PackLink } from '@/packs/pack-ui'
import { professorColumns } from './professors-table-columns'

const professorId = (professor: Professor) => professor.id

interface ProfessorsTableProps {
  rows: readonly ProfessorRow[]
  /** Every stored professor by id: selected professors the filters hide are still acted on. */
  professorById: ReadonlyMap<string, Professor>
  sort: ProfessorSortKey
  desc: boolean
  onSortChange: (sort: ProfessorSortKey, desc: boolean) => void
  onEdit: (p: Professor) => void
  onDelete: (p: Professor) => void
  onDeleteMany: (professors: Professor[]) => Promise<boolean>
  /** Under a pack with a per-professor form (CAAT-A's SWF), its link and term; null otherwise. */
  packLink: PackLink | null
}

export function ProfessorsTable({
  rows,
  professorById,
  sort,
  desc,
  onSortChange,
  onEdit,
  onDelete,
  onDeleteMany,
  packLink,
}: ProfessorsTableProps) {
  // Columns are built once (a cell renderer is a component to React: rebuilding them would remount
  // every cell, and the Edit button that opened the form would be gone when focus returns to it).
  const actionsRef = useRef({ onEdit, onDelete })
  useEffect(() => {
    actionsRef.current = { onEdit, onDelete }
  })
  const columns = useMemo(
    () =>
      // The ref is read only when a button is pressed, never while rendering.
      // eslint-disable-next-line react-hooks/refs
      professorColumns({
        onEdit: (p) => actionsRef.current.onEdit(p),
        onDelete: (p) => actionsRef.current.onDelete(p),
        packLink,
      }),
    // Rebuilt only when the pack's link changes (the rules or the header's term), not per render.
    [packLink],
  )
  const sorting = useMemo<SortingState>(() => [{ id: sort, desc }], [sort, desc])
  // A click shows the new order at once (the table sorts with the same comparators as the page);
  // the URL, and the page's render for it, follow when the browser is idle.
  const [shownSorting, changeSorting] = useSortingShownFirst(sorting, (next) => {
    const first = next[0]
    // Clearing the sort (third click) returns to the default order by name.
    if (!first) onSortChange('name', false)
    else onSortChange(first.id as ProfessorSortKey, first.desc)
  })
  const [selection, setSelection] = useState<RowSelectionState>({})
  // Deleted professors drop out; professors the filters hide stay selected and are counted as hidden.
  const shown = useMemo(() => rows.map((r) => r.professor), [rows])
  const { selected, hidden } = useMemo(
    () => selectionScope(selection, shown, professorId, professorById),
    [selection, shown, professorById],
  )

  return (
    <DataTable
      aria-label="Professors"
      columns={columns}
      data={rows}
      getRowId={(r) => r.professor.id}
      sorting={shownSorting}
      onSortingChange={changeSorting}
      rowSelection={selection}
      onRowSelectionChange={setSelection}
      // Arrow keys move between rows; Space selects; Enter (or a click outside the row's buttons)
      // opens Edit.
      keyboardNavigation
      onRowClick={(row) => actionsRef.current.onEdit(row.professor)}
      layoutId="professors"
      viewOptionsInHeader
      height="fill"
      emptyMessage="No professors match your filters"
      toolbar={() =>
        selected.length > 0 ? (
          <ProfessorBulkBar
            selected={selected}
            hidden={hidden}
            onDeleteMany={onDeleteMany}
            onDone={() => setSelection({})}
            onDeselectHidden={() =>
              setSelection((current) => withoutHidden(current, shown, professorId))
            }
          />
        ) : null
      }
      footer={() => (
        <p className="text-xs text-muted-foreground">
          {rows.length} professor{rows.length === 1 ? '' : 's'}
        </p>
      )}
    />
  )
}
