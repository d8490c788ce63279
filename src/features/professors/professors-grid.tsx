/**
 * The professor card grid: up to 3 columns, virtualized (see VirtualCardGrid) so 1,000
 * professors scroll as smoothly as 40.
 */
import { VirtualCardGrid } from '@/components/virtual-card-grid'
import type { PackLink } from '@/packs/pack-ui'
import type { Professor } from '@/domain/model/professor'
import type { ProfessorRow } from '@/domain/professors/professor-list'
import { ProfessorCard } from './professor-card'

export function ProfessorsGrid({
  rows,
  onEdit,
  onDelete,
  packLink,
}: {
  rows: readonly ProfessorRow[]
  onEdit: (p: Professor) => void
  onDelete: (p: Professor) => void
  /** Under a pack with a per-professor form (CAAT-A's SWF), its link and term; null otherwise. */
  packLink: PackLink | null
}) {
  return (
    <VirtualCardGrid
      items={rows}
      getKey={(row) => row.professor.id}
      renderItem={(row) => <ProfessorCard row={row} onEdit={onEdit} onDelete={onDelete} packLink={packLink} />}
      ariaLabel="Professors"
      // 3 columns from 1,100 px, 2 from 680 px.
      minCardWidth={332}
      maxColumns={3}
      estimatedRowHeight={300}
    />
  )
}
