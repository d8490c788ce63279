/** Settings (/settings): 'Program Manager' (default) and 'General' tabs. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { GeneralSettingsTab } from './general-settings-tab'
import { ProgramManager } from './program-manager'

export function SettingsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground mt-1 text-sm">Import programs and manage application settings.</p>
      </div>
      <Tabs defaultValue="program-manager">
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
