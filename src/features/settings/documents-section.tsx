/**
 * Documents (issue 26): the letterhead every printed load statement and report carries (college,
 * school or faculty, department, contact) and the paper they are laid out for (Letter by default,
 * as North American printers are; A4 available). Kept with the report options in this browser;
 * a generated report keeps the values it was made with, so a print matches what was previewed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useReportOptions } from '@/data/report-options'
import { documentSettingsSchema, PAPER_SIZE_LABELS, PAPER_SIZES, type DocumentSettings } from '@/domain/reports/report'
import { TimedMessage, useTimedMessage } from './timed-message'

const LINES = [
  ['college', 'College', 'e.g. Northbrook College of Applied Arts and Technology'],
  ['school', 'School or faculty', 'e.g. School of Animation, Game and Film'],
  ['department', 'Department', 'e.g. Animation Department'],
  ['contact', 'Contact', 'e.g. Chair: chair@college.ca · 416 555 0100'],
] as const

export function DocumentsSection() {
  const id = useId()
  const [options, setOptions] = useReportOptions()
  const [message, showMessage] = useTimedMessage()
  const saved: DocumentSettings = { ...options.letterhead, paperSize: options.paperSize }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<DocumentSettings>({ resolver: zodResolver(documentSettingsSchema), values: saved })

  const onSubmit = handleSubmit(({ paperSize, ...letterhead }) => {
    setOptions({ paperSize, letterhead })
    reset({ paperSize, ...letterhead })
    showMessage('Document settings saved', 'success')
  })

  return (
    <Card data-testid="documents-section">
      <CardHeader>
        <CardTitle>Documents</CardTitle>
        <CardDescription>
          The letterhead and paper of printed load statements and reports. Every line is optional.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {LINES.map(([key, label, placeholder]) => (
              <FormField key={key} label={label} htmlFor={`${id}-${key}`} error={errors[key]?.message}>
                <Input autoComplete="off" placeholder={placeholder} {...register(key)} />
              </FormField>
            ))}
          </div>
          <FormField label="Paper size" htmlFor={`${id}-paper`} className="sm:max-w-xs">
            <NativeSelect {...register('paperSize')}>
              {PAPER_SIZES.map((size) => (
                <option key={size} value={size}>
                  {PAPER_SIZE_LABELS[size]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={!isDirty}>
              Save documents
            </Button>
            <TimedMessage message={message} testId="documents-message" />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
