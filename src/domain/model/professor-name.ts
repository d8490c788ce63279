/**
 * How a professor is named on screen. Apart from professor.ts (the schema) so the first bundle
 * can use them without loading zod.
 */
import type { Professor } from './professor'

export function professorFullName(p: Pick<Professor, 'firstName' | 'lastName'>): string {
  return `${p.firstName} ${p.lastName}`.trim()
}

export function professorDisplayName(
  p: Pick<Professor, 'firstName' | 'lastName' | 'preferredName'>,
): string {
  const first = p.preferredName?.trim() || p.firstName
  return `${first} ${p.lastName}`.trim()
}

export function professorInitials(p: Pick<Professor, 'firstName' | 'lastName'>): string {
  return `${p.firstName.trim().charAt(0)}${p.lastName.trim().charAt(0)}`.toUpperCase()
}
