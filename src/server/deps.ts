import { AsyncLocalStorage } from 'node:async_hooks';
import { createAuth } from './auth/auth.ts';
import { createAuthState } from './auth/session.ts';
import { prepareSessionStatement } from './auth/session-statement.ts';
import { prepareTwoFactorStatements } from './auth/two-factor-statements.ts';
import { prepareCredentialPageStatement } from './features/credentials/page-statement.ts';
import { preparePaymentStatements } from './features/payments/payment-statements.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createDemandCache } from './features/insights/demand.ts';
import { JOB_ALERT_DAILY_JOB, jobAlertDailyJob } from './features/jobs/job-alert-digest.ts';
import { JOB_ALERT_MATCH_JOB, jobAlertMatchJob } from './features/jobs/job-alert-match.ts';
import { JOB_ALERT_SEND_JOB, jobAlertSendJob } from './features/jobs/job-alert-send.ts';
import { JOB_ALERT_REKEY_JOB, jobAlertRekeyJob } from './features/jobs/job-alert-rekey.ts';
import { JobIndex } from './features/jobs/job-index.ts';
import { CatalogueIndex } from './features/learning/catalogue-index.ts';
import { DirectoryIndex } from './features/services/directory-index.ts';
import { MESSAGE_DIGEST_JOB, messageDigestJob } from './features/messaging/message-digest.ts';
import { createUnreadChecks, UNREAD_CHECK_JOB, unreadCheckJob } from './features/messaging/unread-checks.ts';
import { LiveHub } from './features/notifications/live-hub.ts';
import { loadFirstScreens } from './features/public/prerendered.ts';
import { beforeAccountDeletion } from './features/security/account-deletion.ts';
import { VERIFICATION_PURGE_JOB, verificationPurgeJob } from './features/verification/verification-purge.ts';
import { BOOKING_NOTICES_JOB, bookingNoticesJob } from './features/bookings/booking-notices.ts';
import { BOOKING_TIMERS_JOB, bookingTimersJob } from './features/bookings/booking-timers.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createDocumentPool } from './lib/documents/document-pool.ts';
import type { AppDeps } from './lib/http.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMetrics } from './lib/metrics.ts';
import { publishSessionsEnded } from './lib/notify.ts';
import type { OnUnreadableRow } from './lib/search/unreadable-row.ts';
import { createMailer, type Mailer } from './lib/mailer/mailer.ts';
import { createObjectStore } from './lib/object-store/create-object-store.ts';
import type { ObjectStore } from './lib/object-store/object-store.ts';
import { createPublicCache } from './lib/public-cache.ts';
import { createReadiness } from './lib/readiness.ts';
import { createThrottle } from './lib/throttle.ts';
import { createUniqueClock } from './lib/unique-clock.ts';
import { createProofPool } from './features/credentials/proof-pool.ts';
import { loadSigningKey } from './features/credentials/signing-key.ts';
import { PAYMENTS_SWEEP_JOB, paymentsSweepJob } from './features/payments/payment-settlement.ts';
import { paymentsConfig } from './features/payments/payments-config.ts';

// The composition root: the one place that builds what the app is made of, from the
// configuration. The process entry (main.ts), the test fixture and the benchmarks all build
// their apps here, so they run the same wiring.

/** What a caller may give instead of what the configuration names, or in addition to it. */
export interface DepsOptions {
  /** An open database (a test's, or another app's: a second process on one database); not closed by `close`. */
  database?: Database | undefined;
  mailer?: Mailer | undefined;
  logger?: Logger | undefined;
  objectStore?: ObjectStore | undefined;
  /** The built web app to serve; none in API-only tests. */
  webRoot?: string | undefined;
  /** The e-mails about unread messages, every minute (off where tests send them by hand). Default on. */
  messageDigests?: boolean;
  /**
   * Start running background jobs now (default). The process entry starts them itself, once the
   * migrations have made their table.
   */
  startJobs?: boolean;
  signInLimits?: AppDeps['signInLimits'];
  signUpLimits?: AppDeps['signUpLimits'];
  storageQuotaBytes?: number | undefined;
}

export interface Deps {
  deps: AppDeps;
  database: Database;
  /** Stops what runs in the background, then closes the document and proof workers and the database, in that order. */
  close(): Promise<void>;
}

/** Statements slower than this are logged with the request that ran them. */
const SLOW_QUERY_MS = 200;

const oauthClient = (clientId?: string, clientSecret?: string, issuer?: string) =>
  clientId && clientSecret ? { clientId, clientSecret, issuer } : undefined;

