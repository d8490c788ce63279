/**
 * The command palette (Ctrl+K / Cmd+K): one search box over the screens, the actions, every
 * professor (opens their courses) and every course (opens its Manage Sections). Entries are
 * prepared once per data change and matched fuzzily (domain/kernel/fuzzy-search.ts), showing the best
 * 50, so 1,000 professors and 10,000 courses stay instant per keystroke.
 */
import { useCombobox } from '@/components/use-combobox'
import { useNavigate } from '@tanstack/react-router'
import {
  BookOpen,
  CalendarDays,
  CornerDownLeft,
  Database,
  Keyboard,
  LayoutGrid,
  Plus,
  Sparkles,
  User,
} from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { useLoadSampleDataAction } from '@/components/sample-data/use-load-sample-data-action'
import { EMPLOYMENT_TYPE_LABELS } from '@/domain/kernel/constants'
import { courseTermLabel } from '@/domain/calendar/planning-term'
import { courseProgramLabel, NO_PROGRAM_LABEL } from '@/domain/model/course-program'
import { foldForSearch, fuzzyFilter } from '@/domain/kernel/fuzzy-search'
import { professorDisplayName } from '@/domain/model/professor-name'
import { quickSelectOptions } from '@/domain/calendar/semester-options'
import { useCourses, useProfessors } from '@/data/entity-hooks'
import { useScopeSelection } from '@/data/planning-scope'
import { cn } from '@/lib/utils'
import { NAV_ITEMS } from './nav-items'
import { clickScreenAction } from './use-global-shortcuts'

const RESULT_LIMIT = 50

type Group = 'Screens' | 'Actions' | 'Semester' | 'Professors' | 'Courses'

interface PaletteEntry {
  id: string
  group: Group
  label: string
  hint?: string
  icon: ReactNode
  haystack: string
  run: () => void
}

/** Clicks a screen's add action once the screen has rendered (it may still be loading). */
function clickWhenReady(name: 'new', triesLeft = 120): void {
  if (clickScreenAction(name) || triesLeft <= 0) return
  requestAnimationFrame(() => clickWhenReady(name, triesLeft - 1))
}

