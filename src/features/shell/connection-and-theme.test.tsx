// The shell's online/offline indicator (from browser events) and the theme applied to the document.
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionStatus } from './connection-status'
import { applyTheme, resolveTheme, ThemeSync } from './theme-sync'

afterEach(() => {
  vi.restoreAllMocks()
  document.documentElement.classList.remove('dark')
  delete document.documentElement.dataset.theme
  // A switch's transition guard goes on a timer that a test may end before.
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent?.includes('transition:none')) style.remove()
  }
})

describe('ConnectionStatus', () => {
  it('follows the browser online/offline events and says the app keeps working offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<ConnectionStatus />)
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-online', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Online')
    onLine.mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('status')).toHaveTextContent('Offline. CourseLoad keeps working: your changes are saved in this browser.')
    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-online', 'true')
  })
})

describe('ThemeSync', () => {
  it('puts the dark class on the document for the dark preference, and removes it for light', () => {
    localStorage.setItem('courseload-user-preferences', JSON.stringify({ theme: 'dark' }))
    const { unmount } = render(<ThemeSync />)
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    unmount()
    localStorage.setItem('courseload-user-preferences', JSON.stringify({ theme: 'light' }))
    render(<ThemeSync />)
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it("'system' follows the operating system", () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
  })

  it('switches with every transition stopped, then lets transitions run again', () => {
    vi.useFakeTimers()
    try {
      applyTheme('light')
      const guards = () =>
        [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('transition:none'))
      expect(guards()).toHaveLength(0)
      applyTheme('dark')
      expect(document.documentElement).toHaveClass('dark')
      expect(guards()).toHaveLength(1)
      vi.runAllTimers()
      expect(guards()).toHaveLength(0)
      // The same theme again changes nothing and adds no guard.
      applyTheme('dark')
      expect(guards()).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
