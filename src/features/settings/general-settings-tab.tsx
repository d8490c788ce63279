/**
 * General tab: its sections are built by a later release. Until then each section says so
 * plainly instead of showing controls that do nothing.
 */
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

const SECTIONS = [
  'Academic Year Configuration',
  'Data Migration',
  'Data Backup',
  'Cache & Reset',
  'Application Preferences',
] as const

export function GeneralSettingsTab() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {SECTIONS.map((title) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
            <CardDescription>This section arrives in a later release.</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  )
}
