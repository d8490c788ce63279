/**
 * Program choices for preferred programs and the program filter: the programs stored in this
 * browser, by name. Not the spec's four example programs: a choice must name a program that
 * exists, or a professor could prefer one that is not there.
 */
import { useMemo } from 'react'
import { usePrograms } from '@/data/entity-hooks'

export interface ProgramOption {
  value: string
  label: string
}

export function useProgramOptions(): ProgramOption[] {
  const programs = usePrograms()
  return useMemo(() => {
    const options = new Map<string, string>()
    for (const p of programs.data ?? [])
      if (!options.has(p.slug)) options.set(p.slug, p.program.name)
    return [...options].map(([value, label]) => ({ value, label }))
  }, [programs.data])
}
