import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { isAppRoute } from '#contract/app-routes.ts';
import { sendRenewedSessionCookie } from './auth/session.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { bookingStaffRoutes } from './features/bookings/booking-staff.routes.ts';
import { staffCredentialsRoutes } from './features/credentials/staff-credentials.routes.ts';
import { staffCourseRoutes } from './features/learning/staff-courses.routes.ts';
import { bookingOfferRoutes } from './features/bookings/booking-offers.routes.ts';
import { bookingScheduleRoutes } from './features/bookings/booking-schedule.routes.ts';
import { bookingRoutes } from './features/bookings/bookings.routes.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { paymentStaffRoutes } from './features/payments/payments-staff.routes.ts';
import { payoutRoutes } from './features/payments/payouts.routes.ts';
import { testGatewayPages } from './features/payments/test-gateway.pages.ts';
import { credentialPages } from './features/credentials/credential-pages.ts';
import { credentialRoutes } from './features/credentials/credentials.routes.ts';
import { serviceCredentialRoutes } from './features/credentials/service-credentials.routes.ts';
import { courseCredentialRoutes } from './features/credentials/course-credentials.routes.ts';
import { documentAuthRoutes } from './features/auth/auth.openapi.ts';
import { createAuthRoutes } from './features/auth/auth.routes.ts';
import { insightsRoutes } from './features/insights/insights.routes.ts';
import { unsubscribeRoutes } from './features/jobs/job-alert-unsubscribe.ts';
import { jobPageHead } from './features/jobs/job-page-head.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { catalogueRoutes } from './features/learning/catalogue.routes.ts';
import { learnerRoutes } from './features/learning/learner.routes.ts';
import { programRoutes } from './features/learning/programs.routes.ts';
import { messagingRoutes } from './features/messaging/messaging.routes.ts';
import { moderationRoutes } from './features/moderation/moderation.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { profileRoutes } from './features/profiles/profiles.routes.ts';
import { publicRoutes } from './features/public/public.routes.ts';
import { publicPageHeads } from './features/public/public-page-head.ts';
import { firstScreenOf, modulePreloads, pageLanguage, withInlineStylesheet } from './features/public/prerendered.ts';
import { crawlerRoutes } from './features/public/sitemap.ts';
import { securityRoutes } from './features/security/security.routes.ts';
import { servicesRoutes } from './features/services/services.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { renderApiDocs } from './lib/api-docs.ts';
import { accessLog, serveMetrics } from './lib/access-log.ts';
import { AppError } from './lib/app-error.ts';
import { compressJson } from './lib/compress-json.ts';
import { csrfProtection } from './lib/csrf.ts';
import { createRouter, type AppDeps, type AppEnv } from './lib/http.ts';
import { htmlForPath, type PageHeadRoute } from './lib/page-head.ts';
import { errorText } from './lib/logger.ts';
import { noStoreWhenSignedIn } from './lib/private-answers.ts';
import { checkJsonBody, rawBodyLimit } from './lib/read-body.ts';
import { serveUploads } from './lib/object-store/serve-uploads.ts';

/** JSON bodies are small; uploads get their own limits on their own routes. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** What /api/auth/* takes: a few short fields (sign-in, sign-up, codes), read before any throttle. */
const AUTH_BODY_LIMIT = 16 * 1024;

