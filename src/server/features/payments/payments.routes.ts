// Paying for a booking online (decision 049). Schemas: src/contract/payments.ts.
//   GET  /api/payments/bookings/:id             BookingPayment: state, fee, gateways, attempts (its two parties)
//   POST /api/payments/bookings/:id/attempts    the client starts paying → 201 PaymentRedirect; refused
//                                               before any gateway is contacted when not payable
//   GET  /api/payments/bookings/:id/dispute     BookingDispute: its dispute and whether it may be opened (its two parties)
//   POST /api/payments/bookings/:id/dispute     the client disputes a done booking's held payment, with up
//                                               to four photos → 201 PaymentDispute (decision 050)
//   POST /api/payments/bookings/:id/dispute/answer  the professional answers the open dispute, once,
//                                               with up to four photos → 201 PaymentDispute (decision 059)
//   GET  /api/payments/dispute-photos/:id       a dispute's photo (?size=thumb|full): its booking's two
//                                               parties and staff only, never cached
//   GET  /api/payments/programs/:id             ProgramPayment: a program's fee and the viewer's attempts
//   POST /api/payments/programs/:id/attempts    a learner starts paying a program's fee → 201
//                                               PaymentRedirect (decision 054); refused before any gateway
//   GET  /api/payments/attempts/:id             PaymentAttempt (its booking's two parties, or its payer)
//   POST /api/payments/attempts/:id/check       asks the gateway now → PaymentAttempt (the payer)
//   GET  /api/payments/{esewa|khalti}/return/:attemptId   the gateway sends the browser back here:
//   GET  /api/payments/{esewa|khalti}/failure/:attemptId  checked, then 303 to the booking's page

import { createRoute, z } from '@hono/zod-openapi';
import { DISPUTE_PHOTO_LIMITS } from '#contract/dispute-photos.ts';
import {
  BookingDispute,
  DisputeAnswerInput,
  DisputeOpenInput,
  DisputePhotoQuery,
  PaymentDispute,
} from '#contract/payment-disputes.ts';
import { BookingPayment, PaymentAttempt, PaymentRedirect, PaymentStartInput } from '#contract/payments.ts';
import { ProgramPayment } from '#contract/program-payments.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { AppError } from '#server/lib/app-error.ts';
import { PRIVATE_NO_STORE } from '#server/lib/private-answers.ts';
import { rawBody, readBodyWithLimit } from '#server/lib/read-body.ts';
import { DISPUTE_JSON_BYTES, isJsonBody, readDisputeBody, type DisputeTextField } from './dispute-photo-files.ts';
import { answerDispute } from './dispute-answer.service.ts';
import { openDisputePhoto } from './dispute-photos.service.ts';
import { bookingDispute } from './dispute-reads.service.ts';
import { openDispute } from './dispute.service.ts';
import { attemptFor, attemptView, bookingPayment } from './payment-reads.service.ts';
import { startPayment } from './payment-start.service.ts';
import { programPayment, startProgramPayment } from './program-payment.service.ts';
import {
  attemptToReturnTo,
  handleEsewaReturn,
  handleKhaltiReturn,
  reconcileAttempt,
} from './payment-verify.service.ts';

/** "Check again" asks the gateway each time: ten a minute per account is more than a person needs. */
export const PAYMENT_CHECK_LIMIT = { max: 10, windowMs: 60_000 };

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
/** A dispute's or an answer's body, read within its limit: its text field and its photos' bytes. */
async function disputeBody(request: Request, field: DisputeTextField) {
  const contentType = request.headers.get('content-type') ?? '';
  const limit = isJsonBody(contentType) ? DISPUTE_JSON_BYTES : DISPUTE_PHOTO_LIMITS.requestBytes;
  const body = await readBodyWithLimit(request, limit, 'payments.dispute.errors.photoTooLarge');
  return readDisputeBody(contentType, body, field);
}

/** The text checked by the contract's schema: its first message as a 400. */
function checked<T>(result: { success: true; data: T } | { success: false; error: z.ZodError }, fallback: string): T {
  if (!result.success) throw new AppError('VALIDATION_ERROR', result.error.issues[0]?.message ?? fallback);
  return result.data;
}

// ids are validated in the service (unknown or malformed → 404)
const idParams = z.object({ id: z.string() });
// back to the booking's page, which shows what became of this attempt
const returnPage = (attempt: { id: string; bookingId: string | null; programId: string | null }) => {
  if (attempt.programId) return `/programs/${attempt.programId}?payment=${attempt.id}`;
  return attempt.bookingId ? `/bookings/${attempt.bookingId}?payment=${attempt.id}` : '/bookings';
};

