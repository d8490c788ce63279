/** 'Available Programs (n)': identifier, name, code, credential and number of levels. */
import { Link } from '@tanstack/react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { StoredProgram } from '@/domain/model/program'
import { levelCount } from '@/domain/model/program-summary'
import { cn } from '@/lib/utils'

export function ProgramList({ programs, selectedId }: { programs: StoredProgram[]; selectedId: string | null }) {
  return (
    <Card className="gap-3 self-start">
      <CardHeader>
        <CardTitle>Available Programs ({programs.length})</CardTitle>
      </CardHeader>
      <CardContent className="px-2">
        <nav aria-label="Available programs">
          <ul className="max-h-[70vh] space-y-1 overflow-y-auto">
            {programs.map((p) => {
              const levels = levelCount(p)
              const selected = p.slug === selectedId
              return (
                <li key={p.slug}>
                  <Link
                    to="/programs/$programId"
                    params={{ programId: p.slug }}
                    aria-current={selected ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg border border-transparent px-3 py-2 transition-colors hover:bg-accent',
                      selected && 'border-primary/30 bg-primary/5',
                    )}
                  >
                    <span className="text-muted-foreground block font-mono text-xs">{p.slug}</span>
                    <span className="block font-medium break-words">{p.program.name}</span>
                    <span className="text-muted-foreground block text-xs">
                      {[p.program.code, p.program.credential, `${levels} level${levels === 1 ? '' : 's'}`].filter(Boolean).join(' · ')}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </CardContent>
    </Card>
  )
}
