import { describe, expect, it } from 'vitest'
import { clerkFrontendHost, contentSecurityPolicy, inlineScriptSource } from './content-security-policy'

const key = (host: string) => `pk_test_${Buffer.from(`${host}$`).toString('base64')}`

describe('Content-Security-Policy', () => {
  it('allows only the app itself without a Clerk key: no inline script, no eval, no frames', () => {
    const csp = contentSecurityPolicy()
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/)
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("frame-src 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('clerk')
  })

  it("adds the Clerk instance's own host when a publishable key is configured", () => {
    expect(clerkFrontendHost(key('sweet-cat-12.clerk.accounts.dev'))).toBe('sweet-cat-12.clerk.accounts.dev')
    const csp = contentSecurityPolicy({ clerkPublishableKey: key('clerk.example.edu') })
    expect(csp).toMatch(/script-src [^;]*https:\/\/clerk\.example\.edu/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/clerk\.example\.edu/)
    expect(csp).toMatch(/img-src [^;]*https:\/\/img\.clerk\.com/)
  })

  it('ignores keys that are not publishable keys or do not encode a host', () => {
    expect(clerkFrontendHost(undefined)).toBeNull()
    expect(clerkFrontendHost('sk_test_secret')).toBeNull()
    expect(clerkFrontendHost(`pk_test_${Buffer.from('not a host<script>$').toString('base64')}`)).toBeNull()
    expect(contentSecurityPolicy({ clerkPublishableKey: 'garbage' })).not.toContain('clerk')
  })

  it('allows an inline script by its SHA-256 digest only, never inline scripts in general', () => {
    // echo -n "window.x = 1" | openssl dgst -sha256 -binary | base64
    const digest = "'sha256-TRQHTtKk2Jz9TNrGZb+BnTJZb+vLVfeW/a0aaZ7avUM='"
    expect(inlineScriptSource('window.x = 1')).toBe(digest)
    const csp = contentSecurityPolicy({ inlineScripts: ['window.x = 1'] })
    expect(csp).toContain(`script-src 'self' ${digest} 'wasm-unsafe-eval'`)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('lets the app connect to the configured school servers and nothing more (loopback when none is configured)', () => {
    expect(contentSecurityPolicy()).toMatch(/connect-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*(;|$)/)
    const csp = contentSecurityPolicy({ syncServerOrigins: 'https://courseload.school.edu/, https://backup.school.edu' })
    expect(csp).toMatch(/connect-src 'self' https:\/\/courseload\.school\.edu https:\/\/backup\.school\.edu(;|$)/)
    expect(csp).not.toContain('127.0.0.1')
  })
})
