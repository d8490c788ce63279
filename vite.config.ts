/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Connect, type Plugin } from 'vite'

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

// The app is served under /app (spec section 1); the router uses the same basepath.
export default defineConfig({
  base: '/app/',
  plugins: [react(), tailwindcss(), redirectRootToApp()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
})
