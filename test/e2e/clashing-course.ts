// A course whose time clashes with a section someone already teaches, for the tests of the
// schedule-conflict question: a copy of a scheduled course taught in the Fall of the header's
// academic year, under a new code and with one open section, written through the app's write
// path. The header is switched to that Fall so the copy is on screen.
import type { Page } from 'playwright-core'
import { readStoredRecords } from './stored-records'

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
interface Schedule {
  days: Day[]
  startTime: string
  endTime: string
}
interface Stored {
  courses: {
    id: string
    code: string
    semester?: { term: string; year: number }
    schedule?: Schedule
  }[]
  assignments: { courseId: string; section: number; professorId: string }[]
  professors: { id: string; email: string }[]
}

export interface ClashingCourse {
  /** The professor who teaches the other section. */
  teacher: { id: string; email: string }
  /** How the app describes the clash from the copy's side: 'Overlaps CODE section N on Mon 09:00-12:00'. */
  overlap: string
}

export async function addClashingCourse(
  page: Page,
  id: string,
  code: string,
): Promise<ClashingCourse> {
  const year = (await page.getByRole('combobox', { name: 'Academic year' }).inputValue()).slice(
    0,
    4,
  )
  const raw = await readStoredRecords<Stored>(page)
  const byId = new Map(raw.courses.map((c) => [c.id, c]))
  const taught = raw.assignments.find((a) => {
    const c = byId.get(a.courseId)
    return (
      c?.schedule?.days.length && c.semester?.term === 'fall' && String(c.semester.year) === year
    )
  })
  if (!taught) throw new Error(`The sample data has no scheduled section taught in Fall ${year}`)
  const clash = byId.get(taught.courseId)!
  const schedule = clash.schedule!
  await page.evaluate(
    async (course) => {
      await window.__courseload!.write({ put: { courses: [course as never] } })
    },
    { ...clash, id, code, sectionCount: 1, professorNotRequired: false },
  )
  await page.getByRole('combobox', { name: 'Semester' }).selectOption(`fall-${year}`)
  const days = schedule.days.map((d) => d.charAt(0).toUpperCase() + d.slice(1)).join(', ')
  return {
    teacher: raw.professors.find((p) => p.id === taught.professorId)!,
    overlap: `Overlaps ${clash.code} section ${taught.section} on ${days} ${schedule.startTime}-${schedule.endTime}`,
  }
}