/** Builds the whole HTTP app from its dependencies; the process entry and the tests both call it. */
export function createApp(deps: AppDeps) {
  const api = createRouter()
    .route('/', systemRoutes)
    .route('/me', accountRoutes)
    .route('/account', securityRoutes)
    .route('/profile', profileRoutes)
    .route('/', catalogueRoutes)
    .route('/', programRoutes)
    .route('/', learnerRoutes)
    .route('/', jobsRoutes)
    .route('/conversations', messagingRoutes)
    .route('/', notificationRoutes)
    .route('/', publicRoutes)
    .route('/', insightsRoutes)
    .route('/', servicesRoutes)
    .route('/', staffRoutes)
    .route('/', bookingStaffRoutes)
    .route('/', staffCredentialsRoutes)
    .route('/', staffCourseRoutes)
    .route('/', verificationRoutes)
    .route('/', moderationRoutes)
    // the schedule's fixed paths (/bookings/week, /bookings/feed…) before /bookings/{id}
    .route('/bookings', bookingScheduleRoutes)
    .route('/bookings', bookingRoutes)
    .route('/', bookingOfferRoutes)
    .route('/', credentialRoutes)
    .route('/', serviceCredentialRoutes)
    .route('/', courseCredentialRoutes)
    .route('/payments', paymentRoutes)
    .route('/', paymentStaffRoutes)
    .route('/', payoutRoutes);
  const openApiConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Sipalu API',
      version: '1.0.0',
      description: 'JSON API of Sipalu. Sign-up, sign-in and sign-out live under /api/auth (Better Auth).',
    },
  };
  documentAuthRoutes(api);
  api.doc31('/openapi.json', openApiConfig);
  api.get('/docs', (c) => c.html(renderApiDocs(api.getOpenAPI31Document(openApiConfig))));

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(accessLog(deps));
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and Radix set inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // eSewa's form is posted by the browser to eSewa (decision 049)
        formAction: ["'self'", ...deps.payments.formOrigins],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      // a route that sets one of these itself (a private document's sandbox) keeps it
      overwrite: false,
    }),
  );
  app.use('/api/*', noStoreWhenSignedIn);
  app.use('/api/*', csrfProtection(deps));
  // a GET has no body to check, and asking for one builds a full Request for every read; uploads
  // (`rawBody` on their route) stream their bodies against their own, larger limits
  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && rawBodyLimit(c) === null) {
      await checkJsonBody(c, c.req.path.startsWith('/api/auth/') ? AUTH_BODY_LIMIT : JSON_BODY_LIMIT);
    }
    return next();
  });
  // JSON answers are compressed by compressJson(), which knows their length; compress() streams the rest
  app.use('/api/*', compress());
  app.use('/api/*', compressJson());

  app.use('/api/*', sendRenewedSessionCookie);

  app.route('/api/auth', createAuthRoutes(deps));
  app.route('/api', api);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'errors.notFound');
  });

  app.route('/', crawlerRoutes);
  // outside /api: mail clients post the one-click unsubscribe without a session or our origin
  app.route('/', unsubscribeRoutes);
  // public, without a session: a credential's page and signed JSON, its issuer's keys (decision 048)
  app.route('/', credentialPages);
  // outside /api: the browser posts the test gateway a plain HTML form, as it would eSewa (decision 049)
  if (deps.payments.testGateway) app.route('/', testGatewayPages(deps.payments.testGateway));
  serveMetrics(app, deps);
  serveUploads(app);
  // public pages whose <head> is rendered on the server (title, description, structured data)
  const pageHeads: PageHeadRoute[] = [jobPageHead, ...publicPageHeads];
  if (deps.webRoot) serveWeb(app, deps.webRoot, pageHeads);

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(c.var.requestId), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's validators throw these for malformed JSON and similar client mistakes
      const appError = new AppError(
        'VALIDATION_ERROR',
        /json/i.test(error.message) ? 'validation.invalidJson' : 'validation.invalidRequest',
      );
      return c.json(appError.toBody(c.var.requestId), 400);
    }
    // the route pattern and the query's statement, never the path's ids or what the user sent
    deps.logger.error('request failed', {
      requestId: c.var.requestId,
      method: c.req.method,
      route: routePath(c),
      error: errorText(error),
    });
    return c.json(new AppError('INTERNAL', 'errors.internal').toBody(c.var.requestId), 500);
  });

  return app;
}

/**
 * Built assets with long caching (file names are content-hashed), then the app's HTML for every
 * other path: with the page's head, its scripts and first data preloaded, and a public page's first
 * screen drawn in the reader's language (features/public/prerendered.ts); 404 where the app has no page.
 */
function serveWeb(app: Hono<AppEnv>, webRoot: string, pageHeads: readonly PageHeadRoute[]) {
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: webRoot, precompressed: true }),
  );
  // root files such as /favicon.svg; paths without an extension are app routes
  const rootFiles = serveStatic<AppEnv>({ root: webRoot, precompressed: true });
  app.use('*', (c, next) => (hasExtension(c.req.path) ? rootFiles(c, next) : next()));
  app.get('*', compress(), async (c) => {
    // a missing file is a 404, not the app (a broken image must not receive HTML)
    if (hasExtension(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    // the page is drawn in the reader's language: a cache keeps one copy per cookie and language asked for
    c.header('Vary', 'Cookie, Accept-Language');
    const language = pageLanguage(c);
    const screens = c.var.deps.firstScreens;
    const [html, firstScreen] = await Promise.all([
      htmlForPath(c, indexHtml, pageHeads),
      firstScreenOf(c, language, async (url, cookie) => app.request(url, cookie ? { headers: { cookie } } : {})),
    ]);
    const preloads = modulePreloads(screens, c.req.path, language, { dataInPage: firstScreen !== null });
    // replaced through functions: "$&" in a text must stay as typed
    let page = html
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`)
      .replace('</head>', () => `${preloads}</head>`);
    // a page drawn from its reader's own answers is for nobody else's cache
    if (firstScreen?.personal) c.header('Cache-Control', 'private, no-cache');
    if (firstScreen) {
      const { title, body } = firstScreen;
      if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title);
      page = withInlineStylesheet(screens, page).replace('<div id="root"></div>', () => `${body}<div id="root"></div>`);
    }
    // an address the app has no page for shows its "page not found", and says so
    return c.html(page, isAppRoute(c.req.path) ? 200 : 404);
  });
}

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

export type App = ReturnType<typeof createApp>;
