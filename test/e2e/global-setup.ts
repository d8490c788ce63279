// Starts one `vite preview` of dist/ for the whole e2e run and hands its origin to the tests.
import type { TestProject } from 'vitest/node'
import { startPreview } from './chromium.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the preview server, e.g. http://127.0.0.1:41234 (the app lives under /app/). */
    baseURL: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startPreview()
  project.provide('baseURL', server.origin)
  return async () => {
    await server.close()
  }
}
