/** Request parts parsed with their zod schema; a failure answers 400 with the first problems. */
import type { z } from 'zod'
import { HttpError } from '../http-error'

export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || what}: ${i.message}`)
  throw new HttpError(400, {
    error: 'invalid',
    message: `The ${what} is not valid: ${problems.join('; ')}`,
    problems,
  })
}
