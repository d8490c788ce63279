/** The two tabs of Settings (spec section 2): 'Program Manager' (default) and 'General'. */
export const SETTINGS_TABS = ['program-manager', 'general'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]
