/** The member behind a request: its Bearer token verified, then looked up in the school's members. */
import type { FastifyRequest } from 'fastify'
import { AuthError, bearerToken, verifyToken, type IssuerVerifier } from '../auth/tokens'
import type { Db } from '../db/db'
import { unauthorized } from '../http-error'
import { principalOf, type Principal } from '../services/access'

export type Authenticate = (request: FastifyRequest) => Promise<Principal>

export function authenticator(db: Db, verifiers: readonly IssuerVerifier[]): Authenticate {
  return async (request) => {
    const token = bearerToken(request.headers.authorization)
    if (!token) throw unauthorized('Sign in: this request carries no token')
    let identity
    try {
      identity = await verifyToken(token, verifiers)
    } catch (error) {
      if (error instanceof AuthError) throw unauthorized(error.message)
      throw error
    }
    const school = request.headers['courseload-school']
    return principalOf(db, identity, typeof school === 'string' ? school : undefined)
  }
}
