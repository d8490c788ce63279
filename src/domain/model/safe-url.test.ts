import { describe, expect, it } from 'vitest'
import { mailtoHref, safeHref } from './safe-url'

describe('safeHref', () => {
  it.each([
    ['https://college.example/animation', 'https://college.example/animation'],
    ['http://college.example/a?b=1#c', 'http://college.example/a?b=1#c'],
    [' https://college.example ', 'https://college.example/'],
    ['mailto:ada@college.example', 'mailto:ada@college.example'],
  ])('links %s', (raw, href) => {
    expect(safeHref(raw)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/x',
    '//evil.example/x',
    '/relative/path',
    'college.example',
    'https://evil.example/\u202Efdp.exe',
    'mailto:eve@\u202Eude.x',
    'mailto:not-an-address',
    '',
    42,
    null,
  ])('keeps %s as plain text', (raw) => {
    expect(safeHref(raw)).toBeNull()
  })
})

describe('mailtoHref', () => {
  it('links a valid address, refuses an RTL override or junk', () => {
    expect(mailtoHref(' ada@college.example ')).toBe('mailto:ada@college.example')
    expect(mailtoHref('ada@\u202Eude.x')).toBeNull()
    expect(mailtoHref('javascript:alert(1)')).toBeNull()
    expect(mailtoHref(undefined)).toBeNull()
  })
})
