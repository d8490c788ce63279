/**
 * The History screen: the view (history-view.tsx) with what it needs from the local plan, which
 * mirrors the shared one: names for the ids a change refers to, and the courses, professors and
 * terms to filter by. The connection comes from the route (history-source.ts).
 */
import { useMemo } from 'react'
import { sortByText } from '@/domain/kernel/collation'
import { compareTerms, courseTermLabel, coursePlanningTerm, planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import { professorFullName } from '@/domain/model/professor-name'
import type { ChangeNames } from '@/domain/sync/describe-change'
import type { HistorySearch } from '@/domain/sync/history-search'
import { useCourses, useProfessors } from '@/data/entity-hooks'
import { usePreferences } from '@/data/local-settings'
import { historyLoader, type ServerConnectionLike } from './history-source'
import { HistoryView } from './history-view'

export interface HistoryPageProps {
  connection: ServerConnectionLike | null
  search: HistorySearch
  onSearchChange: (search: HistorySearch) => void
}

export function HistoryPage({ connection, search, onSearchChange }: HistoryPageProps) {
  const professors = useProfessors().data
  const courses = useCourses().data
  const [preferences] = usePreferences()
  const loader = useMemo(() => (connection ? historyLoader(connection) : null), [connection])
  const formats = useMemo(() => ({ dateFormat: preferences.dateFormat, timeFormat: preferences.timeFormat }), [preferences.dateFormat, preferences.timeFormat])

  const names = useMemo<ChangeNames>(() => {
    const byId = new Map((professors ?? []).map((p) => [p.id, professorFullName(p)]))
    const byEmail = new Map((professors ?? []).map((p) => [p.email.toLowerCase(), professorFullName(p)]))
    const codes = new Map((courses ?? []).map((c) => [c.id, c.code]))
    return {
      professor: (id) => byId.get(id),
      course: (id) => codes.get(id),
      // A coordinator who also teaches is named as the plan names them; anyone else by e-mail.
      author: (author) => byEmail.get(author.toLowerCase()),
    }
  }, [professors, courses])

  const options = useMemo(() => {
    const list = courses ?? []
    const terms = new Map<string, PlanningTerm>()
    for (const c of list) {
      const t = coursePlanningTerm(c)
      if (t) terms.set(termKey(t), t)
    }
    return {
      courses: sortByText(list, (c) => c.code).map((c) => ({ value: c.id, label: `${c.code} · ${c.title} (${courseTermLabel(c)})` })),
      professors: sortByText(professors ?? [], (p) => `${p.lastName} ${p.firstName}`).map((p) => ({ value: p.id, label: professorFullName(p) })),
      terms: [...terms.values()].sort(compareTerms).map((t) => ({ value: termKey(t), label: planningTermLabel(t) })),
    }
  }, [courses, professors])

  return (
    <HistoryView
      loader={loader}
      serverName={connection?.baseUrl}
      names={names}
      formats={formats}
      {...options}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}
