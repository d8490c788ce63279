// Types of what test/unit/lint-zones.test.ts reads from the ESLint configuration.
import type { Linter } from 'eslint'

export const DOMAIN_GROUPS: readonly string[]
export const PACK_NAMES: readonly string[]
export const PACK_NAME_ALLOWED: readonly string[]
declare const config: Linter.Config[]
export default config
