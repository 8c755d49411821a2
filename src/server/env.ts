import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BOOKING_RULES } from '#contract/bookings.ts';
import { MESSAGING_LIMITS } from '#contract/messaging-rules.ts';

// The only module that reads process.env (lint rule n/no-process-env).

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

/** `https://a.example, https://b.example` → their origins; anything but http(s) URLs is refused. */
const originList = optionalString.transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const url = URL.parse(entry.trim());
    if (!url || !/^https?:$/.test(url.protocol)) {
      ctx.addIssue({ code: 'custom', message: `"${entry.trim()}" is not a URL such as https://admin.sipalu.com.np` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** `npm run dev` serves the web app from Vite on :5173 and proxies /api to the server. */
const DEV_WEB_ORIGIN = 'http://localhost:5173';

/** A whole number of at least 1, `fallback` when unset. */
function positiveCount(fallback: number) {
  return z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(fallback);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int({ error: 'must be a port number (0-65535)' })
      .min(0, { error: 'must be a port number (0-65535)' })
      .max(65535, { error: 'must be a port number (0-65535)' })
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ error: 'must be a URL such as https://sipalu.com.np' }).optional()),
    /** Other origins whose pages may send signed-in requests besides PUBLIC_URL, comma-separated. */
    ALLOWED_ORIGINS: originList,
    AUTH_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    /** An OpenID Connect issuer to use instead of Google's or LinkedIn's own (self-hosted identity or tests). */
    GOOGLE_ISSUER: optionalString.pipe(z.url({ error: 'must be an issuer URL' }).optional()),
    LINKEDIN_ISSUER: optionalString.pipe(z.url({ error: 'must be an issuer URL' }).optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// URL' }).optional()),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalString,
    S3_BUCKET: optionalString,
    /**
     * The bucket of private files (identity documents, resumes, lesson videos); unset, they share
     * S3_BUCKET, which S3_PUBLIC_URL then may not make public (decision 042).
     */
    S3_PRIVATE_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY: optionalString,
    S3_SECRET_KEY: optionalString,
    /** Public base URL of S3_BUCKET or a CDN in front of it; unset, the app serves uploads itself. */
    S3_PUBLIC_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
    AI_API_URL: optionalString.pipe(z.url().optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    SEED_DEMO: flag,
    /** Worker threads that read uploaded documents (CV imports, resume checks). */
    DOCUMENT_WORKERS: z.coerce
      .number({ error: 'must be a whole number from 1 to 8' })
      .int({ error: 'must be a whole number from 1 to 8' })
      .min(1, { error: 'must be a whole number from 1 to 8' })
      .max(8, { error: 'must be a whole number from 1 to 8' })
      .default(1),
    /** Worker threads that sign and verify credentials (decision 056). */
    CREDENTIAL_WORKERS: z.coerce
      .number({ error: 'must be a whole number from 1 to 8' })
      .int({ error: 'must be a whole number from 1 to 8' })
      .min(1, { error: 'must be a whole number from 1 to 8' })
      .max(8, { error: 'must be a whole number from 1 to 8' })
      .default(1),
    /**
     * How many reverse proxies of ours stand in front of the app, each appending to X-Forwarded-For;
     * unset or false: none, so the header is ignored. `true` is refused: it would believe any client.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === undefined || value === '' || value === 'false' ? '0' : value))
      .pipe(z.string().regex(/^\d{1,2}$/, { error: 'must be false or the number of proxies in front (1, 2…)' }))
      .transform(Number),
    /**
     * On SIGTERM, how long the process keeps serving while GET /api/ready answers 503, so the load
     * balancer's health checks take it out of rotation before it stops accepting connections.
     */
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ error: 'must be milliseconds from 0 to 60000' })
      .int({ error: 'must be milliseconds from 0 to 60000' })
      .min(0, { error: 'must be milliseconds from 0 to 60000' })
      .max(60_000, { error: 'must be milliseconds from 0 to 60000' })
      .default(0),
    /**
     * Messages one account may send a minute and an hour (decision 041). The defaults suit people;
     * a load test of the message pipeline, where two accounts send hundreds a second, raises them.
     */
    MESSAGES_PER_MINUTE: positiveCount(MESSAGING_LIMITS.messagesPerMinute),
    MESSAGES_PER_HOUR: positiveCount(MESSAGING_LIMITS.messagesPerHour),
    /** Hours a booking request waits for the professional's answer before it expires. */
    BOOKING_EXPIRY_HOURS: positiveCount(BOOKING_RULES.expiryHours),
    /**
     * The Ed25519 key credentials are signed with, as a multibase secret key (`z…`, as
     * @digitalbazaar/ed25519-multikey exports it). Unset: one generated into DATA_DIR (decision 048).
     */
    CREDENTIAL_SIGNING_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^z[1-9A-HJ-NP-Za-km-z]{40,120}$/, { error: 'must be a multibase (base58btc, z…) Ed25519 secret key' })
        .optional(),
    ),
    /**
     * eSewa ePay v2 (decision 049): the merchant's product code and secret key, the form URL the
     * browser posts to and the status-check URL. All four or none.
     */
    ESEWA_PRODUCT_CODE: optionalString,
    ESEWA_SECRET_KEY: optionalString,
    ESEWA_FORM_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
    ESEWA_STATUS_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
    /** Khalti KPG-2: the live secret key and the API base (https://khalti.com/api/v2). Both or none. */
    KHALTI_SECRET_KEY: optionalString,
    KHALTI_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
    /** The platform's fee on a paid booking, in whole percent, shown before paying. */
    PLATFORM_FEE_PERCENT: z.coerce
      .number({ error: 'must be a whole number from 0 to 50' })
      .int({ error: 'must be a whole number from 0 to 50' })
      .min(0, { error: 'must be a whole number from 0 to 50' })
      .max(50, { error: 'must be a whole number from 0 to 50' })
      .default(10),
    /** The platform's PAN (Nepal's 9-digit tax number), printed on receipts; unset, receipts leave it out. */
    PLATFORM_PAN: optionalString.pipe(
      z
        .string()
        .regex(/^\d{9}$/, { error: 'must be the 9 digits of a PAN' })
        .optional(),
    ),
    /** Bearer token GET /metrics asks for; unset, metrics are off (404). */
    METRICS_TOKEN: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE=s3' });
      }
      if (env.S3_PUBLIC_URL) refuseExposedPrivateFiles(env, env.S3_PUBLIC_URL, ctx);
    }
    for (const [id, secret] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
    ] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        ctx.addIssue({ code: 'custom', path: [secret], message: `${id} and ${secret} go together` });
      }
    }
    const esewa = ['ESEWA_PRODUCT_CODE', 'ESEWA_SECRET_KEY', 'ESEWA_FORM_URL', 'ESEWA_STATUS_URL'] as const;
    if (esewa.some((key) => env[key]) && !esewa.every((key) => env[key])) {
      for (const key of esewa.filter((name) => !env[name])) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is needed with the other ${esewa.join(', ')}` });
      }
    }
    if (Boolean(env.KHALTI_SECRET_KEY) !== Boolean(env.KHALTI_BASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['KHALTI_BASE_URL'],
        message: 'KHALTI_SECRET_KEY and KHALTI_BASE_URL go together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
  });

/**
 * S3_PUBLIC_URL makes S3_BUCKET readable by anyone, and a CDN keeps copies the 90-day purge of
 * identity documents cannot delete: private files need a bucket of their own, which that URL does
 * not name (decision 042).
 */
function refuseExposedPrivateFiles(
  env: { S3_BUCKET?: string | undefined; S3_PRIVATE_BUCKET?: string | undefined },
  publicUrl: string,
  ctx: z.RefinementCtx,
) {
  const at = ['S3_PRIVATE_BUCKET'];
  const { S3_BUCKET: bucket, S3_PRIVATE_BUCKET: privateBucket } = env;
  if (!privateBucket || privateBucket === bucket) {
    ctx.addIssue({
      code: 'custom',
      path: at,
      message:
        'must name a second, private bucket when S3_PUBLIC_URL is set: identity documents and resumes ' +
        'may not sit in the bucket that URL makes public',
    });
    return;
  }
  // virtual-hosted (`https://<bucket>.s3…`) or path-style (`https://s3…/<bucket>`) URLs name their bucket
  const url = new URL(publicUrl);
  const named = [url.hostname.split('.')[0], url.pathname.split('/')[1]];
  if (named.includes(privateBucket)) {
    ctx.addIssue({
      code: 'custom',
      path: at,
      message: 'is the bucket S3_PUBLIC_URL points at; it must never be public',
    });
  }
}

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** The origin users reach us at; PUBLIC_URL or http://localhost:PORT. */
  publicUrl: string;
  /** Origins besides publicUrl allowed to send signed-in requests: ALLOWED_ORIGINS, and Vite's in development. */
  allowedOrigins: string[];
  authSecret: string;
  /** Seed demo content into an empty database (default: on for the embedded database). */
  seedDemo: boolean;
};

/** Parses configuration; throws an Error whose message lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    allowedOrigins: [...env.ALLOWED_ORIGINS, ...(env.NODE_ENV === 'development' ? [DEV_WEB_ORIGIN] : [])],
    authSecret: env.AUTH_SECRET ?? devSecret(dataDir),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
  };
}

/** In development the auth secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The process configuration; exits with a readable message when it is wrong. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Raw access for tooling that runs outside the app (drizzle.config.ts, scripts). */
export function rawEnv(name: string): string | undefined {
  return process.env[name];
}

/** This process's environment with `extra` on top, for a child process (pg_dump reads PGPASSWORD). */
export function childEnv(extra: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}
