// Vitest setup for every unit and component test: a fresh fake IndexedDB. Where a test runs in
// jsdom (the components, and the few .ts tests that ask for it with `@vitest-environment jsdom`
// because they need localStorage or DOM events), jest-dom matchers, the component polyfills and
// a cleanup after each test. The other .ts tests run in plain Node: a jsdom per file cost about
// a second each, some 100 s of a run whose domain tests take 3 s.
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  await import('@/components/ui/test-polyfills')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })
}
