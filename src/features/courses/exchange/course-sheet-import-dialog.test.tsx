// Import on the Courses screen: a load-plan sheet previews assignments added / changed / removed
// with each affected professor's resulting term load, and lands as one change set; a course sheet
// skips codes that exist in the same program version.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAssignment, testCourse, testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { CourseSheetImportDialog } from './course-sheet-import-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const fall = { term: 'fall', year: 2026 } as const
const anim = testCourse({
  id: 'anim',
  code: 'ANIM1001',
  programId: 'anim',
  sectionCount: 2,
  weeklyHours: 4,
  semester: fall,
})
const ada = testProfessor({
  id: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@x.edu',
  maxWeeklyHours: 6,
})
const bob = testProfessor({
  id: 'bob',
  firstName: 'Bob',
  lastName: 'Ross',
  email: 'bob@x.edu',
  maxWeeklyHours: 18,
})
const courses = [anim]
const professors = [ada, bob]
const assignments = [testAssignment(anim, 'ada', 1)]

let store: MemoryStore
beforeEach(() => {
  store = createMemoryStore({ courses, professors, assignments })
  bindTestStore(store)
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

async function upload(tab: 'Courses' | 'Load plan', csv: string) {
  render(
    <QueryClientProvider client={createTestClient()}>
      <CourseSheetImportDialog
        open
        onOpenChange={() => {}}
        courses={courses}
        assignments={assignments}
        professors={professors}
        programs={[]}
      />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('tab', { name: tab }))
  await userEvent.upload(
    screen.getByLabelText('Spreadsheet file (.xlsx or .csv)'),
    new File([csv], 'plan.csv', { type: 'text/csv' }),
  )
}

describe('Import load plan', () => {
  it('previews the diff and resulting loads, then applies it in one change set', async () => {
    await upload(
      'Load plan',
      [
        'Term,Course Code,Section,Instructor,Email',
        'Fall 2026,ANIM1001,1,Bob Ross,',
        'Fall 2026,ANIM1001,2,,ada@x.edu',
        'Fall 2026,NOPE1000,1,Bob Ross,',
      ].join('\n'),
    )
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('1 added, 1 changed, 0 removed, 0 unchanged, 1 rows skipped')
    expect(screen.getByRole('list', { name: 'Assignment changes' })).toHaveTextContent(
      'Change: ANIM1001 section 1 (Fall 2026) Ada Lovelace → Bob Ross',
    )
    expect(screen.getByRole('list', { name: 'Assignment changes' })).toHaveTextContent(
      'Row 4: Error: No course NOPE1000 in Fall 2026',
    )
    const loads = screen.getByRole('list', { name: 'Resulting workload' })
    expect(loads).toHaveTextContent('Ada Lovelace, Fall 2026: 4 → 4/6 h')
    expect(loads).toHaveTextContent('Bob Ross, Fall 2026: 0 → 4/18 h')

    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(
      await screen.findByText('1 added, 1 changed, 0 removed, 0 unchanged, 1 rows skipped'),
    ).toBeInTheDocument()
    expect(apply).toHaveBeenCalledTimes(1)
    const saved = (await store.assignments.list()).items
    expect(saved.map((a) => `${a.section}:${a.professorId}`).sort()).toEqual(['1:bob', '2:ada'])
  })
})

describe('Import load plan: a course without a term and year (issue 21 item 1)', () => {
  it("schedules the course in the row's term with the assignment, and lists every warning of the row", async () => {
    const loose = testCourse({
      id: 'loose',
      code: 'LOOS1000',
      term: 'fall',
      sectionCount: 1,
      weeklyHours: 3,
    })
    const cid = testProfessor({
      id: 'cid',
      firstName: 'Cid',
      lastName: 'Highwind',
      isActive: false,
    })
    store = createMemoryStore({ courses: [loose], professors: [cid], assignments: [] })
    bindTestStore(store)
    const errors = vi.spyOn(console, 'error')
    render(
      <QueryClientProvider client={createTestClient()}>
        <CourseSheetImportDialog
          open
          onOpenChange={() => {}}
          courses={[loose]}
          assignments={[]}
          professors={[cid]}
          programs={[]}
        />
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Load plan' }))
    await userEvent.upload(
      screen.getByLabelText('Spreadsheet file (.xlsx or .csv)'),
      new File(
        ['Term,Course Code,Section,Professor\nFall 2026,LOOS1000,1,Cid Highwind'],
        'plan.csv',
        {
          type: 'text/csv',
        },
      ),
    )
    const changes = await screen.findByRole('list', { name: 'Assignment changes' })
    expect(changes).toHaveTextContent(
      'Row 2: Warning: LOOS1000 had no term and year: importing this row schedules it in Fall 2026',
    )
    expect(changes).toHaveTextContent('Row 2: Warning: Cid Highwind is inactive')
    // Two warnings on one row are two list items, not one key twice.
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('same key'))).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    await screen.findByText('1 added, 0 changed, 0 removed, 0 unchanged, 0 rows skipped')
    expect((await store.courses.get('loose'))?.semester).toEqual({ term: 'fall', year: 2026 })
    const saved = (await store.assignments.list()).items
    expect(saved.map((a) => [a.professorId, a.term, a.academicYear])).toEqual([
      ['cid', 'fall', '2026-2027'],
    ])
  })
})

describe('Import load plan: interrupted (issue 21)', () => {
  it('reports an aborted storage transaction as a failure, never as imported, and writes nothing', async () => {
    await upload(
      'Load plan',
      ['Term,Course Code,Section,Instructor', 'Fall 2026,ANIM1001,2,Bob Ross'].join('\n'),
    )
    await screen.findByRole('region', { name: 'Preview' })
    vi.spyOn(store, 'apply').mockRejectedValue(
      new DOMException('The transaction was aborted', 'AbortError'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText(/^Failed to import: /)).toBeInTheDocument()
    // No outcome saying it was imported (the preview above still says what the file would do).
    expect(
      screen
        .queryAllByRole('status')
        .map((e) => e.textContent)
        .join(' '),
    ).not.toContain('added')
    expect(notify.alert).not.toHaveBeenCalledWith(
      expect.stringContaining('added'),
      expect.anything(),
    )
    expect(
      (await store.assignments.list()).items.map((a) => `${a.section}:${a.professorId}`),
    ).toEqual(['1:ada'])
  })
})

describe('Import courses', () => {
  it("adds new codes and next year's offering, skips one that exists in the program version and term", async () => {
    await upload(
      'Courses',
      [
        'Code,Title,Program,Level,Hours,Sections,Term,Year',
        'ANIM1001,Dup,anim,1,4,1,Fall,2026',
        'ANIM1002,New,anim,2,3,2,Winter,2027',
        'ANIM1001,Next year,anim,1,4,1,Fall,2027',
      ].join('\n'),
    )
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('2 courses to add · 1 skipped')
    expect(preview).toHaveTextContent(
      'Row 2: Skipped: Course code ANIM1001 already exists in this program version in Fall 2026',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Imported 2 courses, skipped 1')).toBeInTheDocument()
    const saved = (await store.courses.list()).items
    expect(saved.filter((c) => c.code === 'ANIM1001').map((c) => c.semester)).toEqual([fall, { term: 'fall', year: 2027 }])
    expect(saved.find((c) => c.code === 'ANIM1002')).toMatchObject({
      sectionCount: 2,
      semester: { term: 'winter', year: 2027 },
    })
  })
})

describe('Import courses: every refused row is listed (issue 21)', () => {
  it('lists an error far down the sheet, not only the first rows', async () => {
    const ok = Array.from({ length: 20 }, (_, i) => `OKAY${1000 + i},Fine,anim,1,3,1,Fall,2026`)
    await upload(
      'Courses',
      [
        'Code,Title,Program,Level,Hours,Sections,Term,Year',
        ...ok,
        'LATE1066,Late,anim,1,3,1,Fall,1066',
      ].join('\n'),
    )
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('20 courses to add · 1 skipped')
    expect(preview).toHaveTextContent(
      'Row 22: Error: Year must be between 2000 and 2100 (this row has 1066)',
    )
  })
})
