import type { Browser } from 'playwright-core'

export declare const repoRoot: string
export declare const distIndex: string
export declare const chromiumPath: string
export declare const chromiumArgs: readonly string[]
export declare const viewport: { width: number; height: number }
export declare function missingPrerequisite(): string | null
export declare function launchChromium(): Promise<Browser>
export declare function startPreview(): Promise<{ origin: string; close: () => Promise<void> }>
