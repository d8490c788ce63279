// Vitest setup for unit and component tests: jest-dom matchers and a fresh fake IndexedDB.
import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import '@/components/ui/test-polyfills'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
})
