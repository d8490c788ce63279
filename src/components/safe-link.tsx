/**
 * A link for text that came from imported data: rendered as <a> only when safeHref allows it
 * (http, https, mailto), otherwise as plain text, so a `javascript:` url can never be clicked.
 * External pages open in a new tab without access to this one.
 */
import type { ReactNode } from 'react'
import { mailtoHref, safeHref } from '@/domain/model/safe-url'

interface SafeLinkProps {
  /** The untrusted address (an http(s) url, or a mailto: url). */
  href?: unknown
  /** Or an email address, linked as mailto: when valid. */
  email?: unknown
  children?: ReactNode
  className?: string
}

export function SafeLink({ href, email, children, className }: SafeLinkProps) {
  const target = email !== undefined ? mailtoHref(email) : safeHref(href)
  const label = children ?? String(email ?? href ?? '')
  if (!target) return <span className={className}>{label}</span>
  const external = !target.startsWith('mailto:')
  return (
    <a
      href={target}
      className={className}
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {label}
    </a>
  )
}
