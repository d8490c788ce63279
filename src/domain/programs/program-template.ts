/**
 * The downloadable templates (spec section 7: program-template.json and program-template.xlsx).
 * Both are importable exactly as downloaded: the JSON passes the validator without errors, and
 * the spreadsheet rows carry the required columns and group into one program.
 */
import { HOURS_WEEKS_PER_TERM } from '@/domain/kernel/constants'
import { formatEvaluationMix } from '@/domain/model/evaluation-mix'
import type { ProgramImport } from '@/domain/model/program-import-format'
import { SPREADSHEET_COLUMNS } from '@/domain/exchange/spreadsheet-rows'

export const TEMPLATE_FILE_NAMES = { json: 'program-template.json', xlsx: 'program-template.xlsx' } as const

const W = HOURS_WEEKS_PER_TERM

export const PROGRAM_TEMPLATE: ProgramImport = {
  program: {
    name: 'Example Animation Diploma',
    code: 'EXAN',
    credential: 'Diploma',
    length_years: 2,
    delivery: 'On-campus',
    campus: 'Main Campus',
    start: 'September 2026',
    contact: { name: 'Program Coordinator', email: 'coordinator@example.com' },
    urls: {
      program_page: 'https://www.example-college.ca/programs/example-animation',
      courses_page: 'https://www.example-college.ca/programs/example-animation/courses',
    },
    source_last_scraped: '2026-01-15T10:00:00.000Z',
    design_number: '2026-01',
  },
  courses_by_level: {
    'Level 1': [
      { code: 'EXAN1001', title: 'Drawing Fundamentals', hours: 4, total_hours: 4 * W, weeks: W, credits: 4, prerequisites: [], corequisites: [], description: 'Gesture, form and perspective.', required_specializations: ['Drawing', 'Life Drawing'], evaluation_mix: { essay: 60, routine: 0, in_process: 40 }, expected_enrolment: 30 },
      { code: 'EXAN1002', title: 'Principles of Animation', hours: 3, total_hours: 3 * W, weeks: W, credits: 3, prerequisites: [], corequisites: [], description: 'Timing, spacing and the twelve principles.' },
    ],
    'Level 2': [
      { code: 'EXAN2001', title: 'Character Animation', hours: 4, total_hours: 4 * W, weeks: W, credits: 4, prerequisites: ['EXAN1002'], corequisites: [], description: 'Acting and body mechanics.', required_specializations: ['Character Animation', 'Maya'], evaluation_mix: { essay: 70, routine: 10, in_process: 20 } },
      { type: 'requirement', category: 'Elective', title: 'General Education Elective', notes: 'Choose one from the college list.' },
    ],
  },
}

export function programTemplateJson(): string {
  return `${JSON.stringify(PROGRAM_TEMPLATE, null, 2)}\n`
}

/** The spreadsheet template as rows (header first), one row per course of the JSON template. */
export function programTemplateRows(): (string | number)[][] {
  const header = [...SPREADSHEET_COLUMNS]
  const rows: (string | number)[][] = [header]
  for (const [level, items] of Object.entries(PROGRAM_TEMPLATE.courses_by_level)) {
    for (const item of items) {
      if ('type' in item && item.type === 'requirement') continue
      const course = item as Extract<typeof item, { code: string }>
      rows.push([
        PROGRAM_TEMPLATE.program.code,
        PROGRAM_TEMPLATE.program.design_number ?? '',
        level,
        course.code,
        course.title,
        course.hours ?? 0,
        course.total_hours ?? 0,
        course.weeks ?? W,
        course.credits ?? 0,
        (course.prerequisites ?? []).join(', '),
        course.description ?? '',
        (course.corequisites ?? []).join(', '),
        PROGRAM_TEMPLATE.program.name,
        PROGRAM_TEMPLATE.program.credential,
        (course.required_specializations ?? []).join(', '),
        course.evaluation_mix ? formatEvaluationMix({ ...course.evaluation_mix, inProcess: course.evaluation_mix.in_process }) : '',
        course.expected_enrolment ?? '',
      ])
    }
  }
  return rows
}
