/** Link to the courses screen filtered by one professor (/courses?professorId={id}). */
import type { ComponentProps } from 'react'
import { Link } from '@tanstack/react-router'

export function CoursesLink({ professorId, ...props }: { professorId: string } & Omit<ComponentProps<'a'>, 'href'>) {
  return <Link to="/courses" search={{ professorId }} {...props} />
}
