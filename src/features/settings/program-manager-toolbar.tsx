/** Program Manager header actions: Help & Tips, Download Template (JSON or spreadsheet), Fill Example URLs. */
import { Download, Link2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { downloadJsonTemplate, downloadXlsxTemplate } from '@/components/program-import/template-downloads'
import { TEMPLATE_FILE_NAMES } from '@/domain/programs/program-template'
import { errorMessage, notify } from '@/lib/notify'
import { ProgramHelpDialog } from './program-help-dialog'

export function ProgramManagerToolbar({ onFillExamples }: { onFillExamples: () => void }) {
  const download = async (kind: 'json' | 'xlsx') => {
    try {
      if (kind === 'json') downloadJsonTemplate()
      else await downloadXlsxTemplate()
      notify.success('Template downloaded!')
    } catch (error) {
      notify.error(`Failed to download template: ${errorMessage(error)}`)
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <ProgramHelpDialog />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Download aria-hidden="true" />
            Download Template
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void download('json')}>JSON ({TEMPLATE_FILE_NAMES.json})</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download('xlsx')}>Spreadsheet ({TEMPLATE_FILE_NAMES.xlsx})</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" onClick={onFillExamples}>
        <Link2 aria-hidden="true" />
        Fill Example URLs
      </Button>
    </div>
  )
}
