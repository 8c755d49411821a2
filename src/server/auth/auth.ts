import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, users, verifications } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { LIMITS } from '#contract/limits.ts';
import { hashPassword, verifyPassword } from './password.ts';

interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  google?: OAuthClient | undefined;
  linkedin?: OAuthClient | undefined;
  /** Other origins allowed to call the auth endpoints (Vite's dev server). */
  extraOrigins?: string[];
}

const DAY = 60 * 60 * 24;

/** The Better Auth instance: e-mail + password now, social providers when configured. */
export function createAuth({ db, secret, publicUrl, google, linkedin, extraOrigins = [] }: AuthOptions) {
  return betterAuth({
    appName: 'Sipalu',
    // failed sign-ins are expected traffic, not warnings
    logger: { level: 'error' },
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl, ...extraOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // spec §7: Google with offline access and a consent prompt; LinkedIn's OpenID Connect scopes
    socialProviders: {
      ...(google ? { google: { ...google, accessType: 'offline' as const, prompt: 'consent' as const } } : {}),
      ...(linkedin ? { linkedin: { ...linkedin, scope: ['openid', 'profile', 'email'] } } : {}),
    },
    session: {
      expiresIn: 30 * DAY,
      // refreshed while in use: a session older than a day is extended on the next request
      updateAge: DAY,
    },
    // sign-in throttling is ours (auth/rate-limit.ts): it answers in the API's error shape
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'sipalu',
      useSecureCookies: publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          // the full name typed at sign-up starts the profile (spec §3 sign-up metadata)
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, fullName: user.name.slice(0, LIMITS.fullNameMax) })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