export const paymentRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/bookings/{id}',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'A booking’s payment: held, released or refunded, the fee, and how to pay',
      request: { params: idParams },
      responses: { 200: json(BookingPayment, 'The booking’s payment'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await bookingPayment(c.var.deps, c.req.valid('param').id, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bookings/{id}/attempts',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'Start paying for a booking with eSewa or Khalti',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: PaymentStartInput } }, required: true },
      },
      responses: {
        201: json(PaymentRedirect, 'Where the browser goes to pay'),
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    }),
    async (c) => c.json(await startPayment(c.var.deps, c.req.valid('param').id, userOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bookings/{id}/dispute',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'A booking’s payment dispute, and whether the reader (its client) may open one',
      request: { params: idParams },
      responses: { 200: json(BookingDispute, 'The dispute'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await bookingDispute(c.var.deps, c.req.valid('param').id, userOf(c).id), 200),
  )
  // the body is read by hand (streamed, limited) and parsed by readDisputeBody: a declared body
  // would have the validator read it first, without the limit
  .openapi(
    createRoute({
      method: 'post',
      path: '/bookings/{id}/dispute',
      middleware: [requireUser, rawBody(DISPUTE_PHOTO_LIMITS.requestBytes)],
      tags: ['payments'],
      summary:
        'The client disputes a done booking whose payment is still held: the money stays held for staff. application/json DisputeOpenInput, or multipart/form-data: text field reason and up to 4 file fields photos (JPEG, PNG or WebP, 10 MB each, checked by content)',
      request: { params: idParams },
      responses: { 201: json(PaymentDispute, 'Opened'), ...errorResponses(400, 401, 403, 404, 409, 413) },
    }),
    async (c) => {
      const { text, photos } = await disputeBody(c.req.raw, 'reason');
      const input = checked(DisputeOpenInput.safeParse({ reason: text }), 'payments.dispute.validation.reason');
      const dispute = await openDispute(c.var.deps, c.req.valid('param').id, userOf(c).id, input, photos);
      return c.json(dispute, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bookings/{id}/dispute/answer',
      middleware: [requireUser, rawBody(DISPUTE_PHOTO_LIMITS.requestBytes)],
      tags: ['payments'],
      summary:
        'The booking’s professional answers its open dispute, once, before staff decide. application/json DisputeAnswerInput, or multipart/form-data: text field answer and up to 4 file fields photos (as the dispute’s)',
      request: { params: idParams },
      responses: { 201: json(PaymentDispute, 'Answered'), ...errorResponses(400, 401, 403, 404, 409, 413) },
    }),
    async (c) => {
      const { text, photos } = await disputeBody(c.req.raw, 'answer');
      const input = checked(DisputeAnswerInput.safeParse({ answer: text }), 'payments.dispute.validation.answer');
      const dispute = await answerDispute(c.var.deps, c.req.valid('param').id, userOf(c).id, input, photos);
      return c.json(dispute, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dispute-photos/{id}',
      middleware: [requireUser],
      tags: ['payments'],
      summary:
        'A dispute’s photo, its thumbnail or the whole (WebP), for the booking’s two parties and staff; never cached',
      request: { params: idParams, query: DisputePhotoQuery },
      responses: {
        200: { description: 'The photo', content: { 'image/webp': { schema: z.string() } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const photo = await openDisputePhoto(c.var.deps, userOf(c), c.req.valid('param').id, c.req.valid('query').size);
      return c.body(photo.body, 200, {
        'Content-Type': photo.contentType,
        'Content-Length': String(photo.size),
        // re-encoded by us, so safe to show inline; still sandboxed should it be opened as a page
        'Content-Disposition': `inline; filename="${photo.fileName}"`,
        'Content-Security-Policy': "sandbox; default-src 'none'",
        'Cache-Control': PRIVATE_NO_STORE,
        'X-Content-Type-Options': 'nosniff',
      }) as never;
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/programs/{id}',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'A program’s fee, where the viewer stands with it, and their attempts at paying it',
      request: { params: idParams },
      responses: { 200: json(ProgramPayment, 'The program’s fee'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await programPayment(c.var.deps, c.req.valid('param').id, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/programs/{id}/attempts',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'Start paying a program’s fee with eSewa or Khalti; the payment enrols the learner',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: PaymentStartInput } }, required: true },
      },
      responses: {
        201: json(PaymentRedirect, 'Where the browser goes to pay'),
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    }),
    async (c) =>
      c.json(await startProgramPayment(c.var.deps, c.req.valid('param').id, userOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/attempts/{id}',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'One payment attempt, for its booking’s client or professional, or a program fee’s payer',
      request: { params: idParams },
      responses: { 200: json(PaymentAttempt, 'The attempt'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(attemptView(await attemptFor(c.var.deps, c.req.valid('param').id, userOf(c).id)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/attempts/{id}/check',
      middleware: [requireUser],
      tags: ['payments'],
      summary: 'Ask the gateway now whether an attempt was paid (its payer)',
      request: { params: idParams },
      responses: {
        200: json(PaymentAttempt, 'The attempt as the gateway left it'),
        ...errorResponses(401, 403, 404, 429),
      },
    }),
    async (c) => {
      if (!(await c.var.deps.throttle.take(`payment-check|${userOf(c).id}`, PAYMENT_CHECK_LIMIT))) {
        throw new AppError('RATE_LIMITED', 'payments.errors.tooManyChecks');
      }
      const attempt = await attemptFor(c.var.deps, c.req.valid('param').id, userOf(c).id);
      if (attempt.payerId !== userOf(c).id) throw new AppError('FORBIDDEN', 'bookings.errors.clientOnly');
      return c.json(attemptView(await reconcileAttempt(c.var.deps, attempt)), 200);
    },
  )
  // The gateways send the browser back here: no session is needed or trusted, only what checks out.
  .get('/esewa/return/:attemptId', async (c) => {
    const attempt = await handleEsewaReturn(c.var.deps, c.req.param('attemptId'), c.req.query('data'));
    return c.redirect(returnPage(attempt), 303);
  })
  .get('/esewa/failure/:attemptId', async (c) =>
    c.redirect(returnPage(await attemptToReturnTo(c.var.deps, c.req.param('attemptId'))), 303),
  )
  .get('/khalti/return/:attemptId', async (c) => {
    const attempt = await handleKhaltiReturn(c.var.deps, c.req.param('attemptId'), {
      pidx: c.req.query('pidx'),
      purchase_order_id: c.req.query('purchase_order_id'),
    });
    return c.redirect(returnPage(attempt), 303);
  })
  .get('/khalti/failure/:attemptId', async (c) =>
    c.redirect(returnPage(await attemptToReturnTo(c.var.deps, c.req.param('attemptId'))), 303),
  );
