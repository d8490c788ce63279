// Flat ESLint config. Besides the usual TS/React rules it enforces the one-way layering of
// shared/architecture.md: domain -> storage -> data -> features -> routes/app. Each layer may
// only import the layers to its left; a feature never imports another feature.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const layers = ['domain', 'storage', 'data', 'components', 'features', 'routes', 'app']
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

const noReactOrBrowserStorage = [
  { group: ['react', 'react-dom', 'react/*', 'idb'], message: 'domain is pure TypeScript.' },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'public'] },
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
    // z comes from @/domain/zod, which turns off zod's eval probe (a CSP violation) before any
    // schema exists, wherever zod is first loaded. Types may come from 'zod' directly.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@/domain/zod' (it configures zod for the CSP).", allowTypeImports: true }] },
      ],
    },
  },
  { files: ['**/*.{js,mjs}', 'test/**', 'vite.config.ts', 'vitest.e2e.config.ts'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  zone(['src/domain/**'], layers.filter((l) => l !== 'domain'), noReactOrBrowserStorage),
  zone(['src/storage/**'], ['data', 'components', 'features', 'routes', 'app'], [
    { group: ['react', 'react-dom', 'react/*'], message: 'storage has no React.' },
  ]),
  zone(['src/data/**'], ['components', 'features', 'routes', 'app']),
  zone(['src/lib/**'], ['storage', 'data', 'components', 'features', 'routes', 'app']),
  zone(['src/components/**'], ['storage', 'features', 'routes', 'app']),
  ...featureNames.map((name) =>
    zone([`src/features/${name}/**`], ['storage', 'routes', 'app'], [
      {
        group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/*`],
        message: 'A feature may not import another feature: move shared pieces to components/ or domain/.',
      },
    ]),
  ),
  zone(['src/routes/**'], ['app']),
)
