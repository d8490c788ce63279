/**
 * Builds the school server (server/src/main.ts) into server/dist/main.js for Node 20, which
 * cannot run TypeScript itself: the shared domain code (@/domain) and the SQL migrations are
 * bundled in, the npm packages stay external and are loaded from node_modules.
 */
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
  logLevel: 'warn',
})
