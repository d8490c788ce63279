/**
 * The layering lint zones (eslint.config.js) are the only guard of the import direction between
 * src/domain's groups and between the app's layers: these cases lint source text as if it were a
 * file at the given path, with the project's own configuration, so a zone that stops matching
 * (a renamed folder, a rule overridden by a later config block) fails here.
 */
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { DOMAIN_GROUPS } from '../../eslint.config.js'

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath })
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

describe('domain group zones', () => {
  it('lists every folder of src/domain, and src/domain holds folders only', () => {
    const entries = readdirSync(new URL('../../src/domain', import.meta.url), {
      withFileTypes: true,
    })
    expect(entries.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual([])
    expect([...DOMAIN_GROUPS].sort()).toEqual(entries.map((e) => e.name).sort())
  })

  it('fails an import from a lower group into a higher one', async () => {
    const messages = await restrictedImports(
      'src/domain/kernel/new-helper.ts',
      "import { reportTypes } from '@/domain/reports/report-registry'\nexport const x = reportTypes\n",
    )
    expect(messages).toEqual([expect.stringContaining('"kernel" may not import "reports"')])
  })

  it('fails it from a nested folder of a group too (policy/caat-a into plan)', async () => {
    const messages = await restrictedImports(
      'src/domain/policy/caat-a/new-check.ts',
      "import { staffingFigures } from '@/domain/plan/staffing'\nexport const x = staffingFigures\n",
    )
    expect(messages).toEqual([expect.stringContaining('"policy" may not import "plan"')])
  })

  it("fails a relative import that leaves a group's folder", async () => {
    const messages = await restrictedImports(
      'src/domain/model/new-record.ts',
      "import { staffingFigures } from '../plan/staffing'\nexport const x = staffingFigures\n",
    )
    expect(messages).toEqual([expect.stringContaining('Leave a domain group through @/domain/')])
  })

  it('allows imports downward and within a group', async () => {
    const messages = await restrictedImports(
      'src/domain/reports/new-report.ts',
      [
        "import { staffingFigures } from '@/domain/plan/staffing'",
        "import { formatNumber } from '@/domain/kernel/format'",
        "import { reportTypes } from './report-registry'",
        'export const x = [staffingFigures, formatNumber, reportTypes]',
        '',
      ].join('\n'),
    )
    expect(messages).toEqual([])
  })

  it('still keeps React and the storage layer out of the domain', async () => {
    const messages = await restrictedImports(
      'src/domain/plan/new-figure.ts',
      "import { useState } from 'react'\nimport { openDb } from '@/storage/db'\nexport const x = [useState, openDb]\n",
    )
    expect(messages).toEqual([
      expect.stringContaining('domain is pure TypeScript'),
      expect.stringContaining('may not import "storage"'),
    ])
  })
})

describe('layer zones', () => {
  it('keeps the test doubles of test/support out of the app, and lets tests use them', async () => {
    const line =
      "import { createMemoryStore } from '@test/support/memory-store'\nexport const x = createMemoryStore\n"
    const lint = async (filePath: string) => {
      const results = await eslint.lintText(line, { filePath })
      return results.flatMap((r) => r.messages).map((m) => m.message)
    }
    expect(await lint('src/data/new-query.ts')).toEqual([
      expect.stringContaining('test/support is for tests only'),
    ])
    expect(await lint('src/features/courses/new-panel.test.tsx')).toEqual([])
  })

  it('fails a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'src/features/courses/new-panel.tsx',
      "import { ProfessorsPage } from '@/features/professors/professors-page'\nexport const x = ProfessorsPage\n",
    )
    expect(messages).toEqual([expect.stringContaining('A feature may not import another feature')])
  })

  it("keeps a rule pack's screens (src/packs) between components and features", async () => {
    const fromPack = await restrictedImports(
      'src/packs/some-pack/new-section.tsx',
      "import { ProfessorsPage } from '@/features/professors/professors-page'\nexport const x = ProfessorsPage\n",
    )
    expect(fromPack).toEqual([expect.stringContaining('may not import "features"')])
    const fromComponents = await restrictedImports(
      'src/components/ui/new-widget.tsx',
      "import { SwfLink } from '@/packs/some-pack/swf-links'\nexport const x = SwfLink\n",
    )
    expect(fromComponents).toEqual([expect.stringContaining('may not import "packs"')])
  })
})

describe('rule-pack names zone (issue 32 item 4)', () => {
  const packNames = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === 'pack-names/no-pack-names')
      .map((m) => m.message)

  const naming = [
    "import { hasSwf } from '@/domain/policy/caat-a/swf-status'",
    'export const x = hasSwf',
    'export const caatChosen = true',
    "export const id = 'ontario-caat-a'",
    'export const label = `Ontario ${"x"} CAAT-A`',
  ].join('\n')

  it('reports an import path, an identifier, a string and a template that name a pack, outside the registry and the pack folders', async () => {
    const messages = await packNames('src/features/professors/new-panel.ts', naming)
    expect(messages).toHaveLength(4)
    expect(messages[0]).toContain('"@/domain/policy/caat-a/swf-status" names the rule pack "caat"')
    expect(messages.join('\n')).toMatch(/"caatChosen"/)
    expect(messages.join('\n')).toMatch(/"ontario-caat-a"/)
    expect(messages.join('\n')).toMatch(/CAAT-A/)
  })

  it('reports JSX text too, but not a comment', async () => {
    const code = '// Under CAAT-A this shows more.\nexport const Note = () => <p>Ontario CAAT-A</p>\n'
    expect(await packNames('src/features/dashboard/new-note.tsx', code)).toEqual([expect.stringContaining('"Ontario CAAT-A"')])
  })

  it('reports in every layer outside the pack folders (domain, storage, data, routes)', async () => {
    for (const file of ['src/domain/plan/new.ts', 'src/storage/new.ts', 'src/data/new.ts', 'src/routes/new.ts']) {
      expect(await packNames(file, "export const id = 'ontario-caat-a'\n")).toHaveLength(1)
    }
  })

  it("allows the name in the registry files, the pack's folders and tests", async () => {
    for (const file of [
      'src/domain/policy/rule-packs.ts',
      'src/domain/policy/policy-registry.ts',
      'src/domain/policy/caat-a/new-rule.ts',
      'src/domain/alerts/packs/caat-a/new-alert.ts',
      'src/storage/packs/caat-a/new-reader.ts',
      'src/data/packs/pack-policy-loaders.ts',
      'src/packs/pack-ui.tsx',
      'src/packs/caat-a/new-part.ts',
      'src/features/professors/new-panel.test.ts',
    ]) {
      expect(await packNames(file, naming)).toEqual([])
    }
  })
})
