/**
 * The loopback-only trial sign-in: a school trying CourseLoad on one machine signs in with an
 * e-mail and no identity provider. Its signing key is made once and kept in PostgreSQL
 * (server_keys), so every server process on the database issues and accepts the same tokens.
 * It answers only callers on this machine (routes/dev-routes.ts) and only when enabled.
 */
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey } from 'jose'
import type { Queryable } from '../db/db'
import { sharedKeyPair } from '../repositories/server-keys'
import type { IssuerVerifier } from './tokens'

export const DEV_ISSUER = 'urn:courseload:trial-sign-in'
const DEV_AUDIENCE = 'courseload'
const DEV_KEY_ID = 'trial-sign-in'
const ALG = 'ES256'
/** A working day: the trial signs in again the next morning. */
const TOKEN_LIFETIME = '12h'

export interface DevSigner {
  verifier: IssuerVerifier
  sign(who: { email: string }): Promise<string>
}

export async function devSigner(q: Queryable): Promise<DevSigner> {
  const pair = await sharedKeyPair(q, DEV_KEY_ID, async () => {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true })
    return {
      privateJwk: { ...(await exportJWK(privateKey)) },
      publicJwk: { ...(await exportJWK(publicKey)) },
    }
  })
  const privateKey = await importJWK(pair.privateJwk, ALG)
  const publicKey = await importJWK(pair.publicJwk, ALG)
  return {
    verifier: {
      issuer: DEV_ISSUER,
      audience: DEV_AUDIENCE,
      key: publicKey as CryptoKey,
      algorithms: [ALG],
    },
    sign: ({ email }) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: ALG, kid: DEV_KEY_ID })
        .setIssuer(DEV_ISSUER)
        .setAudience(DEV_AUDIENCE)
        .setSubject(`trial:${email.toLowerCase()}`)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(privateKey),
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Whether a request comes from this machine: the socket's own address (never a header), and no
 * forwarding header, since a proxy on the same machine relays outside callers from loopback.
 */
export function isLoopbackRequest(
  remoteAddress: string | undefined,
  headers: Record<string, unknown>,
): boolean {
  if (!remoteAddress || !LOOPBACK.has(remoteAddress)) return false
  return !('x-forwarded-for' in headers || 'forwarded' in headers || 'x-real-ip' in headers)
}
