/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { contentSecurityPolicy } from './build/content-security-policy.ts'

/** http://localhost:5173/ (what people type) goes to the app under /app/ in dev and preview. */
function redirectRootToApp(): Plugin {
  const install = (middlewares: Connect.Server) => {
    middlewares.use((req, res, next) => {
      if (req.url === '/' || req.url === '/app') {
        res.statusCode = 302
        res.setHeader('Location', '/app/')
        res.end()
        return
      }
      next()
    })
  }
  return {
    name: 'redirect-root-to-app',
    configureServer(server) {
      install(server.middlewares)
    },
    configurePreviewServer(server) {
      install(server.middlewares)
    },
  }
}

/**
 * Built assets have content hashes in their names, so the preview server (the production build
 * as served here) lets the browser keep them: a returning planner's start then reads the scripts
 * from the cache instead of revalidating some 26 files. index.html itself is revalidated on every
 * load, so a new build is picked up at once. A host serving dist/ should do the same.
 */
function immutableAssets(): Plugin {
  return {
    name: 'immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/app/assets/')) {
          // sirv sets its own no-cache header later; this one replaces it just before sending.
          const setHeader = res.setHeader.bind(res)
          const forever = 'public, max-age=31536000, immutable'
          res.setHeader = (name, value) =>
            setHeader(name, name.toLowerCase() === 'cache-control' ? forever : value)
        }
        next()
      })
    },
  }
}

/**
 * The read-ahead (src/storage/read-ahead.inline.js) runs inline in index.html's head, so the disk
 * read starts before any script file is even requested. Its header comment is left out.
 */
const readAheadSource = readFileSync(new URL('./src/storage/read-ahead.inline.js', import.meta.url), 'utf8')
  .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
  .trim()

function readAheadScript(): Plugin {
  return {
    name: 'read-ahead-script',
    transformIndexHtml() {
      return [{ tag: 'script', children: readAheadSource, injectTo: 'head-prepend' }]
    },
  }
}

/**
 * The built index.html carries the Content-Security-Policy as a <meta> tag (build only: the dev
 * server injects an inline script for hot reload). Clerk's hosts join it only when a publishable
 * key is configured for the build; the read-ahead is allowed by its hash.
 */
function contentSecurityPolicyMeta(clerkPublishableKey: string | undefined, syncServerOrigins: string | undefined): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ clerkPublishableKey, inlineScripts: [readAheadSource], syncServerOrigins }) },
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}

/**
 * The service worker that lets CourseLoad open without a network (vite-plugin-pwa, Workbox's
 * generateSW): it precaches every file of the build, the optimizer's WebAssembly, the spreadsheet
 * and chart chunks included, so whatever a planner opens offline after one visit is there; and
 * it answers a navigation to any /app/... route with the app shell (index.html), whose router
 * takes it from there. It is built into dist/ only (nothing in dev, where it would serve stale
 * code). 'prompt': a new deployment's worker waits until the planner accepts the reload
 * (features/shell/app-update.ts), so one page never runs two versions' chunks. No manifest:
 * installing it as an app is not asked for, only starting offline.
 */
function offlineServiceWorker(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    // Registered from boot (features/shell/app-update.ts), not by an injected inline script,
    // which the Content-Security-Policy would have to allow.
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,wasm,svg}'],
      // HiGHS's WebAssembly is 3.5 MB, over Workbox's 2 MiB default: without this it would be
      // left out with a build warning and the optimizer would not start offline.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // Relative to the worker's own URL (/app/sw.js): /app/index.html.
      navigateFallback: 'index.html',
      // The first page is taken over as soon as the app is cached, so a network lost during that
      // first visit already finds the spreadsheet and chart chunks. (No skipWaiting: an update
      // still waits for the planner.)
      clientsClaim: true,
    },
  })
}

// The app is served under /app (spec section 1); the router uses the same basepath.
export default defineConfig(({ mode }) => ({
  base: '/app/',
  plugins: [
    react(),
    tailwindcss(),
    redirectRootToApp(),
    immutableAssets(),
    // Both prepend to <head>, the later plugin's tag first: the CSP meta tag must come before the
    // script it governs, and the script before any stylesheet, which would hold it back.
    readAheadScript(),
    contentSecurityPolicyMeta(loadEnv(mode, process.cwd(), 'VITE_').VITE_CLERK_PUBLISHABLE_KEY, loadEnv(mode, process.cwd(), 'VITE_').VITE_SYNC_SERVER_ORIGINS),
    offlineServiceWorker(),
  ],
  resolve: {
    // @test: test doubles and fixtures (test/support), for tests only (an ESLint rule keeps them out of the app).
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: false },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    setupFiles: ['./test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
    // Rules and data code in plain Node (threads start faster than processes); components in
    // jsdom. A .ts test that needs the DOM or localStorage says so with `@vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          pool: 'threads',
          include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['**/*.local-time.test.ts'],
        },
      },
      {
        // Rules about the local calendar day, in a zone west of UTC (Toronto, where the college is):
        // processes, since a worker thread keeps the time zone its process started with.
        extends: true,
        test: {
          name: 'local-time',
          environment: 'node',
          pool: 'forks',
          env: { TZ: 'America/Toronto' },
          include: ['src/**/*.local-time.test.ts'],
        },
      },
      {
        // The school server (server/): Node only, on PGlite and on a real PostgreSQL when there is
        // one (server/test/global-setup.ts starts a throwaway cluster or takes
        // COURSELOAD_TEST_DATABASE_URL).
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          pool: 'forks',
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          // Starting PGlite (WebAssembly, initdb) takes seconds on a busy machine.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'test/unit/**/*.test.tsx'],
        },
      },
    ],
  },
}))
