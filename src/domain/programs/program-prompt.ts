/**
 * The prompt the URL Extract mode generates (spec section 5 "URL tab"). The product never calls
 * an AI service: the user copies this text into an assistant of their choice and pastes the JSON
 * reply back. The prompt therefore spells out the exact import format the validator accepts.
 */
import { CREDENTIALS, DELIVERY_MODES, HOURS_WEEKS_PER_TERM } from '@/domain/kernel/constants'

const PROMPT_MESSAGES = {
  bothRequired: 'Please enter both URLs before generating the prompt',
  invalidUrl: 'Please enter valid URLs starting with http:// or https://',
} as const

/** Example pages for 'Fill Example URLs'. */
export const EXAMPLE_PROGRAM_URLS = {
  programPage: 'https://www.example-college.ca/programs/animation-diploma',
  coursesPage: 'https://www.example-college.ca/programs/animation-diploma/courses',
} as const

/** True when the text parses as an absolute http(s) URL. */
function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The first problem with the two URLs as the spec words it, or null. */
export function promptUrlError(programPage: string, coursesPage: string): string | null {
  if (!programPage.trim() || !coursesPage.trim()) return PROMPT_MESSAGES.bothRequired
  if (!isHttpUrl(programPage) || !isHttpUrl(coursesPage)) return PROMPT_MESSAGES.invalidUrl
  return null
}

export function buildProgramPrompt(programPage: string, coursesPage: string): string {
  const program = programPage.trim()
  const courses = coursesPage.trim()
  const weeks = HOURS_WEEKS_PER_TERM
  return `You are helping me import a college program into a course-planning tool.

Read these two pages:
- Program page: ${program}
- Courses page: ${courses}

Return ONLY one JSON object (no explanations, no Markdown code fences) in exactly this format:

{
  "program": {
    "name": "Full program name",
    "code": "Program code, e.g. ANIM",
    "credential": "${CREDENTIALS.join(' | ')}",
    "length_years": 3,
    "delivery": "${DELIVERY_MODES.join(' | ')}",
    "campus": "Campus name",
    "start": "Intake, e.g. September 2026",
    "contact": { "name": "Program contact", "email": "contact@example.com" },
    "urls": { "program_page": "${program}", "courses_page": "${courses}" },
    "source_last_scraped": "ISO 8601 timestamp of when you read the pages, e.g. 2026-01-15T10:00:00Z",
    "design_number": "Program design number or version if shown, else an empty string"
  },
  "courses_by_level": {
    "Level 1": [
      {
        "code": "ANIM1001",
        "title": "Course title",
        "hours": 3,
        "total_hours": 42,
        "weeks": ${weeks},
        "credits": 3,
        "prerequisites": ["CODE1000"],
        "corequisites": [],
        "description": "Short course description",
        "required_specializations": ["Character Animation", "Maya"],
        "evaluation_mix": { "essay": 60, "routine": 40, "in_process": 0 },
        "expected_enrolment": 30
      },
      {
        "type": "requirement",
        "category": "Elective",
        "title": "General Education Elective",
        "notes": "Choose one from the elective list"
      }
    ],
    "Level 2": []
  }
}

Rules:
1. Use one key per level or semester: "Level 1", "Level 2", ... in program order.
2. Every course needs a non-empty "code" and "title".
3. "hours" is WEEKLY hours. If the page gives only total hours, compute weekly hours = total_hours / ${weeks} (a term has ${weeks} weeks).
4. "total_hours" = hours x ${weeks} when only weekly hours are given.
5. "hours", "total_hours", "weeks" and "credits" are numbers, not text.
6. "prerequisites" and "corequisites" are arrays of course codes (empty arrays if none).
7. Electives or other choices that are not a specific course are items with "type": "requirement", a "category" and a "title".
8. "source_last_scraped" must be an ISO 8601 timestamp.
9. Do not invent courses: include only what the pages show.
10. "required_specializations", "evaluation_mix" and "expected_enrolment" are optional: include them only when the pages say so, otherwise leave them out.
    - "required_specializations": an array of the subject areas or skills a teacher of the course needs (e.g. ["Character Animation", "Maya"]).
    - "evaluation_mix": whole-number percentages of the marks from essay or project work ("essay"), routine or assisted marking such as tests and quizzes ("routine") and in-process evaluation in class ("in_process"); the three add up to 100.
    - "expected_enrolment": a whole number, the students expected in each section.`
}
