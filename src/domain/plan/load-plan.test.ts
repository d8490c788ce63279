import { describe, expect, it } from 'vitest'
import {
  LOAD_PLAN_COLUMNS,
  LOAD_PLAN_MESSAGES,
  LOAD_PLAN_SHEET_FIELDS,
  loadPlanTables,
  loadPlanWorkbook,
  parseTermLabel,
  planLoadPlanImport,
  professorMatcher,
  SECTION_STATUS,
} from './load-plan'
import { autoMapColumns, mappedRecords } from '@/domain/exchange/spreadsheet-columns'
import { testAssignment, testCourse, testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'

const fall = { term: 'fall', year: 2026 } as const
const winter = { term: 'winter', year: 2027 } as const
const anim = testCourse({
  id: 'anim1001',
  programId: 'anim',
  level: 1,
  sectionCount: 2,
  weeklyHours: 4,
  semester: fall,
})
const game = testCourse({
  id: 'game2001',
  programId: 'game',
  level: 2,
  sectionCount: 1,
  weeklyHours: 6,
  semester: winter,
})
const free = testCourse({
  id: 'free1000',
  programId: 'anim',
  sectionCount: 1,
  weeklyHours: 2,
  semester: fall,
  professorNotRequired: true,
})
const ada = testProfessor({
  id: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  maxWeeklyHours: 6,
  employmentType: 'part-time',
})
const bob = testProfessor({
  id: 'bob',
  firstName: 'Bob',
  lastName: 'Ross',
  preferredName: 'Bobby',
  maxWeeklyHours: 18,
})
const courses = [anim, game, free]
const professors = [ada, bob]
const a1 = testAssignment(anim, 'ada', 1)
const g1 = testAssignment(game, 'ada', 1)
const assignments = [a1, g1]

function sheet(rows: unknown[][]) {
  return mappedRecords(rows, 0, autoMapColumns(rows[0]!, LOAD_PLAN_SHEET_FIELDS))
}

// Issue 26: the plan gained Program Code and the professor's First, Last and Preferred Name (for
// joining files), so the column positions below moved deliberately.
const at = (header: string) => LOAD_PLAN_COLUMNS.findIndex((c) => c.header === header)

describe('loadPlanTables', () => {
  const tables = loadPlanTables({ courses, assignments, professors })

  it('makes one table per term, chronological, one row per section', () => {
    expect(tables.map((t) => t.name)).toEqual(['Fall 2026', 'Winter 2027'])
    expect(tables[0]!.columns).toBe(LOAD_PLAN_COLUMNS)
    expect(tables[0]!.rows.map((r) => `${r[at('Course Code')]}/${r[at('Section')]}`)).toEqual([
      'ANIM1001/1',
      'ANIM1001/2',
      'FREE1000/1',
    ])
  })

  it("shows the professor's load in that row's term, not across terms, with numbers as numbers", () => {
    const [row] = tables[0]!.rows
    expect(row).toEqual([
      'Fall 2026',
      'anim',
      '',
      1,
      'ANIM1001',
      'Title anim1001',
      1,
      4,
      'Ada Lovelace',
      'Ada',
      'Lovelace',
      '',
      'ada@example.edu',
      'Part-time',
      4,
      6,
      expect.any(String),
    ])
    // Ada has 4 h in Fall and 6 h in Winter: the Winter row says 6/6, never 10.
    expect(tables[1]!.rows[0]!.slice(at('Term Load'), at('Cap') + 1)).toEqual([6, 6])
  })

  it('marks open sections and sections needing no professor', () => {
    expect(tables[0]!.rows[1]!.at(-1)).toBe(SECTION_STATUS.open)
    expect(tables[0]!.rows[2]!.at(-1)).toBe(SECTION_STATUS.notRequired)
    expect(tables[0]!.rows[1]!.slice(at('Professor'), at('Cap') + 1)).toEqual(['', '', '', '', '', '', '', ''])
  })

  it('uses program names when given', () => {
    const named = loadPlanTables({
      courses,
      assignments,
      professors,
      programNames: new Map([['anim', 'Animation']]),
    })
    expect(named[0]!.rows[0]![1]).toBe('Animation')
  })

  it('writes the program code beside the name and the legal and preferred names beside the professor', () => {
    const [row] = loadPlanTables({ courses, assignments, professors, programCodes: new Map([['anim', 'ANIM']]) })[0]!.rows
    expect(row![at('Program Code')]).toBe('ANIM')
    expect(row!.slice(at('First Name'), at('Email'))).toEqual(['Ada', 'Lovelace', ''])
  })
})

describe('loadPlanWorkbook', () => {
  it('ends with a per-professor summary of each term', () => {
    const book = loadPlanWorkbook({ courses, assignments, professors })
    const summary = book.at(-1)!
    expect(summary.name).toBe('Professor Summary')
    expect(summary.columns.map((c) => c.header)).toContain('Winter 2027 Hours')
    expect(summary.columns.slice(0, 5).map((c) => c.header)).toEqual(['Professor', 'First Name', 'Last Name', 'Preferred Name', 'Email'])
    const adaRow = summary.rows.find((r) => r[4] === 'ada@example.edu')!
    expect(adaRow.slice(1, 4)).toEqual(['Ada', 'Lovelace', ''])
    expect(summary.rows.find((r) => r[1] === 'Bob')!.slice(0, 4)).toEqual(['Bobby Ross', 'Bob', 'Ross', 'Bobby'])
    expect(adaRow.slice(7)).toEqual([6, 4, expect.any(String), 6, expect.any(String)])
  })
})

describe('parseTermLabel', () => {
  it.each([
    ['Fall 2026', fall],
    ['fall-2026', fall],
    ['WINTER 2027', winter],
    ['Winter, 2027', winter],
    ['Autumn 2026', null],
    ['Fall', null],
    ['', null],
  ])('%s', (text, term) => expect(parseTermLabel(text)).toEqual(term))
})

describe('professorMatcher', () => {
  const match = professorMatcher([
    ...professors,
    testProfessor({ id: 'bob2', firstName: 'Bob', lastName: 'Ross', email: 'other@x.edu' }),
  ])
  it('prefers email, then a unique name, and reports ambiguity', () => {
    expect(match('ADA@example.edu', 'Wrong Name')).toEqual({ professor: ada })
    expect(match('', 'ada lovelace')).toEqual({ professor: ada })
    expect(match('', 'Bob Ross')).toEqual({
      error: LOAD_PLAN_MESSAGES.professorAmbiguous('Bob Ross'),
    })
    expect(match('', 'Nobody')).toEqual({ error: LOAD_PLAN_MESSAGES.professorMissing('Nobody') })
  })
})

describe('planLoadPlanImport', () => {
  const header = ['Term', 'Course Code', 'Section', 'Professor', 'Email', 'Notes']

  it('diffs the sheet: added, changed, removed, unchanged, with resulting term loads', () => {
    const plan = planLoadPlanImport(
      sheet([
        header,
        ['Fall 2026', 'anim1001', 1, 'Bobby Ross', '', 'x'], // Ada -> Bob: changed
        ['Fall 2026', 'ANIM1001', 2, '', 'ada@example.edu'], // open -> Ada: added
        ['Winter 2027', 'GAME2001', 1, '', ''], // Ada removed
        ['Fall 2026', 'FREE1000', 1, '', ''], // open stays open
      ]),
      { courses, assignments, professors },
    )
    expect(plan.errors).toEqual([])
    expect(plan.changed.map((c) => [c.course.id, c.section, c.from?.id, c.to?.id])).toEqual([
      ['anim1001', 1, 'ada', 'bob'],
    ])
    expect(plan.added.map((c) => [c.course.id, c.section, c.to?.id])).toEqual([
      ['anim1001', 2, 'ada'],
    ])
    expect(plan.removed.map((c) => [c.course.id, c.section, c.from?.id])).toEqual([
      ['game2001', 1, 'ada'],
    ])
    expect(plan.unchanged).toBe(1)
    expect(plan.changes.delete!.assignments!.sort()).toEqual([a1.id, g1.id].sort())
    expect(
      plan.changes.put!.assignments!.map((a) => [
        a.courseId,
        a.section,
        a.professorId,
        a.term,
        a.academicYear,
      ]),
    ).toEqual([
      ['anim1001', 1, 'bob', 'fall', '2026-2027'],
      ['anim1001', 2, 'ada', 'fall', '2026-2027'],
    ])
    expect(
      plan.loads.map((l) => [
        l.professor.id,
        `${l.term.term}-${l.term.year}`,
        l.before,
        l.after,
        l.cap,
      ]),
    ).toEqual([
      ['ada', 'fall-2026', 4, 4, 6],
      ['ada', 'winter-2027', 6, 0, 6],
      ['bob', 'fall-2026', 0, 4, 18],
    ])
  })

  it('reports bad rows with the row number and writes nothing for them', () => {
    const plan = planLoadPlanImport(
      sheet([
        header,
        ['Autumn 2026', 'ANIM1001', 1, 'Ada Lovelace', ''],
        ['Fall 2026', 'NOPE1000', 1, 'Ada Lovelace', ''],
        ['Winter 2027', 'ANIM1001', 1, 'Ada Lovelace', ''], // the course runs in Fall, not Winter
        ['Fall 2026', 'ANIM1001', 3, 'Ada Lovelace', ''],
        ['Fall 2026', 'ANIM1001', 'one', 'Ada Lovelace', ''],
        ['Fall 2026', 'ANIM1001', 1, 'Grace Hopper', ''],
        ['Fall 2026', 'ANIM1001', 1, 'Ada Lovelace', ''],
        ['Fall 2026', 'ANIM1001', 1, 'Bob Ross', ''],
      ]),
      { courses, assignments, professors },
    )
    expect(plan.errors).toEqual([
      { row: 2, message: LOAD_PLAN_MESSAGES.badTerm },
      { row: 3, message: LOAD_PLAN_MESSAGES.courseMissing('NOPE1000', 'Fall 2026') },
      { row: 4, message: LOAD_PLAN_MESSAGES.courseMissing('ANIM1001', 'Winter 2027') },
      { row: 5, message: LOAD_PLAN_MESSAGES.badSection('3') },
      { row: 6, message: LOAD_PLAN_MESSAGES.badSection('one') },
      { row: 7, message: LOAD_PLAN_MESSAGES.professorMissing('Grace Hopper') },
      { row: 9, message: LOAD_PLAN_MESSAGES.duplicateRow },
    ])
    expect(plan.unchanged).toBe(1)
    expect(plan.changes).toEqual({})
  })

  it('reads its own export back as "nothing to change"', () => {
    const tables = loadPlanTables({ courses, assignments, professors })
    const rows = [LOAD_PLAN_COLUMNS.map((c) => c.header), ...tables.flatMap((t) => t.rows)]
    const plan = planLoadPlanImport(sheet(rows), { courses, assignments, professors })
    expect(plan.errors).toEqual([])
    expect(plan.changes).toEqual({})
    expect(plan.unchanged).toBe(4)
  })

  describe('a course without a term and year (issue 21 item 1)', () => {
    const loose = testCourse({
      id: 'loose',
      code: 'LOOS1000',
      term: 'fall',
      sectionCount: 2,
      weeklyHours: 3,
    })
    const data = { courses: [loose], assignments: [], professors }

    it('is not exported under a made-up year: its open sections belong to no term yet', () => {
      const tables = loadPlanTables(data)
      expect(tables.flatMap((t) => t.rows).filter((r) => r[3] === 'LOOS1000')).toEqual([])
    })

    it("a row staffs it in the row's term and schedules the course there, in the same change", () => {
      const plan = planLoadPlanImport(
        sheet([
          header,
          ['Fall 2026', 'LOOS1000', 1, 'Ada Lovelace', ''],
          ['Fall 2026', 'LOOS1000', 2, 'Bob Ross', ''],
          ['Fall 2027', 'LOOS1000', 1, 'Bob Ross', ''], // scheduled in Fall 2026 by the rows above
        ]),
        data,
      )
      expect(plan.errors).toEqual([
        {
          row: 4,
          message: LOAD_PLAN_MESSAGES.scheduledElsewhere('LOOS1000', 'Fall 2027', 'Fall 2026'),
        },
      ])
      expect(plan.warnings).toEqual([
        { row: 2, message: LOAD_PLAN_MESSAGES.schedules('LOOS1000', 'Fall 2026') },
      ])
      expect(plan.changes.put!.courses!.map((c) => [c.id, c.semester])).toEqual([
        ['loose', { term: 'fall', year: 2026 }],
      ])
      expect(
        plan.changes.put!.assignments!.map((a) => [a.section, a.term, a.academicYear]),
      ).toEqual([
        [1, 'fall', '2026-2027'],
        [2, 'fall', '2026-2027'],
      ])
      // The load counts in Fall 2026, where the course now runs, not in the default 2025-2026.
      expect(
        plan.loads.map((l) => [l.professor.id, `${l.term.term}-${l.term.year}`, l.after]),
      ).toEqual([
        ['ada', 'fall-2026', 3],
        ['bob', 'fall-2026', 3],
      ])
    })

    it('a row of another term type does not name it', () => {
      const plan = planLoadPlanImport(
        sheet([header, ['Winter 2027', 'LOOS1000', 1, 'Ada Lovelace', '']]),
        data,
      )
      expect(plan.errors).toEqual([
        { row: 2, message: LOAD_PLAN_MESSAGES.courseMissing('LOOS1000', 'Winter 2027') },
      ])
      expect(plan.changes).toEqual({})
    })
  })

  describe('what a hostile or unusual file cannot name for certain (issue 21)', () => {
    // The same code in the same term in two programs (a shared art-history course).
    const shared = testCourse({
      id: 'arth-anim',
      code: 'ARTH1003',
      programId: 'anim',
      programName: 'Animation',
      semester: fall,
    })
    const sharedGame = testCourse({
      id: 'arth-game',
      code: 'ARTH1003',
      programId: 'game',
      programName: 'Game Development',
      semester: fall,
    })
    const retired = testProfessor({
      id: 'ret',
      firstName: 'Julia',
      lastName: 'Umeh',
      email: 'julia@example.edu',
      isActive: false,
    })
    const data = {
      courses: [...courses, shared, sharedGame],
      assignments,
      professors: [...professors, retired],
    }

    it('refuses a code that names several courses unless a Program column picks one', () => {
      const plan = planLoadPlanImport(
        sheet([
          ['Term', 'Course Code', 'Section', 'Professor'],
          ['Fall 2026', 'ARTH1003', 1, 'Bob Ross'],
        ]),
        data,
      )
      expect(plan.errors).toEqual([
        {
          row: 2,
          message: LOAD_PLAN_MESSAGES.courseAmbiguous(
            'ARTH1003',
            'Fall 2026',
            'Animation original, Game Development original',
          ),
        },
      ])
      expect(plan.changes).toEqual({})

      const named = planLoadPlanImport(
        sheet([
          ['Term', 'Program', 'Course Code', 'Section', 'Professor'],
          ['Fall 2026', 'game development', 'ARTH1003', 1, 'Bob Ross'],
          ['Fall 2026', 'anim', 'ARTH1003', 1, 'Bob Ross'],
          ['Fall 2026', 'Film & TV', 'ARTH1003', 1, 'Bob Ross'],
        ]),
        data,
      )
      expect(named.errors).toEqual([
        {
          row: 4,
          message: LOAD_PLAN_MESSAGES.courseMissingInProgram('ARTH1003', 'Fall 2026', 'Film & TV'),
        },
      ])
      expect(named.changes.put!.assignments!.map((a) => a.courseId)).toEqual([
        'arth-game',
        'arth-anim',
      ])
    })

    it('refuses a row whose cells were shifted, a decimal-comma section, a year out of range and a person named twice', () => {
      const rows = [
        ['Term', 'Course Code', 'Section', 'Professor', 'Email'],
        ['Fall 2026', 'Intro', 'ANIM1001', '2', 'Bob Ross', 'bob@example.edu'],
        ['Fall 2026', 'ANIM1001', '1,5', 'Bob Ross', ''],
        ['Fall 1066', 'ANIM1001', '2', 'Bob Ross', ''],
        ['Fall 2026', 'ANIM1001', '2', 'Bob Ross', 'ada@example.edu'],
      ]
      const plan = planLoadPlanImport(
        mappedRecords(rows, 0, autoMapColumns(rows[0]!, LOAD_PLAN_SHEET_FIELDS), {
          strictWidth: true,
        }),
        data,
      )
      expect(plan.errors).toEqual([
        {
          row: 2,
          message:
            'This row has 6 cells but the header has 5 columns: a separator or quote inside a value may have moved its cells, so it is not imported',
        },
        { row: 3, message: LOAD_PLAN_MESSAGES.badSection('1,5') },
        { row: 4, message: 'Fall 1066 is outside the years 2000 to 2100' },
        { row: 5, message: 'ada@example.edu is the email of Ada Lovelace, not of Bob Ross' },
      ])
      expect(plan.changes).toEqual({})
    })

    it('imports an inactive professor with a warning on the row, as Manage Sections flags one', () => {
      const plan = planLoadPlanImport(
        sheet([
          ['Term', 'Course Code', 'Section', 'Professor'],
          ['Fall 2026', 'ANIM1001', 2, 'Julia Umeh'],
          ['Fall 2026', 'ANIM1001', 1, 'Ada Lovelace'],
        ]),
        data,
      )
      expect(plan.errors).toEqual([])
      expect(plan.warnings).toEqual([{ row: 2, message: 'Julia Umeh is inactive' }])
      expect(plan.added.map((c) => c.to?.id)).toEqual(['ret'])
    })
  })
})
