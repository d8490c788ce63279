/**
 * Settings → General: academic year, data migration, backup, cache and reset, preferences, the
 * workload rules.
 * The data-safety sections come first in reading order on narrow screens.
 */
import { AcademicYearSection } from './academic-year-section'
import { CacheResetSection } from './cache-reset-section'
import { DataBackupSection } from './data-backup-section'
import { DataMigrationSection } from './data-migration-section'
import { DocumentsSection } from './documents-section'
import { PreferencesSection } from './preferences-section'
import { SharePlanSection } from './share-plan-section'
import { WorkloadRulesSection } from './workload-rules-section'

export function GeneralSettingsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AcademicYearSection />
      <DataBackupSection />
      <PreferencesSection />
      <DocumentsSection />
      <DataMigrationSection />
      <CacheResetSection />
      <WorkloadRulesSection />
      <SharePlanSection />
    </div>
  )
}
