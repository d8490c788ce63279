/**
 * The server's settings, all from the environment (docs/server.md lists them). Read once at
 * start-up and handed to the app; nothing else reads process.env.
 */
import { z } from '@/domain/kernel/zod'

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
const flag = z.enum(['true', 'false', '1', '0']).optional()

const envSchema = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  COURSELOAD_DATA_DIR: z.string().min(1).default('./.courseload-server-data'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  COURSELOAD_JWT_ISSUER: z.string().min(1).optional(),
  COURSELOAD_JWKS_URL: z.url().optional(),
  COURSELOAD_JWT_PUBLIC_KEY: z.string().min(1).optional(),
  COURSELOAD_JWT_AUDIENCE: z.string().min(1).optional(),
  COURSELOAD_DEV_SIGN_IN: flag,
  COURSELOAD_CORS_ORIGINS: list,
  COURSELOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  COURSELOAD_TRUST_PROXY: flag,
  COURSELOAD_SCHOOL_ID: z.string().min(1).default('school'),
  COURSELOAD_ADMIN_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export interface IssuerConfig {
  issuer: string
  audience?: string
  /** A JWKS address (fetched by jose, cached) or a PEM public key; exactly one. */
  jwksUrl?: string
  publicKeyPem?: string
}

export interface ServerConfig {
  databaseUrl?: string
  dataDir: string
  host: string
  port: number
  /** The identity provider whose tokens are accepted; none in a trial on one machine. */
  issuer?: IssuerConfig
  /** The loopback-only trial sign-in (POST /api/dev/sign-in). */
  devSignIn: boolean
  corsOrigins: string[]
  rateLimitPerMinute: number
  /** Behind a proxy: take the client address from X-Forwarded-For (rate limit, loopback check). */
  trustProxy: boolean
  /** With adminEmail: the school made (if missing) at start-up, with that person as its admin. */
  bootstrap?: { schoolId: string; adminEmail: string }
  logLevel: string
}

const truthy = (v: string | undefined) => v === 'true' || v === '1'

export function configFromEnv(env: Record<string, string | undefined>): ServerConfig {
  const e = envSchema.parse(env)
  if (e.COURSELOAD_JWT_ISSUER && !e.COURSELOAD_JWKS_URL === !e.COURSELOAD_JWT_PUBLIC_KEY) {
    throw new Error(
      'COURSELOAD_JWT_ISSUER needs exactly one of COURSELOAD_JWKS_URL and COURSELOAD_JWT_PUBLIC_KEY',
    )
  }
  const issuer: IssuerConfig | undefined = e.COURSELOAD_JWT_ISSUER
    ? {
        issuer: e.COURSELOAD_JWT_ISSUER,
        audience: e.COURSELOAD_JWT_AUDIENCE,
        jwksUrl: e.COURSELOAD_JWKS_URL,
        publicKeyPem: e.COURSELOAD_JWT_PUBLIC_KEY?.replace(/\\n/g, '\n'),
      }
    : undefined
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.COURSELOAD_DATA_DIR,
    host: e.HOST,
    port: e.PORT,
    issuer,
    // On by default only for a trial (no identity provider); it answers loopback callers alone anyway.
    devSignIn: e.COURSELOAD_DEV_SIGN_IN === undefined ? !issuer : truthy(e.COURSELOAD_DEV_SIGN_IN),
    corsOrigins: e.COURSELOAD_CORS_ORIGINS,
    rateLimitPerMinute: e.COURSELOAD_RATE_LIMIT_PER_MINUTE,
    trustProxy: truthy(e.COURSELOAD_TRUST_PROXY),
    bootstrap: e.COURSELOAD_ADMIN_EMAIL
      ? { schoolId: e.COURSELOAD_SCHOOL_ID, adminEmail: e.COURSELOAD_ADMIN_EMAIL }
      : undefined,
    logLevel: e.LOG_LEVEL,
  }
}
