/** Settings (/settings): 'Program Manager' (default) and 'General' tabs; the tab is in the URL. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { GeneralSettingsTab } from './general-settings-tab'
import { ProgramManager } from './program-manager'
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs'

export function SettingsPage({ tab = 'program-manager', onTabChange }: { tab?: SettingsTab; onTabChange?: (tab: SettingsTab) => void }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground mt-1 text-sm">Import programs and manage application settings.</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if ((SETTINGS_TABS as readonly string[]).includes(value)) onTabChange?.(value as SettingsTab)
        }}
      >
        <TabsList>
          <TabsTrigger value="program-manager">Program Manager</TabsTrigger>
          <TabsTrigger value="general">General</TabsTrigger>
        </TabsList>
        <TabsContent value="program-manager" className="mt-4">
          <ProgramManager />
        </TabsContent>
        <TabsContent value="general" className="mt-4">
          <GeneralSettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