export function CommandPalette({
  open,
  onOpenChange,
  onShowShortcuts,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onShowShortcuts: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[15%] translate-y-0 gap-0 p-0 sm:max-w-xl"
        showCloseButton={false}
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">
          Search screens, actions, professors and courses. Arrow keys move, Enter opens.
        </DialogDescription>
        {open && (
          <PaletteBody close={() => onOpenChange(false)} onShowShortcuts={onShowShortcuts} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function PaletteBody({
  close,
  onShowShortcuts,
}: {
  close: () => void
  onShowShortcuts: () => void
}) {
  const navigate = useNavigate()
  const professors = useProfessors().data
  const courses = useCourses().data
  const { chooseSemester } = useScopeSelection()
  const sample = useLoadSampleDataAction()
  const [query, setQuery] = useState('')

  const fixed = useMemo<PaletteEntry[]>(() => {
    const entry = (e: Omit<PaletteEntry, 'haystack'>): PaletteEntry => ({
      ...e,
      haystack: foldForSearch(`${e.label} ${e.hint ?? ''}`),
    })
    const screens = [...NAV_ITEMS, { to: '/help' as const, label: 'Help' }].map((item) =>
      entry({
        id: `screen:${item.to}`,
        group: 'Screens',
        label: `Go to ${item.label}`,
        icon: <LayoutGrid />,
        run: () => void navigate({ to: item.to }),
      }),
    )
    const actions = [
      entry({
        id: 'action:add-professor',
        group: 'Actions',
        label: 'Add Professor',
        icon: <Plus />,
        run: () => {
          void navigate({ to: '/professors' }).then(() => clickWhenReady('new'))
        },
      }),
      entry({
        id: 'action:add-course',
        group: 'Actions',
        label: 'Add Course',
        icon: <Plus />,
        run: () => void navigate({ to: '/courses/new' }),
      }),
      // The Courses screen opens its Auto-assign dialog for ?autoAssign=1 (features do not import each other).
      entry({
        id: 'action:auto-assign',
        group: 'Actions',
        label: 'Auto-assign open sections',
        icon: <Sparkles />,
        run: () => void navigate({ to: '/courses', search: { autoAssign: 1 } }),
      }),
      entry({
        id: 'action:export',
        group: 'Actions',
        label: 'Export or print reports',
        icon: <Database />,
        run: () => void navigate({ to: '/reports' }),
      }),
      entry({
        id: 'action:sample',
        group: 'Actions',
        label: 'Load sample data',
        icon: <Database />,
        run: () => void sample.run(),
      }),
      entry({
        id: 'action:shortcuts',
        group: 'Actions',
        label: 'Keyboard shortcuts',
        icon: <Keyboard />,
        run: onShowShortcuts,
      }),
    ]
    const semesters = quickSelectOptions(new Date()).map((o) =>
      entry({
        id: `semester:${o.value}`,
        group: 'Semester',
        label: `Switch semester to ${o.label}`,
        icon: <CalendarDays />,
        run: () => chooseSemester(o.value),
      }),
    )
    return [...screens, ...actions, ...semesters]
  }, [navigate, sample, onShowShortcuts, chooseSemester])

  const records = useMemo<PaletteEntry[]>(() => {
    const out: PaletteEntry[] = []
    for (const p of professors ?? []) {
      const label = professorDisplayName(p)
      out.push({
        id: `professor:${p.id}`,
        group: 'Professors',
        label,
        hint: `${EMPLOYMENT_TYPE_LABELS[p.employmentType]} · ${p.email}`,
        icon: <User />,
        haystack: foldForSearch(`${label} ${p.email}`),
        run: () => void navigate({ to: '/courses', search: { professorId: p.id } }),
      })
    }
    for (const c of courses ?? []) {
      const term = courseTermLabel(c)
      out.push({
        id: `course:${c.id}`,
        group: 'Courses',
        label: `${c.code} ${c.title}`,
        hint: `${courseProgramLabel(c, undefined, NO_PROGRAM_LABEL)} · ${term}`,
        icon: <BookOpen />,
        haystack: foldForSearch(`${c.code} ${c.title}`),
        run: () => void navigate({ to: '/courses', search: { manage: c.id } }),
      })
    }
    return out
  }, [professors, courses, navigate])

  const results = useMemo(() => {
    // Without a query: the screens and actions; with one: everything, best match first.
    if (query.trim() === '') return fixed
    return fuzzyFilter([...fixed, ...records], query, RESULT_LIMIT)
  }, [fixed, records, query])

  function run(entry: PaletteEntry | undefined) {
    if (!entry) return
    close()
    entry.run()
  }

  const combobox = useCombobox({ count: results.length, onPick: (i) => run(results[i]) })
  const { active, setActive } = combobox

  return (
    <div className="flex flex-col">
      <div className="border-b p-3">
        <Input
          autoFocus
          {...combobox.inputProps}
          aria-label="Search screens, actions, professors and courses"
          placeholder="Type a screen, an action, a professor or a course…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
          }}
          onKeyDown={combobox.onKeyDown}
        />
      </div>
      <ul
        {...combobox.listProps}
        aria-label="Results"
        className="max-h-[min(60vh,26rem)] overflow-y-auto p-1"
      >
        {results.length === 0 && (
          <li role="presentation" className="px-3 py-6 text-center text-sm text-muted-foreground">
            Nothing matches “{query}”.
          </li>
        )}
        {results.map((entry, index) => (
          <li
            key={entry.id}
            {...combobox.optionProps(index, index === active)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[active]:bg-accent data-[active]:ring-2 data-[active]:ring-primary data-[active]:ring-inset',
              '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
            )}
          >
            {entry.icon}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{entry.label}</span>
              {entry.hint && (
                <span className="block truncate text-xs text-muted-foreground">{entry.hint}</span>
              )}
            </span>
            <span className="text-xs text-muted-foreground">{entry.group}</span>
            {index === active && <CornerDownLeft aria-hidden="true" />}
          </li>
        ))}
      </ul>
    </div>
  )
}
