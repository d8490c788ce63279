/**
 * Who a request comes from: a Bearer JWT verified with jose, either from the school's identity
 * provider (its JWKS address, fetched and cached by jose, or a PEM public key: nothing is called
 * per request) or from the loopback trial sign-in (dev-sign-in.ts), whose key lives in
 * PostgreSQL. Only asymmetric algorithms are accepted, so an unsigned token (alg "none") or one
 * "signed" with the public key as an HMAC secret never verifies; expiry is always checked.
 */
import { createPublicKey, type KeyObject } from 'node:crypto'
import {
  createRemoteJWKSet,
  decodeJwt,
  jwtVerify,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose'
import type { IssuerConfig } from '../config'

export interface Identity {
  subject: string
  email?: string
  name?: string
}

export class AuthError extends Error {}

export const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]

/** A verifier of one issuer's tokens. */
export interface IssuerVerifier {
  issuer: string
  audience?: string
  key: JWTVerifyGetKey | KeyObject | CryptoKey
  algorithms: string[]
}

export function issuerVerifier(config: IssuerConfig): IssuerVerifier {
  const key = config.jwksUrl
    ? createRemoteJWKSet(new URL(config.jwksUrl))
    : createPublicKey(config.publicKeyPem!)
  return {
    issuer: config.issuer,
    audience: config.audience,
    key,
    algorithms: ASYMMETRIC_ALGORITHMS,
  }
}

const claim = (payload: JWTPayload, name: string) =>
  typeof payload[name] === 'string' ? (payload[name] as string) : undefined

/**
 * Verifies `token` with the verifier of the issuer it names (an unverified read only to pick the
 * verifier; the verifier then requires that exact issuer and a valid signature).
 */
export async function verifyToken(
  token: string,
  verifiers: readonly IssuerVerifier[],
): Promise<Identity> {
  let issuer: string | undefined
  try {
    issuer = decodeJwt(token).iss
  } catch {
    throw new AuthError('The token is not a JWT')
  }
  const verifier = verifiers.find((v) => v.issuer === issuer)
  if (!verifier) throw new AuthError('The token is from an issuer this server does not accept')
  try {
    const { payload } = await jwtVerify(token, verifier.key as Parameters<typeof jwtVerify>[1], {
      issuer: verifier.issuer,
      audience: verifier.audience,
      algorithms: verifier.algorithms,
      requiredClaims: ['sub', 'exp'],
    })
    return { subject: payload.sub!, email: claim(payload, 'email'), name: claim(payload, 'name') }
  } catch (error) {
    throw new AuthError(
      error instanceof Error ? `The token was refused: ${error.message}` : 'The token was refused',
    )
  }
}

/** The token of an Authorization header ('Bearer <token>'), if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1]
}