/** Builds everything the app needs from the configuration (`env`) and the caller's `options`. */
export async function createDeps(env: Env, options: DepsOptions = {}): Promise<Deps> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const requestScope = new AsyncLocalStorage<string>();
  const database =
    options.database ??
    (await openDatabase({
      dataDir: env.dataDir,
      databaseUrl: env.DATABASE_URL,
      onIdleError: (error) =>
        logger.warn('database connection lost; reconnecting on next query', { error: error.message }),
      queryTiming: {
        thresholdMs: SLOW_QUERY_MS,
        currentRequestId: () => requestScope.getStore(),
        onSlow: ({ sql, durationMs, requestId }) =>
          logger.warn('slow query', { requestId, durationMs: Math.round(durationMs), sql }),
      },
    }));
  const { db, bus } = database;
  const google = oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER);
  const linkedin = oauthClient(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, env.LINKEDIN_ISSUER);
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir });
  const objectStore = options.objectStore ?? (await createObjectStore(env));
  const auth = createAuth({
    db,
    mailer,
    beforeDeleteUser: beforeAccountDeletion({ db, objectStore, logger }),
    // a failed publish must not fail the sign-out: the session has ended either way
    onSessionEnded: (session) =>
      publishSessionsEnded({ bus }, { userId: session.userId, sessionIds: [session.id] }).catch((error: unknown) =>
        logger.warn('could not announce an ended session', { error: String(error) }),
      ),
    onMailError: (error) => logger.error('could not send an account e-mail', { error: String(error) }),
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    google,
    linkedin,
    extraOrigins: env.allowedOrigins,
  });
  const documents = createDocumentPool({ size: env.DOCUMENT_WORKERS, logger });
  // credentials are signed and verified in worker threads, off the event loop (decision 056)
  const proofs = createProofPool({
    key: await loadSigningKey({ configured: env.CREDENTIAL_SIGNING_KEY, dataDir: env.dataDir }),
    size: env.CREDENTIAL_WORKERS,
    logger,
  });
  const cache = createPublicCache(bus);
  const liveHub = new LiveHub(bus);
  const throttle = createThrottle(database);
  const paymentStatements = preparePaymentStatements(db);
  const noticeDeps = { db, bus, mailer, logger, publicUrl: env.publicUrl };
  const payments = paymentsConfig(env);
  const alertDeps = { db, bus, mailer, logger, throttle, publicUrl: env.publicUrl, linkSecret: env.authSecret };
  // durable work every process runs (jobs/job-runner.ts): one handler per kind of job
  const jobs = createJobRunner({
    db,
    bus,
    logger,
    handlers: {
      [UNREAD_CHECK_JOB]: unreadCheckJob({ db, bus, logger }),
      ...(options.messageDigests === false
        ? {}
        : { [MESSAGE_DIGEST_JOB]: messageDigestJob({ db, mailer, logger, publicUrl: env.publicUrl }) }),
      // verification documents are deleted 90 days after the decision (decision 021)
      [VERIFICATION_PURGE_JOB]: verificationPurgeJob({ db, objectStore, logger }),
      // job alerts: a posting that became public is matched, then e-mailed at once or daily (decision 028)
      [JOB_ALERT_MATCH_JOB]: jobAlertMatchJob({ db }),
      [JOB_ALERT_SEND_JOB]: jobAlertSendJob(alertDeps),
      [JOB_ALERT_DAILY_JOB]: jobAlertDailyJob(alertDeps),
      [JOB_ALERT_REKEY_JOB]: jobAlertRekeyJob({ db }),
      // bookings: the timed moves and reminders each minute, and the notices of every move (decision 044)
      [BOOKING_TIMERS_JOB]: bookingTimersJob(noticeDeps),
      [BOOKING_NOTICES_JOB]: bookingNoticesJob(noticeDeps),
      // payments: open attempts asked again, held money released or owed back, each move told (decision 049)
      [PAYMENTS_SWEEP_JOB]: paymentsSweepJob({ ...noticeDeps, payments, paymentStatements }),
    },
  });
  const unreadChecks = createUnreadChecks(jobs);
  const { pool } = database;
  const metrics = createMetrics({
    liveStreams: () => liveHub.size,
    cacheStats: () => cache.stats,
    backgroundJobs: () => jobs.stats(),
    pool: pool ? () => pool : undefined,
  });
  // a row a search index cannot read is left out of it, logged and counted, never fatal
  const onUnreadableRow: OnUnreadableRow = (row) => {
    metrics.countUnreadableRow(row.index);
    deps.logger.warn('search index skipped a row it cannot read', { ...row });
  };

  const deps: AppDeps = {
    db,
    auth,
    authState: createAuthState(auth),
    sessionStatement: prepareSessionStatement(db),
    twoFactorStatements: prepareTwoFactorStatements(db),
    credentialPageStatement: prepareCredentialPageStatement(db),
    paymentStatements,
    logger,
    metrics,
    metricsToken: env.METRICS_TOKEN,
    messageLimits: { perMinute: env.MESSAGES_PER_MINUTE, perHour: env.MESSAGES_PER_HOUR },
    bookingExpiryHours: env.BOOKING_EXPIRY_HOURS,
    requestScope,
    objectStore,
    bus,
    mailer,
    throttle,
    documents,
    cache,
    liveHub,
    unreadChecks,
    jobs,
    demand: createDemandCache(),
    jobIndex: new JobIndex(db, onUnreadableRow),
    catalogueIndex: new CatalogueIndex(db, onUnreadableRow),
    directoryIndex: new DirectoryIndex(db, onUnreadableRow),
    clock: createUniqueClock(),
    readiness: createReadiness({ db, bus, migrationsDir: MIGRATIONS_DIR }),
    publicUrl: env.publicUrl,
    payments,
    signingKey: proofs.signingKey,
    proofs,
    linkSecret: env.authSecret,
    allowedOrigins: env.allowedOrigins,
    providers: { google: Boolean(google), linkedin: Boolean(linkedin) },
    trustProxy: env.TRUST_PROXY,
    ai:
      env.AI_API_URL && env.AI_API_KEY && env.AI_MODEL
        ? { url: env.AI_API_URL, key: env.AI_API_KEY, model: env.AI_MODEL }
        : undefined,
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    ...(options.signUpLimits ? { signUpLimits: options.signUpLimits } : {}),
    storageQuotaBytes: options.storageQuotaBytes,
    webRoot: options.webRoot,
    firstScreens: await loadFirstScreens(options.webRoot),
  };

  if (options.startJobs !== false) jobs.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await jobs.stop();
      liveHub.closeAll();
      cache.close();
      metrics.close();
      await documents.close();
      await proofs.close();
      if (!options.database) await database.close();
    })();
    return closing;
  };
  return { deps, database, close };
}
