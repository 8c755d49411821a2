import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import type { Db } from '#server/db/client.ts';
import { accounts, jwks, sessions, twoFactors, users, verifications } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { Mailer } from '#server/lib/mailer/mailer.ts';
import { LIMITS } from '#contract/limits.ts';
import { accountMail, accountMailLanguage } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isSuspended, SUSPENDED_CODE, SUSPENDED_KEY } from './suspension.ts';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /**
   * An OpenID Connect issuer to use instead of the provider's own (a self-hosted or test
   * provider); discovered from `<issuer>/.well-known/openid-configuration`.
   */
  issuer?: string | undefined;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  google?: OAuthClient | undefined;
  linkedin?: OAuthClient | undefined;
  /** Sends reset and verification links; without one they are not sent. */
  mailer?: Mailer | undefined;
  /** Told when a mail cannot be sent (the request still succeeds: the user can ask again). */
  onMailError?: ((error: unknown) => void) | undefined;
  /**
   * Runs before an account is deleted: what others keep (applications, conversations) is detached
   * from it and its uploads go; its own rows are deleted with it.
   */
  beforeDeleteUser?: ((userId: string) => Promise<void>) | undefined;
  /**
   * Told of every session Better Auth deletes (sign-out, a password change or reset, turning
   * two-step verification on or off, deleting the account), so its event streams end too.
   */
  onSessionEnded?: ((session: { id: string; userId: string }) => Promise<void>) | undefined;
  /** Other origins allowed to call the auth endpoints (ALLOWED_ORIGINS; Vite's dev server). */
  extraOrigins?: readonly string[];
}

const DAY = 60 * 60 * 24;
/** API tokens (JWT) live a quarter of an hour; clients fetch a new one with their session. */
export const JWT_LIFETIME = '15m';
/** The API token's claim naming its session (OpenID Connect's name for it). */
export const SESSION_CLAIM = 'sid';
export const TWO_FACTOR_ISSUER = 'Sipalu';

/** Where the e-mailed links land in the web app. */
export const AUTH_PAGES = { resetPassword: '/reset-password', verifyEmail: '/verify-email' } as const;

/** The Better Auth instance: e-mail + password, social providers when configured, 2FA and API tokens. */
export function createAuth({
  db,
  secret,
  publicUrl,
  google,
  linkedin,
  mailer,
  onMailError,
  beforeDeleteUser,
  onSessionEnded,
  extraOrigins = [],
}: AuthOptions) {
  // a mail server that is down must not fail a sign-up, nor tell a reset request apart by its error
  const send = async (mail: Parameters<Mailer['send']>[0]) => {
    try {
      if (mailer) await mailer.send(mail);
    } catch (error) {
      onMailError?.(error);
    }
  };
  // an issuer override turns the provider into a generic OpenID Connect one under the same id
  const discovered = [
    google?.issuer
      ? {
          providerId: 'google',
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          accessType: 'offline',
          prompt: 'consent' as const,
          pkce: true,
        }
      : null,
    linkedin?.issuer
      ? {
          providerId: 'linkedin',
          clientId: linkedin.clientId,
          clientSecret: linkedin.clientSecret,
          discoveryUrl: `${linkedin.issuer}/.well-known/openid-configuration`,
          scopes: ['openid', 'profile', 'email'],
          pkce: true,
        }
      : null,
  ].filter((config) => config !== null);

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
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      // a reset ends every session of the account (a thief's included)
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const language = await accountMailLanguage(db, user.id, request);
        await send(accountMail('resetPassword', language, { to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 2 * DAY,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = await accountMailLanguage(db, user.id, request, { remember: true });
        await send(accountMail('verifyEmail', language, { to: user.email, name: user.name, url }));
      },
    },
    // spec §7: Google with offline access and a consent prompt; LinkedIn's OpenID Connect scopes
    socialProviders: {
      ...(google && !google.issuer
        ? {
            google: {
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              accessType: 'offline' as const,
              prompt: 'consent' as const,
            },
          }
        : {}),
      ...(linkedin && !linkedin.issuer
        ? {
            linkedin: {
              clientId: linkedin.clientId,
              clientSecret: linkedin.clientSecret,
              scope: ['openid', 'profile', 'email'],
            },
          }
        : {}),
    },
    account: {
      // an OAuth sign-in joins an existing account only when the provider vouches for the e-mail
      accountLinking: { enabled: true, allowDifferentEmails: false, allowUnlinkingAll: false },
    },
    user: {
      // with the password, or within a day of signing in (OAuth-only accounts)
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await beforeDeleteUser?.(user.id);
        },
      },
      // the new address gets a verification link; the e-mail changes when it is opened
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: 30 * DAY,
      // refreshed while in use: a session older than a day is extended on the next request
      updateAge: DAY,
      freshAge: DAY,
    },
    // throttling is ours (features/auth/auth-limits.ts): shared by every process, in the API's error shape
    rateLimit: { enabled: false },
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      jwt({
        jwt: {
          issuer: publicUrl,
          audience: publicUrl,
          expirationTime: JWT_LIFETIME,
          // the session the token was issued for: the token ends with it (sign-out, reset, deletion)
          definePayload: ({ user, session }) => ({ ...user, [SESSION_CLAIM]: session.id }),
        },
        // otherwise every session check (each signed-in request) would sign a token nobody asked for;
        // API clients fetch one from /api/auth/token
        disableSettingJwtHeader: true,
      }),
      ...(discovered.length > 0 ? [genericOAuth({ config: discovered })] : []),
    ],
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'sipalu',
      useSecureCookies: publicUrl.startsWith('https://'),
      // a session records the address our routes put in X-Forwarded-For (lib/client-address.ts),
      // whole: IPv6 is not cut to its /64
      ipAddress: { ipv6Subnet: 128 },
    },
    databaseHooks: {
      session: {
        create: {
          // every sign-in (password, OAuth) ends here: a suspended account gets no session
          before: async (session) => {
            if (await isSuspended(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: SUSPENDED_CODE, message: SUSPENDED_KEY });
            }
          },
        },
        delete: {
          after: async (session) => {
            await onSessionEnded?.({ id: session.id, userId: session.userId });
          },
        },
      },
      user: {
        create: {
          // the full name typed at sign-up (or given by the OAuth provider) starts the profile
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
