import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '#server/db/client.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { AuthState } from '#server/auth/session.ts';
import type { SessionStatement } from '#server/auth/session-statement.ts';
import type { TwoFactorStatements } from '#server/auth/two-factor-statements.ts';
import type { CredentialPageStatement } from '#server/features/credentials/page-statement.ts';
import type { PaymentStatements } from '#server/features/payments/payment-statements.ts';
import type { DemandCache } from '#server/features/insights/demand.ts';
import type { JobIndex } from '#server/features/jobs/job-index.ts';
import type { CatalogueIndex } from '#server/features/learning/catalogue-index.ts';
import type { DirectoryIndex } from '#server/features/services/directory-index.ts';
import type { UnreadChecks } from '#server/features/messaging/unread-checks.ts';
import type { LiveHub } from '#server/features/notifications/live-hub.ts';
import type { FirstScreens } from '#server/features/public/prerendered.ts';
import type { JobRunner } from '#server/jobs/job-runner.ts';
import type { Bus } from './bus.ts';
import type { DocumentPool } from './documents/document-pool.ts';
import type { RequestScope } from './access-log.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import type { Mailer } from './mailer/mailer.ts';
import type { ObjectStore } from './object-store/object-store.ts';
import type { PublicCache } from './public-cache.ts';
import type { Readiness } from './readiness.ts';
import type { Throttle } from './throttle.ts';
import type { UniqueClock } from './unique-clock.ts';
import type { SigningKey } from '#server/features/credentials/signing-key.ts';
import type { ProofPool } from '#server/features/credentials/proof-pool.ts';
import { AppError } from './app-error.ts';
import type { PaymentsConfig } from '#server/features/payments/payments-config.ts';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The session the request is signed in with (a cookie's, or the one an API token was issued for). */
  sessionId: string;
  /** This session's sign-in passed the second factor, and the account's two-factor sign-in is still on. */
  secondFactor: boolean;
}

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    user: SessionUser | null;
    /** Set-Cookie lines of a session Better Auth extended during the request (`sendRenewedSessionCookie`). */
    renewedSessionCookies?: string[];
  };
}

/**
 * Everything the app is built from, made once per app by `createDeps` (deps.ts): what keeps state
 * between requests (caches, open streams, timers, prepared statements) lives here, never in a
 * module, so two apps in one process (tests, a second app on one database) share none of it.
 */
export interface AppDeps {
  db: Db;
  auth: Auth;
  /** Better Auth's settings and API-token keys, read once (auth/session.ts). */
  authState: AuthState;
  /** The session cookie's lookup, prepared once (auth/session-statement.ts). */
  sessionStatement: SessionStatement;
  /** The two-factor sign-in's statements, prepared once (auth/two-factor-statements.ts). */
  twoFactorStatements: TwoFactorStatements;
  /** The public credential page's read, prepared once (features/credentials/page-statement.ts). */
  credentialPageStatement: CredentialPageStatement;
  /** The reads of every payment start and gateway return, prepared once (features/payments/payment-statements.ts). */
  paymentStatements: PaymentStatements;
  logger: Logger;
  /** Request counts, latencies and the gauges GET /metrics reports (lib/metrics.ts). */
  metrics: Metrics;
  /** Bearer token GET /metrics asks for (METRICS_TOKEN); metrics are off without one. */
  metricsToken?: string | undefined;
  /** Messages one account may send a minute and an hour (MESSAGES_PER_MINUTE, MESSAGES_PER_HOUR). */
  messageLimits: { perMinute: number; perHour: number };
  /** Hours a booking request waits for an answer (BOOKING_EXPIRY_HOURS). */
  bookingExpiryHours: number;
  /** Carries the request id into work the request starts, such as its queries (lib/access-log.ts). */
  requestScope: RequestScope;
  /** Uploaded images (and later videos). */
  objectStore: ObjectStore;
  /** Fan-out to every app process (cache invalidation, realtime events). */
  bus: Bus;
  mailer: Mailer;
  /** Attempt counters every process sees (sign-ins, mails, uploads). */
  throttle: Throttle;
  /** Worker threads that read untrusted documents (CVs, resumes) off the event loop. */
  documents: DocumentPool;
  /** Answers to public reads, kept until a write drops them (lib/public-cache.ts). */
  cache: PublicCache;
  /** This app's open event streams (features/notifications/live-hub.ts). */
  liveHub: LiveHub;
  /** "Still unread" checks of sent messages, which become bell notifications (messaging/unread-checks.ts). */
  unreadChecks: UnreadChecks;
  /** Work due later, kept in the database and run by whichever process claims it (jobs/job-runner.ts). */
  jobs: JobRunner;
  /** The demand statistics last read from the database (insights/demand.ts). */
  demand: DemandCache;
  /** The public job search in memory, read up to date before each search (jobs/job-index.ts). */
  jobIndex: JobIndex;
  /** The public catalogue search in memory, read up to date before each search (learning/catalogue-index.ts). */
  catalogueIndex: CatalogueIndex;
  /** The professionals directory in memory, read up to date before each search (services/directory-index.ts). */
  directoryIndex: DirectoryIndex;
  /** Unique timestamps for stored objects' keys. */
  clock: UniqueClock;
  /** What GET /api/ready reports; turned off first when the process stops (lib/readiness.ts). */
  readiness: Readiness;
  publicUrl: string;
  /** The payment gateways configured, the platform's fee, the test gateway (decision 049). */
  payments: PaymentsConfig;
  /** The key credentials are signed with (CREDENTIAL_SIGNING_KEY, or generated into DATA_DIR; decision 048). */
  signingKey: SigningKey;
  /** Worker threads that sign and verify credentials off the event loop (decision 056); `signingKey` signs there. */
  proofs: ProofPool;
  /** Signs links that act without sign-in (a job alert's unsubscribe link); the auth secret. */
  linkSecret: string;
  /** Other origins whose pages may send signed-in requests (ALLOWED_ORIGINS; Vite's in development). */
  allowedOrigins?: readonly string[];
  providers: { google: boolean; linkedin: boolean };
  /** An OpenAI-compatible chat endpoint that may reword analysis texts (AI_API_URL/KEY/MODEL). */
  ai?: { url: string; key: string; model: string } | undefined;
  /** Sign-in attempts allowed per e-mail and per client address each minute. */
  signInLimits?: { perEmail: number; perClient: number };
  /** Sign-ups allowed per client address and per e-mail each hour (features/auth/auth-limits.ts). */
  signUpLimits?: { perClient: number; perEmail: number };
  /** How many proxies' X-Forwarded-For entries to believe (TRUST_PROXY); none when absent. */
  trustProxy?: number;
  /** Bytes of resumes and videos one account may store; STORAGE_QUOTA_BYTES unless a test says less. */
  storageQuotaBytes?: number | undefined;
  /** Built web app to serve; omitted in API-only tests. */
  webRoot?: string | undefined;
  /** The web app's server entry, which draws the public pages' first screens (features/public/prerendered.ts). */
  firstScreens: FirstScreens | null;
}

/**
 * A router whose validation failures answer 400 with the first message (spec §5
 * "Validation error" + first message), in the API's one error shape.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const first = result.error.issues[0];
        throw new AppError('VALIDATION_ERROR', first?.message ?? 'validation.invalidRequest');
      }
    },
  });
}
