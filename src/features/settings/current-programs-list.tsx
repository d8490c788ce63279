/** 'Current Programs (count)': each program with code, credential and length, and Remove. */
import { GraduationCap, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { usePrograms } from '@/data/entity-hooks'
import { useRemoveProgram } from '@/data/program-mutations'
import type { StoredProgram } from '@/domain/model/program'
import { programLengthLabel } from '@/domain/programs/program-preview'
import { errorMessage, notify } from '@/lib/notify'

export function CurrentProgramsList() {
  const programs = usePrograms()
  const remove = useRemoveProgram()
  const confirm = useConfirm()
  const list = programs.data ?? []

  const onRemove = async (program: StoredProgram) => {
    const name = program.program.name
    const ok = await confirm({
      title: `Remove "${name}" from the system?`,
      description: 'Its versions, courses and their assignments are removed too.',
      confirmLabel: 'Remove',
      destructive: true,
    })
    if (!ok) return
    try {
      await remove.mutateAsync(program.slug)
      notify.success('Program removed')
    } catch (error) {
      notify.error(`Failed to remove program: ${errorMessage(error)}`)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Programs ({list.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <EmptyState
            icon={GraduationCap}
            title="No programs uploaded yet"
            description="Add your first program to get started"
          />
        ) : (
          <ul className="divide-y" aria-label="Current programs">
            {list.map((p) => (
              <li key={p.slug} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{p.program.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {[
                      p.program.code,
                      p.program.credential,
                      programLengthLabel(p.program.length_years),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void onRemove(p)}
                  aria-label={`Remove ${p.program.name}`}
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
