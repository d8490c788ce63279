// Flat ESLint config. Besides the usual TS/React rules it enforces the one-way layering of
// shared/architecture.md: domain -> storage -> data -> features -> routes/app. Each layer may
// only import the layers to its left; a feature never imports another feature.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import packNames from './build/eslint-pack-names.mjs'

// packs: a rule pack's screens and parts (src/packs/<pack>/), under the features that show them.
const layers = ['domain', 'storage', 'data', 'components', 'packs', 'features', 'routes', 'app']
const featureNames = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
})()

/** Forbid imports of the given layers from files in `files`. */
function zone(files, forbidden, extra = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((layer) => ({
              group: [`@/${layer}`, `@/${layer}/*`],
              message: `Layering: this layer may not import "${layer}" (see shared/architecture.md).`,
            })),
            ...extra,
            {
              group: ['../../*'],
              message: 'Use the @/ alias for imports that leave the folder.',
            },
          ],
        },
      ],
    },
  }
}

// The workload-policy seam (issue 22): hours are compared with a cap only in src/domain/policy.
// Elsewhere a professor's maxWeeklyHours may be shown (formatNumber, String, a template or JSX)
// but not compared, subtracted, passed on, copied into a figure or destructured; the spec's
// formulas in domain/workload.ts are imported by the policy alone. The entity, its form, its
// validation, import, export and bulk edit handle the raw field and keep only the import rule.
const policyFormulas =
  'utilizationPercent|remainingHours|workloadStatus|reportWorkloadStatus|canTakeExtraHours|reportMaxHours|reportFallbackMaxHours'
const policyFormulaImport = {
  selector: `ImportSpecifier[imported.name=/^(${policyFormulas})$/]`,
  message: 'Ask the workload policy (src/domain/policy/workload-policy.ts) instead of calling the formulas.',
}
const rawCapRules = [
  policyFormulaImport,
  {
    selector:
      "MemberExpression[property.name='maxWeeklyHours']:not(CallExpression[callee.name=/^(formatNumber|String)$/] > .arguments, TemplateLiteral > .expressions, JSXExpressionContainer > .expression)",
    message:
      "A professor's cap is the workload policy's business: ask it (limit, assess, fits, headroom) rather than reading maxWeeklyHours for math or status. Showing the figure is fine.",
  },
  {
    selector: "ObjectPattern > Property[key.name='maxWeeklyHours']",
    message: "Do not destructure maxWeeklyHours: ask the workload policy (src/domain/policy/workload-policy.ts).",
  },
]
const rawCapFieldFiles = [
  'src/domain/policy/**',
  'src/domain/model/workload.ts',
  'src/domain/model/professor.ts',
  'src/domain/professors/professor-form-rules.ts',
  'src/domain/model/professor-store-validation.ts',
  'src/domain/professors/professor-rules.ts',
  'src/domain/professors/professor-import.ts',
  'src/domain/professors/professor-sheet.ts',
  'src/domain/professors/professor-export.ts',
  'src/domain/professors/professor-bulk.ts',
  'src/features/professors/professor-form*.{ts,tsx}',
  'src/features/professors/professor-sheet-import.tsx',
  'src/features/professors/import-professors-dialog.tsx',
]

const noReactOrBrowserStorage = [
  { group: ['react', 'react-dom', 'react/*', 'idb'], message: 'domain is pure TypeScript.' },
]

// src/domain is grouped by concern (issue 22), ordered so imports run downward: a group may import
// only the groups listed before it. Tests and test fixtures may reach any group (a test of a
// kernel helper may build its input with a course form rule). Leaving a group goes through the
// @/domain/<group>/ alias, so '../' is not allowed out of a group's top folder.
export const DOMAIN_GROUPS = [
  'kernel', // generic helpers: zod set-up, constants, formatting, text, ids, collation, maps
  'model', // the records and their schemas: course, assignment, professor, program, change set
  'exchange', // spreadsheet columns and rows, backups, AI replies: formats, no rules
  'calendar', // academic years, calendar, planning terms, semester options, schedule clashes
  'policy', // the workload-policy seam and its rule packs (CourseLoad bands, CAAT-A)
  'plan', // the plan index, staffing, conflicts, term workload, cascades, load plan, rollover
  'professors',
  'courses',
  'programs',
  'alerts', // the dashboard's workload and contract alerts
  'reports',
  'history', // undo/redo and the action labels
  'sample', // the sample data generator
  'auto-assign',
  'scenarios', // what-if scenarios: an overlay over the plan, its diff, drift and promotion
  'sync', // the shared plan: changes the school server logged, told for people
]
const domainZones = DOMAIN_GROUPS.flatMap((group, i) => {
  const upward = DOMAIN_GROUPS.slice(i + 1).map((higher) => ({
    group: [`@/domain/${higher}`, `@/domain/${higher}/*`],
    message: `Domain groups: "${group}" may not import "${higher}", a group above it (see DOMAIN_GROUPS in eslint.config.js).`,
  }))
  const forbidden = layers.filter((l) => l !== 'domain')
  const tests = ['src/**/*.test.{ts,tsx}', 'src/**/*-test-fixtures.ts']
  const leaveByAlias = {
    group: ['../*'],
    message: 'Leave a domain group through @/domain/<group>/, so the group zones can see it.',
  }
  return [
    { ...zone([`src/domain/${group}/*.{ts,tsx}`], forbidden, [...noReactOrBrowserStorage, ...upward, leaveByAlias]), ignores: tests },
    { ...zone([`src/domain/${group}/*/**`], forbidden, [...noReactOrBrowserStorage, ...upward]), ignores: tests },
  ]
})


