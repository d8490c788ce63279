// Browser end-to-end tests: real Chromium against the production build served by vite preview.
// Separate from vite.config.ts so unit tests keep jsdom and never pick these files up.
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['./test/e2e/global-setup.ts'],
    // One Chromium at a time: the CI machine has 2 cores and the browser wants both.
    fileParallelism: false,
    // Generous because a cold Chromium start on a loaded 2-core machine can take seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
})
