/**
 * The rule packs' help for the Help page (features/pages/help-page.tsx), one line per pack with
 * help of its own: a sentence that follows the auto-assign help, and a section. The Help page
 * describes every pack, chosen or not. Static imports: the Help page loads on demand already.
 */
import type { ComponentType, ReactNode } from 'react'
import { caatAAutoAssignHelp, CaatAHelpSection } from './caat-a/caat-a-help'

export const PACK_HELP: readonly { id: string; autoAssign: ReactNode; Section: ComponentType }[] = [
  { id: 'ontario-caat-a', autoAssign: caatAAutoAssignHelp, Section: CaatAHelpSection },
]