// Rule packs (issue 32 item 4): a pack's name stays in the rule-pack registry and the pack's own
// folders, so another agreement touches only its folders and one registry line per layer. The
// registry: domain/policy/{rule-packs,policy-registry,pack-schemas}.ts, data/packs/*, storage/packs/*,
// packs/* (the screen side). A pack's folders: domain/policy/<pack>/, domain/<group>/packs/<pack>/,
// storage/packs/<pack>/, data/packs/<pack>/, packs/<pack>/. Tests and test fixtures may name a pack.
export const PACK_NAMES = ['caat']
export const PACK_NAME_ALLOWED = [
  'src/domain/policy/rule-packs.ts',
  'src/domain/policy/policy-registry.ts',
  'src/domain/policy/pack-schemas.ts',
  ...PACK_NAMES.map((name) => `src/domain/policy/${name}*/**`),
  'src/**/packs/**',
  'src/**/*.test.{ts,tsx}',
  'src/**/*-test-fixtures.ts',
]
const packNameZone = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: PACK_NAME_ALLOWED,
  plugins: { 'pack-names': packNames },
  rules: { 'pack-names/no-pack-names': ['error', { names: PACK_NAMES }] },
}

export default tseslint.config(
  { ignores: ['dist', 'server/dist', 'node_modules', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2022 },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // z comes from @/domain/kernel/zod, which turns off zod's eval probe (a CSP violation) before any
    // schema exists, wherever zod is first loaded. Types may come from 'zod' directly.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/kernel/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@/domain/kernel/zod' (it configures zod for the CSP).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Test doubles and fixtures (an in-memory DataStore, valid records) live in test/support, read
    // through the @test alias: tests use them freely, the app never does.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/kernel/zod.ts', 'src/**/*.test.{ts,tsx}', 'src/**/*-test-fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from '@/domain/kernel/zod' (it configures zod for the CSP).", allowTypeImports: true }],
          patterns: [{ group: ['@test', '@test/*'], message: 'test/support is for tests only.' }],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}', 'test/**', 'vite.config.ts', 'vitest.e2e.config.ts'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  zone(['src/domain/**'], layers.filter((l) => l !== 'domain'), noReactOrBrowserStorage),
  ...domainZones,
  zone(['src/storage/**'], ['data', 'components', 'packs', 'features', 'routes', 'app'], [
    { group: ['react', 'react-dom', 'react/*'], message: 'storage has no React.' },
  ]),
  zone(['src/data/**'], ['components', 'packs', 'features', 'routes', 'app']),
  zone(['src/lib/**'], ['storage', 'data', 'components', 'packs', 'features', 'routes', 'app']),
  zone(['src/components/**'], ['storage', 'packs', 'features', 'routes', 'app']),
  zone(['src/packs/**'], ['storage', 'features', 'routes', 'app']),
  ...featureNames.map((name) =>
    zone([`src/features/${name}/**`], ['storage', 'routes', 'app'], [
      {
        group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/*`],
        message: 'A feature may not import another feature: move shared pieces to components/ or domain/.',
      },
    ]),
  ),
  zone(['src/routes/**'], ['app']),
  {
    // The school server runs on Node and shares only the domain with the app (architecture.md,
    // "Server house style"), plus the table of which schema guards which store.
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layers.filter((l) => l !== 'domain').map((l) => `@/${l}/*`), '@/lib/*', '!@/storage/entity-schemas'],
              message: 'The server imports only src/domain from the app (see shared/architecture.md).',
            },
            { group: ['react', 'react-dom', 'react/*', 'idb'], message: 'The server has no React and no IndexedDB.' },
          ],
        },
      ],
    },
  },
  packNameZone,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', ...rawCapFieldFiles],
    rules: { 'no-restricted-syntax': ['error', ...rawCapRules] },
  },
  {
    files: rawCapFieldFiles,
    ignores: ['src/domain/policy/**', 'src/domain/model/workload.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', policyFormulaImport] },
  },
)
