/** Help & Tips: how the import works (Workflow), what helps (Tips), and example data (Examples). */
import { HelpCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { HOURS_WEEKS_PER_TERM } from '@/domain/kernel/constants'
import { SPREADSHEET_COLUMNS, REQUIRED_SPREADSHEET_COLUMNS } from '@/domain/exchange/spreadsheet-rows'

const EXAMPLE = `{
  "program": {
    "name": "Animation Diploma",
    "code": "ANIM",
    "credential": "Diploma",
    "length_years": 2,
    "start": "September 2026",
    "source_last_scraped": "2026-01-15T10:00:00Z",
    "design_number": "2026-01"
  },
  "courses_by_level": {
    "Level 1": [
      { "code": "ANIM1001", "title": "Drawing Fundamentals",
        "hours": 4, "total_hours": 56, "credits": 4,
        "prerequisites": [], "corequisites": [],
        "required_specializations": ["Drawing"],
        "evaluation_mix": { "essay": 60, "routine": 0, "in_process": 40 },
        "expected_enrolment": 30 },
      { "type": "requirement", "category": "Elective",
        "title": "General Education Elective" }
    ]
  }
}`

export function ProgramHelpDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <HelpCircle aria-hidden="true" />
          Help &amp; Tips
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Program import: help &amp; tips</DialogTitle>
          <DialogDescription>Everything stays in this browser. The app never calls an AI service itself.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="workflow">
          <TabsList>
            <TabsTrigger value="workflow">Workflow</TabsTrigger>
            <TabsTrigger value="tips">Tips</TabsTrigger>
            <TabsTrigger value="examples">Examples</TabsTrigger>
          </TabsList>
          <TabsContent value="workflow" className="text-sm">
            <ol className="list-decimal space-y-2 pl-5">
              <li>URL Extract: enter the program page and the courses page, then Generate AI Prompt.</li>
              <li>Copy the prompt into an AI assistant of your choice and copy the JSON it returns.</li>
              <li>
                JSON Paste: paste the reply as it comes and Process JSON. A ```json fence or a sentence before or after the JSON is
                removed for you, and the result says what was removed. Or File Upload: drop a .json file or a spreadsheet.
              </li>
              <li>Review the validation result and the preview; fix every error first.</li>
              <li>
                Map each level to a term and year (one click for Fall/Winter every level every year, or the Fall/Winter/Spring cohort;
                or set each level), choose whether electives become placeholder courses, then Confirm to add the program and its courses.
              </li>
            </ol>
          </TabsContent>
          <TabsContent value="tips" className="text-sm">
            <ul className="list-disc space-y-2 pl-5">
              <li>"hours" means weekly hours: weekly = total / {HOURS_WEEKS_PER_TERM}, total = weekly x {HOURS_WEEKS_PER_TERM}.</li>
              <li>Warnings (missing hours, duplicate codes) do not block the import; errors do.</li>
              <li>Importing the same program code with a new design number adds a version beside the original.</li>
              <li>
                Spreadsheets need the columns {REQUIRED_SPREADSHEET_COLUMNS.join(', ')}; list cells are comma separated. Add the optional
                columns programName and credential to give the program its name (otherwise it is called by its programId).
              </li>
              <li>
                What each course needs is optional: required_specializations (a list), evaluation_mix (whole percentages for essay,
                routine and in_process adding up to 100) and expected_enrolment (students per section); in a spreadsheet the columns
                requiredSpecializations (split on , ; | or line breaks), evaluationMix (e.g. 60 essay / 40 routine) and
                expectedEnrolment. A value that cannot be read stops the import and is named.
              </li>
              <li>A program's name, code, credential and length can be changed later with Edit Program on Programs.</li>
              <li>Files up to 10MB: .json, .xlsx, .xls or .csv.</li>
            </ul>
          </TabsContent>
          <TabsContent value="examples" className="space-y-3 text-sm">
            <p className="font-medium">JSON</p>
            <pre className="bg-muted max-h-64 overflow-auto rounded-md p-3 font-mono text-xs">{EXAMPLE}</pre>
            <p className="font-medium">Spreadsheet columns</p>
            <p className="text-muted-foreground font-mono text-xs break-words">{SPREADSHEET_COLUMNS.join(' | ')}</p>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
