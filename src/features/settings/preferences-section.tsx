/**
 * Application Preferences: theme (light, dark, or the system's), date and time formats, and the
 * welcome message. Each change is saved at once in the user preferences and applies app-wide.
 */
import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { usePreferences } from '@/data/local-settings'
import { formatDate, formatTime } from '@/domain/kernel/date-format'
import { DATE_FORMATS, THEME_LABELS, THEMES, TIME_FORMAT_LABELS, TIME_FORMATS, type UserPreferences } from '@/domain/kernel/user-preferences'

// A fixed sample date, so the option labels show what each format looks like.
const SAMPLE = new Date(2025, 8, 15, 14, 30)

export function PreferencesSection() {
  const id = useId()
  const [preferences, update] = usePreferences()
  return (
    <Card data-testid="preferences-section">
      <CardHeader>
        <CardTitle>Application Preferences</CardTitle>
        <CardDescription>Saved in this browser and applied at once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-theme`}>Theme</Label>
          <NativeSelect
            id={`${id}-theme`}
            value={preferences.theme}
            options={THEMES.map((t) => ({ value: t, label: THEME_LABELS[t] }))}
            onChange={(e) => update({ theme: e.target.value as UserPreferences['theme'] })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Date format</Label>
          <NativeSelect
            id={`${id}-date`}
            value={preferences.dateFormat}
            options={DATE_FORMATS.map((f) => ({ value: f, label: formatDate(SAMPLE, { dateFormat: f, timeFormat: '12h' }) }))}
            onChange={(e) => update({ dateFormat: e.target.value as UserPreferences['dateFormat'] })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-time`}>Time format</Label>
          <NativeSelect
            id={`${id}-time`}
            value={preferences.timeFormat}
            options={TIME_FORMATS.map((f) => ({ value: f, label: TIME_FORMAT_LABELS[f] }))}
            onChange={(e) => update({ timeFormat: e.target.value as UserPreferences['timeFormat'] })}
          />
        </div>
        <div className="flex items-center gap-3 self-end pb-2">
          <Switch
            id={`${id}-welcome`}
            checked={preferences.showWelcome}
            onCheckedChange={(checked) => update({ showWelcome: checked })}
          />
          <Label htmlFor={`${id}-welcome`}>Show welcome message</Label>
        </div>
        <p className="text-muted-foreground text-sm sm:col-span-2" data-testid="format-preview">
          Dates and times appear as {formatDate(SAMPLE, preferences)} {formatTime(SAMPLE, preferences)}.
        </p>
      </CardContent>
    </Card>
  )
}
