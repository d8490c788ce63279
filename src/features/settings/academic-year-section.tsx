/**
 * Academic Year Configuration (spec section 4 "Academic year settings"): a start date (default
 * 1 September) sets the year to that date's year and the next; the term options are rebuilt and
 * the current term kept if still offered. The term shown is the stored one (the term by month of
 * today when none is stored). Saved as one { academicYear, currentTerm } object; the header and
 * sidebar follow at once. Saving without a change writes nothing, so it never moves the header.
 * Unsaved edits count as pending (leave-page prompt).
 */
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useAcademicSettings, useSaveAcademicSettings } from '@/data/academic-settings'
import { useAcademicYear } from '@/data/local-settings'
import { useScopeSelection } from '@/data/planning-scope'
import { useUnsavedChanges } from '@/data/unsaved-changes'
import {
  ACADEMIC_SETTINGS_MESSAGES,
  defaultStartDate,
  keepOrFirstTerm,
  semesterOfSettings,
  settingsFromStartDate,
  termOptionsFor,
} from '@/domain/calendar/academic-settings'
import { termOfDate } from '@/domain/calendar/academic-year'
import type { AcademicSettings } from '@/domain/model/settings'
import { TimedMessage, useTimedMessage } from './timed-message'

const FALLBACK_WARNING =
  'The local database could not be written; these settings are kept in browser storage only.'

export function AcademicYearSection() {
  const [academicYear] = useAcademicYear()
  const stored = useAcademicSettings()
  // The year shown everywhere is the live one (the header can change it too); the term is stored,
  // and while it loads the term by month stands in (what is read when none is stored).
  const saved: AcademicSettings = {
    academicYear,
    currentTerm: keepOrFirstTerm(
      stored.data?.currentTerm ?? termOfDate(new Date()),
      termOptionsFor(academicYear),
    ),
  }
  // Outside the form: the form re-mounts after a save, the message must outlive that.
  const [message, showMessage] = useTimedMessage()
  return (
    <Card data-testid="academic-year-section">
      <CardHeader>
        <CardTitle>Academic Year Configuration</CardTitle>
        <CardDescription>
          The academic year and term used across the app. The year runs from its start date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Re-mounted when the saved values change elsewhere, so the form starts from them. */}
        <AcademicYearForm
          key={`${saved.academicYear}|${saved.currentTerm}`}
          saved={saved}
          showMessage={showMessage}
        />
        <TimedMessage message={message} testId="academic-year-message" />
      </CardContent>
    </Card>
  )
}

function AcademicYearForm({
  saved,
  showMessage,
}: {
  saved: AcademicSettings
  showMessage: ReturnType<typeof useTimedMessage>[1]
}) {
  const id = useId()
  const [startDate, setStartDate] = useState(() => defaultStartDate(saved.academicYear))
  const [term, setTerm] = useState<string>(saved.currentTerm)
  const save = useSaveAcademicSettings()
  const { chooseSemester } = useScopeSelection()

  const next = settingsFromStartDate(startDate, term)
  const options = next ? termOptionsFor(next.academicYear) : []
  const dirty =
    next !== null &&
    (next.academicYear !== saved.academicYear || next.currentTerm !== saved.currentTerm)
  useUnsavedChanges(dirty)

  const onSubmit = async () => {
    if (!next) return
    // Nothing changed: nothing is written and the header keeps its semester (saving the form as
    // shown used to switch the whole app to the saved term).
    if (!dirty) {
      showMessage(ACADEMIC_SETTINGS_MESSAGES.unchanged, 'success')
      return
    }
    try {
      const result = await save.mutateAsync(next)
      // The header follows at once: its semester becomes the saved term of the saved year.
      const semester = semesterOfSettings(next)
      if (semester) chooseSemester(semester)
      if (result.fallback) showMessage(FALLBACK_WARNING, 'warning', null)
      else showMessage(ACADEMIC_SETTINGS_MESSAGES.saved, 'success')
    } catch {
      showMessage(ACADEMIC_SETTINGS_MESSAGES.failed, 'error')
    }
  }

  return (
    <form
      className="mb-2 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-start`}>Academic year start date</Label>
          <Input
            id={`${id}-start`}
            type="date"
            min="2000-01-01"
            max="2099-12-31"
            value={startDate}
            aria-invalid={next === null || undefined}
            aria-describedby={`${id}-year`}
            onChange={(event) => {
              setStartDate(event.target.value)
              // Term options are rebuilt for the new year; keep the term if it is still offered.
              const changed = settingsFromStartDate(event.target.value, term)
              if (changed) setTerm(changed.currentTerm)
            }}
          />
          <p
            id={`${id}-year`}
            className="text-sm text-muted-foreground"
            data-testid="academic-year-preview"
          >
            {next ? `Academic year ${next.academicYear}` : ACADEMIC_SETTINGS_MESSAGES.invalidDate}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-term`}>Current term</Label>
          <NativeSelect
            id={`${id}-term`}
            value={term}
            options={options}
            disabled={!next}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!next || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save academic year'}
        </Button>
        {dirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
      </div>
    </form>
  )
}
