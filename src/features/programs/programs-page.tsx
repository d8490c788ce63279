/**
 * Programs (/programs, /programs/{id}): the program list on the left, the selected program on the
 * right. The selection lives in the URL so the dashboard can link to a program directly.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { GraduationCap, MousePointerClick, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useDropStaleAddress } from '@/components/use-drop-stale-address'
import { useCourses, usePrograms, useProgramVersions } from '@/data/entity-hooks'
import type { Course } from '@/domain/model/course'
import { courseProgramId } from '@/domain/model/course-program'
import { ProgramDetail } from './program-detail'
import { ProgramList } from './program-list'

export function ProgramsPage() {
  const params = useParams({ strict: false })
  const programs = usePrograms()
  const versions = useProgramVersions()
  const courses = useCourses()
  const navigate = useNavigate()
  const requested = 'programId' in params ? params.programId : undefined
  // /programs/{id} of a program removed since the link was made (or a bad id) goes to /programs.
  const list = programs.data
  const stale = useDropStaleAddress(
    { programId: requested },
    list ? { programId: (id) => list.some((p) => p.slug === id) } : undefined,
    () => void navigate({ to: '/programs', replace: true }),
  )

  const coursesByProgram = useMemo(() => {
    const map = new Map<string, Course[]>()
    for (const c of courses.data ?? []) {
      const id = courseProgramId(c)
      const list = map.get(id)
      if (list) list.push(c)
      else map.set(id, [c])
    }
    return map
  }, [courses.data])

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Programs</h1>
        <p className="text-muted-foreground mt-1 text-sm">Program versions, their levels and courses.</p>
      </div>
      <Button asChild>
        <Link to="/settings">
          <Plus aria-hidden="true" />
          Add Program
        </Link>
      </Button>
    </div>
  )

  if (!list || !versions.data || !courses.data) {
    return (
      <div className="space-y-6">
        {header}
        <div className="flex items-center justify-center gap-3 py-24" role="status">
          <Spinner />
          <span className="text-muted-foreground">Loading programs...</span>
        </div>
      </div>
    )
  }

  const selected = requested !== undefined && !stale.has('programId') ? list.find((p) => p.slug === requested) : list[0]

  return (
    <div className="space-y-6">
      {header}
      {list.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title="No programs available"
          description="Import a program through Settings to see its versions and courses here."
          action={
            <Button asChild variant="outline">
              <Link to="/settings">Go to Settings</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <ProgramList programs={list} selectedId={selected?.slug ?? null} />
          {selected ? (
            <ProgramDetail
              key={selected.slug}
              program={selected}
              programs={list}
              versions={versions.data.filter((v) => v.programId === selected.slug)}
              courses={coursesByProgram.get(selected.slug) ?? []}
            />
          ) : (
            <EmptyState icon={MousePointerClick} title="Select a program" description="Choose a program from the list to see its courses." />
          )}
        </div>
      )}
    </div>
  )
}
