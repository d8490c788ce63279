/** Program choices for preferred programs and the program filter: the known four plus any stored. */
import { useMemo } from 'react'
import { KNOWN_PROGRAMS } from '@/domain/constants'
import { usePrograms } from '@/data/entity-hooks'

export interface ProgramOption {
  value: string
  label: string
}

export function useProgramOptions(): ProgramOption[] {
  const programs = usePrograms()
  return useMemo(() => {
    const options = new Map<string, string>(KNOWN_PROGRAMS.map((p) => [p.id, p.name]))
    for (const p of programs.data ?? []) if (!options.has(p.slug)) options.set(p.slug, p.program.name)
    return [...options].map(([value, label]) => ({ value, label }))
  }, [programs.data])
}
